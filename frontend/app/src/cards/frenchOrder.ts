// A hand of French cards in the order players hold them: by suit, colours alternating, high to low, trumps last.
const RANKS = "AKQJT98765432";
/** The suits in a usual order that already alternates black and red. */
const SUITS = ["S", "H", "C", "D"];
const red = (suit: string) => suit === "H" || suit === "D";

/** Every order of the given suits. */
function orders(suits: string[]): string[][] {
  if (suits.length <= 1) return [suits];
  return suits.flatMap((suit, index) =>
    orders([...suits.slice(0, index), ...suits.slice(index + 1)]).map((rest) => [suit, ...rest]),
  );
}

/** How many neighbours share a colour: the fewer, the easier the hand reads. */
function clashes(order: string[]): number {
  return order.slice(1).filter((suit, index) => red(suit) === red(order[index])).length;
}

/**
 * The suits of the hand left to right: the trump (once known) last, the others placed so that colours alternate
 * as far as the suits held allow, in the usual order among equals.
 */
export function suitOrder(held: string[], trump: string | null = null): string[] {
  const others = SUITS.filter((suit) => held.includes(suit) && suit !== trump);
  const last = trump && held.includes(trump) ? [trump] : [];
  let best: string[] = [...others, ...last];
  for (const order of orders(others)) {
    if (clashes([...order, ...last]) < clashes(best)) best = [...order, ...last];
  }
  return best;
}

/** The cards ("QS", "TH") sorted by suit in `suitOrder`, high to low within a suit. */
export function sortFrench(hand: string[], trump: string | null = null): string[] {
  const suits = suitOrder([...new Set(hand.map((card) => card[1]))], trump);
  const key = (card: string) => suits.indexOf(card[1]) * RANKS.length + RANKS.indexOf(card[0]);
  return [...hand].sort((a, b) => key(a) - key(b));
}
