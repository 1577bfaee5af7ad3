// What All Fours' engine adds to a seat's view: the kicks, the trump, the calls, the points awarded so far.
import type { MatchState, View } from "../../types";

export type AwardKind = "kick" | "give_one" | "high" | "low" | "jack" | "hang_jack" | "game";

/** Points scored by one team, in the order scored; the live view names the card they were scored for. */
export interface Award {
  kind: AwardKind;
  team: number;
  points: number;
  card?: string | null;
}

export interface AllFoursView extends View {
  /** The cards turned up, in order: the last one's suit is the proposed trump. */
  kicks: string[];
  /** The trump suit letter once play begins. */
  trump: string | null;
  /** The seat after the dealer: it stands or begs, and leads. */
  elder: number | null;
  calls: { seat: number; type: string }[];
  points: Award[];
  game_pips: number[];
  /** Cards left in the pack to run it with. */
  pack: number;
}

export const viewOf = (state: MatchState) => state.view as AllFoursView;

/** The suit proposed as trump now: the trump once play begins, else the last kick's. */
export function proposedSuit(view: AllFoursView): string | null {
  return view.trump ?? view.kicks.at(-1)?.[1] ?? null;
}
