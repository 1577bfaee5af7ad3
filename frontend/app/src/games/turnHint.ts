// What the player may do on their turn, in words for a screen reader: what the hand may play (and, when not all of
// it, why: "you must follow suit"), or the calls to choose from. A game adds its own words for its phases.
import type { Translate } from "../i18n";
import type { Action, MatchState } from "../types";
import type { GameUi } from "./types";

/** The calls read out by name; more are summed up ("and 6 more"), as the buttons are there to be read one by one. */
const CALLS_READ = 5;

/** An action taken with no piece of the hand: a button among the controls. */
export const isCall = (action: Action) =>
  action.card === undefined && action.cards === undefined && action.count === undefined && action.any_of === undefined;

/** The calls the player may make, in words: "Pass, Bid 8, Bid 9". */
export function callWords(ui: GameUi, state: MatchState, t: Translate): string {
  const labels = state.legal.filter(isCall).map((action) => ui.actionLabel(action, t));
  if (labels.length <= CALLS_READ + 1) return labels.join(", ");
  return t("a11y.and_more", { actions: labels.slice(0, CALLS_READ).join(", "), n: labels.length - CALLS_READ });
}

/** What of the hand may be played: all of it, or some, with the reason the first piece held back is. */
export function playWords(ui: GameUi, state: MatchState, t: Translate): string | null {
  const hand = state.view.hand;
  const playable = hand.filter((piece) => ui.tapAction(state, piece) !== null);
  if (!playable.length) return null;
  if (playable.length === hand.length) return t("a11y.play_any");
  const held = hand.find((piece) => !playable.includes(piece));
  const why = held === undefined ? null : ui.whyNot(state, held, t);
  const count = t("a11y.playable", { n: playable.length });
  return why ? `${why} ${count}` : count;
}

/** The generic hint for a turn: a choice of several pieces, the plays, the calls. */
export function turnHint(ui: GameUi, state: MatchState, t: Translate): string {
  const selection = ui.selection(state);
  if (selection && !selection.optional) {
    const name = ui.actionLabel({ type: selection.action }, t);
    const how = selection.count !== undefined ? t("hand.choose_n", { n: selection.count }) : t("hand.choose_some");
    return `${name}: ${how}`;
  }
  const parts = [playWords(ui, state, t)];
  if (state.legal.some(isCall)) parts.push(t("a11y.choose", { actions: callWords(ui, state, t) }));
  return parts.filter(Boolean).join(" ");
}
