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

/** How far the pieces of a seat that played several to one trick (a dukal, its discards) spread, at most: about
 * its spot, or away from the middle beside another seat (where a 360 px table has less room). */
const FAN_PX = 132;
const SIDE_FAN_PX = 100;
/** The most one piece of such a fan moves from the next: enough to show its corner index. */
const FAN_STEP_PX = 16;

/**
 * How far across (px) the `index`-th of a seat's `count` pieces in one trick lies from where a single piece would.
 *
 * Each later piece lies to the right of the one before and over it, so every piece shows its corner index. Beside
 * another seat (top-left, top-right) the fan spreads away from the middle of the table; elsewhere about its spot.
 */
export function fanOffset(spot: Spot, index: number, count: number): number {
  if (count <= 1) return 0;
  const side = spot === "top-left" || spot === "left" || spot === "top-right" || spot === "right";
  const step = Math.min(FAN_STEP_PX, (side ? SIDE_FAN_PX : FAN_PX) / (count - 1));
  if (spot === "top-left" || spot === "left") return (index - (count - 1)) * step;
  if (spot === "top-right" || spot === "right") return index * step;
  return (index - (count - 1) / 2) * step;
}
