// A Ganjifa card's name for screen readers and sentences, in the player's language.
import type { Translate } from "../../i18n";
import type { GanjifaKey } from "./keys";

/** "Raja of matsya", "मत्स्य का 7": the rank's name for the court cards, its number otherwise. */
export function ganjifaLabel(card: string, shared: Translate): string {
  // The shared `t` knows this game's words: i18n merges them in.
  const t = shared as Translate<GanjifaKey>;
  const [suit, rank] = card.split(":");
  const rankName = rank === "K" || rank === "M" ? t(`ganjifa.rank.${rank}`) : rank;
  return t("ganjifa.card", { rank: rankName, suit: t(`ganjifa.suit.${suit}` as GanjifaKey) });
}
