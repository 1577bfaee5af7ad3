// A French playing card drawn as SVG: large corner index, suit shape, face-down back.
import { SUIT_PATHS } from "./suits";

const RANK_LABEL: Record<string, string> = { T: "10" };
const SUIT_NAME: Record<string, string> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const RANK_NAME: Record<string, string> = {
  A: "ace", K: "king", Q: "queen", J: "jack", T: "ten",
  "9": "nine", "8": "eight", "7": "seven", "6": "six", "5": "five", "4": "four", "3": "three", "2": "two",
};

export function frenchLabel(card: string): string {
  return `${RANK_NAME[card[0]] ?? card[0]} of ${SUIT_NAME[card[1]] ?? card[1]}`;
}

export function FrenchCard({ card, faceDown = false }: { card?: string; faceDown?: boolean }) {
  if (faceDown || !card) {
    return (
      <svg class="card french back" viewBox="0 0 60 84" role="img" aria-label="face-down card">
        <rect x="1" y="1" width="58" height="82" rx="6" class="card-back" />
        <rect x="6" y="6" width="48" height="72" rx="4" class="card-back-pattern" />
      </svg>
    );
  }
  const rank = RANK_LABEL[card[0]] ?? card[0];
  const suit = card[1];
  return (
    <svg class={`card french suit-${suit}`} viewBox="0 0 60 84" role="img" aria-label={frenchLabel(card)}>
      <rect x="1" y="1" width="58" height="82" rx="6" class="card-face" />
      <text x="5" y="21" class="card-rank">{rank}</text>
      <path d={SUIT_PATHS[suit]} transform="translate(5 25) scale(0.75)" fill="currentColor" />
      <path d={SUIT_PATHS[suit]} transform="translate(22 38) scale(1.6)" fill="currentColor" opacity="0.9" />
      <g transform="rotate(180 30 42)">
        <text x="5" y="21" class="card-rank small">{rank}</text>
      </g>
    </svg>
  );
}
