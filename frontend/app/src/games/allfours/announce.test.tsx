import { describe, expect, it } from "vitest";
import { translator } from "../../i18n";
import { turnWords } from "../../screens/table/announcer";
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
