// Texas 42's pieces and suits in words: a domino's name (and its count), a suit of pips, a trump and how the doubles
// play without one, a bid in points or in marks.
import type { Translate } from "../../i18n";
import { COUNT } from "./count";
import { type Texas42Key, words } from "./keys";
import type { Doubles, TrumpName } from "./suits";
import type { Bid } from "./view";

/** A mark is worth 42 points: bids of 42 and more are whole marks in the marks game. */
export const MARK = 42;

/** "domino 6-4, counts 10". */
export function dominoLabel(tile: string, shared: Translate): string {
  const t = words(shared);
  const [high, low] = tile.split("-");
  const name = t("texas42.domino", { high, low });
  return tile in COUNT ? t("texas42.counts", { domino: name, n: COUNT[tile] }) : name;
}

/** A suit in words: a number of pips ("fives", "blanks"), the trumps, or the doubles as a suit of their own. */
export function suitName(suit: number | "trump" | "doubles", shared: Translate): string {
  if (suit === "doubles") return words(shared)("texas42.trump.doubles");
  return words(shared)(`texas42.suit.${suit}` as Texas42Key);
}

const NAMED: readonly unknown[] = ["doubles", "notrump", "nello", "sevens"];

/** A trump as players name it: "fives", "doubles", "no trump", or the contract "nello" or "sevens". */
export function trumpName(trump: TrumpName | string | undefined, shared: Translate): string {
  const t = words(shared);
  if (NAMED.includes(trump)) return t(`texas42.trump.${trump}` as Texas42Key);
  return suitName(Number(trump), shared);
}

/** The trump with how the doubles play where there is no trump suit: "no trump · doubles low". */
export function trumpText(trump: TrumpName | string | undefined, doubles: Doubles | null | undefined, t: Translate) {
  const name = trumpName(trump, t);
  return doubles ? `${name} · ${words(t)(`texas42.doubles.${doubles}`)}` : name;
}

/** A number of marks: "1 mark", "3 marks". */
export const marksText = (n: number, t: Translate) =>
  n === 1 ? words(t)("texas42.marks_one") : words(t)("texas42.marks", { n });

/** A bid's value as players say it: points below a mark, whole marks from 42 in the marks game ("2 marks"). */
export const bidValue = (value: number, marks: boolean, t: Translate) =>
  marks && value >= MARK ? marksText(Math.floor(value / MARK), t) : String(value);

/** Who bid what, as said at the table and in replays: "Ravi bid 2 marks", "Meena bid Splash, 3 marks". */
export function bidSaid(name: string, bid: Pick<Bid, "value" | "contract">, marks: boolean, shared: Translate): string {
  const t = words(shared);
  const n = bidValue(bid.value, marks, shared);
  if (!bid.contract) return t("said.bid", { name, n });
  return t("texas42.said.contract_bid", { name, contract: t(`texas42.contract.${bid.contract}`), n });
}

/** A bid with its contract if it has one: "2 marks", "Splash 3 marks", "34". */
export function bidText(bid: Pick<Bid, "value" | "contract">, marks: boolean, t: Translate): string {
  const value = bidValue(bid.value, marks, t);
  return bid.contract ? `${words(t)(`texas42.contract.${bid.contract}`)} ${value}` : value;
}
