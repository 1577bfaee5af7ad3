// Why a domino cannot be played in Texas 42, in plain words: the calls come first, then follow the suit led (in
// sevens, play the nearest to seven).
// The legal list says what the player may do now; these words only explain it.
import type { Translate } from "../../i18n";
import type { MatchState } from "../../types";
import { playsOf } from "../generic";
import { isCall, namesTrump } from "./bidding";
import { words } from "./keys";
import { suitName } from "./names";
import { ledSuit } from "./suits";
import { viewOf } from "./view";

/** Why this tile cannot be played now; null when it can (the legal list says which can). */
export function whyNot(state: MatchState, tile: string, shared: Translate): string | null {
  const t = words(shared);
  if (state.to_act !== state.your_seat || state.your_seat === null) return t("table.not_your_turn");
  if (state.legal.some(isCall)) return t("texas42.why.bid_first");
  if (state.legal.some(namesTrump)) return t("texas42.why.name_first");
  if (playsOf(state).some((action) => action.card === tile)) return null;
  // A tile held back while others may be played: in sevens one nearer seven, else the player holds the suit led.
  const view = viewOf(state);
  if (view.trump === "sevens") return t("texas42.why.sevens");
  const led = ledSuit(view.trick, view.trump, view.doubles);
  if (led === "trump") return t("texas42.why.follow_trump");
  if (led === "doubles") return t("texas42.why.follow_doubles");
  if (led !== null) return t("texas42.why.follow", { suit: suitName(led, shared) });
  return t("texas42.why.cannot");
}
