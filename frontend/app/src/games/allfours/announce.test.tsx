import { describe, expect, it } from "vitest";
import { translator } from "../../i18n";
import { trickWords, turnWords } from "../../screens/table/announcer";
import { scoresInWords } from "../../screens/table/TopBar";
import { matchState as state } from "../../testing/matchState";
import { loadGame } from "..";

/** The game's module with its words, as the table hands it to the announcer once it has come. */
const ui = await loadGame("allfours");

describe("the turn, told in All Fours", () => {
  it("says stand or beg with the kick's suit in All Fours", () => {
    const begging = state("allfours", { phase: "stand_or_beg", hand: ["AH"], kicks: ["7S"] }, [
      { type: "stand" },
      { type: "beg" },
    ]);
    expect(turnWords(begging, ui, translator("en"))).toBe(
      "Your turn. The kick proposes spades as trump. Stand, or beg?",
    );
  });
});

describe("the trick and the scores, said again on asking", () => {
  const en = translator("en");
  it("says the trick in play, else the last one and who won it, else that the table is bare", () => {
    const playing = state(
      "allfours",
      {
        trick: {
          leader: 1,
          cards: [
            [1, "KH"],
            [2, "2H"],
          ],
        },
      },
      [],
    );
    expect(trickWords(playing, ui, en)).toBe("On the table: Ravi: king of hearts; Meera: two of hearts.");
    const after = state("allfours", { trick: { leader: 0, cards: [] } }, [], 0, {
      last_trick: {
        leader: 3,
        cards: [
          [3, "TS"],
          [0, "JS"],
          [1, "AS"],
          [2, "3S"],
        ],
        winner: 1,
      },
    });
    expect(trickWords(after, ui, en)).toBe(
      "The last trick, won by Ravi: Sunil: ten of spades; Asha: jack of spades; Ravi: ace of spades; Meera: three of spades.",
    );
    expect(trickWords(state("allfours", { trick: null }, []), ui, en)).toBe("Nothing is on the table yet.");
    expect(trickWords(playing, ui, translator("nl"))).toMatch(/^Op tafel: Ravi: /);
  });

  it("says the scores as ours and theirs against the game's target", () => {
    const scored = state("allfours", { target: 14 }, []);
    const sides = {
      teams: [
        [0, 2],
        [1, 3],
      ],
      partnerships: true,
      labels: ["Asha & Meera", "Ravi & Sunil"],
      mySide: 0,
    };
    expect(scoresInWords(scored, ui, sides, en)).toBe("Us 3, Them 5, game to 14");
  });
});
