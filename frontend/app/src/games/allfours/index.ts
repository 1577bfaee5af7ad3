// All Fours: French cards played counter-clockwise, with its kick, stand or beg, give one or run the pack, and points in order.
import { FRENCH_SIZE, FrenchCard } from "../../cards/French";
import { frenchLabel } from "../../cards/frenchNames";
import { sortFrench } from "../../cards/frenchOrder";
import { defineGame } from "../generic";
import { dealLines } from "./deal";
import { messages } from "./messages";
import { whyNot } from "./plays";
import { rules } from "./rules";
import { Controls, Status } from "./table";

export default defineGame({
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
  dealLines,
  Controls,
  Status,
  messages,
  rules,
});
