import { cleanup, fireEvent, render, waitFor } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetCatalogue } from "../catalogue";
import { ToastHost } from "../components/Toast";
import { markTourSeen } from "../session";
import { updateSettings } from "../store";
import { computerSeat, matchState, seatOf } from "../testing/matchState";
import type { Hint, MatchEvent, MatchState } from "../types";
import { Table } from "./Table";

const ASHA = "aSh7-Qx2_kLm9PzR";
const ASK = "Hint: what would the computer play?";

/** Asha (seat 0) against two computer players, at a game this app has no module for: pieces a to e. */
function match(change: Partial<MatchState> = {}): MatchState {
  const legal = ["a", "b", "c"].map((card) => ({ type: "play", card }));
  const view = { dealer: 2, hand: ["a", "b", "c", "d", "e"], scores: [0, 0, 0] };
  const seats = [{ ...seatOf(0, "Asha"), user_id: ASHA }, computerSeat(1), computerSeat(2)];
  const state = matchState("pebbles", view, legal, 0, {
    seq: 5,
    scores: [0, 0, 0],
    games_won: [0, 0, 0],
    seats,
    hints: true,
  });
  return { ...state, ...change };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A server for the table: the match as given, the hint as given, and whatever else the table asks refused quietly. */
function server(
  state: MatchState,
  hint: () => Response,
  after?: MatchState,
  more: { events?: MatchEvent[]; review?: () => Response } = {},
) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      asked.push(`${method} ${path}`);
      if (path === "/api/games") return json([]);
      if (path === "/api/me/mutes") return json([]);
      if (path === "/api/matches/k7Qx2") return json(state);
      if (path === "/api/matches/k7Qx2/hint") return hint();
      if (path === "/api/matches/k7Qx2/actions" && after) return json(after);
      if (path.startsWith("/api/matches/k7Qx2/events")) {
        return json({ events: more.events ?? [], seq: after?.seq ?? 5, more: false });
      }
      if (path === "/api/matches/k7Qx2/deals/1/review" && more.review) return more.review();
      return json({ code: "not_found", message: "no" }, 404);
    }),
  );
  return asked;
}

const takes: Hint = {
  seq: 5,
  action: { type: "play", card: "b" },
  reason: { code: "takes_trick", text: "takes the trick" },
};

beforeEach(() => {
  markTourSeen("pebbles");
  updateSettings({ language: "en" });
});

afterEach(() => {
  cleanup();
  forgetCatalogue();
  vi.unstubAllGlobals();
  updateSettings({ language: "en" });
});

/** The line's words (the pieces drawn beside them are for the eye). */
const words = (line: Element) => line.querySelector(".hint-text")?.textContent;

const piece = (container: Element, name: string) => container.querySelector(`[data-piece="${name}"]`) as Element;

describe("asking the expert at a practice table", () => {
  it("offers the hint only in practice, and only on the player's own turn", async () => {
    server(match({ hints: false }), () => json(takes));
    const practiceOff = render(<Table id="k7Qx2" me={ASHA} />);
    await practiceOff.findByText("Your turn");
    expect(practiceOff.queryByRole("button", { name: ASK })).toBeNull();
    cleanup();

    server(match({ to_act: 1 }), () => json(takes));
    const waiting = render(<Table id="k7Qx2" me={ASHA} />);
    await waiting.findByText("Computer 2's turn");
    expect(waiting.queryByRole("button", { name: ASK })).toBeNull();
    cleanup();

    server(match(), () => json(takes));
    const mine = render(<Table id="k7Qx2" me={ASHA} />);
    const button = await mine.findByRole("button", { name: ASK });
    // Short on the button (a phone's width), the whole question as its name.
    expect(button.textContent).toBe("Hint");
  });

  it("shows the expert's action and its reason, and marks its piece, without playing it", async () => {
    const asked = server(match(), () => json(takes));
    const { findByRole, findByTestId, container } = render(<Table id="k7Qx2" me={ASHA} />);
    const button = await findByRole("button", { name: ASK });
    // A second tap while the answer is on its way asks nothing more.
    fireEvent.click(button);
    fireEvent.click(button);
    const line = await findByTestId("hint-line");
    expect(words(line)).toBe("Expert: Play b — takes the trick");
    expect(piece(container, "b").classList.contains("suggested")).toBe(true);
    expect(piece(container, "b").textContent).toContain("the expert's choice");
    expect(piece(container, "a").classList.contains("suggested")).toBe(false);
    expect(asked.filter((call) => call === "GET /api/matches/k7Qx2/hint")).toHaveLength(1);
    expect(asked.some((call) => call.startsWith("POST"))).toBe(false);
  });

  it("says the reason in the player's language, and the server's words for a reason it does not know", async () => {
    updateSettings({ language: "nl" });
    server(match(), () => json(takes));
    const dutch = render(<Table id="k7Qx2" me={ASHA} />);
    fireEvent.click(await dutch.findByRole("button", { name: "Tip: wat zou de computer spelen?" }));
    expect(words(await dutch.findByTestId("hint-line"))).toBe("Expert: Speel b — neemt de slag");
    cleanup();

    updateSettings({ language: "en" });
    server(match(), () => json({ ...takes, reason: { code: "counts_cards", text: "counts the cards left" } }));
    const unknown = render(<Table id="k7Qx2" me={ASHA} />);
    fireEvent.click(await unknown.findByRole("button", { name: ASK }));
    expect(words(await unknown.findByTestId("hint-line"))).toBe("Expert: Play b — counts the cards left");
    cleanup();

    server(match(), () => json({ ...takes, reason: null }));
    const none = render(<Table id="k7Qx2" me={ASHA} />);
    fireEvent.click(await none.findByRole("button", { name: ASK }));
    expect(words(await none.findByTestId("hint-line"))).toBe("Expert: Play b");
  });

  it("marks a call the expert suggests among the buttons", async () => {
    const calls = [{ type: "pass" }, { type: "stand" }];
    server(match({ legal: calls }), () => json({ seq: 5, action: { type: "stand" }, reason: null }));
    const { findByRole, findByTestId } = render(<Table id="k7Qx2" me={ASHA} />);
    fireEvent.click(await findByRole("button", { name: ASK }));
    await findByTestId("hint-line");
    expect((await findByRole("button", { name: "stand" })).classList.contains("suggested")).toBe(true);
    expect((await findByRole("button", { name: "Pass" })).classList.contains("suggested")).toBe(false);
  });

  it("forgets the suggestion once the match moves on", async () => {
    // The player's move, and the computers' after it: the player's turn again, at a later state.
    const next = match({ seq: 8, view: { ...match().view, hand: ["a", "c", "d", "e"] } });
    server(match(), () => json(takes), next);
    const { findByRole, findByTestId, queryByTestId, container } = render(<Table id="k7Qx2" me={ASHA} />);
    fireEvent.click(await findByRole("button", { name: ASK }));
    await findByTestId("hint-line");
    fireEvent.click(piece(container, "b"));
    await waitFor(() => expect(piece(container, "b")).toBeNull());
    expect(queryByTestId("hint-line")).toBeNull();
    expect(await findByRole("button", { name: ASK })).toBeTruthy();
    expect(container.querySelector(".suggested")).toBeNull();
  });

  it("ignores an answer about an older state", async () => {
    server(match(), () => json({ ...takes, seq: 4 }));
    const { findByRole, queryByTestId } = render(<Table id="k7Qx2" me={ASHA} />);
    const button = await findByRole("button", { name: ASK });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute("aria-busy")).toBe("false"));
    expect(queryByTestId("hint-line")).toBeNull();
  });

  it("tells a refusal the way the table tells other errors", async () => {
    server(match(), () => json({ code: "throttled", message: "Request was throttled." }, 429));
    const { findByRole, findByText, queryByTestId } = render(
      <>
        <ToastHost />
        <Table id="k7Qx2" me={ASHA} />
      </>,
    );
    fireEvent.click(await findByRole("button", { name: ASK }));
    await findByText("You asked for many hints in a short time. Wait a moment, then try again.");
    expect(queryByTestId("hint-line")).toBeNull();
    // The player may ask again.
    expect((await findByRole("button", { name: ASK })).getAttribute("aria-busy")).toBe("false");
  });

  it("says the server's own words for a refusal the app has none for", async () => {
    server(match(), () => json({ code: "game_over", message: "the match is over" }, 409));
    const { findByRole, findByText } = render(
      <>
        <ToastHost />
        <Table id="k7Qx2" me={ASHA} />
      </>,
    );
    fireEvent.click(await findByRole("button", { name: ASK }));
    await findByText("the match is over");
  });
});

describe("the expert's review at the end of a practice deal", () => {
  const dealEnd = (hints: boolean): [MatchState, MatchEvent[]] => [
    match({ seq: 7, to_act: 1, hints, view: { ...match().view, hand: ["a", "c", "d", "e"] } }),
    [
      {
        seq: 6,
        type: "action",
        seat: 0,
        by_computer: false,
        at: "2026-01-01T10:00:00Z",
        action: { type: "play", card: "b" },
      },
      {
        seq: 7,
        type: "deal_end",
        seat: null,
        by_computer: false,
        at: "2026-01-01T10:00:00Z",
        result: {
          number: 1,
          summary: { dealer: 2, score_delta: [1, 0, 0], void: false },
          scores: [1, 0, 0],
          games_won: [0, 0, 0],
        },
      },
    ],
  ];

  it("lists the moves the expert would have made otherwise under the deal's summary", async () => {
    const [after, events] = dealEnd(true);
    const review = {
      deal: 1,
      seat: 0,
      checked: 14,
      by_computer: 0,
      marks: [
        {
          seq: 6,
          played: { type: "play", card: "b" },
          strong: { type: "play", card: "a" },
          reason: { code: "sheds_low", text: "throws away a low card" },
          loss: 2.2,
        },
      ],
    };
    const asked = server(match({ hints: true }), () => json(takes), after, { events, review: () => json(review) });
    const { findByRole, findByTestId, container } = render(<Table id="k7Qx2" me={ASHA} />);
    await findByRole("button", { name: ASK });
    fireEvent.click(piece(container, "b"));
    const summary = await findByTestId("deal-summary", {}, { timeout: 3000 });
    await waitFor(() => expect(summary.querySelector(".review-mark")).not.toBeNull());
    expect(summary.textContent).toContain("Costly moves, by the expert's reckoning (1):");
    expect(summary.textContent).toContain("about 2 points lost");
    expect(summary.textContent).toContain("You: Play b");
    expect(summary.textContent).toContain("Expert: Play a — throws away a low card");
    expect(asked).toContain("GET /api/matches/k7Qx2/deals/1/review");
  });

  it("asks for no review outside practice", async () => {
    const [after, events] = dealEnd(false);
    const asked = server(match({ hints: false }), () => json(takes), after, { events });
    const { findByTestId, findByText, container } = render(<Table id="k7Qx2" me={ASHA} />);
    await findByText("Your turn");
    fireEvent.click(piece(container, "b"));
    const summary = await findByTestId("deal-summary", {}, { timeout: 3000 });
    expect(summary.querySelector("[data-testid=deal-review]")).toBeNull();
    expect(asked.some((call) => call.includes("/review"))).toBe(false);
  });
});

describe("the next deal, behind the last one's summary", () => {
  /** Asha's last card ends deal 1; deal 2 is dealt at once (seat 0 deals it) and Asha is first to bid in it. */
  const nextDeal = (): [MatchState, MatchEvent[]] => [
    match({
      seq: 8,
      to_act: 0,
      hints: false,
      legal: [{ type: "pass" }, { type: "bid", value: 7 }],
      scores: [1, 0, 0],
      view: { ...match().view, dealer: 0, phase: "bidding", hand: ["f", "g", "h", "i", "j"] },
    }),
    [
      {
        seq: 6,
        type: "action",
        seat: 0,
        by_computer: false,
        at: "2026-01-01T10:00:00Z",
        action: { type: "play", card: "b" },
      },
      {
        seq: 7,
        type: "deal_end",
        seat: null,
        by_computer: false,
        at: "2026-01-01T10:00:00Z",
        result: {
          number: 1,
          summary: { dealer: 2, score_delta: [1, 0, 0], void: false },
          scores: [1, 0, 0],
          games_won: [0, 0, 0],
        },
      },
    ],
  ];

  it("shows no turn, hand or bid of the next deal until the summary is closed", async () => {
    const [after, events] = nextDeal();
    server(match({ hints: false }), () => json(takes), after, { events });
    const { findByTestId, findByText, queryByText, queryByRole, container } = render(<Table id="k7Qx2" me={ASHA} />);
    await findByText("Your turn");
    fireEvent.click(piece(container, "b"));
    // From the moment the move is answered, while the last card is still being shown, the next deal waits.
    await waitFor(() => expect(piece(container, "a")).toBeNull());
    expect(queryByText("Your turn")).toBeNull();
    expect(queryByRole("button", { name: "Pass" })).toBeNull();
    expect(piece(container, "f")).toBeNull();
    const summary = await findByTestId("deal-summary", {}, { timeout: 3000 });
    expect(queryByText("Your turn")).toBeNull();
    expect(queryByRole("button", { name: "Pass" })).toBeNull();
    fireEvent.click(summary.querySelector("button") as Element);
    await findByText("Your turn");
    expect(queryByRole("button", { name: "Pass" })).not.toBeNull();
    expect(piece(container, "f")).not.toBeNull();
  });

  it("lets the next deal be played at once when its move came without a deal's end", async () => {
    // The dealer is the same: a move within the deal, which holds nothing back.
    const after = match({ seq: 6, to_act: 0, legal: [{ type: "pass" }], view: { ...match().view, hand: ["a"] } });
    server(match({ hints: false }), () => json(takes), after, { events: [] });
    const { findByRole, findByText, container } = render(<Table id="k7Qx2" me={ASHA} />);
    await findByText("Your turn");
    fireEvent.click(piece(container, "b"));
    await findByRole("button", { name: "Pass" });
  });
});
