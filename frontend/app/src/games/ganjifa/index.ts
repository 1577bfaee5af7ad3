// Dashavatara Ganjifa: round cards, three players counter-clockwise; a dukal and its discards choose several cards.

import { defineGame, sentence } from "../generic";
import { turnHint } from "../turnHint";
import { turnPrompt } from "./announce";
import { GanjifaCard, ROUND_SIZE } from "./Card";
import { dealLines } from "./deal";
import { sortCards, suitOf } from "./hand";
import { words } from "./keys";
import { ganjifaLabel } from "./label";
import { whyNot } from "./plays";
import { SuitKey } from "./SuitKey";
import { Controls, Status } from "./table";

const game = defineGame({
  id: "ganjifa",
  direction: "ccw",
  Piece: GanjifaCard,
  size: ROUND_SIZE,
  pieceLabel: ganjifaLabel,
  sentence(action, name, shared) {
    const t = words(shared);
    const cards = action.cards ?? [];
    if (action.type === "dukal") {
      const said = cards.map((card) => ganjifaLabel(card, shared)).join(", ");
      return t("ganjifa.said.dukal", { name, n: cards.length, cards: said });
    }
    // Discards are open: spec section 4 puts them in the dukal's trick, shown to every seat. The sentence gives
    // only their count because the dukal has already won: which cards were thrown to it decides nothing.
    if (action.type === "discard") return t("ganjifa.said.discard", { name, n: cards.length });
    return sentence(
      action,
      name,
      shared,
      (taken) => game.actionLabel(taken, shared),
      (card) => ganjifaLabel(card, shared),
    );
  },
  // The dukal and the discard both lay several cards on the trick.
  toTrick: (action) => action.cards ?? (action.type === "play" && action.card ? [action.card] : []),
  sortHand: (hand) => sortCards(hand),
  groupOf: suitOf,
  turnHint: (state, t, names) => turnPrompt(state, t, names) ?? turnHint(game, state, t),
  whyNot,
  dealLines,
  Controls,
  Status,
  RulesKey: SuitKey,
});

export default game;
