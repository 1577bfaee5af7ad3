// The sign of a trump on a button or a chip: an end with its pips, a double lying down, a struck-out circle for no
// trump, and for the contracts a nought (nello: no trick) or a seven (sevens).
import { Domino, DominoEnd } from "../../cards/Domino";
import type { TrumpName } from "./suits";

export function TrumpSign({ trump }: { trump: TrumpName }) {
  if (typeof trump === "number") return <DominoEnd n={trump} />;
  if (trump === "doubles") {
    return (
      <span class="texas42-double-sign" aria-hidden="true">
        <Domino tile="3-3" lying />
      </span>
    );
  }
  if (trump === "nello" || trump === "sevens") {
    return (
      <span class={`texas42-contract-sign ${trump}`} aria-hidden="true">
        {trump === "nello" ? "0" : "7"}
      </span>
    );
  }
  return (
    <svg class="texas42-no-trump" viewBox="0 0 40 40" aria-hidden="true">
      <circle cx="20" cy="20" r="15" />
      <line x1="9" y1="31" x2="31" y2="9" />
    </svg>
  );
}
