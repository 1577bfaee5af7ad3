// The trick in the middle of the table: each piece placed toward the seat that played it, sliding in from
// there, and a won trick gathered toward its winner.
import { fanOffset, type Spot } from "../games/seating";
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
  const cards = trick?.cards ?? [];
  // A seat may play several pieces to one trick (a dukal, its discards): they fan out rather than hide each other.
  const counts = new Map<number, number>();
  const order = cards.map(([seat]) => {
    const before = counts.get(seat) ?? 0;
    counts.set(seat, before + 1);
    return before;
  });
  return (
    <div
      class={`trick${done ? " done" : ""}${gather ? ` gather${toward}` : ""}`}
      data-testid="trick"
      role="group"
      aria-label={t("table.trick")}
    >
      {cards.map(([seat, piece], index) => (
        <div
          key={`${seat}-${piece}`}
          class={`trick-piece at-${spotOf(seat)}${(done || won) && winner === seat ? " won" : ""}`}
          style={{ zIndex: index + 1, left: `${fanOffset(spotOf(seat), order[index], counts.get(seat) ?? 1)}px` }}
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
      {(won || done) && winner !== null && cards.length > 0 && (
        <p class={`trick-winner${gather ? " leaving" : ""}`} data-testid="trick-winner">
          {t("table.trick_won_by", { name: names[winner] })}
        </p>
      )}
    </div>
  );
}
