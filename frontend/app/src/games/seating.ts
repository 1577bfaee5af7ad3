// Where each seat sits on the screen: the player at the bottom, the others by the direction of play.
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
