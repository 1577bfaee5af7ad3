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

  it("falls back to the server's English help, the option's name and the raw choice when no words exist", () => {
    const words = optionWords("any-game", "some_rule", choice, translator("hi"));
    expect(words.label).toBe("some rule");
    expect(words.help).toBe("Which way round.");
    expect(words.choice("b")).toBe("b");
  });
});
