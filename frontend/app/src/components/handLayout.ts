// How a hand fits the width it has: how many rows, how far neighbours overlap, how large pieces are drawn.
import type { PieceSize } from "../games/types";

export interface HandLayout {
  /** How many pieces in each row, the row at the back first. */
  rows: number[];
  /** From one piece's left edge to its right neighbour's. */
  step: number;
  /** From one row's top to the next row's top. */
  rise: number;
  width: number;
  height: number;
}

/** The space between pieces that need not overlap. */
const GAP = 4;
/** More rows than this and the hand would push the table off a phone's screen: pieces shrink instead. */
const MAX_ROWS = 3;
/** Past this width (a tablet, a desktop) pieces are drawn larger. */
const WIDE = 600;

/** Splits `count` pieces into `rows` rows as evenly as possible, the rows at the back taking any extra. */
function split(count: number, rows: number): number[] {
  return Array.from({ length: rows }, (_, row) => Math.floor(count / rows) + (row < count % rows ? 1 : 0));
}

/**
 * The fewest rows in which every piece shows at least its index (`peekX` of it uncovered): one row for a
 * 13-card hand on a 360 px phone, three for 40 round cards. Past the most rows allowed, pieces shrink.
 */
export function layoutHand(count: number, available: number, size: PieceSize): HandLayout {
  const grow = available >= WIDE ? 1.25 : 1;
  let { width, height, peekX, peekY } = size;
  [width, height, peekX, peekY] = [width, height, peekX, peekY].map((length) => length * grow);
  if (count === 0) return { rows: [], step: 0, rise: 0, width, height };
  const fits = (perRow: number) => width + (perRow - 1) * peekX <= available;
  let rows = 1;
  while (rows < MAX_ROWS && !fits(Math.ceil(count / rows))) rows += 1;
  const perRow = Math.ceil(count / rows);
  if (!fits(perRow)) {
    // Even the most rows are too wide: shrink everything so that the widest row just fits.
    const scale = available / (width + (perRow - 1) * peekX);
    [width, height, peekX, peekY] = [width, height, peekX, peekY].map((length) => length * scale);
  }
  const step = perRow > 1 ? Math.min(width + GAP, (available - width) / (perRow - 1)) : width + GAP;
  return { rows: split(count, rows), step, rise: rows > 1 ? peekY : height, width, height };
}
