// Any game's card or tile, by its notation.
import { Domino, dominoLabel } from "./Domino";
import { FrenchCard, frenchLabel } from "./French";
import { GanjifaCard, ganjifaLabel } from "./Ganjifa";

export function pieceLabel(piece: string): string {
  if (piece.includes(":")) return ganjifaLabel(piece);
  if (piece.includes("-")) return dominoLabel(piece);
  return frenchLabel(piece);
}

export function Piece({ game, piece, faceDown = false }: { game: string; piece?: string; faceDown?: boolean }) {
  if (game === "ganjifa") return <GanjifaCard card={piece} faceDown={faceDown} />;
  if (game === "texas42") return <Domino tile={piece} faceDown={faceDown} />;
  return <FrenchCard card={piece} faceDown={faceDown} />;
}
