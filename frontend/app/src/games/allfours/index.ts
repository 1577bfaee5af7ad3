// All Fours: French cards played counter-clockwise; its calls are buttons on the generic table for now.
import { FRENCH_SIZE, FrenchCard } from "../../cards/French";
import { frenchLabel } from "../../cards/frenchNames";
import { defineGame } from "../generic";
import { messages } from "./messages";
import { rules } from "./rules";

export default defineGame({
  id: "allfours",
  direction: "ccw",
  Piece: FrenchCard,
  size: FRENCH_SIZE,
  pieceLabel: frenchLabel,
  messages,
  rules,
});
