import { describe, expect, it } from "vitest";
import { fanOffset, spotOf } from "./seating";

describe("spotOf", () => {
  it("puts partners opposite and the next player to the right when play goes counter-clockwise", () => {
    expect([0, 1, 2, 3].map((seat) => spotOf(seat, 0, 4, "ccw"))).toEqual(["bottom", "right", "top", "left"]);
    expect([0, 1, 2, 3].map((seat) => spotOf(seat, 2, 4, "ccw"))).toEqual(["top", "left", "bottom", "right"]);
  });
  it("puts the next player to the left when play goes clockwise", () => {
    expect([0, 1, 2, 3].map((seat) => spotOf(seat, 0, 4, "cw"))).toEqual(["bottom", "left", "top", "right"]);
  });
  it("places the two others at top-left and top-right in three-player games", () => {
    expect([0, 1, 2].map((seat) => spotOf(seat, 0, 3, "ccw"))).toEqual(["bottom", "top-right", "top-left"]);
    expect([0, 1, 2].map((seat) => spotOf(seat, 1, 3, "ccw"))).toEqual(["top-left", "bottom", "top-right"]);
  });
});

describe("fanOffset", () => {
  const fan = (spot: Parameters<typeof fanOffset>[0], count: number) =>
    Array.from({ length: count }, (_, index) => fanOffset(spot, index, count));

  it("leaves a single piece where it is", () => {
    expect(fan("bottom", 1)).toEqual([0]);
    expect(fan("top-left", 1)).toEqual([0]);
  });
  it("lays several pieces of one seat side by side, each later one to the right, so none hides another", () => {
    const pieces = fan("bottom", 5);
    expect(pieces).toEqual([-32, -16, 0, 16, 32]);
    for (const spot of ["top-left", "top-right", "bottom"] as const) {
      const offsets = fan(spot, 4);
      expect(offsets.every((offset, index) => index === 0 || offset > offsets[index - 1])).toBe(true);
    }
  });
  it("spreads away from the middle beside another seat, and never wider than the table allows", () => {
    expect(Math.max(...fan("top-left", 5))).toBe(0);
    expect(Math.min(...fan("top-right", 5))).toBe(0);
    const long = fan("top-right", 12); // a dukal from the Raja down to the one
    expect(long[11] - long[0]).toBeCloseTo(100);
    const led = fan("bottom", 12);
    expect(led[11] - led[0]).toBeCloseTo(132);
  });
});
