// The room's code, to share by the phone's own sheet, WhatsApp, or the clipboard.
import { toast } from "../../components/Toast";
import type { Translate } from "../../i18n";
import type { Room } from "../../types";

export function ShareCode({ room, game, t }: { room: Room; game: string; t: Translate }) {
  const shareText = t("lobby.share_text", { game, code: room.code, url: room.share_url });
  const share = async () => {
    if (navigator.share) {
      try {
        await navigator.share({ title: "Tricktable", text: shareText, url: room.share_url });
        return;
      } catch {
        // Cancelled or refused: the other buttons remain.
      }
    }
    window.open(`https://wa.me/?text=${encodeURIComponent(shareText)}`, "_blank", "noopener");
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(room.share_url);
      toast(t("lobby.copied"));
    } catch {
      toast(room.share_url);
    }
  };
  return (
    <section class="share">
      <p class="share-code">
        <span class="sr-only">{t("home.code")}: </span>
        {room.code}
      </p>
      <div class="row">
        <button type="button" class="button" onClick={share}>
          {t("lobby.share")}
        </button>
        <a
          class="button secondary"
          href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
          target="_blank"
          rel="noopener"
        >
          {t("lobby.whatsapp")}
        </a>
        <button type="button" class="button secondary" onClick={copy}>
          {t("lobby.copy")}
        </button>
      </div>
    </section>
  );
}
