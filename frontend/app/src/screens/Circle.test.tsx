import { cleanup, fireEvent, render, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetCatalogue } from "../catalogue";
import type { Circle as CircleInfo, CircleMatch, Member } from "../circles/types";
import { GAME_IDS } from "../games";
import { updateSettings } from "../store";
import { fakeServer, page } from "../testing/fakeServer";
import { Circle } from "./Circle";

afterEach(() => {
  cleanup();
  forgetCatalogue();
  vi.unstubAllGlobals();
  updateSettings({ language: null });
});

const ME = "aSh7";
// A four-seat game of the registry's (a test names no game: each is named in its own folder only).
const GAME = GAME_IDS[0];
const circle = (role: "owner" | "member"): CircleInfo => ({
  id: "c/1",
  name: "Sharma family",
  owner: { id: role === "owner" ? ME : "r4v1", name: role === "owner" ? "Asha" : "Ravi" },
  member_limit: null,
  rate_computer_matches: false,
  members: 3,
  role,
  created_at: "2026-12-01T10:00:00Z",
});
const members: Member[] = [
  { id: ME, name: "Asha", role: "owner", online: true, last_seen: null },
  {
    id: "r4v1",
    name: "Ravi",
    role: "member",
    online: false,
    last_seen: new Date(Date.now() - 3 * 3600_000).toISOString(),
  },
];
const liveMatch: CircleMatch = {
  id: "m1",
  room_code: "ABC234",
  game: GAME,
  players: [
    { seat: 0, name: "Asha", is_computer: false },
    { seat: 1, name: "", is_computer: true },
  ],
  turn: { seat: 0, name: "Asha" },
  started_at: "2026-12-04T10:00:00Z",
  finished_at: null,
  winners: [],
};
const finishedMatch = (id: string): CircleMatch => ({
  ...liveMatch,
  id,
  turn: null,
  finished_at: "2026-12-04T12:00:00Z",
  winners: [1],
});

function circleServer(role: "owner" | "member", extra = {}) {
  return fakeServer({
    "GET /api/circles/c%2F1": { body: circle(role) },
    "GET /api/circles/c%2F1/members": { body: page(members) },
    "GET /api/circles/c%2F1/members?page_size=100": { body: page(members) },
    "GET /api/circles/c%2F1/matches?state=live": { body: page([liveMatch]) },
    "GET /api/circles/c%2F1/matches?state=finished": { body: page([finishedMatch("f1")], "/api/more-finished") },
    "GET /api/more-finished": { body: page([finishedMatch("f2")]) },
    "GET /api/circles/c%2F1/invitations": { body: page([]) },
    "GET /api/circles/c%2F1/bans": { body: page([]) },
    "GET /api/games": {
      body: [
        {
          id: GAME,
          seats: 4,
          teams: [
            [0, 2],
            [1, 3],
          ],
          levels: [],
          options: {},
        },
      ],
    },
    ...extra,
  });
}

describe("the circle page", () => {
  it("shows the live matches with whose turn it is, the finished ones with who won, and pages on with More", async () => {
    circleServer("member");
    const { findByText, findAllByRole, getByText, container } = render(<Circle id="c/1" me={ME} />);
    await findByText("Asha's turn");
    expect(container.querySelector("[data-testid=matches-live] .match-players")?.textContent).toBe("Asha · Computer 2");
    await findByText("Won by Computer 2");
    fireEvent.click((await findAllByRole("button", { name: "Show more" }))[0]);
    await waitFor(() => expect(container.querySelectorAll("[data-testid=matches-finished] li")).toHaveLength(2));
    expect(container.querySelector("[data-testid=matches-live] a")?.getAttribute("href")).toBe("/m/m1");
    expect(container.querySelector("[data-testid=matches-finished] a")?.getAttribute("href")).toBe("/replay/f1");
    // A member has no owner's tools, and may leave.
    expect(container.querySelector(".owner-tools")).toBeNull();
    expect(getByText("Leave the circle")).toBeTruthy();
  });

  it("says who is online and when the others were last seen, in the player's language", async () => {
    circleServer("member");
    updateSettings({ language: "nl" });
    const { findByText, getByRole } = render(<Circle id="c/1" me={ME} />);
    fireEvent.click(await findByText("Leden"));
    await findByText("Online");
    expect(getByRole("tabpanel").textContent).toContain("Gezien 3 uur geleden");
  });

  it("seats chosen members in a new match and leaves the other seats to computer players", async () => {
    const asked = circleServer("owner", {
      "POST /api/circles/c%2F1/matches": { status: 201, body: { room_code: "XYZ789", offers: [] } },
    });
    const { findByText, findByLabelText, getByText } = render(<Circle id="c/1" me={ME} />);
    fireEvent.click(await findByText("New match in this circle"));
    const seat3 = (await findByLabelText("Seat 3")) as HTMLSelectElement;
    await waitFor(() => expect(seat3.querySelectorAll("option")).toHaveLength(2));
    fireEvent.change(seat3, { target: { value: "r4v1" } });
    fireEvent.click(getByText("Ask them to play"));
    await waitFor(() => expect(asked.some((ask) => ask.method === "POST")).toBe(true));
    const made = asked.find((ask) => ask.method === "POST");
    expect(made?.body).toEqual({ game: GAME, seats: [ME, null, "r4v1", null] });
  });

  it("gives the owner invitation links to make, copy and revoke, and says a refusal in words", async () => {
    const invitation = { code: "INV1", url: "/c/join/INV1", expires_at: null, revoked: false };
    let made = false;
    const asked = circleServer("owner", {
      "POST /api/circles/c%2F1/invitations": () => {
        made = true;
        return { status: 201, body: invitation };
      },
      "GET /api/circles/c%2F1/invitations": () => ({ body: page(made ? [invitation] : []) }),
      "DELETE /api/circles/c%2F1/invitations/INV1": { status: 403, body: { code: "not_circle_owner", message: "x" } },
    });
    const { findByText, findByTestId } = render(<Circle id="c/1" me={ME} />);
    fireEvent.click(await findByText("Members"));
    fireEvent.click(await findByText("Make a link"));
    const row = await findByTestId("invitation");
    expect(row.textContent).toContain(`${location.origin}/c/join/INV1`);
    expect(asked.find((ask) => ask.method === "POST")?.body).toEqual({ expires_in_hours: null });
    fireEvent.click(await findByText("Revoke"));
    await findByText("Only the circle's owner can do this.");
  });

  it("says in words that the circle cannot be seen", async () => {
    fakeServer({ "GET /api/circles/c%2F1": { status: 404, body: { code: "circle_not_found", message: "x" } } });
    updateSettings({ language: "hi" });
    const { findByRole } = render(<Circle id="c/1" me={ME} />);
    expect((await findByRole("alert")).textContent).toBe("ऐसी कोई मंडली नहीं, या आप अब उसके सदस्य नहीं हैं।");
  });
});
