// Doublehand's words for a turn, for screen readers: the declaration of the trump is its own step.
import type { Translate } from "../../i18n";
import type { MatchState } from "../../types";
import { words } from "./keys";
import { viewOf } from "./view";

/** The game's own hint for the turn, or null where the generic one (the plays, the bids) says it. */
export function turnPrompt(state: MatchState, shared: Translate): string | null {
  const t = words(shared);
  if (viewOf(state).phase !== "declaring") return null;
  return `${t("doublehand.declaring")} ${t("doublehand.announce.ways")}`;
}
