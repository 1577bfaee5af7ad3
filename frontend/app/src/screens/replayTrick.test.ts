import { describe, expect, it } from "vitest";
import type { Action, Trick, View } from "../types";
import { replayTrick } from "./replayTrick";

const ui = {
  toTrick: (action: Action) => (action.type === "play" && action.card ? [action.card] : (action.cards ?? [])),
};
const won: Trick = {
  leader: 1,
  cards: [
    [1, "KH"],
    [2, "2H"],
    [3, "5H"],
    [0, "3H"],
  ],
  winner: 1,
};
const view = (trick: Trick | null, tricks: Trick[]): View => ({ game: "g", seat: 0, trick, tricks }) as View;

describe("the trick a replay's step shows", () => {
  it("is the trick in play while one is", () => {
    const playing: Trick = { leader: 1, cards: [[1, "KH"]] };
    const shown = replayTrick(view(playing, []), { type: "play", card: "KH", seat: 1 }, ui);
    expect(shown).toEqual({ trick: playing, completed: false });
  });

  it("is the trick the step's play completed, with its winner, once it is gathered", () => {
    const shown = replayTrick(view({ leader: 1, cards: [] }, [won]), { type: "play", card: "3H", seat: 0 }, ui);
    expect(shown).toEqual({ trick: won, completed: true });
  });

  it("is none after a step that put nothing on the last trick: a bid, the deal, another seat's card", () => {
    const bare = { leader: 1, cards: [] };
    expect(replayTrick(view(bare, [won]), { type: "bid", value: 7, seat: 0 }, ui).completed).toBe(false);
    expect(replayTrick(view(bare, [won]), null, ui).completed).toBe(false);
    expect(replayTrick(view(bare, [won]), { type: "play", card: "3H", seat: 2 }, ui).completed).toBe(false);
    expect(replayTrick(view(null, []), { type: "play", card: "3H", seat: 0 }, ui)).toEqual({
      trick: null,
      completed: false,
    });
  });
});
