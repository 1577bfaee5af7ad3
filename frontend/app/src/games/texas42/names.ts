// Texas 42's pieces and suits in words: a domino's name (and its count), a suit of pips, a trump.
import type { Translate } from "../../i18n";
import { COUNT } from "./count";
import { type Texas42Key, words } from "./keys";
import type { TrumpName } from "./suits";

/** "domino 6-4, counts 10". */
export function dominoLabel(tile: string, shared: Translate): string {
  const t = words(shared);
  const [high, low] = tile.split("-");
  const name = t("texas42.domino", { high, low });
  return tile in COUNT ? t("texas42.counts", { domino: name, n: COUNT[tile] }) : name;
}

/** A suit in words: a number of pips ("fives", "blanks"), or the trumps. */
export function suitName(suit: number | "trump", shared: Translate): string {
  return words(shared)(`texas42.suit.${suit}` as Texas42Key);
}

/** A trump as players name it: "fives", "doubles", "no trump". */
export function trumpName(trump: TrumpName | string | undefined, shared: Translate): string {
  const t = words(shared);
  if (trump === "doubles" || trump === "notrump") return t(`texas42.trump.${trump}`);
  return suitName(Number(trump), shared);
}
