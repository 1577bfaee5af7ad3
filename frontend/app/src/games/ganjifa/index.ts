// Dashavatara Ganjifa: round cards, three players counter-clockwise; a dukal and its discards choose several cards.
import type { Translate } from "../../i18n";
import { defineGame } from "../generic";
import { GanjifaCard, ROUND_SIZE } from "./Card";
import { type GanjifaKey, messages } from "./messages";
import { rules } from "./rules";

/** "Raja of matsya", "मत्स्य का 7": the rank's name for the court cards, its number otherwise. */
export function ganjifaLabel(card: string, shared: Translate): string {
  // The shared `t` knows this game's words: i18n merges them in.
  const t = shared as Translate<GanjifaKey>;
  const [suit, rank] = card.split(":");
  const rankName = rank === "K" || rank === "M" ? t(`ganjifa.rank.${rank}`) : rank;
  return t("ganjifa.card", { rank: rankName, suit: t(`ganjifa.suit.${suit}` as GanjifaKey) });
}

export default defineGame({
  id: "ganjifa",
  direction: "ccw",
  Piece: GanjifaCard,
  size: ROUND_SIZE,
  pieceLabel: ganjifaLabel,
  messages,
  rules,
});
