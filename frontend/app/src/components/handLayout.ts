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
  } else if (size.grow) {
    // Room to spare: pieces are drawn larger (a hand that fills the phone's width reads and taps more easily).
    const gaps = peekX >= width ? (perRow - 1) * GAP : 0;
    const scale = Math.min(size.grow, (available - gaps) / (width + (perRow - 1) * peekX));
    if (scale > 1) [width, height, peekX, peekY] = [width, height, peekX, peekY].map((length) => length * scale);
  }
  const step = perRow > 1 ? Math.min(width + GAP, (available - width) / (perRow - 1)) : width + GAP;
  return { rows: split(count, rows), step, rise: rows > 1 ? peekY : height, width, height };
}

export interface GroupLayout {
  /** The groups on each line of the hand (their indices, in order), the line at the back first. */
  rows: number[][];
  /** From one piece's left edge to its right neighbour's, within a group. */
  step: number;
  rise: number;
  width: number;
  height: number;
}

/** The space between two groups on a line: with their bands of colour, enough to see where one suit ends. */
export const GROUP_GAP = 4;
/** The band drawn round each group, left and right together (the CSS of .hand-group). */
export const GROUP_PADDING = 6;
/** More lines than this and pieces are drawn smaller instead. */
const MAX_GROUP_ROWS = 4;

/** Groups, in order, laid on lines no wider than `available`, each group whole on one line. */
function packGroups(counts: number[], available: number, width: number, step: number): number[][] {
  const rows: number[][] = [];
  let used = Number.POSITIVE_INFINITY;
  counts.forEach((count, index) => {
    const span = width + (count - 1) * step + GROUP_PADDING;
    if (used + GROUP_GAP + span > available) {
      rows.push([index]);
      used = span;
    } else {
      rows[rows.length - 1].push(index);
      used += GROUP_GAP + span;
    }
  });
  return rows;
}

/**
 * A hand in groups (one per suit, of `counts` pieces each): every group whole on one line, so that a suit is found
 * at a glance, on as few lines as fit (at most four); pieces are drawn as large as that allows, smaller if needed.
 */
export function layoutGroups(counts: number[], available: number, size: PieceSize): GroupLayout {
  const largest = size.grow ?? 1;
  let scale = largest;
  let rows = packGroups(counts, available, size.width * scale, size.peekX * scale);
  // Step down in small steps until the lines are few enough (or the pieces as small as they may get).
  while (rows.length > MAX_GROUP_ROWS && scale > 0.6) {
    scale -= 0.05;
    rows = packGroups(counts, available, size.width * scale, size.peekX * scale);
  }
  // A single group wider than the line (a long suit on a narrow screen): its pieces overlap more.
  const widest = Math.max(0, ...counts);
  let step = size.peekX * scale;
  const width = size.width * scale;
  if (widest > 1 && width + (widest - 1) * step + GROUP_PADDING > available)
    step = (available - width - GROUP_PADDING) / (widest - 1);
  const height = size.height * scale;
  return { rows, step, rise: rows.length > 1 ? size.peekY * scale : height, width, height };
}
