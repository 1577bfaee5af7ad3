// Seat offers on the home screen, the shared replay's refusals, my stats, and the words of every circles code.
import { cleanup, fireEvent, render, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetCatalogue } from "../catalogue";
import type { GameStats } from "../circles/types";
import { SeatOffers } from "../components/SeatOffers";
import { ReplacedPlayersConsent, ShareMatch } from "../components/ShareMatch";
import { GAME_IDS, gameName } from "../games";
import { LANGUAGES, translator } from "../i18n";
import { updateSettings } from "../store";
import { fakeServer } from "../testing/fakeServer";
import { MeStats } from "./MeStats";
import { Shared } from "./Shared";

afterEach(() => {
  cleanup();
  forgetCatalogue();
  vi.unstubAllGlobals();
  updateSettings({ language: null });
  history.replaceState(null, "", "/");
});

const offer = (id: string) => ({
  id,
  circle: { id: "c1", name: "Sharma family" },
  room_code: `R${id}`,
  game: GAME_IDS[0],
  seat: 2,
  created_at: "2026-12-05T09:00:00Z",
  from: { id: "r4v1", name: "Ravi" },
});

describe("seat offers on the home screen", () => {
  it("show nothing when there are none", async () => {
    const asked = fakeServer({ "GET /api/me/seat-offers": { body: [] } });
    const { container } = render(<SeatOffers />);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(container.innerHTML).toBe("");
  });

  it("offer each seat: declined, it goes; accepted, the room opens", async () => {
    const asked = fakeServer({
      "GET /api/me/seat-offers": { body: [offer("o1"), offer("o2")] },
      "POST /api/seat-offers/o1/decline": { body: { id: "o1", room_code: "Ro1", answer: "declined" } },
      "POST /api/seat-offers/o2/accept": { body: { id: "o2", room_code: "Ro2", answer: "accepted" } },
    });
    const { findAllByText, getAllByRole, container } = render(<SeatOffers />);
    expect(
      await findAllByText(`Ravi asks you to play ${gameName(GAME_IDS[0], translator("en"))} in Sharma family.`),
    ).toHaveLength(2);
    fireEvent.click(getAllByRole("button", { name: "No, thanks" })[0]);
    await waitFor(() => expect(container.querySelectorAll("li")).toHaveLength(1));
    fireEvent.click(getAllByRole("button", { name: "Play" })[0]);
    await waitFor(() => expect(location.pathname).toBe("/r/Ro2"));
    expect(asked.filter((ask) => ask.method === "POST").map((ask) => ask.path)).toEqual([
      "/api/seat-offers/o1/decline",
      "/api/seat-offers/o2/accept",
    ]);
  });
});

describe("the shared replay", () => {
  it.each([
    [404, "share_not_found", "nl", "Deze link opent geen partij. Controleer hem, of vraag om een nieuwe."],
    [410, "share_revoked", "en", "The player who shared this match has taken the link back."],
  ] as const)("says %s %s in words", async (status, code, language, words) => {
    updateSettings({ language });
    const asked = fakeServer({ "GET /api/shared/T0k?deal=0": { status, body: { code, message: "English" } } });
    const { findByRole } = render(<Shared token="T0k" />);
    expect((await findByRole("alert")).textContent).toBe(words);
    expect(asked.every((ask) => ask.path.startsWith("/api/shared/T0k") || ask.path === "/api/games")).toBe(true);
  });
});

// Three games of the registry's (a test names no game: each is named in its own folder only).
const [BIDDING, FREE_FOR_ALL, UNPLAYED] = GAME_IDS;
const stats = (over: Partial<GameStats>): GameStats => ({
  game: BIDDING,
  matches: 12,
  wins: 7,
  average_points: 41.25,
  bids: { made: 5, set: 2 },
  rating: { mu: 27, sigma: 3, ordinal: 18.04 },
  plays_like: "strong",
  over_time: [
    { date: "2026-11-01", rating_ordinal: -2.5, matches: 1 },
    { date: "2026-11-20", rating_ordinal: 9, matches: 6 },
    { date: "2026-12-04", rating_ordinal: 18.04, matches: 12 },
  ],
  ...over,
});

describe("the share button of a finished match", () => {
  it("makes the link, copies it whole, and lets the player agree to show every hand", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const asked = fakeServer({
      "POST /api/matches/m%2F1/share": { status: 201, body: { token: "T0k", url: "/s/T0k", full_hands: false } },
      "GET /api/matches/m%2F1/share-consent": { body: { consent: false, agreed: 0, players: 2, full_hands: false } },
      "POST /api/matches/m%2F1/share-consent": { body: { consent: true, agreed: 1, players: 2, full_hands: false } },
    });
    const { findByTestId, getByRole, findByText } = render(<ShareMatch matchId="m/1" />);
    fireEvent.click(getByRole("button", { name: "Make a link to send" }));
    expect((await findByTestId("share-url")).textContent).toBe(`${location.origin}/s/T0k`);
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/s/T0k`);
    fireEvent.click(getByRole("checkbox", { name: "I agree that links to this match show every hand" }));
    await findByText("1 of 2 players agree.");
    expect(asked.map((ask) => [ask.method, ask.path, ask.body])).toEqual([
      ["POST", "/api/matches/m%2F1/share", undefined],
      ["GET", "/api/matches/m%2F1/share-consent", undefined],
      ["POST", "/api/matches/m%2F1/share-consent", { consent: true }],
    ]);
  });

  /** A server whose player agreed before or not, in a room whose spectators see every hand or not. */
  const consenting = (agreed: boolean, spectatorsSee = false) => {
    let consent = agreed;
    const body = () => ({ consent, agreed: consent ? 1 : 0, players: 2, full_hands: spectatorsSee });
    return fakeServer({
      "POST /api/matches/m1/share": { status: 201, body: { token: "T0k", url: "/s/T0k", full_hands: spectatorsSee } },
      "GET /api/matches/m1/share-consent": () => ({ body: body() }),
      "POST /api/matches/m1/share-consent": (given) => {
        consent = (given as { consent: boolean }).consent;
        return { body: body() };
      },
    });
  };

  it("shows the answer the player gave before, so that it can be taken back", async () => {
    const asked = consenting(true);
    const { getByRole, findByRole, findByText } = render(<ShareMatch matchId="m1" />);
    fireEvent.click(getByRole("button", { name: "Make a link to send" }));
    const box = (await findByRole("checkbox")) as HTMLInputElement;
    await waitFor(() => expect(box.checked).toBe(true));
    await findByText("1 of 2 players agree.");
    fireEvent.click(box);
    await findByText("0 of 2 players agree.");
    expect(box.checked).toBe(false);
    expect(asked.at(-1)).toEqual({ method: "POST", path: "/api/matches/m1/share-consent", body: { consent: false } });
  });

  it("asks nothing where the room shows every hand anyway, of a player who never agreed", async () => {
    const asked = consenting(false, true);
    const { getByRole, findByText, queryByRole } = render(<ShareMatch matchId="m1" />);
    fireEvent.click(getByRole("button", { name: "Make a link to send" }));
    await findByText("The link shows every hand.");
    await waitFor(() => expect(asked.map((ask) => ask.method)).toEqual(["POST", "GET"]));
    expect(queryByRole("checkbox")).toBeNull();
  });
});

describe("one put out of a seat in a match", () => {
  it("is asked, on its replay, whether links may show every hand, and can answer", async () => {
    const asked = fakeServer({
      "GET /api/matches/m1/share-consent": { body: { consent: false, agreed: 3, players: 4, full_hands: false } },
      "POST /api/matches/m1/share-consent": { body: { consent: true, agreed: 4, players: 4, full_hands: true } },
    });
    const { findByRole, findByText } = render(<ReplacedPlayersConsent matchId="m1" />);
    await findByRole("heading", { name: "Share this match" });
    await findByText("3 of 4 players agree.");
    fireEvent.click(await findByRole("checkbox", { name: "I agree that links to this match show every hand" }));
    await findByText("The link shows every hand.");
    expect(asked.at(-1)).toEqual({ method: "POST", path: "/api/matches/m1/share-consent", body: { consent: true } });
  });

  it("shows nothing to anyone else, whom the server refuses the answer", async () => {
    const asked = fakeServer({
      "GET /api/matches/m1/share-consent": { status: 403, body: { code: "not_a_player", message: "No." } },
    });
    const { container } = render(<ReplacedPlayersConsent matchId="m1" />);
    await waitFor(() => expect(asked).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe("");
  });
});

describe("my stats", () => {
  it("show each game played: counts, bids made and set, the rating, the level I play like, and a chart", async () => {
    fakeServer({
      "GET /api/me/stats": {
        body: {
          games: [
            stats({}),
            stats({ game: FREE_FOR_ALL, bids: null, plays_like: null }),
            stats({ game: UNPLAYED, matches: 0 }),
          ],
        },
      },
    });
    const { findByTestId, queryByTestId } = render(<MeStats />);
    const card = await findByTestId(`stats-${BIDDING}`);
    expect(card.textContent).toContain("You play like the Expert computer player.");
    const values = Object.fromEntries(
      [...card.querySelectorAll(".stats-list div")].map((row) => [
        row.querySelector("dt")?.textContent,
        row.querySelector("dd")?.textContent,
      ]),
    );
    expect(values).toEqual({
      Matches: "12",
      Won: "7",
      "Average points": "41.3",
      "Bids made": "5",
      "Bids set": "2",
      Rating: "18.0",
    });
    expect(card.querySelector("svg polyline")).not.toBeNull();
    const alone = await findByTestId(`stats-${FREE_FOR_ALL}`);
    expect(alone.textContent).not.toContain("Bids");
    expect(alone.querySelector(".plays-like")).toBeNull();
    // A game never played is left out.
    expect(queryByTestId(`stats-${UNPLAYED}`)).toBeNull();
  });
});

describe("the circles' error codes", () => {
  const CODES = [
    "circle_not_found",
    "invitation_not_found",
    "invitation_expired",
    "invitation_revoked",
    "circle_full",
    "banned_from_circle",
    "name_required",
    "not_circle_owner",
    "owner_cannot_leave",
    "not_a_member",
    "seat_answered",
    "no_seat_offered",
    "seat_offered",
    "already_rated",
    "match_abandoned",
    "match_not_over",
    "computer_players_not_rated",
    "share_not_found",
    "share_revoked",
  ];
  it("each have words in every language, each language's own", () => {
    for (const code of CODES) {
      const words = Object.values(LANGUAGES).map(({ messages }) => messages[`error.code.${code}`]);
      expect(words.every(Boolean), code).toBe(true);
      expect(new Set(words).size, code).toBe(words.length);
    }
  });
});
