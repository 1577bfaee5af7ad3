// Why a card cannot be played in All Fours: the calls come first, then follow suit or trump, and no undertrumping.
import { frenchLabel } from "../../cards/frenchNames";
import type { MessageKey, Translate } from "../../i18n";
import type { MatchState } from "../../types";
import { playsOf } from "../generic";
import { words } from "./keys";
import { viewOf } from "./view";

const RANKS = "AKQJT98765432";
const higher = (a: string, b: string) => RANKS.indexOf(a[0]) < RANKS.indexOf(b[0]);

/** Why this card cannot be played now, in the player's words; null when it can. */
export function whyNot(state: MatchState, card: string, shared: Translate): string | null {
  const t = words(shared);
  if (state.to_act !== state.your_seat || state.your_seat === null) return t("table.not_your_turn");
  const view = viewOf(state);
  if (view.phase === "stand_or_beg") return t("allfours.why_stand_or_beg");
  if (view.phase === "give_or_run") return t("allfours.why_give_or_run");
  if (playsOf(state).some((action) => action.card === card)) return null;
  const trick = view.trick?.cards ?? [];
  const led = trick[0]?.[1]?.[1];
  const trump = view.trump;
  if (!led || !trump) return t("table.cannot_play");
  if (card[1] !== led && card[1] !== trump && view.hand.some((held) => held[1] === led)) {
    return t("allfours.why_follow", { suit: t(`suit.${led}` as MessageKey) });
  }
  const top = trick
    .map(([, played]) => played)
    .filter((played) => played[1] === trump)
    .sort((a, b) => (higher(a, b) ? -1 : 1))[0];
  if (card[1] === trump && top && higher(top, card)) {
    return t("allfours.why_undertrump", { card: frenchLabel(top, shared) });
  }
  return t("table.cannot_play");
}
