import { describe, expect, it } from "vitest";
import type { OptionInfo } from "../types";
import { translator } from "./index";
import { optionWords } from "./options";

const count: OptionInfo = { default: 1, help: "Games in a match.", kind: "count", minimum: 1, odd: true };
const choice: OptionInfo = { default: "a", help: "Which way round.", kind: "choice", values: ["a", "b"] };

describe("an option in the player's language", () => {
  it("uses the words shared by every game for the options every game has", () => {
    const words = optionWords("any-game", "games_per_match", count, translator("nl"));
    expect(words.label).toBe("Spellen per partij");
    expect(words.help).toBe("Spellen per partij; wie er de meeste van wint, wint de partij.");
  });

  it("falls back to the server's English help, and the option's name and choice made readable", () => {
    const words = optionWords("any-game", "some_rule", choice, translator("hi"));
    expect(words.label).toBe("Some rule");
    expect(words.help).toBe("Which way round.");
    expect(words.choice("by_team")).toBe("By team");
  });

  it("says any value in words: a map's entries in rising order, a list's items, none, yes and no", () => {
    const map: OptionInfo = { default: { b_side: 2, a_side: 1, c: 3 }, help: "", kind: "some_map" };
    expect(optionWords("any-game", "some_map", map, translator("en")).value({ c: 3, b_side: 2, a_side: 1 })).toBe(
      "A side 1, B side 2, C 3",
    );
    const list: OptionInfo = { default: [], help: "", kind: "some_list" };
    const words = optionWords("any-game", "some_list", list, translator("nl"));
    expect(words.value([])).toBe("Geen");
    expect(words.value(["one_way", "other"])).toBe("One way, Other");
    expect(words.value(true)).toBe("Ja");
    expect(optionWords("any-game", "some_list", list, translator("hi")).value({})).toBe("कोई नहीं");
  });
});
