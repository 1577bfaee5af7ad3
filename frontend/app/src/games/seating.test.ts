import { describe, expect, it } from "vitest";
import { spotOf } from "./seating";

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
