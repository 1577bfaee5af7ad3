import { cleanup, fireEvent, act as flush, render } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translator } from "../../i18n";
import { optionWords } from "../../i18n/options";
import { matchState } from "../../testing/matchState";
import type { Action, DealResult, MatchState, OptionInfo } from "../../types";
import type { RulesPage } from "../types";
import texas42 from ".";
import { bidChoices, bidPrompt } from "./bidding";
import { ledSuit, sortTiles, trumpEnds, trumpsHeld } from "./suits";
import { showTrump } from "./trumpOnTable";
import * as english from "./words/en";
import * as hindi from "./words/hi";
import * as dutch from "./words/nl";

const en = translator("en");
const anyOption: OptionInfo = { default: null, help: "(the server's words)", kind: "flag" };
const names = ["Asha", "Ravi", "Meena", "Kiran"];
const noIntent = { intent: null, setIntent: () => {} };
const OPENING: Action[] = [{ type: "pass" }, ...Array.from({ length: 13 }, (_, i) => ({ type: "bid", value: 30 + i }))];

afterEach(() => {
  cleanup();
  showTrump(null);
});

/** A deal of Texas 42 in its bidding, this player holding seven dominoes; `view` changes it. */
function tableState(view: Record<string, unknown>, legal: Action[], toAct = 0): MatchState {
  const bidding = {
    phase: "bidding",
    hand: ["6-6", "6-4", "5-5", "5-0", "4-2", "3-1", "1-0"],
    hand_sizes: [7, 7, 7, 7],
    scores: [0, 0],
    target: 250,
    trick: null,
    tricks: [],
    calls: [],
    bid: null,
    trump: null,
    tricks_taken: [0, 0],
    points_taken: [0, 0],
    count_taken: [[], []],
  };
  return matchState("texas42", { ...bidding, ...view }, legal, toAct);
}

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

  it("names trumps, bids and plays in words, and says who did what", () => {
    expect(texas42.actionLabel({ type: "name_trump", trump: "doubles" }, en)).toBe("Trumps: doubles");
    expect(texas42.actionLabel({ type: "name_trump", trump: 5 }, en)).toBe("Trumps: fives");
    expect(texas42.actionLabel({ type: "name_trump", trump: 0 }, translator("nl"))).toBe("Troef: blanco's");
    expect(texas42.actionLabel({ type: "name_trump", trump: "notrump" }, translator("hi"))).toBe("तुरुप: बिना तुरुप");
    expect(texas42.actionLabel({ type: "bid", value: 30 }, en)).toBe("Bid 30");
    expect(texas42.sentence({ type: "name_trump", trump: 4 }, "Meena", en)).toBe("Meena named fours as trumps");
    expect(texas42.sentence({ type: "bid", value: 84 }, "Ravi", en)).toBe("Ravi bid 84");
    expect(texas42.sentence({ type: "play", card: "5-5" }, "Kiran", en)).toBe("Kiran played the domino 5-5, counts 10");
  });

  it("translates every option of its rules page", () => {
    const names = ["all_pass", "target", "scoring", "contracts", "games_per_match", "early_end", "notrump_doubles"];
    const marks = ["nello_doubles", "nello_min", "sevens_min", "sevens_ties", "splash_min", "plunge_min"];
    for (const name of [...names, ...marks]) {
      for (const language of ["en", "hi", "nl"] as const) {
        expect(optionWords("texas42", name, anyOption, translator(language)).help).not.toBe(anyOption.help);
      }
    }
    expect(optionWords("texas42", "scoring", anyOption, translator("nl")).choice("marks")).toBe(
      "Marks (modern, tot 7)",
    );
  });

  it("names the special contracts in words, each with a line that explains it", () => {
    const contracts = { default: [], help: "", kind: "contracts" };
    const words = optionWords("texas42", "contracts", contracts, translator("hi"));
    expect(words.value([])).toBe("कोई नहीं");
    expect(words.value(["nello", "sevens", "splash"])).toBe("नेलो, सेवन्स, स्प्लैश");
    expect(optionWords("texas42", "contracts", contracts, en).value([])).toBe("None");
    for (const language of ["en", "hi", "nl"] as const) {
      const said = optionWords("texas42", "contracts", contracts, translator(language));
      for (const contract of ["nello", "sevens", "splash", "plunge"]) expect(said.choiceHelp(contract)).toBeTruthy();
    }
  });

  it("has a rules page of the same sections in every language", () => {
    const paragraphs = (page: RulesPage) => page.map(([, text]) => text.length);
    expect(english.rules.length).toBe(7);
    expect(paragraphs(hindi.rules)).toEqual(paragraphs(english.rules));
    expect(paragraphs(dutch.rules)).toEqual(paragraphs(english.rules));
  });

  it("marks the bid winner", () => {
    expect(texas42.bidWinner(tableState({ bid: { seat: 2, value: 34 } }, []).view)).toBe(2);
    expect(texas42.bidWinner(tableState({}, []).view)).toBeNull();
  });
});

describe("trumps and suits as the table draws them", () => {
  it("marks the trump end of a tile, both ends of the trump double, and every double when doubles are trumps", () => {
    expect(trumpEnds("5-3", 5)).toBe("high");
    expect(trumpEnds("6-5", 5)).toBe("low");
    expect(trumpEnds("5-5", 5)).toBe("both");
    expect(trumpEnds("6-3", 5)).toBeNull();
    expect(trumpEnds("2-2", "doubles")).toBe("both");
    expect(trumpEnds("6-2", "doubles")).toBeNull();
    expect(trumpEnds("6-6", "notrump")).toBeNull();
    expect(trumpEnds("6-6", null)).toBeNull();
  });

  it("counts the tiles each choice would make trumps", () => {
    const hand = ["6-6", "6-4", "5-5", "5-0", "4-2", "3-1", "1-0"];
    expect(trumpsHeld(hand, 6)).toBe(2);
    expect(trumpsHeld(hand, 0)).toBe(2);
    expect(trumpsHeld(hand, "doubles")).toBe(2);
  });

  it("sorts a hand by suit, and puts the trumps first, highest first, once named", () => {
    const hand = ["3-1", "6-4", "5-0", "6-6", "4-2", "5-5", "4-4"];
    expect(sortTiles(hand, null)).toEqual(["6-6", "6-4", "5-5", "5-0", "4-4", "4-2", "3-1"]);
    expect(sortTiles(hand, 4)).toEqual(["4-4", "6-4", "4-2", "6-6", "5-5", "5-0", "3-1"]);
    expect(sortTiles(hand, "doubles")).toEqual(["6-6", "5-5", "4-4", "6-4", "5-0", "4-2", "3-1"]);
  });

  it("reads the suit led from the trick: a trump, or the higher end", () => {
    expect(ledSuit({ leader: 1, cards: [[1, "6-2"]], trumps: [false] })).toBe(6);
    expect(ledSuit({ leader: 1, cards: [[1, "5-3"]], trumps: [true] })).toBe("trump");
    expect(ledSuit({ leader: 1, cards: [], trumps: [] })).toBeNull();
  });

  it("draws a tile's trump end once the table shows the trump", async () => {
    const { container } = render(<texas42.Piece piece="5-3" />);
    expect(container.querySelector(".domino-trump-end")).toBeNull();
    await flush(() => showTrump(5));
    expect(container.querySelectorAll(".domino-trump-end")).toHaveLength(1);
    expect(container.querySelector("svg")?.classList.contains("trump")).toBe(true);
    await flush(() => showTrump(null));
    expect(container.querySelector(".domino-trump-end")).toBeNull();
  });
});

describe("the bid ladder", () => {
  it("offers the bids the server allows, lowest first, and the pass", () => {
    const choices = bidChoices([...OPENING].reverse(), null);
    expect(choices.pass).toEqual({ type: "pass" });
    expect(choices.bids.map((bid) => bid.value)).toEqual([30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42]);
    expect(choices.bids.every((bid) => bid.doubles === null)).toBe(true);
    expect(bidPrompt(choices, null, names, en)).toBe("Bid 30 to 42, or pass.");
  });

  it("says what a higher bid must beat", () => {
    const high = { seat: 1, value: 38 };
    const choices = bidChoices(
      OPENING.filter((action) => (action.value ?? 99) > 38),
      high,
    );
    expect(choices.bids.map((bid) => bid.value)).toEqual([39, 40, 41, 42]);
    expect(bidPrompt(choices, high, names, en)).toBe("Ravi bid 38: bid higher, or pass.");
  });

  it("shows the doubling bid after a 42 as what it doubles", () => {
    const high = { seat: 2, value: 42 };
    const choices = bidChoices([{ type: "pass" }, { type: "bid", value: 84 }], high);
    expect(choices.bids).toEqual([{ action: { type: "bid", value: 84 }, value: 84, doubles: 42, contract: null }]);
    expect(bidPrompt(choices, high, names, en)).toBe("Meena bid 42: double it, or pass.");
    const top = { seat: 3, value: 250 };
    expect(bidPrompt(bidChoices([{ type: "pass" }], top), top, names, en)).toBe(
      "Kiran bid 250, the top of the ladder: pass.",
    );
  });

  it("tells the dealer who may not pass to bid", () => {
    const forced = bidChoices(OPENING.slice(1), null);
    expect(forced.pass).toBeNull();
    expect(bidPrompt(forced, null, names, en)).toBe("The others all passed: as dealer, you must bid.");
  });
});

describe("why a domino cannot be played", () => {
  it("asks for the calls first", () => {
    expect(texas42.whyNot(tableState({}, OPENING), "6-6", en)).toBe("First bid or pass.");
    const naming = tableState({ phase: "naming_trump" }, [{ type: "name_trump", trump: 6 }]);
    expect(texas42.whyNot(naming, "6-6", en)).toBe("First name trumps.");
    expect(texas42.tapAction(naming, "6-6")).toBeNull();
    expect(texas42.whyNot(tableState({}, [], 1), "6-6", en)).toBe("It is not your turn.");
  });

  it("says which suit was led when the player holds it", () => {
    const trick = { leader: 3, cards: [[3, "6-2"]], winner: null, trumps: [false] };
    const s = tableState({ phase: "playing", trump: 5, trick }, [
      { type: "play", card: "6-6" },
      { type: "play", card: "6-4" },
    ]);
    expect(texas42.whyNot(s, "4-2", en)).toBe("Led: sixes. You hold one, so you must follow suit.");
    expect(texas42.whyNot(s, "6-4", en)).toBeNull();
    expect(texas42.tapAction(s, "6-4")).toEqual({ type: "play", card: "6-4" });
    const trumpLed = tableState(
      { phase: "playing", trump: 5, trick: { leader: 3, cards: [[3, "5-2"]], winner: null, trumps: [true] } },
      [{ type: "play", card: "5-5" }],
    );
    expect(texas42.whyNot(trumpLed, "6-6", en)).toBe("A trump was led and you hold one: play a trump.");
  });
});

describe("a Texas 42 hand told in words", () => {
  const context = {
    t: en,
    names,
    labels: ["Asha & Meena", "Ravi & Kiran"],
    teams: [
      [0, 2],
      [1, 3],
    ],
  };
  const tricks = [
    {
      leader: 0,
      cards: [
        [0, "5-5"],
        [1, "5-1"],
        [2, "5-2"],
        [3, "3-2"],
      ],
      winner: 0,
    },
    {
      leader: 0,
      cards: [
        [0, "6-4"],
        [1, "4-4"],
        [2, "6-1"],
        [3, "6-0"],
      ],
      winner: 1,
    },
  ];
  const result = (summary: Record<string, unknown>, delta: number[]): DealResult => ({
    number: 1,
    summary: { dealer: 3, void: false, tricks, score_delta: delta, ...summary } as DealResult["summary"],
    scores: delta,
    games_won: [0, 0],
  });

  it("says the bid, the trumps, what each side took, and that the bid was made", () => {
    const made = result({ bid: { seat: 2, value: 30 }, trump: 5, points_taken: [31, 11] }, [31, 11]);
    expect(texas42.dealLines(made, context)).toEqual([
      "Meena bid 30; trumps: fives",
      "Asha & Meena took 31 (1 for tricks, 15 in count)",
      "Ravi & Kiran took 11 (1 for tricks, 10 in count)",
      "Made: each side scores what it took.",
    ]);
  });

  it("says a bid was set, and what the other side scores for it", () => {
    const set = result({ bid: { seat: 1, value: 34 }, trump: "doubles", points_taken: [12, 30] }, [46, 0]);
    expect(texas42.dealLines(set, context).slice(0, 2)).toEqual([
      "Ravi bid 34; trumps: doubles",
      "Ravi & Kiran took 30 (1 for tricks, 10 in count)",
    ]);
    expect(texas42.dealLines(set, context).at(-1)).toBe("Set: Ravi & Kiran needed 34; Asha & Meena score 46.");
  });

  it("says a limit bid is made only with every trick", () => {
    const made = result({ bid: { seat: 0, value: 84 }, trump: 6, points_taken: [42, 0] }, [84, 0]);
    expect(texas42.dealLines(made, context).at(-1)).toBe("Made, every trick taken: Asha & Meena score 84.");
    const set = result({ bid: { seat: 0, value: 42 }, trump: "notrump", points_taken: [41, 1] }, [0, 43]);
    expect(texas42.dealLines(set, context)[0]).toBe("Asha bid 42; trumps: no trump");
    expect(texas42.dealLines(set, context).at(-1)).toBe("Set: Asha & Meena lost a trick; Ravi & Kiran score 43.");
  });

  it("says a hand everyone passed is drawn again", () => {
    const thrown = result({ void: true, bid: null, trump: null, points_taken: [0, 0], tricks: [] }, [0, 0]);
    expect(texas42.dealLines(thrown, { ...context, t: translator("nl") })).toEqual([
      "Iedereen paste: de stenen worden geschud en opnieuw getrokken.",
    ]);
  });
});

function controls(view: Record<string, unknown>, legal: Action[], toAct = 0) {
  const act = vi.fn();
  const state = tableState(view, legal, toAct);
  const screen = render(<texas42.Controls state={state} act={act} t={en} names={names} {...noIntent} />);
  return { act, screen };
}

describe("Texas 42's calls at the table", () => {
  it("lays out Pass and every bid the server allows as buttons", () => {
    const { act, screen } = controls({}, OPENING);
    const buttons = screen.getAllByRole("button").map((button) => button.textContent);
    expect(buttons).toEqual(["Pass", ...Array.from({ length: 13 }, (_, i) => String(30 + i))]);
    fireEvent.click(screen.getByRole("button", { name: "Bid 34" }));
    expect(act).toHaveBeenCalledWith({ type: "bid", value: 34 });
  });

  it("offers only the double after a 42, saying what it doubles", () => {
    const { act, screen } = controls({ bid: { seat: 2, value: 42 } }, [{ type: "pass" }, { type: "bid", value: 84 }]);
    expect(screen.getByText("Meena bid 42: double it, or pass.")).toBeTruthy();
    const double = screen.getByRole("button", { name: "Bid 84 doubles 42" });
    fireEvent.click(double);
    expect(act).toHaveBeenCalledWith({ type: "bid", value: 84 });
  });

  it("lets the bid winner name any of the nine trumps, saying how many of the hand each makes trumps", () => {
    const legal = [6, 5, 4, 3, 2, 1, 0, "doubles", "notrump"].map((trump) => ({ type: "name_trump", trump }));
    const { act, screen } = controls({ phase: "naming_trump", bid: { seat: 0, value: 31 } }, legal);
    expect(screen.getByText("You won the bid at 31: name trumps.")).toBeTruthy();
    expect(screen.getAllByRole("button")).toHaveLength(9);
    const fives = screen.getByRole("button", { name: "fives 2" });
    expect(fives.getAttribute("aria-describedby")).toBe(screen.getByText(/how many of your dominoes/).id);
    fireEvent.click(fives);
    expect(act).toHaveBeenCalledWith({ type: "name_trump", trump: 5 });
    fireEvent.click(screen.getByRole("button", { name: "no trump" }));
    expect(act).toHaveBeenLastCalledWith({ type: "name_trump", trump: "notrump" });
  });

  it("tells the others who is naming trumps, without buttons", () => {
    const { screen } = controls({ phase: "naming_trump", bid: { seat: 1, value: 35 } }, [], 1);
    expect(screen.getByText("Ravi won the bid at 35 and is naming trumps.")).toBeTruthy();
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("says the suit led when it is the player's turn to follow", () => {
    const trick = { leader: 3, cards: [[3, "4-1"]], winner: null, trumps: [false] };
    const { screen } = controls({ phase: "playing", trump: 6, trick }, [{ type: "play", card: "4-2" }]);
    expect(screen.container.textContent).toBe("Led: fours. Follow suit if you can.");
  });
});

describe("Texas 42's top bar", () => {
  const status = (view: Record<string, unknown>) =>
    render(<texas42.Status state={tableState(view, [], 1)} act={() => {}} t={en} names={names} {...noIntent} />);

  it("shows the calls made while bidding", () => {
    const screen = status({
      calls: [
        { seat: 0, type: "bid", value: 30 },
        { seat: 1, type: "pass" },
      ],
      bid: { seat: 0, value: 30 },
    });
    const chips = [...screen.container.querySelectorAll(".chip")].map((chip) => chip.textContent);
    expect(chips).toEqual(["Asha bid 30", "Ravi passed"]);
  });

  it("shows the bid, the trumps, and each side's points and count dominoes, ours first", () => {
    const screen = status({
      phase: "playing",
      bid: { seat: 1, value: 36 },
      trump: "doubles",
      tricks_taken: [1, 2],
      points_taken: [16, 2],
      count_taken: [["5-5", "3-2"], []],
    });
    expect(screen.getByText("Bid 36 · Ravi")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Trumps: doubles" })).toBeTruthy();
    expect(
      screen.getByRole("img", {
        name: "Us: 16 points, 1 tricks; count: domino 5-5, counts 10, domino 3-2, counts 5",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("img", { name: "Them: 2 points, 2 tricks; no count yet" })).toBeTruthy();
    expect(screen.container.querySelectorAll(".texas42-taken[data-team='0'] .domino")).toHaveLength(2);
  });
});
