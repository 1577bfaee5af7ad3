// The trick in the middle of the table, each piece placed toward the seat that played it.
import { Piece } from "../cards/Piece";
import type { Spot } from "../games/registry";
import type { Trick } from "../types";

export interface TrickAreaProps {
  game: string;
  trick: Trick | null | undefined;
  spotOf: (seat: number) => Spot;
  /** The trick shown is the last one, already won: drawn faded until the next card is played. */
  done?: boolean;
}

export function TrickArea({ game, trick, spotOf, done = false }: TrickAreaProps) {
  return (
    <div class={`trick${done ? " done" : ""}`} data-testid="trick" aria-label="the trick">
      {(trick?.cards ?? []).map(([seat, piece], index) => (
        <div
          key={`${seat}-${piece}`}
          class={`trick-piece at-${spotOf(seat)}${done && trick?.winner === seat ? " won" : ""}`} style={{ zIndex: index + 1 }} data-piece={piece}>
          <Piece game={game} piece={piece} />
        </div>
      ))}
    </div>
  );
}
