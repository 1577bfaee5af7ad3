// What Texas 42's engine adds to a seat's view: the calls, the winning bid, the trump, and each team's take; in the
// marks game also the result as soon as the hand is decided and the seat that sits out a nello.
import type { MatchState, View } from "../../types";
import type { Doubles, TrumpName } from "./suits";

/** The marks game's bids above the usual ceiling, for a hand of three doubles or four. */
export type BidContract = "splash" | "plunge";

/** One call of the bidding, in the order made: a bid and its value (a splash or plunge too), or a pass. */
export interface Call {
  seat: number;
  type: "bid" | "pass";
  value?: number;
  contract?: BidContract;
}

export interface Bid {
  seat: number;
  value: number;
  contract?: BidContract;
}

export type Phase = "bidding" | "naming_trump" | "playing" | "over" | "void";

export interface Texas42View extends View {
  phase: Phase | null;
  calls: Call[];
  /** The highest bid so far (while bidding), then the winning bid; null before any bid. */
  bid: Bid | null;
  /** The trump once named: a suit of pips, doubles, no trump, or the contracts nello and sevens. */
  trump: TrumpName | null;
  /** How the doubles play with no trump suit (no trump, nello); null otherwise. */
  doubles?: Doubles | null;
  /** Made or set once decided (in the marks game as soon as a trick decides it); null before. */
  result?: "made" | "set" | null;
  /** The partner of a nello bidder, who sits the hand out: that seat never acts and each trick has three dominoes. */
  sitting_out?: number | null;
  /** Each team's tricks, points (count and tricks) and count dominoes taken this hand; team 0 is seats 0 and 2. */
  tricks_taken: number[];
  points_taken: number[];
  count_taken: string[][];
}

export const viewOf = (state: MatchState) => state.view as Texas42View;

/** Whether the room plays the marks game (the view carries the room's options). */
export const playsMarks = (options: unknown) => (options as { scoring?: string } | undefined)?.scoring === "marks";

/** The team a seat plays for: seats 0 and 2, and seats 1 and 3, are partners. */
export const teamOf = (seat: number) => seat % 2;
