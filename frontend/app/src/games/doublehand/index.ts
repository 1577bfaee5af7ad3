// Doublehand: French cards played counter-clockwise, with its own auction, hidden trump and sar parts.
import { FRENCH_SIZE, FrenchCard } from "../../cards/French";
import { frenchLabel } from "../../cards/frenchNames";
import { defineGame } from "../generic";
import { messages } from "./messages";
import { tapAction, whyNot } from "./plays";
import { rules } from "./rules";
import { Controls, Status } from "./table";
import type { DoublehandView } from "./view";

export default defineGame({
  id: "doublehand",
  direction: "ccw",
  Piece: FrenchCard,
  size: FRENCH_SIZE,
  pieceLabel: frenchLabel,
  whyNot,
  tapAction,
  // Every action takes one card at most.
  selection: () => null,
  Controls,
  Status,
  bidWinner: (view) => (view as DoublehandView).bid?.seat ?? null,
  messages,
  rules,
});
