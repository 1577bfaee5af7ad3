import { render } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { translator } from "../../i18n";
import { optionWords } from "../../i18n/options";
import type { OptionInfo } from "../../types";
import texas42 from ".";

const en = translator("en");
const anyOption: OptionInfo = { default: null, help: "(the server's words)", kind: "flag" };

describe("Texas 42's module", () => {
  it("is played clockwise", () => {
    expect(texas42.direction).toBe("cw");
  });

  it("marks the count dominoes, and only them", () => {
    for (const tile of ["5-5", "6-4", "5-0", "4-1", "3-2"]) {
      const { container } = render(<texas42.Piece piece={tile} />);
      expect(container.querySelector(".domino-mark"), tile).not.toBeNull();
    }
    expect(render(<texas42.Piece piece="6-3" />).container.querySelector(".domino-mark")).toBeNull();
  });

  it("says what a count domino is worth", () => {
    expect(texas42.pieceLabel("6-4", en)).toBe("domino 6-4, counts 10");
    expect(texas42.pieceLabel("6-3", en)).toBe("domino 6-3");
    expect(texas42.pieceLabel("3-2", translator("nl"))).toBe("dominosteen 3-2, telt 5");
  });

  it("names trumps in words", () => {
    expect(texas42.actionLabel({ type: "name_trump", trump: "doubles" }, en)).toBe("Trumps: doubles");
    expect(texas42.actionLabel({ type: "name_trump", trump: 5 }, en)).toBe("Trumps: 5s");
    expect(texas42.actionLabel({ type: "bid", value: 30 }, en)).toBe("Bid 30");
  });

  it("translates every option of its rules page", () => {
    for (const name of ["all_pass", "target", "scoring", "contracts", "games_per_match"]) {
      for (const language of ["en", "hi", "nl"] as const) {
        expect(optionWords("texas42", name, anyOption, translator(language)).help).not.toBe(anyOption.help);
      }
    }
    expect(optionWords("texas42", "scoring", anyOption, translator("nl")).choice("marks")).toBe("Marks (tot 7)");
  });
});
