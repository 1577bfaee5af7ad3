import { describe, expect, it } from "vitest";
import { translator } from "../../i18n";
import { matchState } from "../../testing/matchState";
import type { MatchState } from "../../types";
import doublehand from ".";
import { whyNot } from "./plays";

const t = translator("en");

/** A deal of Double Hand in play; `view` changes it. */
function state(view: Record<string, unknown>, legal: MatchState["legal"], toAct = 0): MatchState {
  return matchState("doublehand", { scores: [0, 0], ...view }, legal, toAct);
}

describe("why a card cannot be played", () => {
  it("says the player must follow the suit led", () => {
    const s = state(
      { hand: ["AH", "2H", "KS"], trick: { leader: 3, cards: [[3, "9H"]] }, revealer: null, trump: null },
      [
        { type: "play", card: "AH" },
        { type: "play", card: "2H" },
      ],
    );
    expect(whyNot(s, "KS", t)).toBe("You hold a heart: you must follow suit.");
    expect(whyNot(s, "AH", t)).toBeNull();
  });

  it("says a revealer must play trump", () => {
    const s = state(
      {
        hand: ["2S", "KD"],
        trick: { leader: 3, cards: [[3, "9H"]] },
        revealer: 0,
        trump: { mode: "haath_par", revealed: true, card: "TS", suit: "S" },
      },
      [{ type: "play", card: "2S" }],
    );
    expect(whyNot(s, "KD", t)).toBe("You revealed the trump: you must play a spade.");
  });

  it("says when the trump must be revealed first, and when it is not your turn", () => {
    const s = state({ hand: [], trick: { leader: 0, cards: [] }, revealer: null }, [{ type: "reveal_trump" }]);
    expect(whyNot(s, "TS", t)).toBe("Your hand is empty: reveal the trump card, then play it.");
    expect(whyNot(state({ hand: ["AS"] }, [], 1), "AS", t)).toBe("It is not your turn.");
  });

  it("says it in the player's language", () => {
    const s = state({ hand: ["AH", "KS"], trick: { leader: 3, cards: [[3, "9H"]] }, revealer: null, trump: null }, [
      { type: "play", card: "AH" },
    ]);
    expect(whyNot(s, "KS", translator("nl"))).toBe("Je hebt een harten: je moet kleur bekennen.");
  });

  it("turns a tap on a visible card into a haath-par declaration only once the player chose haath par", () => {
    const s = state({ phase: "declaring", hand: ["AS", "KS"] }, [
      { type: "declare_trump", card: "AS" },
      { type: "declare_trump", hidden_index: 0 },
    ]);
    // A stray tap before choosing the way declares nothing, and says what to do.
    expect(doublehand.tapAction(s, "AS")).toBeNull();
    expect(doublehand.tapAction(s, "AS", "kheench")).toBeNull();
    expect(whyNot(s, "AS", t)).toBe("To choose the trump from your hand, first tap Haath par above.");
    const declare = doublehand.tapAction(s, "AS", "haath_par");
    expect(declare).toEqual({ type: "declare_trump", card: "AS" });
    expect(doublehand.tapAction(s, "QS", "haath_par")).toBeNull();
    expect(doublehand.selection(s)).toBeNull();
    // The declaration decides the deal: it is confirmed before it is sent; a play is not.
    expect(doublehand.needsConfirm(declare ?? { type: "" })).toBe(true);
    expect(doublehand.needsConfirm({ type: "play", card: "AS" })).toBe(false);
    expect(doublehand.actionLabel(declare ?? { type: "" }, t)).toBe("Haath par: the ace of spades as trump");
    // Others only learn the way the trump was chosen.
    expect(doublehand.actionLabel({ type: "declare_trump", mode: "kheench" }, t)).toBe("Kheench");
  });
});

describe("a Doublehand deal told in words", () => {
  const context = {
    t,
    names: ["Asha", "Ravi", "Meena", "Kiran"],
    labels: ["Asha & Meena", "Ravi & Kiran"],
    teams: [
      [0, 2],
      [1, 3],
    ],
  };
  const result = (summary: Record<string, unknown>, delta: number[]) => ({
    number: 4,
    summary: { dealer: 1, void: false, tricks: [], score_delta: delta, ...summary },
    scores: delta,
    games_won: [0, 0],
  });

  it("says the contract, the trump, the hands each side took and why the points went where they did", () => {
    const made = result(
      { bid: { seat: 2, value: 9 }, trump: { card: "QH", mode: "haath_par", revealed: true }, hands_won: [10, 3] },
      [9, 0],
    );
    expect(doublehand.dealLines(made, context)).toEqual([
      "Bid 9 by Meena",
      "Trump: hearts (haath par)",
      "Asha & Meena: 10 hands",
      "Ravi & Kiran: 3 hands",
      "Asha & Meena score 9: bid made",
    ]);
    const set = result({ bid: { seat: 3, value: 7 }, trump: null, hands_won: [8, 5] }, [14, 0]);
    expect(doublehand.dealLines(set, context).at(-1)).toBe("Asha & Meena score 14: set by 2");
    const all = result({ bid: { seat: 0, value: 8 }, trump: null, hands_won: [13, 0] }, [52, 0]);
    expect(doublehand.dealLines(all, context).at(-1)).toBe("Asha & Meena score 52: all 13 hands");
    const none = result({ bid: { seat: 1, value: 8 }, trump: null, hands_won: [13, 0] }, [104, 0]);
    expect(doublehand.dealLines(none, context).at(-1)).toBe("Asha & Meena score 104: the bidders took no hands");
  });

  it("says a deal everyone passed was thrown in", () => {
    const thrown = result({ bid: null, trump: null, hands_won: [0, 0] }, [0, 0]);
    thrown.summary.void = true;
    expect(doublehand.dealLines(thrown, context)).toEqual(["Everyone passed: the cards are dealt again."]);
  });

  it("counts five cards seen and the rest face down until the trump is chosen", () => {
    const bidding = state({ phase: "bidding", hand_sizes: [13, 13, 13, 13] }, []).view;
    expect(doublehand.handCount(bidding, 1)).toEqual({ open: 5, down: 8 });
    const playing = state({ phase: "playing", hand_sizes: [12, 13, 13, 13] }, []).view;
    expect(doublehand.handCount(playing, 0)).toEqual({ open: 12, down: 0 });
  });

  it("tells a trump declaration without the card to those who may not know it", () => {
    expect(doublehand.sentence({ type: "declare_trump", mode: "kheench" }, "Ravi", t)).toBe(
      "Ravi drew the trump blind (kheench)",
    );
    expect(doublehand.sentence({ type: "declare_trump", card: "QS" }, "Ravi", t)).toBe(
      "Ravi chose the queen of spades as trump (haath par)",
    );
    expect(doublehand.sentence({ type: "play", card: "AS" }, "Asha", t)).toBe("Asha played the ace of spades");
    expect(doublehand.sentence({ type: "bid", value: 9 }, "Ravi", t)).toBe("Ravi bid 9");
    expect(doublehand.sentence({ type: "play", card: "AS" }, "Asha", translator("hi"))).toBe("Asha ने हुकुम का इक्का चला");
  });

  it("sorts the hand by suit, the trump last once known", () => {
    const view = state({ trump: { mode: "haath_par", revealed: false, card: "2S", suit: "S" } }, []).view;
    expect(doublehand.sortHand(["AS", "3H", "KC", "5D"], view)).toEqual(["3H", "KC", "5D", "AS"]);
  });
});

describe("Doublehand's pieces", () => {
  it("name French cards in the player's language", () => {
    expect(doublehand.pieceLabel("AS", translator("en"))).toBe("ace of spades");
    expect(doublehand.pieceLabel("TH", translator("nl"))).toBe("harten tien");
    expect(doublehand.pieceLabel("TH", translator("hi"))).toBe("पान का दहला");
  });

  it("are played counter-clockwise", () => {
    expect(doublehand.direction).toBe("ccw");
  });
});
