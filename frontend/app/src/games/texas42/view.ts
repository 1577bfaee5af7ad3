// What Texas 42's engine adds to a seat's view: the calls, the winning bid, the trump, and each team's take.
import type { MatchState, View } from "../../types";
import type { TrumpName } from "./suits";

/** One call of the bidding, in the order made: a bid and its value, or a pass. */
export interface Call {
  seat: number;
  type: "bid" | "pass";
  value?: number;
}

export interface Bid {
  seat: number;
  value: number;
}

export type Phase = "bidding" | "naming_trump" | "playing" | "over" | "void";

export interface Texas42View extends View {
  phase: Phase | null;
  calls: Call[];
  /** The highest bid so far (while bidding), then the winning bid; null before any bid. */
  bid: Bid | null;
  /** The trump once named. */
  trump: TrumpName | null;
  /** Each team's tricks, points (count and tricks) and count dominoes taken this hand; team 0 is seats 0 and 2. */
  tricks_taken: number[];
  points_taken: number[];
  count_taken: string[][];
}

export const viewOf = (state: MatchState) => state.view as Texas42View;

/** The team a seat plays for: seats 0 and 2, and seats 1 and 3, are partners. */
export const teamOf = (seat: number) => seat % 2;
