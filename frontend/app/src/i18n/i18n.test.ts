import { describe, expect, it } from "vitest";
import { GAMES } from "../games";
import { deviceLanguage, LANGUAGES, translator } from "./index";

const english = LANGUAGES.en.messages;

describe("translations", () => {
  it("have every English key in Hindi and Dutch, the games' own words included, none empty", () => {
    for (const { messages } of [LANGUAGES.hi, LANGUAGES.nl]) {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      expect(Object.values(messages).every((text) => text.trim().length > 0)).toBe(true);
    }
  });

  it("keep the same {placeholders} as English", () => {
    const names = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(",");
    for (const { messages } of [LANGUAGES.hi, LANGUAGES.nl]) {
      for (const key of Object.keys(english)) {
        expect(names(messages[key]), key).toBe(names(english[key]));
      }
    }
  });

  it("give each game's words its own prefix, so that no two games (or the shared words) can clash", () => {
    for (const game of GAMES) {
      for (const words of Object.values(game.messages)) {
        for (const key of Object.keys(words)) expect(key.startsWith(`${game.id}.`), key).toBe(true);
      }
      expect(game.messages.en[`${game.id}.name`]).toBeTruthy();
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

  it("have rules for every game in every language, section for section", () => {
    for (const game of GAMES) {
      const sections = game.rules.en.length;
      expect(sections, game.id).toBeGreaterThan(0);
      expect(game.rules.hi.length, game.id).toBe(sections);
      expect(game.rules.nl.length, game.id).toBe(sections);
    }
  });
});
