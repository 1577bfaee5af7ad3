import { cleanup, render, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetCatalogue } from "../catalogue";
import { updateSettings } from "../store";
import type { Account, GameInfo, Room } from "../types";
import { Lobby } from "./Lobby";

const ASHA: Account = { id: "aSh7-Qx2_kLm9PzR", display_name: "Asha", username: null, is_guest: true };

afterEach(() => {
  cleanup();
  forgetCatalogue();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A server that answers a room look-up (or the catalogue) and counts the look-ups. */
function server(room: (path: string) => Response) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === "/api/games") return new Response("[]", { status: 200 });
      asked.push(`${init?.method ?? "GET"} ${path}`);
      return room(path);
    }),
  );
  return asked;
}

const openRoom = (your_seat: number | null): Room => ({
  code: "ABC234",
  share_url: "http://example.test/r/ABC234",
  game: "fake",
  options: {},
  turn_seconds: 3600,
  fill_with_bots: true,
  bot_level: "basic",
  allow_spectators: false,
  holiday_days: 14,
  clock: "turn",
  bank_seconds: null,
  bank_increment_seconds: null,
  bank_cap_seconds: null,
  spectator_delay: true,
  status: "open",
  creator_id: ASHA.id,
  your_seat,
  seats: [0, 1, 2, 3].map((seat) => ({
    seat,
    user_id: null,
    name: null,
    bot_level: "basic",
    away: false,
    holiday_until: null,
    bank_seconds: null,
  })),
  match_id: null,
  next_room: null,
  chat_seq: 0,
});

describe("the lobby", () => {
  it("asks for a code that names no room once, and says so in plain words", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = server(() => new Response(JSON.stringify({ code: "unknown_room", message: "no" }), { status: 404 }));
    const { findByText, container } = render(<Lobby code="ZZZZZZ" account={ASHA} />);
    await findByText("No room has this code. Check it and try again.");
    await vi.advanceTimersByTimeAsync(15_000);
    expect(asked).toEqual(["GET /api/rooms/ZZZZZZ"]);
    // The code can be typed again right there.
    expect(container.querySelector("form input[name=code]")).not.toBeNull();
  });

  it("never seats the creator who chose to watch", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = server(() => new Response(JSON.stringify(openRoom(null)), { status: 200 }));
    const { findByText } = render(<Lobby code="ABC234" account={ASHA} />);
    await findByText("You are watching: the computer plays your seat.");
    await vi.advanceTimersByTimeAsync(7_000);
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(3));
    expect(asked.every((call) => call === "GET /api/rooms/ABC234")).toBe(true);
  });

  it("shows the room and why a visitor's seat was refused, in their language, and asks for it once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    updateSettings({ language: "nl" });
    const someoneElses = { ...openRoom(null), creator_id: "bOb8-Rt3_nWq4VcE" };
    const refusal = { code: "name_looks_like_another", message: "this name looks like Asha's" };
    const asked = server((path) =>
      path.endsWith("/join")
        ? new Response(JSON.stringify(refusal), { status: 409 })
        : new Response(JSON.stringify(someoneElses), { status: 200 }),
    );
    const { findByRole, container } = render(<Lobby code="ABC234" account={ASHA} />);
    expect((await findByRole("alert")).textContent).toBe(
      "Die naam lijkt op de naam van iemand aan je tafel: kies er een die ze uit elkaar kunnen houden.",
    );
    expect(container.querySelectorAll(".seat-list li")).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(7_000);
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(3));
    expect(asked.filter((call) => call.endsWith("/join"))).toEqual(["POST /api/rooms/ABC234/join"]);
    expect((await findByRole("alert")).textContent).toContain("Die naam lijkt");
    updateSettings({ language: null });
  });

  it("says what the players agree to by sitting down: the clock, the holidays, the options away from their defaults", async () => {
    const game: GameInfo = {
      id: "fake",
      seats: 4,
      teams: [[0], [1], [2], [3]],
      levels: ["basic"],
      level_strength: {},
      options: {
        target: { default: 250, help: "Points to win.", kind: "count", minimum: 1 },
        games_per_match: { default: 1, help: "Games in a match.", kind: "count", minimum: 1, odd: true },
      },
    };
    const banked: Room = {
      ...openRoom(0),
      options: { target: 500, games_per_match: 1 },
      clock: "bank",
      bank_seconds: 86400,
      bank_increment_seconds: 7200,
      bank_cap_seconds: 259200,
      holiday_days: 0,
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string) =>
        path === "/api/games"
          ? new Response(JSON.stringify([game]), { status: 200 })
          : new Response(JSON.stringify(banked), { status: 200 }),
      ),
    );
    const { findByText, getByTestId } = render(<Lobby code="ABC234" account={ASHA} />);
    await findByText("Target");
    const lines = [...getByTestId("room-terms").children].map((node) => node.textContent);
    expect(lines).toEqual([
      "A time bank for each player",
      "24 hours to start, 2 hours more after each move, at most 72 hours",
      "Holidays",
      "None: the clocks never stop",
      "Target",
      "500",
    ]);
    cleanup();
    forgetCatalogue();
    // A time per turn, and holidays allowed.
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async (path: string) => new Response(JSON.stringify(path === "/api/games" ? [] : openRoom(0)), { status: 200 }),
      ),
    );
    const plain = render(<Lobby code="ABC234" account={ASHA} />);
    await plain.findByText("Time for each turn");
    const words = [...plain.getByTestId("room-terms").children].map((node) => node.textContent);
    expect(words).toEqual(["Time for each turn", "1 hour", "Holidays", "Up to 14 days a year"]);
  });
});
