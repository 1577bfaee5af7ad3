import { describe, expect, it } from "vitest";
import { GAME_IDS } from ".";

// Every source file of the app, as text (the test file itself included: it must name no game either).
const SOURCES = import.meta.glob<string>("/src/**/*.{ts,tsx,css,html,json}", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The game ids: the registry's, and any folder under src/games/ (a game added but not yet listed). */
function gameIds(): string[] {
  const folders = Object.keys(SOURCES)
    .map((path) => path.match(/^\/src\/games\/([^/]+)\//)?.[1])
    .filter((folder): folder is string => folder !== undefined);
  return [...new Set([...GAME_IDS, ...folders])];
}

/**
 * Where a game may be named: its own folder, the registry that lists the folders, and the API types generated from
 * the server's schema (which describes every game's room options): no one writes those by hand.
 */
function mayName(path: string, id: string): boolean {
  return path.startsWith(`/src/games/${id}/`) || path === "/src/games/index.ts" || path.startsWith("/src/generated/");
}

describe("one folder per game", () => {
  it("finds the games and the sources", () => {
    expect(gameIds().length).toBeGreaterThanOrEqual(GAME_IDS.length);
    expect(Object.keys(SOURCES).length).toBeGreaterThan(20);
    // Stylesheets too are read as text (vite.config.ts lets `?raw` through to the tests).
    expect(Object.values(SOURCES).every((text) => text.length > 0)).toBe(true);
  });

  it("names a game only in its own folder and in the registry", () => {
    const strays: string[] = [];
    for (const id of gameIds()) {
      const pattern = new RegExp(id, "i");
      for (const [path, text] of Object.entries(SOURCES)) {
        if (!mayName(path, id) && pattern.test(text)) strays.push(`${path} names ${id}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it("keeps each listed game's module in the folder named for it", () => {
    for (const id of GAME_IDS) {
      const modules = [`/src/games/${id}/index.ts`, `/src/games/${id}/index.tsx`];
      expect(
        modules.some((path) => path in SOURCES),
        id,
      ).toBe(true);
    }
  });
});
