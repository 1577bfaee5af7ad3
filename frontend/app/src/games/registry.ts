// The table parts of every game, by id.
import { doublehand } from "./doublehand";
import { genericUi } from "./generic";
import type { GameUi } from "./types";

export const GAME_IDS = ["doublehand", "allfours", "ganjifa", "texas42"] as const;

const UIS: Record<string, GameUi> = {
  doublehand,
  allfours: genericUi("allfours", 4, "ccw"),
  ganjifa: genericUi("ganjifa", 3, "ccw"),
  texas42: genericUi("texas42", 4, "cw"),
};

export function gameUi(id: string): GameUi {
  return UIS[id] ?? genericUi(id, 4, "ccw");
}

export type Spot = "bottom" | "right" | "top" | "left" | "top-left" | "top-right";

/** Where a seat sits on the screen, seen from `me` (at the bottom), given the direction of play. */
export function spotOf(seat: number, me: number, seats: number, direction: "ccw" | "cw"): Spot {
  const offset = (seat - me + seats) % seats;
  if (offset === 0) return "bottom";
  if (seats === 3) {
    // The next player in counter-clockwise play sits to the right.
    return (offset === 1) === (direction === "ccw") ? "top-right" : "top-left";
  }
  if (offset === 2) return "top";
  return (offset === 1) === (direction === "ccw") ? "right" : "left";
}
