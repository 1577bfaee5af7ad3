import { describe, expect, it } from "vitest";
import { translator } from "../../i18n";
import type { MatchState } from "../../types";
import doublehand from ".";
import { whyNot } from "./plays";

const t = translator("en");

function state(view: Record<string, unknown>, legal: MatchState["legal"], toAct = 0): MatchState {
  return {
    id: 1,
    room: "ABCDEF",
    game: "doublehand",
    seq: 10,
    status: "in_progress",
    your_seat: 0,
    to_act: toAct,
    legal,
    scores: [0, 0],
    games_won: [0, 0],
    winner: null,
    turn_seconds: 60,
    turn_deadline: null,
    seats: [],
    last_trick: null,
    view: {
      game: "doublehand",
      seat: 0,
      phase: "playing",
      dealer: 3,
      to_act: toAct,
      hand: [],
      scores: [0, 0],
      ...view,
    },
  };
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

  it("turns a tap on a visible card into a haath-par declaration while declaring", () => {
    const s = state({ phase: "declaring", hand: ["AS", "KS"] }, [
      { type: "declare_trump", card: "AS" },
      { type: "declare_trump", hidden_index: 0 },
    ]);
    expect(doublehand.tapAction(s, "AS")).toEqual({ type: "declare_trump", card: "AS" });
    expect(doublehand.tapAction(s, "QS")).toBeNull();
    expect(doublehand.selection(s)).toBeNull();
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
