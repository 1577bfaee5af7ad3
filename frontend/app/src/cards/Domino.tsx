// A domino drawn as SVG: two squares with pips, the higher end on top; count dominoes subtly marked.
const PIP_SPOTS: Record<number, [number, number][]> = {
  0: [],
  1: [[1, 1]],
  2: [[0, 0], [2, 2]],
  3: [[0, 0], [1, 1], [2, 2]],
  4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  6: [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]],
};

export const COUNT_DOMINOES: Record<string, number> = { "5-5": 10, "6-4": 10, "5-0": 5, "4-1": 5, "3-2": 5 };

function Pips({ n, top }: { n: number; top: number }) {
  return (
    <g>
      {PIP_SPOTS[n].map(([col, row], index) => (
        <circle key={index} cx={9 + col * 11} cy={top + 9 + row * 11} r="3.3" class="pip" />
      ))}
    </g>
  );
}

export function dominoLabel(tile: string): string {
  const [high, low] = tile.split("-");
  const count = COUNT_DOMINOES[tile];
  return `domino ${high}-${low}${count ? `, counts ${count}` : ""}`;
}

export function Domino({ tile, faceDown = false }: { tile?: string; faceDown?: boolean }) {
  if (faceDown || !tile) {
    return (
      <svg class="card domino back" viewBox="0 0 40 80" role="img" aria-label="face-down domino">
        <rect x="1" y="1" width="38" height="78" rx="5" class="card-back" />
      </svg>
    );
  }
  const [high, low] = tile.split("-").map(Number);
  const count = COUNT_DOMINOES[tile];
  return (
    <svg class={`card domino${count ? " count" : ""}`} viewBox="0 0 40 80" role="img" aria-label={dominoLabel(tile)}>
      <rect x="1" y="1" width="38" height="78" rx="5" class="domino-face" />
      <line x1="5" y1="40" x2="35" y2="40" class="domino-bar" />
      <Pips n={high} top={2} />
      <Pips n={low} top={42} />
      {count ? <circle cx="35" cy="5" r="2.2" class="count-mark" /> : null}
    </svg>
  );
}
