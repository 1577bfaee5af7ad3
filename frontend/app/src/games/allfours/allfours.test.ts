import { describe, expect, it } from "vitest";
import { translator } from "../../i18n";
import { optionWords } from "../../i18n/options";
import type { OptionInfo } from "../../types";
import allfours from ".";

const en = translator("en");
const anyOption: OptionInfo = { default: null, help: "(the server's words)", kind: "flag" };

describe("All Fours' module", () => {
  it("plays French cards counter-clockwise and names them in the player's language", () => {
    expect(allfours.direction).toBe("ccw");
    expect(allfours.pieceLabel("JD", translator("nl"))).toBe("ruiten boer");
  });

  it("names its calls in its own words", () => {
    expect(allfours.actionLabel({ type: "run_pack" }, en)).toBe("Run the pack");
    expect(allfours.actionLabel({ type: "beg" }, translator("hi"))).toBe("माँगें");
    expect(allfours.actionLabel({ type: "play", card: "6H" }, en)).toBe("Play six of hearts");
  });

  it("translates every option of its rules page, names, help and choices", () => {
    for (const name of ["kick_points", "no_undertrump", "game_points", "game_tie", "target", "games_per_match"]) {
      for (const language of ["en", "hi", "nl"] as const) {
        const words = optionWords("allfours", name, anyOption, translator(language));
        expect(words.help, `${name} ${language}`).not.toBe(anyOption.help);
      }
    }
    expect(optionWords("allfours", "game_tie", anyOption, translator("nl")).choice("elder")).toBe(
      "Het team links van de gever scoort",
    );
  });
});
