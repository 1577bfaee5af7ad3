import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { translator } from "./i18n";
import { expertLine, hintRefusal, piecesOf, reasonText, sameAction } from "./practice";

const en = translator("en");

describe("the expert's reasons", () => {
  it("are said in the player's language, every code the server sends in each one", () => {
    const codes = [
      "draws_trumps",
      "leads_winner",
      "leads_long",
      "takes_trick",
      "trumps_in",
      "saves_high",
      "leaves_to_partner",
      "feeds_partner",
      "sheds_low",
      "calls_trump",
      "names_strongest",
      "plays_sequence",
    ];
    for (const language of ["en", "hi", "nl"] as const) {
      const t = translator(language);
      for (const code of codes) {
        // A known code never falls back to the server's English.
        expect(reasonText({ code, text: "SERVER" }, t), `${language} ${code}`).not.toBe("SERVER");
      }
    }
    expect(reasonText({ code: "takes_trick", text: "takes the trick" }, translator("hi"))).toBe("हाथ जीतता है");
  });

  it("fall back to the server's words for a code the app does not know, and to nothing without a reason", () => {
    expect(reasonText({ code: "counts_cards", text: "counts the cards left" }, en)).toBe("counts the cards left");
    expect(reasonText({ code: "counts_cards", text: " " }, en)).toBeNull();
    expect(reasonText(null, en)).toBeNull();
    expect(expertLine("Pass", null, en)).toBe("Expert: Pass");
  });
});

describe("the expert's action", () => {
  it("is the same move whatever the order of its cards, and whether or not it names the seat", () => {
    expect(sameAction({ type: "discard", cards: ["a", "b"] }, { type: "discard", cards: ["b", "a"] })).toBe(true);
    expect(sameAction({ type: "play", card: "QH", seat: 0 }, { type: "play", card: "QH" })).toBe(true);
    expect(sameAction({ type: "play", card: "QH" }, { type: "play", card: "KH" })).toBe(false);
    expect(sameAction({ type: "bid", value: 30 }, { type: "bid", value: 31 })).toBe(false);
    expect(sameAction({ type: "pass" }, null)).toBe(false);
  });

  it("takes its pieces from the hand: one card, several, or none for a call", () => {
    expect(piecesOf({ type: "play", card: "QH" })).toEqual(["QH"]);
    expect(piecesOf({ type: "dukal", cards: ["a", "b"] })).toEqual(["a", "b"]);
    expect(piecesOf({ type: "pass" })).toEqual([]);
    expect(piecesOf(null)).toEqual([]);
  });
});

describe("a hint refused", () => {
  it("is told in the player's words for the refusals the app knows, in the server's for the others", () => {
    const nl = translator("nl");
    expect(hintRefusal(new ApiError(429, "throttled", "Request was throttled."), nl)).toBe(
      "Je vroeg in korte tijd veel tips. Wacht even en probeer het dan opnieuw.",
    );
    expect(hintRefusal(new ApiError(409, "not_your_turn", "it is not your turn"), en)).toBe("It is not your turn.");
    expect(hintRefusal(new ApiError(403, "hints_not_allowed", "no"), en)).toBe(
      "Hints are for practice: when every other seat is a computer player.",
    );
    expect(hintRefusal(new ApiError(0, "offline", "no connection"), en)).toBe("no connection");
  });
});
