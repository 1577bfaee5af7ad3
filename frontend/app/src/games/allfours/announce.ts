// All Fours' words for a turn, for screen readers: the kick's suit and the question of the call before play.
import type { Translate } from "../../i18n";
import type { MatchState } from "../../types";
import { words } from "./keys";
import { proposedSuit, viewOf } from "./view";

/** The game's own hint for the turn (stand or beg, give one or run), or null where the plays say it. */
export function turnPrompt(state: MatchState, shared: Translate, names: string[]): string | null {
  const t = words(shared);
  const view = viewOf(state);
  if (view.phase !== "stand_or_beg" && view.phase !== "give_or_run") return null;
  const suit = proposedSuit(view);
  const kick = suit ? `${t("allfours.kick_shows", { suit: shared(`card.suit.${suit}` as "card.suit.S") })} ` : "";
  const question =
    view.phase === "stand_or_beg"
      ? t("allfours.stand_or_beg")
      : t("allfours.give_or_run", { name: names[view.elder ?? 0] ?? "" });
  return kick + question;
}
