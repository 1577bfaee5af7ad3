import { describe, expect, it } from "vitest";
import { en } from "./en";
import { hi } from "./hi";
import { deviceLanguage, translator } from "./index";
import { nl } from "./nl";
import { RULES } from "../rules";

describe("translations", () => {
  it("have every English key in Hindi and Dutch, none empty", () => {
    for (const messages of [hi, nl]) {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      expect(Object.values(messages).every((text) => text.trim().length > 0)).toBe(true);
    }
  });

  it("keep the same {placeholders} as English", () => {
    const names = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join(",");
    for (const messages of [hi, nl]) {
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(names(messages[key]), key).toBe(names(en[key]));
      }
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

  it("have rules for every game in every language", () => {
    for (const book of Object.values(RULES)) {
      expect(Object.keys(book).sort()).toEqual(["allfours", "doublehand", "ganjifa", "texas42"]);
    }
  });
});
