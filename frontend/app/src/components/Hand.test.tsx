import { cleanup, render } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FRENCH_SIZE, FrenchCard } from "../cards/French";
import type { PieceProps, PieceSize } from "../games/types";
import { Hand } from "./Hand";

const ROUND: PieceSize = { width: 46, height: 46, peekX: 22, peekY: 34 };
const RANKS = "AKQJT98765432";

function RoundPiece({ piece }: PieceProps) {
  return <svg class="card round" viewBox="0 0 64 64" aria-hidden="true" data-piece={piece} />;
}

function hand(pieces: string[], size: PieceSize, Piece = FrenchCard) {
  return render(
    <Hand
      pieces={pieces}
      Piece={Piece}
      size={size}
      title="Your hand"
      label={(piece) => piece}
      playable={() => true}
      onTap={() => {}}
    />,
  ).container;
}

beforeEach(() => {
  // jsdom lays nothing out: the hand falls back to the window's width, here a 360 px phone's.
  Object.defineProperty(window, "innerWidth", { value: 360, configurable: true });
});
afterEach(cleanup);

describe("the hand on a 360 px phone", () => {
  it("shows 13 cards in one row, overlapping enough to fit", () => {
    const container = hand(
      [...RANKS].map((rank) => `${rank}S`),
      FRENCH_SIZE,
    );
    expect(container.querySelector("[data-testid=hand]")?.getAttribute("data-rows")).toBe("1");
    const second = container.querySelectorAll<HTMLElement>(".hand-piece")[1];
    expect(Number.parseFloat(second.style.marginLeft)).toBeLessThan(0);
  });

  it("shows 40 round cards in three rows, each one a button to tap", () => {
    const pieces = Array.from({ length: 40 }, (_, index) => `suit${index % 10}:${index}`);
    const container = hand(pieces, ROUND, RoundPiece);
    expect(container.querySelectorAll(".hand-row")).toHaveLength(3);
    expect(container.querySelectorAll("button.hand-piece")).toHaveLength(40);
    const width = Number.parseFloat(container.querySelector<HTMLElement>(".hand-piece")?.style.width ?? "0");
    expect(width).toBeGreaterThanOrEqual(44);
  });
});
