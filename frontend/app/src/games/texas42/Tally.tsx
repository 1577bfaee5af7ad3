// A side's marks drawn as 42 players keep them on paper: a game to 7 spells ALL a stroke at a time (A in three
// strokes, each L in two), so the word is whole when the game is won; any other target is kept in gates of five.
// Drawn only; the score beside it is the number that is read out.

/** A stroke, from (x1, y1) to (x2, y2), in a box 12 high. */
type Stroke = readonly [number, number, number, number];

/** ALL, in the order the strokes are written. */
const ALL: readonly Stroke[] = [
  [1, 12, 4.5, 0],
  [4.5, 0, 8, 12],
  [2.6, 7.5, 6.4, 7.5],
  [11, 0, 11, 12],
  [11, 12, 16, 12],
  [19, 0, 19, 12],
  [19, 12, 24, 12],
];
const ALL_WIDTH = 25;
/** A gate of five: four upright strokes and the fifth across them. */
const GATE_WIDTH = 10;

function gates(n: number): Stroke[] {
  const strokes: Stroke[] = [];
  for (let mark = 0; mark < n; mark++) {
    const left = Math.floor(mark / 5) * GATE_WIDTH;
    const place = mark % 5;
    strokes.push(place < 4 ? [left + 1 + place * 2, 1, left + 1 + place * 2, 11] : [left, 10, left + 8, 2]);
  }
  return strokes;
}

/** The strokes for `marks` of a game to `target`, and the width they take. */
function tallyStrokes(marks: number, target: number): { strokes: Stroke[]; width: number } {
  const n = Math.max(0, Math.floor(marks));
  if (target === ALL.length) return { strokes: ALL.slice(0, Math.min(n, ALL.length)), width: ALL_WIDTH };
  return { strokes: gates(n), width: Math.max(1, Math.ceil(n / 5)) * GATE_WIDTH };
}

export function Tally({ marks, target }: { marks: number; target: number }) {
  const { strokes, width } = tallyStrokes(marks, target);
  // The word to come is drawn faintly under the strokes so far, as a pencilled guide.
  const guide = target === ALL.length ? ALL.slice(strokes.length) : [];
  return (
    <svg class="texas42-tally" viewBox={`-1 -1 ${width + 2} 14`} aria-hidden="true" data-marks={strokes.length}>
      {guide.map(([x1, y1, x2, y2]) => (
        <line key={`g${x1},${y1},${x2},${y2}`} class="guide" x1={x1} y1={y1} x2={x2} y2={y2} />
      ))}
      {strokes.map(([x1, y1, x2, y2]) => (
        <line key={`${x1},${y1},${x2},${y2}`} x1={x1} y1={y1} x2={x2} y2={y2} />
      ))}
    </svg>
  );
}
