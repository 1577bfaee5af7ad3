// The player's hand along the bottom, fanned: playable pieces raised, the others dimmed (a tap says why).
import { Piece, pieceLabel } from "../cards/Piece";

export interface HandProps {
  game: string;
  pieces: string[];
  playable: (piece: string) => boolean;
  onTap: (piece: string) => void;
  selected?: string[];
  /** Whether tapping pieces means anything now; if not, no piece is raised or dimmed. */
  active?: boolean;
}

export function Hand({ game, pieces, playable, onTap, selected = [], active = true }: HandProps) {
  const overlap = pieces.length > 9 ? "tight" : pieces.length > 6 ? "close" : "loose";
  return (
    <div class={`hand ${overlap} game-${game}`} role="group" aria-label="your hand" data-testid="hand">
      {pieces.map((piece) => {
        const can = playable(piece);
        const look = active ? (can ? " playable" : " dimmed") : "";
        return (
          <button
            key={piece}
            class={`hand-piece${look}${selected.includes(piece) ? " selected" : ""}`}
            aria-label={pieceLabel(piece)}
            aria-disabled={!can}
            data-piece={piece}
            onClick={() => onTap(piece)}
          >
            <Piece game={game} piece={piece} />
          </button>
        );
      })}
    </div>
  );
}
