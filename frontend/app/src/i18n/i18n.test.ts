import { describe, expect, it } from "vitest";
import { GAME_IDS, gameWords } from "../games";
import type { Language } from "../session";
import { deviceLanguage, LANGUAGES, type MessageKey, translator } from "./index";

// The words as the test setup fetched them (every language, every game's module and words).
const english = () => LANGUAGES.en.messages;

/** Each game's words and rules in each language. */
const everyGamesWords = () =>
  Promise.all(
    GAME_IDS.map(async (id) => {
      const languages = Object.keys(LANGUAGES) as Language[];
      const fetched = await Promise.all(languages.map((language) => gameWords(id, language).load()));
      return { id, en: fetched[0], others: fetched.slice(1) };
    }),
  );

describe("translations", () => {
  it("have every English key in Hindi and Dutch, the games' own words included, none empty", () => {
    for (const { messages } of [LANGUAGES.hi, LANGUAGES.nl]) {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english()).sort());
      expect(Object.values(messages).every((text) => text.trim().length > 0)).toBe(true);
    }
  });

  it("keep the same {placeholders} as English", () => {
    const names = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(",");
    for (const { messages } of [LANGUAGES.hi, LANGUAGES.nl]) {
      for (const key of Object.keys(english())) {
        expect(names(messages[key]), key).toBe(names(english()[key]));
      }
    }
  });

  it("give each game's words its own prefix, so that no two games (or the shared words) can clash", async () => {
    for (const { id, en, others } of await everyGamesWords()) {
      for (const { messages } of [en, ...others]) {
        for (const key of Object.keys(messages)) expect(key.startsWith(`${id}.`), key).toBe(true);
      }
      expect(translator("en")(`${id}.name` as MessageKey)).not.toBe(`${id}.name`);
    }
  });

  it("fill in placeholders", () => {
    expect(translator("nl")("action.bid", { n: 9 })).toBe("Bied 9");
    expect(translator("en")("table.waiting_for", { name: "Asha" })).toBe("Asha's turn");
  });

  it("choose the device's language when the app speaks it", () => {
    expect(deviceLanguage(["hi-IN", "en"])).toBe("hi");
    expect(deviceLanguage(["nl-BE"])).toBe("nl");
    expect(deviceLanguage(["fr-FR", "de"])).toBe("en");
  });

  it("have rules for every game in every language, section for section", async () => {
    for (const { id, en, others } of await everyGamesWords()) {
      expect(en.rules.length, id).toBeGreaterThan(0);
      for (const { rules } of others) expect(rules.length, id).toBe(en.rules.length);
    }
  });
});
