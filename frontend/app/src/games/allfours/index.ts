// All Fours: French cards played counter-clockwise, with its kick, stand or beg, give one or run the pack, and points in order.

import { FRENCH_SIZE, FrenchCard } from "../../cards/French";
import { frenchLabel } from "../../cards/frenchNames";
import { sortFrench } from "../../cards/frenchOrder";
import { defineGame } from "../generic";
import { turnHint } from "../turnHint";
import { turnPrompt } from "./announce";
import { dealLines } from "./deal";
import { whyNot } from "./plays";
import { Controls, Status } from "./table";

const game = defineGame({
  id: "allfours",
  direction: "ccw",
  Piece: FrenchCard,
  size: FRENCH_SIZE,
  pieceLabel: frenchLabel,
  whyNot,
  // Every action takes one card at most.
  selection: () => null,
  // The trump suit is the kicked card's, where the view shows it.
  sortHand: (hand, view) => sortFrench(hand, typeof view.trump === "string" ? view.trump : null),
  turnHint: (state, t, names) => turnPrompt(state, t, names) ?? turnHint(game, state, t),
  dealLines,
  Controls,
  Status,
});

export default game;
