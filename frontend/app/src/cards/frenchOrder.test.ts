import { describe, expect, it } from "vitest";
import { sortFrench, suitOrder } from "./frenchOrder";

const red = (suit: string) => suit === "H" || suit === "D";

describe("a hand of French cards in order", () => {
  it("groups the suits, high to low, colours alternating", () => {
    expect(sortFrench(["2S", "AH", "KS", "TD", "3C", "QH"])).toEqual(["KS", "2S", "AH", "QH", "3C", "TD"]);
  });

  it("puts the trump last once it is known, and still alternates colours", () => {
    const order = suitOrder(["S", "H", "C", "D"], "H");
    expect(order.at(-1)).toBe("H");
    for (let index = 1; index < order.length; index += 1) {
      expect(red(order[index])).not.toBe(red(order[index - 1]));
    }
    expect(sortFrench(["AH", "2S", "5D", "KC"], "H").at(-1)).toBe("AH");
  });

  it("alternates as far as the suits held allow", () => {
    // Two black suits and one red: the red one goes between them.
    expect(suitOrder(["S", "C", "D"])).toEqual(["S", "D", "C"]);
    // A trump not held changes nothing.
    expect(suitOrder(["S", "H"], "D")).toEqual(["S", "H"]);
  });
});
