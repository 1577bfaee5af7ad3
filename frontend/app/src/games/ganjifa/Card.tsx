// A round Dashavatara Ganjifa card: each avatar suit its colour and a simple emblem that reads at 40 px.
import type { PieceProps, PieceSize } from "../types";

export const AVATARS = [
  "matsya",
  "kurma",
  "varaha",
  "narasimha",
  "vamana",
  "parashurama",
  "rama",
  "krishna",
  "buddha",
  "kalki",
] as const;

export const AVATAR_COLOURS: Record<string, string> = {
  matsya: "#2f7fb8",
  kurma: "#3f8f5a",
  varaha: "#8a5a3c",
  narasimha: "#b8670e",
  vamana: "#7d4fa8",
  parashurama: "#b8382f",
  rama: "#2f9e8f",
  krishna: "#3a4fb0",
  buddha: "#a8437a",
  kalki: "#5a5a5a",
};

/**
 * The index (the rank over the suit's emblem) sits at the top left of the face, so a card covered by its right
 * neighbour and by the line of the hand in front of it still says what it is.
 */
export const ROUND_SIZE: PieceSize = { width: 46, height: 46, peekX: 20, peekY: 33, grow: 1.2 };

// Each emblem in a 20 by 20 box, centred on (10, 10).
const EMBLEMS: Record<string, string> = {
  matsya: "M2 10c3-5 9-5 13 0-4 5-10 5-13 0zM15 10l4-4v8z",
  kurma: "M3 12c0-5 4-8 7-8s7 3 7 8zM16 10a2 2 0 1 1 3 1zM4 13h2v3H4zM14 13h2v3h-2z",
  varaha: "M3 11c0-4 4-6 8-6 3 0 5 1 6 3l2 1-2 2c-1 2-3 3-6 3H6l-1 2H4v-2c-1-1-1-2-1-3z",
  narasimha: "M10 2l2 3 3-1v3l3 1-2 3 2 3-3 1v3l-3-1-2 3-2-3-3 1v-3l-3-1 2-3-2-3 3-1V4l3 1z",
  vamana: "M2 10a8 8 0 0 1 16 0zM9.2 10h1.6v7c0 2-3 2-3 0h1.4z",
  parashurama: "M9 3h2v15H9zM11 3c4 0 7 2 7 5s-3 5-7 5z",
  rama: "M5 2c7 3 7 13 0 16M5 2v16M3 10h15M15 8l3 2-3 2",
  krishna: "M2 12.5l15-7 1 2-15 7zM7 10.5l1-.5M10 9l1-.5M13 7.5l1-.5",
  buddha: "M10 4c2 3 2 6 0 9-2-3-2-6 0-9zM4 8c3 1 5 3 6 5-3 0-5-2-6-5zM16 8c-1 3-3 5-6 5 1-2 3-4 6-5zM3 14h14v2H3z",
  kalki: "M9 1h2v13H9zM6 14h8v2H6zM9.3 16h1.4v3H9.3z",
};

function Emblem({ suit, x, y, scale, index }: { suit: string; x: number; y: number; scale: number; index?: boolean }) {
  const stroke = suit === "rama" || suit === "krishna";
  return (
    <path
      class={index ? "round-index" : undefined}
      d={EMBLEMS[suit]}
      transform={`translate(${x - 10 * scale} ${y - 10 * scale}) scale(${scale})`}
      fill={stroke ? "none" : "currentColor"}
      stroke={stroke ? "currentColor" : "none"}
      stroke-width={stroke ? Math.max(2, 1.6 / scale) : 0}
    />
  );
}

// The figures and emblems sit right of centre, leaving the left of the face to the rank.
const CENTRE_X = 39;

export function GanjifaCard({ piece, faceDown = false, label }: PieceProps) {
  if (faceDown || !piece) {
    return (
      <svg
        class="card round back"
        viewBox="0 0 64 64"
        role={label ? "img" : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : "true"}
      >
        <circle cx="32" cy="32" r="30" class="card-back" />
        <circle cx="32" cy="32" r="22" class="card-back-pattern" />
      </svg>
    );
  }
  const [suit, rank] = piece.split(":");
  const colour = AVATAR_COLOURS[suit] ?? "#444";
  const count = Number(rank);
  const pips = Number.isFinite(count) ? count : 0;
  return (
    <svg
      class="card round"
      viewBox="0 0 64 64"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : "true"}
      style={{ color: colour }}
    >
      {/* The face tinted with the suit's colour and a heavy rim of it: the suit reads from any part of the card. */}
      <circle cx="32" cy="32" r="30" class="round-face" fill="#fbf3df" />
      <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.13" />
      <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" stroke-width="4" />
      <circle cx="32" cy="32" r="24.5" fill="none" stroke="currentColor" stroke-width="1" opacity="0.5" />
      <text
        x="16"
        y="25"
        class="round-rank"
        text-anchor="middle"
        fill="currentColor"
        textLength={rank === "10" ? 17 : undefined}
        lengthAdjust="spacingAndGlyphs"
      >
        {rank}
      </text>
      <Emblem suit={suit} x={16} y={36.5} scale={0.68} index />
      {rank === "K" && (
        // The Raja: a seated king under a crown, with the suit's emblem beside him.
        <g fill="currentColor" transform="translate(6 0)">
          <path d="M22 20l4 4 6-7 6 7 4-4v7H22z" />
          <circle cx="32" cy="32" r="5" />
          <path d="M24 48c0-8 3-11 8-11s8 3 8 11z" />
          <Emblem suit={suit} x={45} y={40} scale={0.45} />
        </g>
      )}
      {rank === "M" && (
        // The Mantri: a smaller figure on a horse.
        <g fill="currentColor" transform="translate(11 2) scale(0.85)">
          <circle cx="30" cy="20" r="4" />
          <path d="M26 25h8l-1 8h-6z" />
          <path d="M16 38c4-4 14-4 22-3l6-5 3 2-4 5v8h-3v-5H22v5h-3v-6c-2 0-3-1-3-1z" />
          <Emblem suit={suit} x={46} y={19} scale={0.45} />
        </g>
      )}
      {pips > 0 &&
        Array.from({ length: pips }, (_, index) => {
          const angle = (index / pips) * 2 * Math.PI - Math.PI / 2;
          const radius = pips === 1 ? 0 : 12;
          return (
            <Emblem
              key={angle}
              suit={suit}
              x={CENTRE_X + radius * Math.cos(angle)}
              y={32 + radius * Math.sin(angle)}
              scale={pips === 1 ? 1 : 0.38}
            />
          );
        })}
    </svg>
  );
}
