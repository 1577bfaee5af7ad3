// What each game adds to the generic table: its direction, its controls, and why a piece cannot be played.
import type { FunctionComponent } from "preact";
import type { Translate } from "../i18n";
import type { Action, MatchState, View } from "../types";

export interface ControlsProps {
  state: MatchState;
  act: (action: Action) => void;
  t: Translate;
  names: string[];
}

export interface GameUi {
  id: string;
  seats: number;
  direction: "ccw" | "cw";
  /** Why a piece in the caller's hand cannot be played now, in plain words; null if it can. */
  whyNot(state: MatchState, piece: string, t: Translate): string | null;
  /** The action that tapping a piece in the hand takes now, if any (a play, a haath-par declaration, ...). */
  tapAction(state: MatchState, piece: string): Action | null;
  /** Bids, passes, trump declarations and other actions that are not a tap on a piece. */
  Controls: FunctionComponent<ControlsProps>;
  /** The game's part of the bar at the top: bid, trump, counts. */
  Status: FunctionComponent<ControlsProps>;
  /** The seat that won the bid, for its badge. */
  bidWinner(view: View): number | null;
}
