// Texas 42's words for a turn, for screen readers: the bids open to the player, and naming trumps.
import type { Translate } from "../../i18n";
import type { MatchState } from "../../types";
import { bidChoices, bidPrompt, isCall, namesTrump } from "./bidding";
import { words } from "./keys";
import { viewOf } from "./view";

/** The bidding's question, or the call to name trumps; null while playing (the plays say it). */
export function turnPrompt(state: MatchState, shared: Translate, names: string[]): string | null {
  const t = words(shared);
  const view = viewOf(state);
  const high = view.bid ?? null;
  if (state.legal.some(isCall)) return bidPrompt(bidChoices(state.legal, high), high, names, shared);
  if (state.legal.some(namesTrump)) return t("texas42.naming", { n: view.bid?.value ?? "" });
  return null;
}
