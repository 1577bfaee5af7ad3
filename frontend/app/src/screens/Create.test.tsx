import { cleanup, render, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetCatalogue } from "../catalogue";
import { updateSettings } from "../store";
import type { GameInfo } from "../types";
import { Create } from "./Create";

// A game the app has no module for: its options are drawn from the catalogue alone.
const GAME: GameInfo = {
  id: "fake",
  seats: 3,
  teams: [[0], [1], [2]],
  levels: ["random", "basic"],
  options: {
    games_per_match: { default: 1, help: "Games in a match.", kind: "count", minimum: 1, odd: true },
    target: { default: 250, help: "Points to win.", kind: "count", minimum: 1 },
    side: { default: "left", help: "Which side starts.", kind: "choice", values: ["left", "right"] },
    points: { default: { A: 1 }, help: "Points per rank.", kind: "map" },
  },
};

afterEach(() => {
  cleanup();
  forgetCatalogue();
  vi.unstubAllGlobals();
  updateSettings({ language: null });
});

describe("the create screen's options", () => {
  it("come from the catalogue, in the player's language where the app has the words, else the server's", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify([GAME]), { status: 200 })),
    );
    updateSettings({ language: "nl" });
    const { container, getByText } = render(<Create />);
    await waitFor(() => getByText("Spellen per partij"));
    const counts = [...container.querySelectorAll("select[name=games_per_match] option")].map(
      (node) => node.textContent,
    );
    expect(counts).toEqual(["1", "3", "5", "7", "9"]);
    expect(container.querySelector("input[type=number][name=target]")).not.toBeNull();
    expect(getByText("Which side starts.")).toBeTruthy();
    expect(container.querySelector("input[name=game][value=fake]")).not.toBeNull();
    expect(container.textContent).toContain('{"A":1}');
  });
});

describe("the create screen's computer players", () => {
  const levels = async (game: GameInfo) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify([game]), { status: 200 })),
    );
    const { container } = render(<Create />);
    await waitFor(() => expect(container.querySelector("input[name=game][value=fake]")).not.toBeNull());
    return [...container.querySelectorAll("select[name=bot_level] option")].map((node) => node.textContent);
  };

  it("offer the expert level where the game has one", async () => {
    expect(await levels({ ...GAME, levels: ["random", "basic", "strong"] })).toEqual(["expert", "basic", "random"]);
  });

  it("offer no expert where the game has none", async () => {
    expect(await levels(GAME)).toEqual(["basic", "random"]);
  });
});
