import { cleanup, fireEvent, render, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetCatalogue } from "../catalogue";
import { LevelField } from "../components/RoomOptions";
import { updateSettings } from "../store";
import type { GameInfo } from "../types";
import { Create } from "./Create";

// A game the app has no module for: its options are drawn from the catalogue alone.
const GAME: GameInfo = {
  id: "fake",
  seats: 3,
  teams: [[0], [1], [2]],
  levels: ["basic"],
  level_strength: {},
  options: {
    games_per_match: { default: 1, help: "Games in a match.", kind: "count", minimum: 1, odd: true },
    target: { default: 250, help: "Points to win.", kind: "count", minimum: 1 },
    side: { default: "left", help: "Which side starts.", kind: "choice", values: ["left", "right"] },
    points: { default: { A: 1, low_card: 0 }, help: "Points per rank.", kind: "map" },
    banned: { default: [], help: "Cards left out.", kind: "list" },
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
    // Kinds the app cannot edit are said in words, never as raw data.
    const fixed = [...container.querySelectorAll(".option-fixed")].map((node) =>
      [...node.children].map((part) => part.textContent),
    );
    expect(fixed).toEqual([
      ["Points", "Low card 0, A 1"],
      ["Banned", "Geen"],
    ]);
  });
});

describe("the create screen's computer players", () => {
  const form = async (game: GameInfo) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify([game]), { status: 200 })),
    );
    const rendered = render(<Create />);
    await waitFor(() => expect(rendered.container.querySelector("input[name=game][value=fake]")).not.toBeNull());
    return rendered;
  };
  const levels = async (game: GameInfo) =>
    [...(await form(game)).container.querySelectorAll("select[name=bot_level] option")].map((node) => [
      (node as HTMLOptionElement).value,
      node.textContent,
    ]);

  it("offer the expert level where the game has one, by names people understand (the API's values kept)", async () => {
    expect(await levels({ ...GAME, levels: ["basic", "strong"] })).toEqual([
      ["strong", "Expert"],
      ["basic", "Casual"],
    ]);
  });

  it("never offer the random level, even from a catalogue that lists it", async () => {
    expect((await levels({ ...GAME, levels: ["random", "basic", "strong"] })).map(([value]) => value)).toEqual([
      "strong",
      "basic",
    ]);
  });

  it("offer no expert where the game has none", async () => {
    expect((await levels(GAME)).map(([value]) => value)).toEqual(["basic"]);
  });

  it("say in a few words how the chosen level plays, in the player's language", async () => {
    updateSettings({ language: "hi" });
    const { container, getByTestId } = await form({ ...GAME, levels: ["basic", "strong"] });
    const select = container.querySelector("select[name=bot_level]") as HTMLSelectElement;
    expect(select.selectedOptions[0].textContent).toBe("शौक़िया");
    expect(getByTestId("level-help").textContent).toBe(
      "समझदारी से खेलता है: हाथ जितने का हो उतनी बोली लगाता है और हाथ सस्ते में जीतता है।",
    );
    fireEvent.change(select, { target: { value: "strong" } });
    await waitFor(() => expect(getByTestId("level-help").textContent).toContain("इसे हराना कठिन है"));
    expect(select.selectedOptions[0].textContent).toBe("माहिर");
  });

  it("show each level's measured strength, as a whole percent, and no line for a level not measured", async () => {
    const measured: GameInfo = {
      ...GAME,
      levels: ["basic", "strong"],
      level_strength: {
        strong: { against: "basic", points_share: 0.6251, ci95: [0.48, 0.77], deals: 40 },
        basic: { against: "random", points_share: 0.9474, ci95: [0.93, 0.97], deals: 200 },
      },
    };
    const { getAllByTestId } = await form(measured);
    expect(getAllByTestId("level-strength").map((node) => node.textContent)).toEqual([
      "Expert: takes 63 % of the points against Casual",
      "Casual: takes 95 % of the points against a player who plays at random",
    ]);
    cleanup();
    forgetCatalogue();
    const { queryAllByTestId } = await form({ ...GAME, levels: ["basic", "strong"] });
    expect(queryAllByTestId("level-strength")).toEqual([]);
  });

  it("still name a random level an older room or event has", () => {
    const { container } = render(<LevelField info={GAME} value="random" onChange={() => {}} />);
    const select = container.querySelector("select[name=bot_level]") as HTMLSelectElement;
    expect(select.selectedOptions[0].textContent).toBe("easy");
  });
});

describe("the create screen's clock", () => {
  it("offers a time bank in place of the turn time, and sends it with the room's holiday days", async () => {
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
    const { container, getByText, getByLabelText } = render(<Create />);
    await waitFor(() => expect((getByText("Create room") as HTMLButtonElement).disabled).toBe(false));
    expect(container.querySelector("select[name=bank_seconds]")).toBeNull();
    fireEvent.change(getByLabelText("Clock"), { target: { value: "bank" } });
    fireEvent.change(getByLabelText("Most the bank holds"), { target: { value: "172800" } });
    fireEvent.change(getByLabelText(/^Holidays/), { target: { value: "0" } });
    expect(container.querySelector("select[name=turn_seconds]")).toBeNull();
    fireEvent.click(getByText("Create room"));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      clock: "bank",
      bank_seconds: 86400,
      bank_increment_seconds: 7200,
      bank_cap_seconds: 172800,
      holiday_days: 0,
    });
  });
});

describe("the create screen's spectator delay", () => {
  const form = async (game: GameInfo) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify([game]), { status: 200 })),
    );
    const rendered = render(<Create />);
    await waitFor(() => expect(rendered.container.querySelector("input[name=game][value=fake]")).not.toBeNull());
    fireEvent.click(rendered.container.querySelector("input[name=allow_spectators]") as HTMLInputElement);
    return rendered.container.querySelector("input[name=spectator_delay]") as HTMLInputElement | null;
  };

  it("is offered, on, where spectators are let in to a game of partners", async () => {
    const delay = await form({
      ...GAME,
      seats: 4,
      teams: [
        [0, 2],
        [1, 3],
      ],
    });
    expect(delay?.checked).toBe(true);
    expect(delay?.parentElement?.textContent).toContain("one trick behind");
  });

  it("is not offered for a game without partners", async () => {
    expect(await form(GAME)).toBeNull();
  });
});
