import { cleanup, fireEvent, render } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TrickArea } from "../../components/Trick";
import { translator } from "../../i18n";
import { matchState } from "../../testing/matchState";
import type { Action, DealResult, MatchState } from "../../types";
import texas42 from ".";
import { bidChoices, bidPrompt } from "./bidding";
import { ledSuit, sortTiles, trumpEnds } from "./suits";
import { showTrump } from "./trumpOnTable";

const en = translator("en");
const names = ["Asha", "Ravi", "Meena", "Kiran"];
const noIntent = { intent: null, setIntent: () => {} };
const MARKS = { scoring: "marks", target: 7, contracts: ["nello", "sevens", "splash", "plunge"] };
const bid = (value: number, contract?: string): Action =>
  contract ? { type: "bid", value, contract } : { type: "bid", value };
/** The marks game's opening: pass, 30 to 41, one mark or two, and a splash for a hand of three doubles. */
const OPENING: Action[] = [
  { type: "pass" },
  ...Array.from({ length: 12 }, (_, i) => bid(30 + i)),
  bid(42),
  bid(84),
  bid(84, "splash"),
];

afterEach(() => {
  cleanup();
  showTrump(null);
});

/** A deal of the marks game, this player (seat 0) holding seven dominoes; `view` changes it. */
function marksState(view: Record<string, unknown>, legal: Action[], toAct = 0): MatchState {
  const bidding = {
    phase: "bidding",
    hand: ["6-6", "6-4", "5-5", "5-0", "4-2", "3-1", "1-1"],
    hand_sizes: [7, 7, 7, 7],
    scores: [3, 1],
    target: 7,
    options: MARKS,
    trick: null,
    tricks: [],
    calls: [],
    bid: null,
    trump: null,
    doubles: null,
    result: null,
    sitting_out: null,
    tricks_taken: [0, 0],
    points_taken: [0, 0],
    count_taken: [[], []],
  };
  return matchState("texas42", { ...bidding, ...view }, legal, toAct);
}

function controls(view: Record<string, unknown>, legal: Action[], toAct = 0) {
  const act = vi.fn();
  const state = marksState(view, legal, toAct);
  const screen = render(<texas42.Controls state={state} act={act} t={en} names={names} {...noIntent} />);
  return { act, screen };
}

const status = (view: Record<string, unknown>, toAct: number | null = 1) =>
  render(
    <texas42.Status state={marksState(view, [], toAct as number)} act={() => {}} t={en} names={names} {...noIntent} />,
  );

describe("bidding in marks", () => {
  it("shows the bids from a mark in marks, and a splash as its own button", () => {
    const { act, screen } = controls({}, OPENING);
    expect(screen.getByText("Bid 30 to 41, or in marks; or pass.")).toBeTruthy();
    const buttons = screen.getAllByRole("button").map((button) => button.textContent);
    expect(buttons).toEqual([
      "Pass",
      ...Array.from({ length: 12 }, (_, i) => String(30 + i)),
      "1 mark",
      "2 marks",
      "Splash 2 marks",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Bid 2 marks" }));
    expect(act).toHaveBeenLastCalledWith({ type: "bid", value: 84 });
    fireEvent.click(screen.getByRole("button", { name: "Bid Splash 2 marks" }));
    expect(act).toHaveBeenLastCalledWith({ type: "bid", value: 84, contract: "splash" });
    expect(screen.getByText(/your partner names trumps and leads/)).toBeTruthy();
  });

  it("offers a splash or plunge only when the legal list holds it", () => {
    const { screen } = controls({ bid: { seat: 3, value: 84 } }, [{ type: "pass" }, bid(126)]);
    expect(screen.getByText("Kiran bid 2 marks: bid higher, or pass.")).toBeTruthy();
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Pass", "3 marks"]);
    expect(screen.container.querySelector("[data-contract]")).toBeNull();
  });

  it("says a splash or plunge bid before in words, and offers a plunge over it", () => {
    const high = { seat: 1, value: 84, contract: "splash" as const };
    const choices = bidChoices([{ type: "pass" }, bid(126), bid(168, "plunge")], high, true);
    expect(choices.bids.map((choice) => [choice.value, choice.doubles])).toEqual([[126, null]]);
    expect(choices.contracts.map((choice) => choice.contract)).toEqual(["plunge"]);
    expect(bidPrompt(choices, high, names, en, true)).toBe("Ravi bid Splash 2 marks: bid higher, or pass.");
  });

  it("keeps the classic ladder under points: 84 doubles 42", () => {
    const choices = bidChoices([{ type: "pass" }, bid(84)], { seat: 2, value: 42 });
    expect(choices.bids[0].doubles).toBe(42);
    expect(choices.contracts).toEqual([]);
  });

  it("lists the calls, a splash by name", () => {
    const screen = status({
      calls: [
        { seat: 1, type: "bid", value: 42 },
        { seat: 2, type: "bid", value: 84, contract: "splash" },
        { seat: 3, type: "pass" },
      ],
      bid: { seat: 2, value: 84, contract: "splash" },
    });
    const chips = [...screen.container.querySelectorAll(".chip")].map((chip) => chip.textContent);
    expect(chips).toEqual(["Ravi bid 1 mark", "Meena bid Splash, 2 marks", "Kiran passed"]);
  });

  it("says a splash or plunge bid and the naming of nello and sevens in sentences", () => {
    expect(texas42.sentence(bid(168, "plunge"), "Ravi", en)).toBe("Ravi bid Plunge, 168");
    expect(texas42.actionLabel(bid(84, "splash"), en)).toBe("Bid Splash 84");
    expect(texas42.sentence({ type: "name_trump", trump: "nello" }, "Asha", en)).toBe("Asha chose nello");
    expect(texas42.actionLabel({ type: "name_trump", trump: "sevens" }, translator("nl"))).toBe("Speel sevens");
  });
});

describe("naming in marks", () => {
  const NAMES = [6, 5, 4, 3, 2, 1, 0, "doubles", "notrump", "nello", "sevens"].map((trump) => ({
    type: "name_trump",
    trump,
  }));

  it("offers nello and sevens beside the trumps, when the server allows them", () => {
    const { act, screen } = controls({ phase: "naming_trump", bid: { seat: 0, value: 42 } }, NAMES);
    expect(screen.getByText("You won the bid at 1 mark: name trumps.")).toBeTruthy();
    expect(screen.getAllByRole("button")).toHaveLength(11);
    expect(screen.getByText(/Nello: you play alone to lose every trick/)).toBeTruthy();
    // No count of trumps held for a name that makes none.
    expect(screen.getByRole("button", { name: "nello" }).querySelector(".texas42-held")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "sevens" }));
    expect(act).toHaveBeenCalledWith({ type: "name_trump", trump: "sevens" });
  });

  it("asks the partner of a splash bidder to name trumps and lead, and tells the others who names", () => {
    const splash = { phase: "naming_trump", bid: { seat: 2, value: 84, contract: "splash" } };
    const { screen } = controls(splash, NAMES.slice(0, 9));
    expect(screen.getByText("Meena bid Splash at 2 marks: you name trumps and lead.")).toBeTruthy();
    cleanup();
    const others = controls({ phase: "naming_trump", bid: { seat: 1, value: 126, contract: "plunge" } }, [], 3);
    expect(others.screen.container.textContent).toBe("Kiran names trumps for Ravi's Plunge.");
  });
});

describe("playing the marks game", () => {
  it("shows the trump with how the doubles play, made or set, and the seat sitting out a nello", () => {
    const notrump = status({ phase: "playing", bid: { seat: 1, value: 42 }, trump: "notrump", doubles: "low" });
    expect(notrump.getByText("Bid 1 mark · Ravi")).toBeTruthy();
    expect(notrump.getByRole("img", { name: "Trumps: no trump · doubles low" })).toBeTruthy();
    cleanup();
    const nello = status({
      phase: "over",
      bid: { seat: 0, value: 84 },
      trump: "nello",
      doubles: "suit",
      sitting_out: 2,
      result: "set",
    });
    expect(nello.getByRole("img", { name: "nello · doubles a suit" })).toBeTruthy();
    expect(nello.getByText("Meena sits out")).toBeTruthy();
    expect(nello.getByText("Set")).toBeTruthy();
  });

  it("marks the sitter's seat, and tells the sitter why there is nothing to do", () => {
    const view = marksState({ phase: "playing", trump: "nello", bid: { seat: 0, value: 42 }, sitting_out: 2 }, []).view;
    expect(texas42.seatNote?.(view, 2, en)).toBe("sits out");
    expect(texas42.seatNote?.(view, 1, en)).toBeNull();
    const sitter = controls({ phase: "playing", trump: "nello", bid: { seat: 2, value: 42 }, sitting_out: 0 }, [], 3);
    expect(sitter.screen.container.textContent).toBe("You sit this hand out: your partner plays nello alone.");
  });

  it("draws a trick of three dominoes, each toward its seat, none for the sitter", () => {
    const trick = {
      leader: 0,
      cards: [
        [0, "6-5"],
        [1, "4-0"],
        [3, "2-1"],
      ] as [number, string][],
      winner: 1,
    };
    const spots = ["bottom", "left", "top", "right"] as const;
    const { container } = render(
      <TrickArea ui={texas42} t={en} trick={trick} spotOf={(seat) => spots[seat]} names={names} won />,
    );
    const pieces = [...container.querySelectorAll(".trick-piece")].map((piece) => piece.className);
    expect(pieces).toEqual(["trick-piece at-bottom", "trick-piece at-left won", "trick-piece at-right"]);
    expect(container.querySelector(".at-top")).toBeNull();
  });

  it("in sevens: says to play nearest seven, sorts the hand by it, and explains a held-back domino", () => {
    const legal = [{ type: "play", card: "4-2" }];
    const sevens = { phase: "playing", trump: "sevens", bid: { seat: 0, value: 42 }, trick: null };
    const { screen } = controls(sevens, legal);
    expect(screen.container.textContent).toBe("Sevens: play a domino nearest seven pips (raised).");
    const state = marksState(sevens, legal);
    expect(texas42.whyNot(state, "6-6", en)).toBe("Sevens: you must play a domino nearest seven pips.");
    expect(texas42.whyNot(state, "4-2", en)).toBeNull();
    expect(sortTiles(["6-6", "4-2", "1-1", "5-0", "6-1"], "sevens")).toEqual(["6-1", "4-2", "5-0", "6-6", "1-1"]);
    expect(trumpEnds("6-6", "sevens")).toBeNull();
    expect(trumpEnds("6-6", "nello")).toBeNull();
  });

  it("reads a led double as a call for doubles where they are a suit of their own", () => {
    const trick = { leader: 3, cards: [[3, "4-4"]], winner: null, trumps: [false] };
    expect(ledSuit(trick as never, "nello", "suit")).toBe("doubles");
    expect(ledSuit(trick as never, "notrump", "high")).toBe(4);
    expect(ledSuit(trick as never, "sevens", null)).toBeNull();
    const legal = [{ type: "play", card: "6-6" }];
    const { screen } = controls({ phase: "playing", trump: "nello", doubles: "suit", trick }, legal);
    expect(screen.container.textContent).toBe("Led: a double. Play a double if you can.");
    const state = marksState({ phase: "playing", trump: "nello", doubles: "suit", trick }, legal);
    expect(texas42.whyNot(state, "6-4", en)).toBe("A double was led and you hold one: play a double.");
  });

  it("says the target in marks, and in points as every game does", () => {
    const view = marksState({}, []).view;
    expect(texas42.targetWords?.(view, en)).toEqual({
      short: "to 7",
      long: "game to 7 marks",
      unit: "Marks",
    });
    expect(texas42.targetWords?.(view, translator("hi"))?.short).toBe("7 तक");
    expect(texas42.targetWords?.({ ...view, options: { scoring: "points" }, target: 250 }, en)).toBeNull();
  });
});

describe("a hand of the marks game told in words", () => {
  const context = {
    t: en,
    names,
    labels: ["Asha & Meena", "Ravi & Kiran"],
    teams: [
      [0, 2],
      [1, 3],
    ],
    options: MARKS,
  };
  const trick = (winner: number) => ({
    leader: 0,
    cards: [
      [0, "5-5"],
      [1, "5-1"],
      [2, "5-2"],
      [3, "3-2"],
    ] as [number, string][],
    winner,
  });
  const result = (summary: Record<string, unknown>, delta: number[], tricks = 7): DealResult => ({
    number: 1,
    summary: {
      dealer: 3,
      void: false,
      tricks: Array.from({ length: tricks }, () => trick(0)),
      score_delta: delta,
      ...summary,
    } as DealResult["summary"],
    scores: delta,
    games_won: [0, 0],
  });

  it("says the bid in marks, made, and the marks won", () => {
    const made = result(
      { bid: { seat: 2, value: 84 }, trump: 5, points_taken: [42, 0], result: "made", doubles: null },
      [2, 0],
    );
    const lines = texas42.dealLines(made, context);
    expect(lines[0]).toBe("Meena bid 2 marks; trumps: fives");
    expect(lines.at(-1)).toBe("Made: Asha & Meena win 2 marks.");
  });

  it("says a set hand gives the others the marks, and that it ended early", () => {
    const set = result(
      {
        bid: { seat: 1, value: 126, contract: "plunge" },
        trump: "notrump",
        doubles: "high",
        points_taken: [16, 0],
        result: "set",
      },
      [3, 0],
      1,
    );
    expect(texas42.dealLines(set, context)).toEqual([
      "Ravi bid Plunge 3 marks; trumps: no trump · doubles high",
      // Decided by tricks alone: the points taken are not said.
      "Ravi & Kiran took 0 tricks",
      "Asha & Meena took 1 trick",
      "Set: Asha & Meena win 3 marks.",
      "Decided at the first trick: the rest were not played.",
    ]);
    const nello = result(
      { bid: { seat: 0, value: 42 }, trump: "nello", doubles: "suit", points_taken: [0, 42], result: "made" },
      [1, 0],
    );
    expect(texas42.dealLines(nello, { ...context, t: translator("nl") }).at(-1)).toBe(
      "Gehaald: Asha & Meena krijgen 1 mark.",
    );
    // Nello is chosen in place of trumps, and said so.
    expect(texas42.dealLines(nello, context)[0]).toBe("Asha bid 1 mark and chose nello · doubles a suit");
    expect(texas42.dealLines(nello, context)[1]).toBe("Asha & Meena took 7 tricks");
  });

  it("says what each side took in points for a bid below a mark", () => {
    const made = result({ bid: { seat: 2, value: 31 }, trump: 5, points_taken: [35, 7], result: "made" }, [1, 0]);
    expect(texas42.dealLines(made, context)[1]).toMatch(/^Asha & Meena took 35 \(7 for tricks, /);
  });
});

describe("the marks game's moves and score in words and strokes", () => {
  const table = marksState({}, []).view;
  const points = { ...table, options: { scoring: "points" }, target: 250 };

  it("says a bid in marks at a marks table, and in points at a points table", () => {
    expect(texas42.sentence(bid(84), "Asha", en, table)).toBe("Asha bid 2 marks");
    expect(texas42.sentence(bid(84, "splash"), "Asha", en, table)).toBe("Asha bid Splash, 2 marks");
    expect(texas42.sentence(bid(35), "Asha", en, table)).toBe("Asha bid 35");
    expect(texas42.sentence(bid(84), "Asha", en, points)).toBe("Asha bid 84");
    expect(texas42.actionLabel(bid(126, "plunge"), en, table)).toBe("Bid Plunge 3 marks");
    expect(texas42.actionLabel(bid(84), en, points)).toBe("Bid 84");
  });

  it("gives a move's cost in tenths of a mark at a marks table, and leaves points to the shared words", () => {
    expect(texas42.lossText?.(0.34, table, en, "en")).toBe("about 0.3 marks lost");
    expect(texas42.lossText?.(0.02, table, en, "en")).toBe("about 0.1 marks lost");
    expect(texas42.lossText?.(0.96, table, en, "en")).toBe("about 1 mark lost");
    expect(texas42.lossText?.(1.25, table, translator("nl"), "nl")).toBe("ongeveer 1,3 marks verloren");
    expect(texas42.lossText?.(6, points, en, "en")).toBeNull();
  });

  it("draws the marks as strokes of ALL in a game to 7, in gates of five otherwise", () => {
    const Tally = texas42.ScoreTally;
    if (!Tally) throw new Error("Texas 42 draws its marks");
    const strokes = (score: number, view = table) =>
      render(<Tally view={view} score={score} />).container.querySelectorAll("line:not(.guide)").length;
    expect([0, 1, 3, 7, 9].map((score) => strokes(score))).toEqual([0, 1, 3, 7, 7]);
    // The rest of the word is pencilled in faintly.
    const three = render(<Tally view={table} score={3} />).container;
    expect(three.querySelectorAll("line.guide")).toHaveLength(4);
    expect(strokes(12, { ...table, target: 21 })).toBe(12);
    expect(render(<Tally view={points} score={120} />).container.innerHTML).toBe("");
  });
});
