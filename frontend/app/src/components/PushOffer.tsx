// The offer to be told on this device when it is one's turn: shown after joining a room, never on first load.
import { useEffect, useState } from "preact/hooks";
import { useT } from "../i18n";
import { declinePush, enablePush, shouldOfferHomeScreen, shouldOfferPush, shouldSubscribeQuietly } from "../push";
import { HomeScreenSheet } from "./HomeScreenSteps";
import { toast } from "./Toast";

export function PushOffer() {
  const t = useT();
  const [shown, setShown] = useState(shouldOfferPush);
  const [homeScreen, setHomeScreen] = useState(shouldOfferHomeScreen);
  const [steps, setSteps] = useState(false);
  useEffect(() => {
    if (shouldSubscribeQuietly()) enablePush().catch(() => undefined);
  }, []);
  if (homeScreen) {
    // iOS pushes only to Home Screen apps: the way there comes before any offer (made again from the icon).
    const later = () => {
      declinePush();
      setHomeScreen(false);
    };
    return (
      <section class="push-offer stack" aria-labelledby="push-offer-title">
        <h2 id="push-offer-title">{t("push.offer.title")}</h2>
        <p>{t("push.ios.text")}</p>
        <div class="row">
          <button type="button" class="button" onClick={() => setSteps(true)}>
            {t("push.ios.show")}
          </button>
          <button type="button" class="button secondary" onClick={later}>
            {t("push.offer.not_now")}
          </button>
        </div>
        {steps && <HomeScreenSheet onClose={() => setSteps(false)} />}
      </section>
    );
  }
  if (!shown) return null;
  const accept = async () => {
    setShown(false);
    try {
      const answer = await enablePush();
      toast(t(answer === "on" ? "push.on" : answer === "denied" ? "push.denied" : "push.unavailable"));
    } catch {
      toast(t("push.unavailable"));
    }
  };
  const later = () => {
    declinePush();
    setShown(false);
  };
  return (
    <section class="push-offer stack" aria-labelledby="push-offer-title">
      <h2 id="push-offer-title">{t("push.offer.title")}</h2>
      <p>{t("push.offer.text")}</p>
      <div class="row">
        <button type="button" class="button" onClick={accept}>
          {t("push.offer.enable")}
        </button>
        <button type="button" class="button secondary" onClick={later}>
          {t("push.offer.not_now")}
        </button>
      </div>
    </section>
  );
}
