import { describe, expect, it } from "vitest";
import { DOMINO_SIZE } from "../cards/Domino";
import { FRENCH_SIZE } from "../cards/French";
import type { PieceSize } from "../games/types";
import { layoutHand } from "./handLayout";

// A 360 px phone, less the hand's padding.
const PHONE = 344;
const ROUND: PieceSize = { width: 46, height: 46, peekX: 22, peekY: 34 };

function rowWidth(layout: ReturnType<typeof layoutHand>) {
  return layout.width + (Math.max(...layout.rows) - 1) * layout.step;
}

describe("a hand on a 360 px phone", () => {
  it("lays 6 cards side by side without overlap", () => {
    const layout = layoutHand(6, PHONE, FRENCH_SIZE);
    expect(layout.rows).toEqual([6]);
    expect(layout.step).toBeGreaterThan(layout.width);
    expect(rowWidth(layout)).toBeLessThanOrEqual(PHONE);
  });

  it("keeps 13 cards in one row, each showing its corner index", () => {
    const layout = layoutHand(13, PHONE, FRENCH_SIZE);
    expect(layout.rows).toEqual([13]);
    expect(layout.step).toBeGreaterThanOrEqual(FRENCH_SIZE.peekX);
    expect(layout.width).toBe(FRENCH_SIZE.width);
    expect(rowWidth(layout)).toBeLessThanOrEqual(PHONE);
  });

  it("puts 40 round cards in three rows, full size, each showing its index and at least 44 px wide", () => {
    const layout = layoutHand(40, PHONE, ROUND);
    expect(layout.rows).toEqual([14, 13, 13]);
    expect(layout.width).toBeGreaterThanOrEqual(44);
    expect(layout.step).toBeGreaterThanOrEqual(ROUND.peekX);
    expect(layout.rise).toBe(ROUND.peekY);
    expect(rowWidth(layout)).toBeLessThanOrEqual(PHONE);
  });

  it("never overlaps dominoes, whose pips cover the whole face", () => {
    const layout = layoutHand(7, PHONE, DOMINO_SIZE);
    expect(layout.rows).toEqual([7]);
    expect(layout.step).toBeGreaterThan(layout.width);
  });

  it("shrinks pieces only when even three rows are too wide", () => {
    const layout = layoutHand(60, PHONE, ROUND);
    expect(layout.rows).toEqual([20, 20, 20]);
    expect(layout.width).toBeLessThan(ROUND.width);
    expect(rowWidth(layout)).toBeLessThanOrEqual(PHONE + 0.001);
  });

  it("draws pieces larger on a wide screen", () => {
    expect(layoutHand(13, 700, FRENCH_SIZE).width).toBeGreaterThan(FRENCH_SIZE.width);
  });
});
