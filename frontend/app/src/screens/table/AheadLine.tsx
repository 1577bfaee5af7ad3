// The player's choice made ahead, in words: what will be played when their turn comes, or why it was not.
import type { GameUi } from "../../games/types";
import type { MessageKey, Translate } from "../../i18n";
import type { Action, MatchState } from "../../types";

/** Why a choice was dropped, as the server says it (`because` for a stale one, else `reason`). */
const DROPPED: Record<string, MessageKey> = {
  deal: "ahead.dropped.deal",
  trick: "ahead.dropped.trick",
  trump: "ahead.dropped.trump",
  call: "ahead.dropped.call",
  illegal: "ahead.dropped.illegal",
  stale: "ahead.dropped.stale",
};

export function AheadLine({
  ahead,
  ui,
  t,
  cancel,
}: {
  ahead: MatchState["ahead"];
  ui: Pick<GameUi, "actionLabel" | "pieceLabel">;
  t: Translate;
  cancel: () => void;
}) {
  if (!ahead) return null;
  const action = ahead.action as unknown as Action;
  const move = ui.actionLabel(action, t);
  if (ahead.state === "waiting") {
    const text =
      action.type === "play" && action.card
        ? t("ahead.waiting_play", { piece: ui.pieceLabel(action.card, t) })
        : t("ahead.waiting", { move });
    return (
      <p class="banner" role="status" data-testid="ahead">
        {text}{" "}
        <button type="button" class="button small secondary" onClick={cancel}>
          {t("common.cancel")}
        </button>
      </p>
    );
  }
  const why = DROPPED[ahead.because ?? ahead.reason ?? "stale"] ?? "ahead.dropped.stale";
  return (
    <p class="banner warn" role="status" data-testid="ahead">
      {t(why, { move })}{" "}
      <button type="button" class="button small secondary" onClick={cancel}>
        {t("ahead.dismiss")}
      </button>
    </p>
  );
}
