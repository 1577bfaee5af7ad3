// Ganjifa's words for a turn, for screen readers: the discards a dukal asks for, and the dukals the player may lead.
import type { Translate } from "../../i18n";
import type { MatchState } from "../../types";
import { suitOf } from "./hand";
import { type GanjifaKey, words } from "./keys";
import { largestDukals } from "./table";
import { viewOf } from "./view";

/** What the dukal asks of the player, or which dukals they may lead; null where the plays say it. */
export function turnPrompt(state: MatchState, shared: Translate, names: string[]): string | null {
  const t = words(shared);
  const view = viewOf(state);
  if (view.dukal) return t("ganjifa.discard_prompt", { name: names[view.dukal.leader] ?? "", n: view.dukal.size });
  const dukals = largestDukals(state.legal).map((action) =>
    t("ganjifa.dukal_of", {
      suit: t(`ganjifa.suit.${suitOf(action.cards?.[0] ?? "")}` as GanjifaKey),
      n: action.cards?.length ?? 0,
    }),
  );
  return dukals.length ? `${t("ganjifa.dukal_offer")} ${dukals.join(", ")}.` : null;
}
