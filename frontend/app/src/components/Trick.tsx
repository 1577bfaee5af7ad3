// The trick in the middle of the table, each piece placed toward the seat that played it.
import type { Spot } from "../games/seating";
import type { GameUi } from "../games/types";
import type { Translate } from "../i18n";
import type { Trick } from "../types";

export interface TrickAreaProps {
  ui: GameUi;
  t: Translate;
  trick: Trick | null | undefined;
  spotOf: (seat: number) => Spot;
  /** The trick shown is the last one, already won: drawn faded until the next card is played. */
  done?: boolean;
}

export function TrickArea({ ui, t, trick, spotOf, done = false }: TrickAreaProps) {
  return (
    <div class={`trick${done ? " done" : ""}`} data-testid="trick" role="group" aria-label={t("table.trick")}>
      {(trick?.cards ?? []).map(([seat, piece], index) => (
        <div
          key={`${seat}-${piece}`}
          class={`trick-piece at-${spotOf(seat)}${done && trick?.winner === seat ? " won" : ""}`}
          style={{ zIndex: index + 1 }}
          data-piece={piece}
        >
          <ui.Piece piece={piece} label={ui.pieceLabel(piece, t)} />
        </div>
      ))}
    </div>
  );
}
