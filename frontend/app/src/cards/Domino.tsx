// A domino drawn as SVG: two squares with pips, the higher end on top; a game may mark some tiles (a corner dot)
// and the ends that are trumps (a tinted end and a heavier edge: a shape, not only a colour).
import type { PieceSize } from "../games/types";
import "./Domino.css";

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
export const DOMINO_SIZE: PieceSize = { width: 40, height: 80, peekX: 40, peekY: 80, grow: 1.3 };

function Pips({ n, top }: { n: number; top: number }) {
  return (
    <g>
      {PIP_SPOTS[n].map(([col, row]) => (
        <circle key={`${col}-${row}`} cx={9 + col * 11} cy={top + 9 + row * 11} r="3.3" class="pip" />
      ))}
    </g>
  );
}

/** Which ends of a tile are trumps: the end of the trump number, or both (a double, or doubles as trumps). */
export type TrumpEnds = "high" | "low" | "both";

export interface DominoProps {
  tile?: string;
  faceDown?: boolean;
  /** A subtle dot in the corner (a game's scoring tiles). */
  marked?: boolean;
  /** The ends to draw as trumps, if any. */
  trump?: TrumpEnds | null;
  /** Lying on its side, the higher end on the left: for small tiles in a line of text. */
  lying?: boolean;
  label?: string;
}

/** Upright drawing turned a quarter to the left: the top end goes to the left. */
const LIE_DOWN = "matrix(0 -1 1 0 0 40)";

export function Domino({ tile, faceDown = false, marked = false, trump = null, lying = false, label }: DominoProps) {
  const viewBox = lying ? "0 0 80 40" : "0 0 40 80";
  const turn = lying ? LIE_DOWN : undefined;
  if (faceDown || !tile) {
    return (
      <svg
        class="card domino back"
        viewBox={viewBox}
        role={label ? "img" : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : "true"}
      >
        <rect x="1" y="1" width="38" height="78" rx="5" class="card-back" transform={turn} />
      </svg>
    );
  }
  const [high, low] = tile.split("-").map(Number);
  const classes = `card domino${marked ? " marked" : ""}${trump ? " trump" : ""}${lying ? " lying" : ""}`;
  return (
    <svg
      class={classes}
      viewBox={viewBox}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : "true"}
    >
      <g transform={turn}>
        <rect x="1" y="1" width="38" height="78" rx="5" class="domino-face" />
        {(trump === "high" || trump === "both") && (
          <rect x="3" y="3" width="34" height="35" rx="3" class="domino-trump-end" />
        )}
        {(trump === "low" || trump === "both") && (
          <rect x="3" y="42" width="34" height="35" rx="3" class="domino-trump-end" />
        )}
        <line x1="5" y1="40" x2="35" y2="40" class="domino-bar" />
        <Pips n={high} top={2} />
        <Pips n={low} top={42} />
        {marked ? <circle cx="35" cy="5" r="2.2" class="domino-mark" /> : null}
      </g>
    </svg>
  );
}

/** One end of a domino alone, a square of `n` pips: the sign of a suit of pips (fives, blanks). */
export function DominoEnd({ n }: { n: number }) {
  return (
    <svg class="domino-end" viewBox="0 0 40 40" aria-hidden="true">
      <rect x="1" y="1" width="38" height="38" rx="5" class="domino-face" />
      <Pips n={n} top={1} />
    </svg>
  );
}
