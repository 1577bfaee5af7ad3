// The steps to add the app to an iPhone's or iPad's Home Screen, the only place where iOS lets web apps push.
import { useT } from "../i18n";
import { Sheet } from "./Sheet";

export function HomeScreenSheet({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Sheet title={t("push.ios.title")} onClose={onClose}>
      <p>{t("push.ios.text")}</p>
      <ol class="stack" data-testid="home-screen-steps">
        <li>{t("push.ios.step_share")}</li>
        <li>{t("push.ios.step_add")}</li>
        <li>{t("push.ios.step_open")}</li>
      </ol>
    </Sheet>
  );
}
