// Texas 42's bidding as the table offers it: the bids the server allows, laid out as buttons, and what to say
// about them. The app never works out which bids are legal; it only reads the legal list.
import type { Translate } from "../../i18n";
import type { Action } from "../../types";
import { type Texas42Key, words } from "./keys";
import { bidText } from "./names";
import type { Bid, BidContract } from "./view";

const LOWEST_BID = 30;
/** The most a hand is worth: in points a bid above it doubles the bid before it (84, 168, 250). */
export const LIMIT_BID = 42;

/** A call of the bidding, a bid or a pass. */
export const isCall = (action: Action) => action.type === "bid" || action.type === "pass";

/** The bid winner's choice of trumps. */
export const namesTrump = (action: Action) => action.type === "name_trump";

export interface BidChoice {
  action: Action;
  value: number;
  /** The bid this one doubles, for a bid above 42 in points; null for an ordinary bid and in marks. */
  doubles: number | null;
  /** A splash or plunge (marks); null for an ordinary bid. */
  contract: BidContract | null;
}

export interface BidChoices {
  /** The pass, unless the player may not pass (the dealer forced to bid). */
  pass: Action | null;
  /** The ordinary bids allowed, lowest first. */
  bids: BidChoice[];
  /** The splash or plunge the player's doubles allow, if any (marks). */
  contracts: BidChoice[];
}

/** The calls of the legal list, as the bid buttons show them; `marks` when the room plays the marks game. */
export function bidChoices(legal: Action[], high: Bid | null, marks = false): BidChoices {
  const all = legal
    .filter((action) => action.type === "bid" && action.value !== undefined)
    .map((action): BidChoice => {
      const value = action.value ?? 0;
      const contract = (action.contract as BidContract | undefined) ?? null;
      const doubles = !marks && value > LIMIT_BID && high ? high.value : null;
      return { action, value, doubles, contract };
    })
    .sort((a, b) => a.value - b.value);
  return {
    pass: legal.find((action) => action.type === "pass") ?? null,
    bids: all.filter((bid) => bid.contract === null),
    contracts: all.filter((bid) => bid.contract !== null),
  };
}

/** What the bidder is asked: open, go higher, double, or (the dealer after three passes) bid at least 30. */
export function bidPrompt(choices: BidChoices, high: Bid | null, names: string[], shared: Translate, marks = false) {
  const t = words(shared);
  if (!choices.pass) return t("texas42.bid.must");
  if (!high && marks) return t("texas42.bid.open_marks");
  if (!high) return t("texas42.bid.open", { low: choices.bids[0]?.value ?? LOWEST_BID, high: LIMIT_BID });
  const said = { name: names[high.seat] ?? "", n: bidText(high, marks, shared) };
  if (!choices.bids.length && !choices.contracts.length) return t("texas42.bid.top", said);
  const key: Texas42Key = choices.bids.some((bid) => bid.doubles !== null) ? "texas42.bid.double" : "texas42.bid.raise";
  return t(key, said);
}
