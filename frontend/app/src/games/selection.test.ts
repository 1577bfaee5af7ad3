import { describe, expect, it } from "vitest";
import { canChoose, isComplete, selectionFromLegal } from "./selection";
import type { Selection } from "./types";

describe("a choice of several pieces read from the legal list", () => {
  it("takes any n pieces from {type, count}", () => {
    const selection = selectionFromLegal([{ type: "discard", count: 3 }]);
    expect(selection).toEqual({ action: "discard", count: 3, optional: false });
    expect(isComplete(selection as Selection, ["a", "b"])).toBe(false);
    expect(isComplete(selection as Selection, ["a", "b", "c"])).toBe(true);
  });

  it("offers the pieces of {type, any_of} alongside single plays, as an optional choice", () => {
    const selection = selectionFromLegal([
      { type: "play", card: "x" },
      { type: "dukal", any_of: ["a", "b", "c"] },
    ]);
    expect(selection).toEqual({ action: "dukal", pieces: ["a", "b", "c"], optional: true });
    expect(canChoose(selection as Selection, "a")).toBe(true);
    expect(canChoose(selection as Selection, "x")).toBe(false);
  });

  it("accepts only a whole set when the sets are spelt out", () => {
    const selection = selectionFromLegal([
      { type: "dukal", cards: ["a", "b", "c"] },
      { type: "dukal", any_of: [["d", "e", "f", "g"]] },
    ]);
    expect(selection?.choices).toEqual([["d", "e", "f", "g"]]);
    const spelt = selectionFromLegal([
      { type: "dukal", cards: ["a", "b", "c"] },
      { type: "dukal", cards: ["a", "b", "c", "d"] },
    ]);
    expect(isComplete(spelt as Selection, ["c", "b", "a"])).toBe(true);
    expect(isComplete(spelt as Selection, ["a", "b"])).toBe(false);
  });

  it("finds none when every action takes one piece at most", () => {
    expect(selectionFromLegal([{ type: "play", card: "AS" }, { type: "pass" }])).toBeNull();
  });
});
