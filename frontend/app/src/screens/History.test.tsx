import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetCatalogue } from "../catalogue";
import { ticks } from "../components/ScoreChart";
import type { MatchSummary } from "../types";
import { History } from "./History";

afterEach(() => {
  cleanup();
  forgetCatalogue();
  vi.unstubAllGlobals();
});

const finished = (id: string, your_seat: number | null, winner: number[]): MatchSummary => ({
  id,
  room: "ABC234",
  game: "fake",
  status: "finished",
  your_seat,
  watched: your_seat === null,
  to_act: null,
  your_turn: false,
  scores: [260, 140],
  games_won: [0, 0],
  winner,
  seats: [0, 1, 2, 3].map((seat) => ({
    seat,
    user_id: null,
    name: null,
    bot_level: "basic",
    away: false,
    holiday_until: null,
    bank_seconds: null,
  })),
  created_at: "2026-11-30T09:00:00+00:00",
  finished_at: "2026-11-30T10:00:00+00:00",
});

describe("the history", () => {
  it("says Watched for a match the player watched, Won or Lost for those they played, linked by opaque ids", async () => {
    const page = { count: 3, next: null, previous: null, results: [] as MatchSummary[] };
    page.results = [finished("k7Qx2/a", null, [0]), finished("p3", 0, [0]), finished("r9", 1, [0])];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string) => new Response(JSON.stringify(path === "/api/games" ? [] : page), { status: 200 })),
    );
    const { findAllByText, container } = render(<History />);
    await findAllByText("Watched");
    const results = [...container.querySelectorAll(".match-result")].map((node) => node.textContent);
    expect(results).toEqual(["Watched", "Won", "Lost"]);
    expect(container.querySelector(".match-card")?.getAttribute("href")).toBe("/replay/k7Qx2%2Fa");
  });
});

describe("the score chart's axis", () => {
  it("counts in round steps up to the highest value", () => {
    expect(ticks(252)).toEqual([0, 100, 200, 300]);
    expect(ticks(14)).toEqual([0, 5, 10, 15]);
    expect(ticks(3)).toEqual([0, 1, 2, 3]);
  });
});
