import { cleanup, fireEvent, render, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetCatalogue } from "../../catalogue";
import { Create } from "../../screens/Create";
import { updateSettings } from "../../store";
import type { GameInfo, OptionInfo } from "../../types";

// The options as the catalogue serves them (games/catalogue.py from the engine's texas42/options.py).
const OPTIONS: Record<string, OptionInfo> = {
  games_per_match: {
    default: 1,
    help: "Games in a match; the side that wins more of them wins.",
    kind: "count",
    minimum: 1,
    maximum: null,
    odd: true,
  },
  all_pass: {
    default: "redeal",
    help: "When all four pass: redeal, the next seat deals again; force, the dealer must bid.",
    kind: "choice",
    values: ["redeal", "force"],
  },
  scoring: {
    default: "points",
    help: "points: each side scores what it takes, to 250; marks: the side that wins a hand scores its marks, to 7.",
    kind: "choice",
    values: ["points", "marks"],
  },
  target: {
    default: 250,
    help: "What wins a game, counted at the end of a hand: 250 points, or 7 marks.",
    kind: "count",
    minimum: 1,
    maximum: null,
    odd: false,
  },
  contracts: {
    default: [],
    help: "Special contracts of the marks game that may be played: nello, sevens, splash, plunge.",
    kind: "contracts",
    values: ["nello", "sevens", "splash", "plunge"],
  },
  early_end: { default: true, help: "Marks: a hand ends at the trick that decides it.", kind: "flag" },
  notrump_doubles: {
    default: "high",
    help: "No-trump: each double the highest of its suit, the lowest, or a suit of its own.",
    kind: "choice",
    values: ["high", "low", "suit"],
  },
  nello_doubles: {
    default: "suit",
    help: "Nello: the doubles a suit of their own, each the highest, or the lowest.",
    kind: "choice",
    values: ["suit", "high", "low"],
  },
  nello_min: {
    default: 42,
    help: "The least bid that may name nello: one mark (42) or two (84).",
    kind: "amount",
    values: [42, 84],
  },
  sevens_min: {
    default: 42,
    help: "The least bid that may name sevens: one mark (42) or two (84).",
    kind: "amount",
    values: [42, 84],
  },
  sevens_ties: {
    default: "first",
    help: "Sevens: equally near tiles; the first played wins, or the bidding side's.",
    kind: "choice",
    values: ["first", "bidder"],
  },
  splash_min: {
    default: 84,
    help: "The least splash (three doubles): two marks (84) or three (126).",
    kind: "amount",
    values: [84, 126],
  },
  plunge_min: {
    default: 168,
    help: "The least plunge (four doubles): three marks (126) or four (168).",
    kind: "amount",
    values: [126, 168],
  },
};

const GAME: GameInfo = {
  id: "texas42",
  seats: 4,
  teams: [
    [0, 2],
    [1, 3],
  ],
  levels: ["basic"],
  level_strength: {},
  options: OPTIONS,
};

const MARKS_ONLY = ["early_end", "nello_doubles", "nello_min", "sevens_min", "sevens_ties", "splash_min", "plunge_min"];
// How the catalogue links them (the engine's OPTION_LINKS): the marks game's own only with marks, the target by scoring.
for (const name of [...MARKS_ONLY, "contracts"]) OPTIONS[name].shown_when = { option: "scoring", value: "marks" };
OPTIONS.target.default_by = { option: "scoring", defaults: { points: 250, marks: 7 } };

afterEach(() => {
  cleanup();
  forgetCatalogue();
  vi.unstubAllGlobals();
  updateSettings({ language: null });
});

/** The create screen with Texas 42 alone on offer; the bodies of the rooms it creates are kept in `sent`. */
async function form() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === "/api/rooms") {
        sent.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ code: "ABCDEF" }), { status: 201 });
      }
      return new Response(JSON.stringify([GAME]), { status: 200 });
    }),
  );
  const rendered = render(<Create />);
  await waitFor(() => expect(rendered.container.querySelector("select[name=scoring]")).not.toBeNull());
  const field = (name: string) => rendered.container.querySelector(`[name=${name}]`) as HTMLInputElement | null;
  const create = async () => {
    fireEvent.click(rendered.getByText("Create room"));
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    return sent.pop()?.options as Record<string, unknown>;
  };
  return { ...rendered, field, create };
}

describe("Texas 42's options on the create screen", () => {
  it("default to points with no special contract, and offer the marks game's options only with marks", async () => {
    const { field, container, create } = await form();
    const scoring = field("scoring") as unknown as HTMLSelectElement;
    expect([...scoring.options].map((option) => option.textContent)).toEqual([
      "Points (classic, to 250)",
      "Marks (modern, to 7)",
    ]);
    expect(scoring.value).toBe("points");
    expect(field("target")?.value).toBe("250");
    // Doubles in no trump act under both scorings.
    expect(field("notrump_doubles")).not.toBeNull();
    for (const name of [...MARKS_ONLY, "contracts"]) expect(field(name), name).toBeNull();
    expect(container.textContent).not.toContain("Special contracts");
    expect(await create()).toEqual({});
  });

  it("under marks: contracts as boxes with a line each, amounts as lists, and the target at 7", async () => {
    const { field, container, getByLabelText, create } = await form();
    fireEvent.change(field("scoring") as HTMLInputElement, { target: { value: "marks" } });
    expect(field("target")?.value).toBe("7");
    for (const name of MARKS_ONLY) expect(field(name), name).not.toBeNull();
    const boxes = [...container.querySelectorAll("input[type=checkbox][name=contracts]")] as HTMLInputElement[];
    expect(boxes.map((box) => box.value)).toEqual(["nello", "sevens", "splash", "plunge"]);
    expect(boxes.every((box) => !box.checked)).toBe(true);
    const lines = boxes.map((box) => box.parentElement?.textContent);
    expect(lines[0]).toBe("NelloThe bidder plays alone to lose every trick; the partner sits out.");
    expect(lines[1]).toContain("nearest seven pips");
    expect(lines[2]).toContain("Three doubles: the partner names trumps");
    expect(lines[3]).toContain("Four doubles: the partner names trumps");
    const plunge = getByLabelText("Least plunge") as HTMLSelectElement;
    expect([...plunge.options].map((option) => [option.value, option.textContent])).toEqual([
      ["126", "3 marks (126)"],
      ["168", "4 marks (168)"],
    ]);
    expect(plunge.value).toBe("168");
    fireEvent.click(boxes[3]);
    fireEvent.click(boxes[0]);
    fireEvent.change(plunge, { target: { value: "126" } });
    fireEvent.click(field("early_end") as HTMLInputElement);
    // The contracts in the server's order, whatever order they were ticked in; the target of 7 is the marks default.
    expect(await create()).toEqual({
      scoring: "marks",
      contracts: ["nello", "plunge"],
      plunge_min: 126,
      early_end: false,
    });
  });

  it("go back to their defaults with points, so that the room is never refused", async () => {
    const { field, container, create } = await form();
    fireEvent.change(field("scoring") as HTMLInputElement, { target: { value: "marks" } });
    fireEvent.click(container.querySelector("input[name=contracts][value=sevens]") as HTMLInputElement);
    fireEvent.change(field("sevens_min") as HTMLInputElement, { target: { value: "84" } });
    fireEvent.change(field("notrump_doubles") as HTMLInputElement, { target: { value: "suit" } });
    fireEvent.change(field("scoring") as HTMLInputElement, { target: { value: "points" } });
    expect(field("target")?.value).toBe("250");
    expect(field("sevens_min")).toBeNull();
    expect(await create()).toEqual({ notrump_doubles: "suit" });
    // Back to marks: the contracts start again from none.
    fireEvent.change(field("scoring") as HTMLInputElement, { target: { value: "marks" } });
    expect((container.querySelector("input[name=contracts][value=sevens]") as HTMLInputElement).checked).toBe(false);
  });

  it("keep a target the player chose when the scoring changes, and send it even at the other scoring's default", async () => {
    const { field, create } = await form();
    fireEvent.change(field("target") as HTMLInputElement, { target: { value: "150" } });
    fireEvent.change(field("scoring") as HTMLInputElement, { target: { value: "marks" } });
    expect(field("target")?.value).toBe("150");
    fireEvent.change(field("target") as HTMLInputElement, { target: { value: "250" } });
    expect(await create()).toEqual({ scoring: "marks", target: 250 });
  });

  it("say the new options in Hindi and Dutch", async () => {
    updateSettings({ language: "nl" });
    const { field, getByText } = await form();
    fireEvent.change(field("scoring") as HTMLInputElement, { target: { value: "marks" } });
    expect(getByText("Laagste plunge")).toBeTruthy();
    expect(
      getByText("De bieder speelt alleen en mag geen enkele slag halen; de partner speelt niet mee."),
    ).toBeTruthy();
    cleanup();
    forgetCatalogue();
    updateSettings({ language: "hi" });
    const hindi = await form();
    expect(hindi.getByText("बिना तुरुप में डबल")).toBeTruthy();
  });
});
