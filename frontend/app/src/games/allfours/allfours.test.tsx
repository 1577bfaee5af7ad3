import { cleanup, fireEvent, render } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translator } from "../../i18n";
import { optionWords } from "../../i18n/options";
import { matchState } from "../../testing/matchState";
import type { Action, DealResult, MatchState, OptionInfo } from "../../types";
import allfours from ".";
import { words } from "./keys";
import * as english from "./words/en";
import * as hindi from "./words/hi";
import * as dutch from "./words/nl";

const en = translator("en");
const anyOption: OptionInfo = { default: null, help: "(the server's words)", kind: "flag" };
const names = ["Asha", "Ravi", "Meena", "Kiran"];
const noIntent = { intent: null, setIntent: () => {} };

afterEach(cleanup);

/** A deal of All Fours in play, spades turned up as trumps; `view` changes it. */
function tableState(view: Record<string, unknown>, legal: MatchState["legal"], toAct = 0): MatchState {
  const playing = {
    scores: [0, 0],
    kicks: ["7S"],
    trump: "S",
    elder: 0,
    calls: [],
    points: [],
    game_pips: [0, 0],
    pack: 27,
  };
  return matchState("allfours", { ...playing, ...view }, legal, toAct);
}

describe("All Fours' module", () => {
  it("plays French cards counter-clockwise and names them in the player's language", () => {
    expect(allfours.direction).toBe("ccw");
    expect(allfours.pieceLabel("JD", translator("nl"))).toBe("ruiten boer");
  });

  it("names its calls in its own words", () => {
    expect(allfours.actionLabel({ type: "run_pack" }, en)).toBe("Run the pack");
    expect(allfours.actionLabel({ type: "beg" }, translator("hi"))).toBe("माँगें");
    expect(allfours.actionLabel({ type: "play", card: "6H" }, en)).toBe("Play six of hearts");
    expect(allfours.sentence({ type: "beg" }, "Ravi", en)).toBe("Ravi begs");
    expect(allfours.sentence({ type: "run_pack" }, "Kiran", translator("nl"))).toBe("Kiran geeft bij");
  });

  it("names the kick in Dutch words at the table, not in English", () => {
    const nl = words(translator("nl"));
    const english = /\bkick/i;
    for (const key of ["allfours.kick", "allfours.point.kick", "allfours.kick_shows", "allfours.deal.kicks"] as const) {
      expect(nl(key), key).not.toMatch(english);
    }
    expect(nl("allfours.kick")).toBe("Opgedraaid");
  });

  it("translates every option of its rules page, names, help and choices", () => {
    for (const name of ["kick_points", "no_undertrump", "game_points", "game_tie", "target", "games_per_match"]) {
      for (const language of ["en", "hi", "nl"] as const) {
        const words = optionWords("allfours", name, anyOption, translator(language));
        expect(words.help, `${name} ${language}`).not.toBe(anyOption.help);
      }
    }
    expect(optionWords("allfours", "game_tie", anyOption, translator("nl")).choice("elder")).toBe(
      "Het team rechts van de gever scoort",
    );
  });

  it("says the points for the kick by rank, not as raw data", () => {
    const kick = { default: { "6": 2, A: 1, J: 3 }, help: "", kind: "rank_points" };
    expect(optionWords("allfours", "kick_points", kick, en).value(kick.default)).toBe("Ace 1, Six 2, Jack 3");
    expect(optionWords("allfours", "kick_points", kick, translator("hi")).value(kick.default)).toBe(
      "इक्का 1, छक्का 2, गुलाम 3",
    );
    expect(optionWords("allfours", "kick_points", kick, translator("nl")).value({ K: 4 })).toBe("Heer 4");
  });

  it("has a rules page of the same sections in every language", () => {
    expect(english.rules.length).toBe(4);
    expect(hindi.rules.length).toBe(english.rules.length);
    expect(dutch.rules.length).toBe(english.rules.length);
  });
});

describe("why a card cannot be played", () => {
  it("asks for the calls first", () => {
    const s = tableState({ phase: "stand_or_beg", trump: null, hand: ["AS"] }, [{ type: "stand" }, { type: "beg" }]);
    expect(allfours.whyNot(s, "AS", en)).toBe("First stand or beg.");
    expect(allfours.tapAction(s, "AS")).toBeNull();
  });

  it("says a player holding the suit led must follow it or trump", () => {
    const s = tableState({ hand: ["AH", "2S", "KD"], trick: { leader: 3, cards: [[3, "9H"]] } }, [
      { type: "play", card: "AH" },
      { type: "play", card: "2S" },
    ]);
    expect(allfours.whyNot(s, "KD", en)).toBe("You hold a heart: follow suit or play a trump.");
    expect(allfours.whyNot(s, "2S", en)).toBeNull();
    expect(allfours.tapAction(s, "2S")).toEqual({ type: "play", card: "2S" });
  });

  it("says when a lower trump may not go under one in the trick", () => {
    const s = tableState(
      {
        hand: ["2S", "KD"],
        trick: {
          leader: 2,
          cards: [
            [2, "9H"],
            [3, "QS"],
          ],
        },
      },
      [{ type: "play", card: "KD" }],
    );
    expect(allfours.whyNot(s, "2S", en)).toBe(
      "You may not play a trump lower than the queen of spades in the trick while you hold other cards.",
    );
    expect(allfours.whyNot(tableState({ hand: ["AS"] }, [], 1), "AS", en)).toBe("It is not your turn.");
  });
});

describe("an All Fours deal told in words", () => {
  const context = {
    t: en,
    names: ["Asha", "Ravi", "Meena", "Kiran"],
    labels: ["Asha & Meena", "Ravi & Kiran"],
    teams: [
      [0, 2],
      [1, 3],
    ],
  };
  const result = (summary: Record<string, unknown>): DealResult => ({
    number: 2,
    summary: { dealer: 3, void: false, tricks: [], score_delta: [0, 0], ...summary } as DealResult["summary"],
    scores: [0, 0],
    games_won: [0, 0],
  });

  it("says the kicks, the trump and every point in the order scored, with its card or count", () => {
    const tricks = [
      {
        leader: 0,
        cards: [
          [0, "AS"],
          [1, "KS"],
          [2, "JS"],
          [3, "TH"],
        ],
        winner: 0,
      },
      {
        leader: 0,
        cards: [
          [0, "2S"],
          [1, "QD"],
          [2, "3D"],
          [3, "4D"],
        ],
        winner: 0,
      },
    ];
    const deal = result({
      kicks: ["JC", "6S"],
      trump: "S",
      tricks,
      points: [
        { kind: "kick", team: 1, points: 3 },
        { kind: "kick", team: 1, points: 2 },
        { kind: "high", team: 0, points: 1 },
        { kind: "low", team: 0, points: 1 },
        { kind: "jack", team: 0, points: 1 },
        { kind: "game", team: 0, points: 1 },
      ],
    });
    expect(allfours.dealLines(deal, context)).toEqual([
      "Kicked: J♣, 6♠; spades are trump",
      "Kick: Ravi & Kiran +3",
      "Kick: Ravi & Kiran +2",
      "High (A♠): Asha & Meena +1",
      "Low (2♠): Asha & Meena +1",
      "Jack (J♠): Asha & Meena +1",
      "Game (20–0): Asha & Meena +1",
    ]);
  });

  it("says a deal whose pack ran out is dealt again by the same dealer", () => {
    const deal = result({
      void: true,
      kicks: ["6S", "4S", "9S"],
      trump: null,
      points: [{ kind: "kick", team: 1, points: 2 }],
    });
    expect(allfours.dealLines(deal, context)).toEqual([
      "Kicked: 6♠, 4♠, 9♠; the pack ran out, the same dealer deals again",
      "Kick: Ravi & Kiran +2",
    ]);
    const hanged = result({ kicks: ["8D"], trump: "D", points: [{ kind: "hang_jack", team: 1, points: 3 }] });
    expect(allfours.dealLines(hanged, { ...context, t: translator("nl") })).toContain(
      "Jack opgehangen (J♦): Ravi & Kiran +3",
    );
  });
});

function controls(view: Record<string, unknown>, legal: Action[], toAct = 0) {
  const act = vi.fn();
  const state = tableState(view, legal, toAct);
  const screen = render(<allfours.Controls state={state} act={act} t={en} names={names} {...noIntent} />);
  return { act, screen };
}

describe("All Fours' calls at the table", () => {
  it("shows the kick and offers stand or beg, each with what it does", () => {
    const { act, screen } = controls({ phase: "stand_or_beg", trump: null, kicks: ["JH"] }, [
      { type: "stand" },
      { type: "beg" },
    ]);
    expect(screen.getByRole("img", { name: "jack of hearts" })).toBeTruthy();
    expect(screen.getByText("The kick proposes hearts as trump.")).toBeTruthy();
    expect(screen.getByText("Play with hearts as trump.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Beg/ }));
    expect(act).toHaveBeenCalledWith({ type: "beg" });
  });

  it("offers the dealer give one or run the pack, with the cards left to run", () => {
    const { act, screen } = controls(
      { phase: "give_or_run", trump: null, kicks: ["4C"], dealer: 0, elder: 1, pack: 27 },
      [{ type: "give_one" }, { type: "run_pack" }],
    );
    expect(screen.getByText("Ravi begs: give one, or run the pack?")).toBeTruthy();
    expect(screen.getByText("27 cards left in the pack.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Run the pack/ }));
    expect(act).toHaveBeenCalledWith({ type: "run_pack" });
  });

  it("tells the others who is choosing, without buttons", () => {
    const { screen } = controls({ phase: "stand_or_beg", trump: null, kicks: ["2D"], elder: 1 }, [], 1);
    expect(screen.getByText("Ravi stands or begs.")).toBeTruthy();
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("puts nothing under the cloth while the cards are played", () => {
    const { screen } = controls({ phase: "playing" }, [{ type: "play", card: "AS" }]);
    expect(screen.container.textContent).toBe("");
  });
});

describe("All Fours' top bar", () => {
  it("shows the kicks, the trump and the points scored so far, in order and for whose side", () => {
    const state = tableState(
      {
        kicks: ["JS", "6D"],
        trump: "D",
        points: [
          { kind: "kick", team: 1, points: 3, card: "JS" },
          { kind: "kick", team: 1, points: 2, card: "6D" },
          { kind: "give_one", team: 0, points: 1, card: null },
        ],
      },
      [],
    );
    const screen = render(<allfours.Status state={state} act={() => {}} t={en} names={names} {...noIntent} />);
    expect(screen.getByRole("img", { name: "Kick: jack of spades, six of diamonds" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Trump: diamonds" })).toBeTruthy();
    const points = [...screen.container.querySelectorAll(".allfours-point")].map((chip) => chip.textContent);
    expect(points).toEqual(["Kick (J♠) · Them +3", "Kick (6♦) · Them +2", "Give one · Us +1"]);
    expect(screen.getByRole("img", { name: "Kick (jack of spades) · Them +3" })).toBeTruthy();
  });
});
