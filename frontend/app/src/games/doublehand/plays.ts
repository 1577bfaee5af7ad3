// What a tap on a card does in Doublehand (a play, or a haath-par declaration), and why a card is refused.
import type { MessageKey, Translate } from "../../i18n";
import type { Action, MatchState } from "../../types";
import { playsOf } from "../generic";
import { words } from "./keys";
import { viewOf } from "./view";

function suitWord(suit: string, t: Translate): string {
  return t(`suit.${suit}` as MessageKey);
}

/** Why this card cannot be played now, in the player's words; null when it can. */
export function whyNot(state: MatchState, card: string, shared: Translate): string | null {
  const t = words(shared);
  if (state.to_act !== state.your_seat || state.your_seat === null) return t("table.not_your_turn");
  const view = viewOf(state);
  if (view.phase === "declaring") return t("doublehand.choose_way_first");
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

/** The player's word for the trump declaration they are making: from the hand (haath par) or blind (kheench). */
export type TrumpWay = "haath_par" | "kheench";

/**
 * A tap on a card plays it; while declaring, it chooses the trump only once the player has said "haath par",
 * so that a stray tap never declares (and the declaration still waits for a confirmation).
 */
export function tapAction(state: MatchState, card: string, intent?: string | null): Action | null {
  if (viewOf(state).phase === "declaring") {
    if (intent !== "haath_par") return null;
    return state.legal.find((action) => action.type === "declare_trump" && action.card === card) ?? null;
  }
  return state.legal.find((action) => action.type === "play" && action.card === card) ?? null;
}

export const needsConfirm = (action: Action) => action.type === "declare_trump";
