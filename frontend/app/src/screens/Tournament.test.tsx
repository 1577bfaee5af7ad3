// Events: the circle's list, the create form's bodies, entering with a partner, the standings and the rounds' tables,
// a duplicate event's deals, refusals in words, and "Your events" on Home.
import { cleanup, fireEvent, render, waitFor, within } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetCatalogue } from "../catalogue";
import { LANGUAGES, translator } from "../i18n";
import { dealInQuery, replayPath } from "../routes";
import { updateSettings } from "../store";
import { fakeServer, page } from "../testing/fakeServer";
import { catalogueGame, duplicateEvent, ENTRIES, GAME, line, ME, openEvent, swissEvent } from "../testing/tournaments";
import type { DealComparison } from "../tournaments/types";
import { CircleEvents } from "./circle/CircleEvents";
import { Tournament } from "./Tournament";
import { TournamentCreate } from "./TournamentCreate";
import { YourEvents } from "./tournament/YourEvents";

afterEach(() => {
  cleanup();
  forgetCatalogue();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  updateSettings({ language: null });
});

const members = [
  { id: ME, name: "Asha", role: "owner", online: true, last_seen: null },
  { id: "r4v1", name: "Ravi", role: "member", online: false, last_seen: null },
  { id: "p00j", name: "Pooja", role: "member", online: false, last_seen: null },
];

describe("a circle's events", () => {
  it("lists each with its game, format, stage and round, and gives the owner a New event button", async () => {
    fakeServer({
      "GET /api/circles/c%2F1/tournaments": { body: { tournaments: [line(swissEvent()), line(openEvent())] } },
    });
    const { findByTestId, getByText } = render(<CircleEvents circleId="c/1" owner />);
    const list = await findByTestId("circle-events");
    const items = [...list.querySelectorAll("li")].map((item) => item.textContent);
    expect(items[0]).toContain("Diwali cup");
    expect(items[0]).toContain("Under way");
    expect(items[0]).toContain("Swiss · Round 2 of 5");
    expect(items[1]).toContain("Open for entries");
    expect(list.querySelector("a")?.getAttribute("href")).toBe("/t/t%2F1");
    expect(getByText("New event").getAttribute("href")).toBe("/c/c%2F1/events/new");
  });

  it("gives a member no New event button, and says when there are none", async () => {
    fakeServer({ "GET /api/circles/c%2F1/tournaments": { body: { tournaments: [] } } });
    updateSettings({ language: "nl" });
    const { findByText, queryByText } = render(<CircleEvents circleId="c/1" owner={false} />);
    await findByText("Deze kring heeft nog geen toernooien.");
    expect(queryByText("Nieuw toernooi")).toBeNull();
  });
});

describe("the new event form", () => {
  const made = { status: 201, body: swissEvent({ id: "t/9" }) };
  const fill = async () => {
    const asked = fakeServer({
      "GET /api/games": { body: [catalogueGame] },
      "POST /api/circles/c%2F1/tournaments": made,
    });
    const screen = render(<TournamentCreate circleId="c/1" />);
    const form = screen.container.querySelector("form") as HTMLFormElement;
    await waitFor(() => expect(form.querySelector(`select[name=game] option[value="${GAME}"]`)).not.toBeNull());
    fireEvent.input(form.querySelector("input[name=name]") as HTMLInputElement, { target: { value: " Cup " } });
    const choose = (name: string, value: string) =>
      fireEvent.change(form.querySelector(`select[name=${name}]`) as HTMLSelectElement, { target: { value } });
    const send = async () => {
      fireEvent.submit(form);
      await waitFor(() => expect(asked.some((ask) => ask.method === "POST")).toBe(true));
      return asked.find((ask) => ask.method === "POST")?.body as Record<string, unknown>;
    };
    return { ...screen, form, choose, send };
  };
  const common = {
    name: "Cup",
    game: GAME,
    options: {},
    turn_seconds: 14400,
    partnerships: false,
    max_entrants: null,
    starts_at: expect.any(String),
    round_hours: 72,
    forfeit_timeouts: 3,
    bot_level: "basic",
  };

  it("posts a round robin with the settings and nothing of the other formats", async () => {
    const { send } = await fill();
    const body = await send();
    expect(body).toEqual({ ...common, format: "round_robin" });
    // The server needs a start time: a week ahead unless the owner picks one.
    const ahead = Date.parse(body.starts_at as string) - Date.now();
    expect(ahead).toBeGreaterThan(6.9 * 86_400_000);
    expect(ahead).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it("posts a Swiss event with its rounds, partnerships, a limit and a start time", async () => {
    const { form, choose, send } = await fill();
    choose("format", "swiss");
    choose("rounds", "7");
    fireEvent.click(form.querySelector("input[name=partnerships]") as HTMLInputElement);
    fireEvent.input(form.querySelector("input[name=max_entrants]") as HTMLInputElement, { target: { value: "16" } });
    fireEvent.input(form.querySelector("input[name=starts_at]") as HTMLInputElement, {
      target: { value: "2026-12-10T18:00" },
    });
    choose("round_hours", "48");
    choose("forfeit_timeouts", "2");
    expect(await send()).toEqual({
      ...common,
      format: "swiss",
      rounds: 7,
      partnerships: true,
      max_entrants: 16,
      starts_at: new Date("2026-12-10T18:00").toISOString(),
      round_hours: 48,
      forfeit_timeouts: 2,
    });
  });

  it("posts single elimination", async () => {
    const { choose, send } = await fill();
    choose("format", "elimination");
    expect(await send()).toEqual({ ...common, format: "elimination" });
  });

  it("posts a duplicate event with its deals, scoring and tables, and opens the event made", async () => {
    const { choose, send, container, form } = await fill();
    choose("format", "duplicate");
    expect([...container.querySelectorAll("select[name=deals] option")].map((option) => option.textContent)).toEqual(
      Array.from({ length: 12 }, (_, index) => String(index + 1)),
    );
    choose("deals", "6");
    choose("duplicate_scoring", "difference");
    fireEvent.click(form.querySelector("input[name=table_fill][value=entrants]") as HTMLInputElement);
    expect(await send()).toEqual({
      ...common,
      format: "duplicate",
      deals: 6,
      duplicate_scoring: "difference",
      table_fill: "entrants",
    });
    await waitFor(() => expect(location.pathname).toBe("/t/t%2F9"));
  });

  it("offers partnerships only at a partnership game", async () => {
    fakeServer({ "GET /api/games": { body: [{ ...catalogueGame, seats: 3, teams: [[0], [1], [2]] }] } });
    const { container } = render(<TournamentCreate circleId="c/1" />);
    await waitFor(() => expect(container.querySelector("select[name=game] option")).not.toBeNull());
    expect(container.querySelector("input[name=partnerships]")).toBeNull();
  });
});

describe("an event's page", () => {
  it("shows the header, the next match, the round's progress, the standings and the rounds' tables", async () => {
    fakeServer({ "GET /api/tournaments/t%2F1": { body: swissEvent() } });
    const { findByTestId, getByTestId, container } = render(<Tournament id="t/1" me={ME} />);
    const header = await findByTestId("event-header");
    expect(header.textContent).toContain("Swiss");
    expect(header.textContent).toContain("Under way · Round 2 of 5");
    expect(header.textContent).toMatch(/Round ends in 5 hours/);
    const next = getByTestId("next-match");
    expect(next.textContent).toContain("Round 2, table 1");
    expect(next.querySelector("a")?.getAttribute("href")).toBe("/m/m3");
    expect(getByTestId("event-progress").textContent).toContain("1 of 2 tables decided");
    const standings = getByTestId("event-standings");
    const head = [...standings.querySelectorAll("thead th")].map((cell) => cell.textContent);
    expect(head).toEqual(["#", "Entrant", "Pts", "Pl", "Buchholz", "Score"]);
    const rows = [...standings.querySelectorAll("tbody tr")].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows[0]).toEqual(["1", "Joost", "2.00", "1", "1.00", "60.00"]);
    expect(rows[1]).toEqual(["2", "Asha", "1.00", "1", "1.00", "152.00"]);
    const tables = [...container.querySelectorAll("[data-testid=event-table]")].map((table) => table.textContent);
    // Newest round first: its undecided table, then the one decided by the score.
    expect(tables[0]).toContain("Being played");
    expect(tables[1]).toContain("Decided by the score");
    expect(tables[1]).toContain("Ravi");
    expect(tables[2]).toContain("Played");
    expect(tables[3]).toContain("Forfeit");
    expect(tables[3]).toMatch(/Meena.*40.*0\.00/);
  });

  it("calls the standings of a finished event final", async () => {
    fakeServer({ "GET /api/tournaments/t%2F1": { body: swissEvent({ stage: "finished", next_match: null }) } });
    updateSettings({ language: "nl" });
    const { findByText, queryByTestId } = render(<Tournament id="t/1" me={ME} />);
    await findByText("Eindstand");
    expect(queryByTestId("next-match")).toBeNull();
    expect(queryByTestId("event-progress")).toBeNull();
  });

  it("says a bye and a withdrawal in words, in the player's language", async () => {
    const event = swissEvent();
    const round = event.round_tables[1];
    round.tables[0] = { ...round.tables[0], decided: true, outcome: "withdrawal" };
    round.tables.push({
      number: 3,
      room: null,
      match: null,
      decided: true,
      outcome: "bye",
      places: [{ entry: "e3", side: 0, points: "1.00", score: null, forfeited: false }],
    });
    fakeServer({ "GET /api/tournaments/t%2F1": { body: event } });
    updateSettings({ language: "hi" });
    const { findAllByTestId } = render(<Tournament id="t/1" me={ME} />);
    const tables = (await findAllByTestId("event-table")).map((table) => table.textContent);
    expect(tables[0]).toContain("नाम वापसी");
    expect(tables[2]).toContain("बाई");
  });

  it("enters with a partner chosen from the circle's members at a partnership event", async () => {
    let entered = false;
    const asked = fakeServer({
      "GET /api/tournaments/t%2F1": () => ({
        body: openEvent({
          partnerships: true,
          can_enter: !entered,
          my_entry: entered ? ENTRIES[0] : null,
        }),
      }),
      "GET /api/circles/c%2F1/members?page_size=100": { body: page(members) },
      "POST /api/tournaments/t%2F1/entries": () => {
        entered = true;
        return { status: 201, body: ENTRIES[0] };
      },
    });
    const { findByText, findByLabelText, getByRole } = render(<Tournament id="t/1" me={ME} />);
    fireEvent.click(await findByText("Enter"));
    const partner = (await findByLabelText("Partner")) as HTMLSelectElement;
    // Neither the player nor a member already entered (Ravi) can be chosen.
    await waitFor(() => expect([...partner.options].map((option) => option.value)).toEqual(["", "p00j"]));
    expect((getByRole("button", { name: "Enter" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(partner, { target: { value: "p00j" } });
    fireEvent.click(getByRole("button", { name: "Enter" }));
    await findByText("You have entered.");
    expect(asked.find((ask) => ask.method === "POST")?.body).toEqual({ partner: "p00j" });
  });

  it("says a refusal in the player's words", async () => {
    fakeServer({
      "GET /api/tournaments/t%2F1": { body: openEvent() },
      "POST /api/tournaments/t%2F1/entries": { status: 409, body: { code: "tournament_full", message: "full" } },
    });
    updateSettings({ language: "nl" });
    const { findByText, findByRole } = render(<Tournament id="t/1" me={ME} />);
    fireEvent.click(await findByText("Inschrijven"));
    expect((await findByRole("alert")).textContent).toBe("Dit toernooi heeft al zoveel deelnemers als het kan hebben.");
  });

  it("gives the owner Start now, Cancel and a way to add an entrant", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const asked = fakeServer({
      "GET /api/tournaments/t%2F1": { body: openEvent({ is_owner: true, can_enter: false }) },
      "GET /api/circles/c%2F1/members?page_size=100": { body: page(members) },
      "POST /api/tournaments/t%2F1/entries": { status: 201, body: ENTRIES[0] },
      "POST /api/tournaments/t%2F1/start": { body: swissEvent() },
      "POST /api/tournaments/t%2F1/cancel": { body: openEvent({ stage: "cancelled" }) },
    });
    const { findByText, findByLabelText, getByText } = render(<Tournament id="t/1" me={ME} />);
    fireEvent.click(await findByText("Add an entrant"));
    const player = (await findByLabelText("Player")) as HTMLSelectElement;
    await waitFor(() => expect(player.options).toHaveLength(3));
    fireEvent.change(player, { target: { value: ME } });
    fireEvent.click(getByText("Add"));
    await waitFor(() => expect(asked.some((ask) => ask.path.endsWith("/entries"))).toBe(true));
    fireEvent.click(getByText("Start now"));
    fireEvent.click(getByText("Cancel the event"));
    await waitFor(() => expect(asked.some((ask) => ask.path.endsWith("/cancel"))).toBe(true));
    const posts = asked.filter((ask) => ask.method === "POST").map((ask) => [ask.path, ask.body]);
    expect(posts).toEqual([
      ["/api/tournaments/t%2F1/entries", { player: ME }],
      ["/api/tournaments/t%2F1/start", undefined],
      ["/api/tournaments/t%2F1/cancel", undefined],
    ]);
  });
});

describe("a duplicate event's deals", () => {
  it("shows a duplicate event's unrevealed deals as waiting and opens a revealed deal's comparison", async () => {
    const comparison: DealComparison = {
      deal: 0,
      deals: 3,
      scoring: "matchpoints",
      deck: ["TD", "3C"],
      tables: [
        {
          table: 1,
          room: "HP7XE2",
          match: "m/1",
          replay_deal: 0,
          dealer: 0,
          points: [3, 2],
          places: [{ entry: "e1", side: 0, score: "1.00" }],
        },
        {
          table: 2,
          room: "NTHRHV",
          match: "m2",
          replay_deal: 0,
          dealer: 0,
          points: [2, 3],
          places: [{ entry: "e2", side: 0, score: "0.00" }],
        },
      ],
    };
    const asked = fakeServer({
      "GET /api/tournaments/t%2F2": { body: duplicateEvent() },
      "GET /api/tournaments/t%2F2/deals/0": { body: comparison },
    });
    const { findByTestId, getByTestId, container } = render(<Tournament id="t/2" me={ME} />);
    // Deals count from 0 as the server counts them; people read them from 1. One of three is revealed.
    const hidden = await findByTestId("deal-1");
    expect(hidden.textContent).toContain("Deal 2");
    expect(hidden.textContent).toContain("Results after every table has played this deal");
    expect(hidden.querySelector("button")).toBeNull();
    expect(getByTestId("deal-2").textContent).toContain("Results after every table has played this deal");
    expect(getByTestId("deals-played").textContent).toBe("Your table has played 2 of 3 deals.");
    const totals = [...getByTestId("deal-totals").querySelectorAll("tbody tr")].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(totals).toEqual([
      ["Asha", "1.00", "1.00"],
      ["Ravi", "0.00", "0.00"],
    ]);
    fireEvent.click(within(getByTestId("deal-0")).getByRole("button"));
    const table = await findByTestId("deal-0-table-1");
    expect(table.textContent).toBe("1Asha31.00Replay");
    expect(table.querySelector("a")?.getAttribute("href")).toBe("/replay/m%2F1?deal=0");
    // Only one's own table's replay opens: nobody else may see a duplicate table.
    const tables = [...container.querySelectorAll("[data-testid=event-table]")];
    expect(tables.map((table) => table.querySelector("a")?.getAttribute("href") ?? null)).toEqual(["/m/m1", null]);
    expect(getByTestId("deal-0-table-2").textContent).toBe("2Ravi20.00");
    expect(getByTestId("deal-0-table-2").querySelector("a")).toBeNull();
    expect(asked.filter((ask) => ask.path.includes("/deals/"))).toHaveLength(1);
  });
});

describe("Your events on Home", () => {
  it("lists the events one has entered, each with one's next match", async () => {
    fakeServer({ "GET /api/me/tournaments": { body: { tournaments: [line(swissEvent())] } } });
    const { findByTestId } = render(<YourEvents />);
    const list = await findByTestId("your-events");
    expect(list.textContent).toContain("Diwali cup");
    expect(list.textContent).toContain("Round 2 of 5");
    const links = [...list.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(links).toEqual(["/t/t%2F1", "/m/m3"]);
  });

  it("shows nothing for a player in no event", async () => {
    const asked = fakeServer({ "GET /api/me/tournaments": { body: { tournaments: [] } } });
    const { container } = render(<YourEvents />);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(container.textContent).toBe("");
  });
});

describe("the events' error codes", () => {
  const CODES = [
    "already_entered",
    "tournament_closed",
    "tournament_full",
    "tournament_started",
    "not_entered",
    "too_few_entrants",
    "bad_partner",
    "partner_needed",
    "not_circle_owner",
    "not_a_member",
    "bad_format",
    "bad_rounds",
    "bad_decks",
    "deal_not_revealed",
    "unknown_deal",
    "unknown_tournament",
    "match_in_progress",
    "bad_tournament_name",
    "bad_option",
    "unknown_game",
    "bad_turn_seconds",
    "bad_bot_level",
  ];
  it("each have words in every language, each language's own", () => {
    for (const code of CODES) {
      const words = Object.values(LANGUAGES).map(({ messages }) => messages[`error.code.${code}`]);
      expect(words.every(Boolean), code).toBe(true);
      expect(new Set(words).size, code).toBe(words.length);
    }
    expect(translator("en")("error.code.deal_not_revealed")).toContain("every table");
  });
});

describe("a replay's address", () => {
  it("opens at the deal it names, counted from 0", () => {
    expect(replayPath("m/1", 2)).toBe("/replay/m%2F1?deal=2");
    expect(dealInQuery("?deal=2")).toBe(2);
    expect(dealInQuery("")).toBe(0);
    expect(dealInQuery("?deal=-1")).toBe(0);
    expect(dealInQuery("?deal=x")).toBe(0);
  });
});
