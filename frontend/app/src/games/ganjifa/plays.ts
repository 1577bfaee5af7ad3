// Why a Ganjifa card cannot be played (spec section 3): the led suit is followed; without it, a trump or the next
// suit held. The legal list says what may be played; these words only explain it.
import type { Translate } from "../../i18n";
import type { MatchState } from "../../types";
import { playsOf } from "../generic";
import { suitOf } from "./hand";
import { type GanjifaKey, words } from "./keys";
import { viewOf } from "./view";

/** Why this card cannot be played now, in the player's words; null when it can. */
export function whyNot(state: MatchState, card: string, shared: Translate): string | null {
  const t = words(shared);
  if (state.to_act !== state.your_seat || state.your_seat === null) return t("table.not_your_turn");
  if (playsOf(state).some((action) => action.card === card)) return null;
  const view = viewOf(state);
  const led = view.trick?.cards[0]?.[1];
  if (view.dukal || !led) return t("table.cannot_play");
  const suit = t(`ganjifa.suit.${suitOf(led)}` as GanjifaKey);
  const holds = view.hand.some((held) => suitOf(held) === suitOf(led));
  return t(holds ? "ganjifa.why_follow" : "ganjifa.why_next", { suit });
}
