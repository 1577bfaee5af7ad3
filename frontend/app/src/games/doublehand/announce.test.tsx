import { describe, expect, it } from "vitest";
import { translator } from "../../i18n";
import { still } from "../../playback";
import { beatWords, dealWords, turnWords } from "../../screens/table/announcer";
import { matchState as state } from "../../testing/matchState";
import type { DealResult } from "../../types";
import { loadGame } from "..";

/** The game's module with its words, as the table hands it to the announcer once it has come. */
const ui = await loadGame("doublehand");

const following = (game: string) =>
  state(game, { hand: ["AH", "2H", "KS"], trick: { leader: 3, cards: [[3, "QH"]] }, revealer: null, trump: null }, [
    { type: "play", card: "AH" },
    { type: "play", card: "2H" },
  ]);

describe("the turn, told", () => {
  it("tells the player what they must follow and how many cards they may play, in English", () => {
    expect(turnWords(following("doublehand"), ui, translator("en"))).toBe(
      "Your turn. You hold a heart: you must follow suit. Playable now: 2.",
    );
  });

  it("tells it in Hindi and Dutch too", () => {
    expect(turnWords(following("doublehand"), ui, translator("hi"))).toBe(
      "आपकी बारी। आपके पास पान है: वही रंग चलना होगा। अभी चल सकते हैं: 2।",
    );
    expect(turnWords(following("doublehand"), ui, translator("nl"))).toBe(
      "Jij bent aan de beurt. Je hebt een harten: je moet kleur bekennen. Nu speelbaar: 2.",
    );
  });

  it("lists the calls, a few by name, when the turn is a bid", () => {
    const bids = [7, 8, 9, 10, 11, 12, 13].map((value) => ({ type: "bid", value }));
    const bidding = state("doublehand", { phase: "bidding", hand: ["AH"] }, [{ type: "pass" }, ...bids]);
    expect(turnWords(bidding, ui, translator("en"))).toBe(
      "Your turn. Choose: Pass, Bid 7, Bid 8, Bid 9, Bid 10 and 3 more.",
    );
  });

  it("names whose turn it is when it is another's", () => {
    const others = { ...following("doublehand"), to_act: 1 };
    expect(turnWords(others, ui, translator("en"))).toBe("Ravi's turn.");
  });
});

describe("the moves, told as the playback shows them", () => {
  const s = following("doublehand");
  it("tells a card played, and the trick's winner", () => {
    const played = { ...still(null, 650), said: { seat: 1, action: { type: "play", card: "QH" }, toTrick: true } };
    expect(beatWords(played, s, ui, null, translator("en"))).toBe("Ravi played the queen of hearts.");
    const won = { ...still({ leader: 1, cards: [[1, "QH"]], winner: 2 } as never, 900), won: true };
    expect(beatWords(won, s, ui, null, translator("nl"))).toBe("Meera wint de slag.");
    expect(beatWords({ ...won, gather: true }, s, ui, null, translator("en"))).toBeNull();
  });

  it("tells a deal's end: the game's lines and the scores", async () => {
    const result = {
      number: 2,
      scores: [10, 5],
      summary: { void: true, score_delta: [0, 0], tricks: [] },
    } as unknown as DealResult;
    expect(dealWords(result, s, ui, null, translator("en"))).toBe(
      "Deal 2 is over. Everyone passed: the cards are dealt again. Scores: Asha & Meera: 10; Ravi & Sunil: 5.",
    );
  });
});
