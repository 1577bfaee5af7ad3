// Texas 42's words for a turn, for screen readers and the controls: the bids open to the player, and naming trumps
// (by the bid winner, or by the partner of a splash or plunge bidder).
import type { Translate } from "../../i18n";
import type { MatchState } from "../../types";
import { bidChoices, bidPrompt, isCall, namesTrump } from "./bidding";
import { words } from "./keys";
import { bidText, bidValue } from "./names";
import { playsMarks, viewOf } from "./view";

/** What the player who names trumps is told: they won the bid, or their partner bid a splash or plunge. */
export function namingPrompt(state: MatchState, shared: Translate, names: string[]): string {
  const t = words(shared);
  const view = viewOf(state);
  const marks = playsMarks(view.options);
  const bid = view.bid;
  if (bid?.contract && bid.seat !== state.your_seat) {
    const contract = t(`texas42.contract.${bid.contract}`);
    return t("texas42.naming_partner", { name: names[bid.seat] ?? "", contract, n: bidValue(bid.value, marks, t) });
  }
  return t("texas42.naming", { n: bid ? bidText(bid, marks, t) : "" });
}

/** The bidding's question, or the call to name trumps; null while playing (the plays say it). */
export function turnPrompt(state: MatchState, shared: Translate, names: string[]): string | null {
  const view = viewOf(state);
  const marks = playsMarks(view.options);
  const high = view.bid ?? null;
  if (state.legal.some(isCall)) return bidPrompt(bidChoices(state.legal, high, marks), high, names, shared, marks);
  if (state.legal.some(namesTrump)) return namingPrompt(state, shared, names);
  return null;
}
