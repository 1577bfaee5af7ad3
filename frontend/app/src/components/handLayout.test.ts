import { describe, expect, it } from "vitest";
import { DOMINO_SIZE } from "../cards/Domino";
import { FRENCH_SIZE } from "../cards/French";
import type { PieceSize } from "../games/types";
import { GROUP_GAP, GROUP_PADDING, layoutGroups, layoutHand } from "./handLayout";

// A 360 px phone, less the hand's padding.
const PHONE = 344;
const ROUND: PieceSize = { width: 46, height: 46, peekX: 22, peekY: 34 };

function rowWidth(layout: ReturnType<typeof layoutHand>) {
  return layout.width + (Math.max(...layout.rows) - 1) * layout.step;
}

describe("a hand on a 360 px phone", () => {
  it("lays 4 cards side by side without overlap", () => {
    const layout = layoutHand(4, PHONE, FRENCH_SIZE);
    expect(layout.rows).toEqual([4]);
    expect(layout.step).toBeGreaterThan(layout.width);
    expect(rowWidth(layout)).toBeLessThanOrEqual(PHONE);
  });

  it("keeps 13 cards in one row, drawn larger to fill it, each showing its corner index", () => {
    const layout = layoutHand(13, PHONE, FRENCH_SIZE);
    expect(layout.rows).toEqual([13]);
    const scale = layout.width / FRENCH_SIZE.width;
    expect(scale).toBeGreaterThan(1.15);
    expect(layout.step).toBeGreaterThanOrEqual(FRENCH_SIZE.peekX * scale - 0.001);
    expect(rowWidth(layout)).toBeLessThanOrEqual(PHONE + 0.001);
  });

  it("grows pieces no more than their size allows", () => {
    const layout = layoutHand(3, PHONE, FRENCH_SIZE);
    expect(layout.width).toBeCloseTo(FRENCH_SIZE.width * (FRENCH_SIZE.grow ?? 1));
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

describe("a hand in ten suits, of forty round cards, on a 360 px phone", () => {
  // Round cards as a game of forty-card hands draws them: their index in the left 20 px, larger where there is room.
  const ROUND_GROWS: PieceSize = { width: 46, height: 46, peekX: 20, peekY: 33, grow: 1.2 };
  /** A hand's line width: its groups, each its first piece whole and the others by a step, and the gaps. */
  const lineWidth = (counts: number[], layout: ReturnType<typeof layoutGroups>) =>
    counts.reduce((sum, count) => sum + layout.width + (count - 1) * layout.step + GROUP_PADDING, 0) +
    (counts.length - 1) * GROUP_GAP;

  it("keeps each suit whole on one line, in order, on at most four lines that fit", () => {
    const counts = [6, 3, 5, 2, 4, 4, 5, 3, 4, 4];
    const layout = layoutGroups(counts, PHONE, ROUND_GROWS);
    expect(layout.rows.flat()).toEqual(counts.map((_, index) => index));
    expect(layout.rows.length).toBeLessThanOrEqual(4);
    for (const line of layout.rows) {
      expect(
        lineWidth(
          line.map((index) => counts[index]),
          layout,
        ),
      ).toBeLessThanOrEqual(PHONE + 0.001);
    }
    expect(layout.width).toBeGreaterThanOrEqual(44);
  });

  it("draws a short hand larger, on fewer lines", () => {
    const layout = layoutGroups([2, 1, 3], PHONE, ROUND_GROWS);
    expect(layout.rows).toEqual([[0, 1, 2]]);
    expect(layout.width).toBeCloseTo(46 * 1.2);
  });
});
