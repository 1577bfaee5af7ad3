// The table between two deals: the next deal is already dealt on the server, but it waits behind the last one's
// summary, so that nobody bids or plays without seeing how the last deal went.
import type { MatchState } from "../../types";

/** `state` with the next deal's turn, hand and choices held back (its scores, seats and trump stay as they are). */
export function heldBack(state: MatchState): MatchState {
  return { ...state, to_act: null, legal: [], turn_deadline: null, view: { ...state.view, to_act: null, hand: [] } };
}
