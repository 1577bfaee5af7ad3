// A French playing card drawn as SVG: large corner index, suit shape, face-down back.
import type { PieceProps, PieceSize } from "../games/types";
import { SUIT_PATHS } from "./suits";

const RANK_LABEL: Record<string, string> = { T: "10" };

/**
 * In the hand: the corner index (rank over suit) fills the left third and the top half of the card; where the row
 * has room (13 cards on a 360 px phone) cards are drawn up to 30% larger.
 */
export const FRENCH_SIZE: PieceSize = { width: 56, height: 78, peekX: 19, peekY: 38, grow: 1.3 };

export function FrenchCard({ piece, faceDown = false, label }: PieceProps) {
  if (faceDown || !piece) {
    return (
      <svg
        class="card french back"
        viewBox="0 0 60 84"
        role={label ? "img" : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : "true"}
      >
        <rect x="1" y="1" width="58" height="82" rx="6" class="card-back" />
        <rect x="6" y="6" width="48" height="72" rx="4" class="card-back-pattern" />
      </svg>
    );
  }
  const rank = RANK_LABEL[piece[0]] ?? piece[0];
  const suit = piece[1];
  return (
    <svg
      class={`card french suit-${suit}`}
      viewBox="0 0 60 84"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : "true"}
    >
      <rect x="1" y="1" width="58" height="82" rx="6" class="card-face" />
      {/* "10" squeezed to a single rank's width, so that it too shows whole beside the next card. */}
      <text x="4" y="21" class="card-rank" textLength={rank === "10" ? 15 : undefined} lengthAdjust="spacingAndGlyphs">
        {rank}
      </text>
      <path d={SUIT_PATHS[suit]} transform="translate(5 25) scale(0.75)" fill="currentColor" />
      <path d={SUIT_PATHS[suit]} transform="translate(22 38) scale(1.6)" fill="currentColor" opacity="0.9" />
      <g transform="rotate(180 30 42)">
        <text x="5" y="21" class="card-rank small">
          {rank}
        </text>
      </g>
    </svg>
  );
}
