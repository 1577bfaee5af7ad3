import { render } from "@testing-library/preact";
import { describe, expect, it } from "vitest";
import { translator } from "../../i18n";
import { optionWords } from "../../i18n/options";
import type { DealResult, MatchState, OptionInfo } from "../../types";
import ganjifa from ".";
import { AVATAR_COLOURS, AVATARS, GanjifaCard, ROUND_SIZE } from "./Card";
import { dealLines } from "./deal";
import { sortCards } from "./hand";
import { ranksHighToLow } from "./SuitKey";
import { dukalCards, largestDukals } from "./table";

const anyOption: OptionInfo = { default: null, help: "(the server's words)", kind: "flag" };

describe("Ganjifa's cards", () => {
  it("give each avatar suit its own colour and show as many emblems as the number", () => {
    expect(new Set(AVATARS.map((suit) => AVATAR_COLOURS[suit])).size).toBe(10);
    const { container } = render(<GanjifaCard piece="matsya:7" />);
    expect(container.querySelectorAll("path:not(.round-index)")).toHaveLength(7);
    expect(container.textContent).toBe("7");
  });

  it("show the suit's emblem beside the rank, where neighbours in the hand never cover it", () => {
    const { container } = render(<GanjifaCard piece="rama:4" />);
    const index = container.querySelectorAll(".round-index");
    expect(index).toHaveLength(1);
    // In the top left of the face, as the hand's overlap (ROUND_SIZE's peek) leaves it.
    const [x, y] = (index[0].getAttribute("transform") ?? "").match(/[\d.]+/g)?.map(Number) ?? [];
    expect(x + 20 * 0.68).toBeLessThanOrEqual((ROUND_SIZE.peekX / ROUND_SIZE.width) * 64);
    expect(y + 20 * 0.68).toBeLessThanOrEqual((ROUND_SIZE.peekY / ROUND_SIZE.height) * 64);
  });

  it("list each suit's ranks high to low for the rules' key, the first five with 1 the highest", () => {
    expect(ranksHighToLow("matsya")).toEqual(["K", "M", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(ranksHighToLow("rama")).toEqual(["K", "M", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]);
    // The key agrees with the order the hand is sorted in.
    const rama = ranksHighToLow("rama").map((rank) => `rama:${rank}`);
    expect(sortCards([...rama].reverse())).toEqual(rama);
  });

  it("are named in the player's language, Raja and Mantri included", () => {
    expect(ganjifa.pieceLabel("matsya:7", translator("en"))).toBe("7 of Matsya");
    expect(ganjifa.pieceLabel("rama:K", translator("hi"))).toBe("राम का राजा");
    expect(ganjifa.pieceLabel("krishna:M", translator("nl"))).toBe("Mantri van Krishna");
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

describe("Ganjifa's hand and table", () => {
  it("sorts the hand by suit in avatar order, strongest first (1 high in the first five suits, 10 in the rest)", () => {
    const hand = ["rama:1", "matsya:10", "rama:K", "matsya:1", "kalki:M", "matsya:M", "rama:10"];
    expect(sortCards(hand)).toEqual(["matsya:M", "matsya:1", "matsya:10", "rama:K", "rama:10", "rama:1", "kalki:M"]);
  });

  it("offers the largest legal dukal of each suit, never one the server did not list", () => {
    const legal = [
      { type: "play", card: "matsya:K" },
      { type: "dukal", cards: ["matsya:K", "matsya:M", "matsya:1", "matsya:2", "matsya:3"] },
      { type: "dukal", cards: ["matsya:K", "matsya:M", "matsya:1", "matsya:2", "matsya:3", "matsya:4"] },
      { type: "dukal", cards: ["rama:K", "rama:M", "rama:4", "rama:5", "rama:6"] },
    ];
    expect(largestDukals(legal).map((action) => action.cards?.length)).toEqual([6, 5]);
  });

  it("tells a deal by its trump and each player's captures", () => {
    const result = {
      number: 1,
      summary: { trump: "rama", captured: [80, 25, 15], score_delta: [80, 25, 15] },
      scores: [80, 25, 15],
      games_won: [0, 0, 0],
    } as unknown as DealResult;
    const context = { t: translator("en"), names: ["Asha", "Meena", "Ravi"], labels: [], teams: [] };
    expect(dealLines(result, context)).toEqual([
      "Trumps: Rama",
      "Asha captured 80 cards",
      "Meena captured 25 cards",
      "Ravi captured 15 cards",
    ]);
  });

  it("says a dukal card by card, and a discard only by its count", () => {
    const t = translator("en");
    const dukal = { type: "dukal", cards: ["rama:K", "rama:M", "rama:1", "rama:2", "rama:3"] };
    expect(ganjifa.sentence(dukal, "Meena", t)).toBe(
      "Meena led a dukal of 5: Raja of Rama, Mantri of Rama, 1 of Rama, 2 of Rama, 3 of Rama",
    );
    expect(ganjifa.sentence({ type: "discard", cards: ["kalki:1", "kalki:2"] }, "Ravi", t)).toBe(
      "Ravi discarded 2 cards",
    );
    expect(ganjifa.sentence({ type: "play", card: "rama:K" }, "Asha", t)).toContain("Raja of Rama");
    expect(ganjifa.toTrick(dukal)).toHaveLength(5);
  });

  it("finds the dukal being answered among the trick's cards: the leader's, before any discard", () => {
    const plays: [number, string][] = [
      [1, "matsya:K"],
      [1, "matsya:M"],
      [1, "matsya:1"],
      [1, "matsya:2"],
      [1, "matsya:3"],
      [2, "kalki:1"],
    ];
    expect(dukalCards(plays, 1, 5)).toEqual(["matsya:K", "matsya:M", "matsya:1", "matsya:2", "matsya:3"]);
  });
});
