import { cleanup, fireEvent, render, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getToken, setToken } from "../session";
import { updateSettings } from "../store";
import { fakeServer } from "../testing/fakeServer";
import type { Account } from "../types";
import { CircleJoin } from "./CircleJoin";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  updateSettings({ language: null });
  setToken(null);
  history.replaceState(null, "", "/");
});

const ASHA: Account = { id: "aSh7", display_name: "Asha", username: null, is_guest: true };
const CIRCLE = {
  id: "c1",
  name: "Sharma family",
  owner: { id: "r4v1", name: "Ravi" },
  member_limit: null,
  rate_computer_matches: false,
  members: 4,
  role: "member",
  created_at: "2026-12-01T10:00:00Z",
};
const preview = { body: { circle: { name: "Sharma family", members: 3 }, expires_at: null } };

describe("the join page", () => {
  it("shows the circle, asks a visitor's name, keeps the guest's token and opens the circle", async () => {
    const asked = fakeServer({
      "GET /api/circle-invitations/K7Q": preview,
      "POST /api/circle-invitations/K7Q/join": {
        body: {
          circle: CIRCLE,
          guest: { id: "m33r", display_name: "Meera", username: null, is_guest: true, token: "tok" },
        },
      },
      "GET /api/me": { body: { id: "m33r", display_name: "Meera", username: null, is_guest: true } },
    });
    const onAccount = vi.fn();
    const { findByText, getByLabelText, getByRole } = render(
      <CircleJoin code="K7Q" account={null} onAccount={onAccount} />,
    );
    await findByText("Sharma family");
    fireEvent.input(getByLabelText("Your name, as friends will see it"), { target: { value: "Meera" } });
    fireEvent.click(getByRole("button", { name: "Join the circle" }));
    await waitFor(() => expect(onAccount).toHaveBeenCalledWith(expect.objectContaining({ id: "m33r" })));
    expect(asked.find((ask) => ask.method === "POST")?.body).toEqual({ name: "Meera" });
    expect(getToken()).toBe("tok");
    expect(location.pathname).toBe("/c/c1");
  });

  it("joins a player who has a name without asking it, and asks it when the server says it is needed", async () => {
    let tries = 0;
    const asked = fakeServer({
      "GET /api/circle-invitations/K7Q": preview,
      "POST /api/circle-invitations/K7Q/join": () =>
        tries++ === 0
          ? { status: 400, body: { code: "name_required", message: "A name is needed." } }
          : { body: { circle: CIRCLE, guest: null } },
    });
    const { findByRole, findByText, getByLabelText, queryByLabelText } = render(
      <CircleJoin code="K7Q" account={ASHA} onAccount={vi.fn()} />,
    );
    await findByText("You join as Asha.");
    expect(queryByLabelText("Your name, as friends will see it")).toBeNull();
    fireEvent.click(await findByRole("button", { name: "Join the circle" }));
    await findByText("Choose the name the others will see first.");
    fireEvent.input(getByLabelText("Your name, as friends will see it"), { target: { value: "Asha S" } });
    fireEvent.click(await findByRole("button", { name: "Join the circle" }));
    await waitFor(() => expect(location.pathname).toBe("/c/c1"));
    expect(asked.filter((ask) => ask.method === "POST").map((ask) => ask.body)).toEqual([{}, { name: "Asha S" }]);
  });

  it.each([
    ["invitation_expired", "en", "This invitation link has expired. Ask the circle's owner for a new one."],
    [
      "invitation_revoked",
      "nl",
      "Deze uitnodigingslink is ingetrokken. Vraag de beheerder van de kring om een nieuwe.",
    ],
    ["circle_full", "hi", "यह मंडली भर गई है: इसमें जितने सदस्य हो सकते हैं, उतने हैं।"],
    ["banned_from_circle", "nl", "Je bent uit deze kring geweerd."],
  ] as const)("says %s in the player's language (%s)", async (code, language, words) => {
    updateSettings({ language });
    fakeServer({ "GET /api/circle-invitations/K7Q": { status: 410, body: { code, message: "English words" } } });
    const { findByTestId } = render(<CircleJoin code="K7Q" account={null} onAccount={vi.fn()} />);
    expect((await findByTestId("join-refused")).textContent).toBe(words);
  });

  it("says a refusal at the join itself (a full circle) in words, and stays", async () => {
    fakeServer({
      "GET /api/circle-invitations/K7Q": preview,
      "POST /api/circle-invitations/K7Q/join": { status: 409, body: { code: "circle_full", message: "Full." } },
    });
    const { findByRole, findByText } = render(<CircleJoin code="K7Q" account={ASHA} onAccount={vi.fn()} />);
    fireEvent.click(await findByRole("button", { name: "Join the circle" }));
    await findByText("This circle is full: it has all the members it allows.");
    expect(location.pathname).toBe("/");
  });
});
