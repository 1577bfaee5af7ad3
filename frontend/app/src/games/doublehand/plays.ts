// What a tap on a card does in Doublehand (a play, or a haath-par declaration), and why a card is refused.
import type { MessageKey, Translate } from "../../i18n";
import type { Action, MatchState } from "../../types";
import { playsOf } from "../generic";
import { words } from "./messages";
import { viewOf } from "./view";

function suitWord(suit: string, t: Translate): string {
  return t(`suit.${suit}` as MessageKey);
}

/** Why this card cannot be played now, in the player's words; null when it can. */
export function whyNot(state: MatchState, card: string, shared: Translate): string | null {
  const t = words(shared);
  if (state.to_act !== state.your_seat || state.your_seat === null) return t("table.not_your_turn");
  const view = viewOf(state);
  if (view.phase !== "playing") return t("table.cannot_play");
  if (playsOf(state).some((action) => action.card === card)) return null;
  if (state.legal.length === 1 && state.legal[0].type === "reveal_trump") return t("doublehand.why_reveal");
  const led = view.trick?.cards[0]?.[1]?.[1];
  if (led && view.hand.some((held) => held[1] === led) && card[1] !== led) {
    return t("doublehand.why_follow", { suit: suitWord(led, t) });
  }
  if (view.revealer === state.your_seat && view.trump?.suit) {
    return t("doublehand.why_trump", { suit: suitWord(view.trump.suit, t) });
  }
  return t("table.cannot_play");
}

export function tapAction(state: MatchState, card: string): Action | null {
  return (
    state.legal.find((action) => action.card === card && (action.type === "play" || action.type === "declare_trump")) ??
    null
  );
}
