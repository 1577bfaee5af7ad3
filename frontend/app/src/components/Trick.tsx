// The trick in the middle of the table: each piece placed toward the seat that played it, sliding in from
// there, and a won trick gathered toward its winner.
import type { Spot } from "../games/seating";
import type { GameUi } from "../games/types";
import type { Translate } from "../i18n";
import type { Trick } from "../types";

export interface TrickAreaProps {
  ui: GameUi;
  t: Translate;
  trick: Trick | null | undefined;
  spotOf: (seat: number) => Spot;
  /** Who sits in each seat, for screen readers ("Asha: ace of spades"). */
  names: string[];
  /** The trick shown is the last one, already won: drawn faded until the next card is played. */
  done?: boolean;
  /** The trick is complete: its winner is named. */
  won?: boolean;
  /** The cards go to the winner. */
  gather?: boolean;
}

export function TrickArea({ ui, t, trick, spotOf, names, done = false, won = false, gather = false }: TrickAreaProps) {
  const winner = trick?.winner ?? null;
  const toward = winner === null ? "" : ` toward-${spotOf(winner)}`;
  return (
    <div
      class={`trick${done ? " done" : ""}${gather ? ` gather${toward}` : ""}`}
      data-testid="trick"
      role="group"
      aria-label={t("table.trick")}
    >
      {(trick?.cards ?? []).map(([seat, piece], index) => (
        <div
          key={`${seat}-${piece}`}
          class={`trick-piece at-${spotOf(seat)}${(done || won) && winner === seat ? " won" : ""}`}
          style={{ zIndex: index + 1 }}
          data-piece={piece}
          data-seat={seat}
        >
          <div class={`trick-card from-${spotOf(seat)}`}>
            <ui.Piece
              piece={piece}
              label={t("table.played_by", { name: names[seat], card: ui.pieceLabel(piece, t) })}
            />
          </div>
        </div>
      ))}
      {(won || done) && winner !== null && (trick?.cards.length ?? 0) > 0 && (
        <p class={`trick-winner${gather ? " leaving" : ""}`} data-testid="trick-winner">
          {t("table.trick_won_by", { name: names[winner] })}
        </p>
      )}
    </div>
  );
}
