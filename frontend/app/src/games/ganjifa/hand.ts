// The order a Ganjifa hand reads in: by suit in avatar order, and within a suit from the strongest card down.
import { AVATARS } from "./Card";

/** The first five suits rank their numbers in reverse: 1 is their highest number, 10 the others'. */
export const REVERSED = new Set<string>(AVATARS.slice(0, 5));

/** How strong a rank is in its suit: Raja 12, Mantri 11, then the numbers (10 to 1). */
export function strength(suit: string, rank: string): number {
  if (rank === "K") return 12;
  if (rank === "M") return 11;
  const number = Number(rank);
  return REVERSED.has(suit) ? 11 - number : number;
}

/** The hand by suit in avatar order, strongest first within each suit. */
export function sortCards(hand: string[]): string[] {
  const key = (card: string) => {
    const [suit, rank] = card.split(":");
    return AVATARS.indexOf(suit as (typeof AVATARS)[number]) * 100 - strength(suit, rank);
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}

/** The suit a set of cards belongs to (a dukal is all of one suit). */
export const suitOf = (card: string) => card.split(":")[0];
