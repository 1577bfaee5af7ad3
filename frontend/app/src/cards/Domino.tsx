// A domino drawn as SVG: two squares with pips, the higher end on top; a game may mark some tiles (a corner dot).
import type { PieceSize } from "../games/types";

const PIP_SPOTS: Record<number, [number, number][]> = {
  0: [],
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
};

/** Pips cover the whole face, so dominoes in the hand never overlap. */
export const DOMINO_SIZE: PieceSize = { width: 40, height: 80, peekX: 40, peekY: 80 };

function Pips({ n, top }: { n: number; top: number }) {
  return (
    <g>
      {PIP_SPOTS[n].map(([col, row]) => (
        <circle key={`${col}-${row}`} cx={9 + col * 11} cy={top + 9 + row * 11} r="3.3" class="pip" />
      ))}
    </g>
  );
}

export interface DominoProps {
  tile?: string;
  faceDown?: boolean;
  /** A subtle dot in the corner (a game's scoring tiles). */
  marked?: boolean;
  label?: string;
}

export function Domino({ tile, faceDown = false, marked = false, label }: DominoProps) {
  if (faceDown || !tile) {
    return (
      <svg
        class="card domino back"
        viewBox="0 0 40 80"
        role={label ? "img" : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : "true"}
      >
        <rect x="1" y="1" width="38" height="78" rx="5" class="card-back" />
      </svg>
    );
  }
  const [high, low] = tile.split("-").map(Number);
  return (
    <svg
      class={`card domino${marked ? " marked" : ""}`}
      viewBox="0 0 40 80"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : "true"}
    >
      <rect x="1" y="1" width="38" height="78" rx="5" class="domino-face" />
      <line x1="5" y1="40" x2="35" y2="40" class="domino-bar" />
      <Pips n={high} top={2} />
      <Pips n={low} top={42} />
      {marked ? <circle cx="35" cy="5" r="2.2" class="domino-mark" /> : null}
    </svg>
  );
}
