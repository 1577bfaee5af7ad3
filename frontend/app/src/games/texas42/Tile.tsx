// A Texas 42 domino: the count dominoes marked so that beginners learn them, the ends that are trumps tinted.
import { Domino } from "../../cards/Domino";
import type { PieceProps } from "../types";
import { COUNT } from "./count";
import { trumpEnds } from "./suits";
import { useTrumpShown } from "./trumpOnTable";

export function Tile({ piece, faceDown, label }: PieceProps) {
  const trump = useTrumpShown();
  return (
    <Domino
      tile={piece}
      faceDown={faceDown}
      marked={piece !== undefined && piece in COUNT}
      trump={piece === undefined ? null : trumpEnds(piece, trump)}
      label={label}
    />
  );
}
