import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetCatalogue, loadCatalogue, sideOf, teamsOf } from "./catalogue";
import type { GameInfo } from "./types";

const GAME: GameInfo = {
  id: "g",
  seats: 3,
  teams: [[0], [1], [2]],
  levels: ["basic", "strong"],
  level_strength: { strong: { against: "basic", points_share: 0.7, ci95: [0.6, 0.8], deals: 200 } },
  options: {},
};

afterEach(() => {
  forgetCatalogue();
  vi.unstubAllGlobals();
});

describe("the catalogue of games", () => {
  it("is fetched from the server once, however many screens ask", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify([GAME]), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const [first, second] = await Promise.all([loadCatalogue(), loadCatalogue()]);
    expect(await loadCatalogue()).toBe(first);
    expect(second).toEqual([GAME]);
    expect(second[0].level_strength.strong.points_share).toBe(0.7);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("is asked again after a failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 500 })),
    );
    await expect(loadCatalogue()).rejects.toThrow();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify([GAME]), { status: 200 })),
    );
    expect(await loadCatalogue()).toEqual([GAME]);
  });

  it("gives each seat its side from the server's teams", () => {
    expect(teamsOf(GAME, 3, 3)).toEqual([[0], [1], [2]]);
    expect(sideOf(2, teamsOf(undefined, 2, 4))).toBe(0);
    expect(teamsOf(undefined, 2, 4)).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });
});
