// Texas 42's trumps and suits as the table draws them: which ends of a tile are trumps, the hand's order, and the
// suit a led tile calls for. Which tile may be played is never decided here: the server's legal list says so.
import type { TrumpEnds } from "../../cards/Domino";
import type { Trick } from "../../types";

/** A trump as the server names it: 0 to 6 (a suit of pips), "doubles", "notrump", or the contract nello or sevens. */
export type TrumpName = number | "doubles" | "notrump" | "nello" | "sevens";

/** How the doubles play where there is no trump suit: each the highest of its suit, the lowest, or a suit alone. */
export type Doubles = "high" | "low" | "suit";

/** The order the bid winner's choices are offered in: sixes down to blanks, doubles, no trump, then the contracts. */
export const TRUMP_CHOICES: TrumpName[] = [6, 5, 4, 3, 2, 1, 0, "doubles", "notrump", "nello", "sevens"];

/** The names that make no suit trumps. */
export const hasNoTrumps = (trump: TrumpName | null) => trump === "notrump" || trump === "nello" || trump === "sevens";

/** A tile's two ends, the higher first ("6-4" is [6, 4]). */
export function ends(tile: string): [number, number] {
  const [high, low] = tile.split("-").map(Number);
  return [high, low];
}

export const isDouble = (tile: string) => {
  const [high, low] = ends(tile);
  return high === low;
};

/** Which ends of a tile to draw as trumps under the trump named; null for a tile that is no trump. */
export function trumpEnds(tile: string, trump: TrumpName | null): TrumpEnds | null {
  if (trump === null || hasNoTrumps(trump)) return null;
  const [high, low] = ends(tile);
  if (trump === "doubles") return high === low ? "both" : null;
  if (high === trump && low === trump) return "both";
  if (high === trump) return "high";
  return low === trump ? "low" : null;
}

export const isTrump = (tile: string, trump: TrumpName | null) => trumpEnds(tile, trump) !== null;

/** How many tiles of a hand would be trumps under each choice: a hint for the bid winner, who names them. */
export function trumpsHeld(hand: string[], trump: TrumpName): number {
  return hand.filter((tile) => isTrump(tile, trump)).length;
}

/**
 * Where a tile goes in the hand: trumps first, highest first (the double, then by the other end); then the
 * others by their higher end and then their lower, as players group them by suit.
 */
function sortKey(tile: string, trump: TrumpName | null): [number, number, number] {
  const [high, low] = ends(tile);
  if (isTrump(tile, trump)) {
    if (trump === "doubles") return [0, -high, 0];
    const other = high === trump ? low : high;
    return [0, high === low ? -7 : -other, 0];
  }
  return [1, -high, high === low ? -7 : -low];
}

export function sortTiles(hand: string[], trump: TrumpName | null): string[] {
  // Sevens has no suits: nearest seven first, the ones a turn may play.
  if (trump === "sevens") return [...hand].sort((a, b) => fromSeven(a) - fromSeven(b) || b.localeCompare(a));
  return [...hand].sort((a, b) => {
    const [x, y] = [sortKey(a, trump), sortKey(b, trump)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
}

/** The pips of a tile, and how far they are from seven: in sevens the nearest must be played. */
export const fromSeven = (tile: string) => {
  const [high, low] = ends(tile);
  return Math.abs(7 - high - low);
};

/**
 * The suit the trick's first tile called for: "trump" when it was a trump, "doubles" for a double where the doubles
 * are a suit of their own, else the number of its higher end; null in sevens, which has no suits.
 */
export function ledSuit(
  trick: Trick | null | undefined,
  trump: TrumpName | null = null,
  doubles: Doubles | null = null,
): number | "trump" | "doubles" | null {
  const first = trick?.cards[0]?.[1];
  if (!first || trump === "sevens") return null;
  if (trick?.trumps?.[0]) return "trump";
  if (doubles === "suit" && isDouble(first)) return "doubles";
  return ends(first)[0];
}
