import { render } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { translator } from "../../i18n";
import { optionWords } from "../../i18n/options";
import type { MatchState, OptionInfo } from "../../types";
import ganjifa from ".";
import { AVATAR_COLOURS, AVATARS, GanjifaCard } from "./Card";

const anyOption: OptionInfo = { default: null, help: "(the server's words)", kind: "flag" };

describe("Ganjifa's cards", () => {
  it("give each avatar suit its own colour and show as many emblems as the number", () => {
    expect(new Set(AVATARS.map((suit) => AVATAR_COLOURS[suit])).size).toBe(10);
    const { container } = render(<GanjifaCard piece="matsya:7" />);
    expect(container.querySelectorAll("path")).toHaveLength(7);
    expect(container.textContent).toBe("7");
  });

  it("are named in the player's language, Raja and Mantri included", () => {
    expect(ganjifa.pieceLabel("matsya:7", translator("en"))).toBe("7 of matsya");
    expect(ganjifa.pieceLabel("rama:K", translator("hi"))).toBe("राम का राजा");
    expect(ganjifa.pieceLabel("krishna:M", translator("nl"))).toBe("Mantri van krishna");
  });
});

describe("Ganjifa's module", () => {
  it("plays counter-clockwise with the generic controls", () => {
    expect(ganjifa.direction).toBe("ccw");
  });

  it("chooses several cards for a discard listed as {type, count}", () => {
    const state = { legal: [{ type: "discard", count: 5 }] } as MatchState;
    expect(ganjifa.selection(state)).toMatchObject({ action: "discard", count: 5 });
    expect(ganjifa.actionLabel({ type: "discard" }, translator("nl"))).toBe("Afleggen");
  });

  it("translates every option of its rules page, and day and night", () => {
    for (const name of ["period", "deals", "games_per_match"]) {
      for (const language of ["en", "hi", "nl"] as const) {
        expect(optionWords("ganjifa", name, anyOption, translator(language)).help).not.toBe(anyOption.help);
      }
    }
    expect(optionWords("ganjifa", "period", anyOption, translator("hi")).choice("night")).toBe("रात: कृष्ण तुरुप");
  });
});
