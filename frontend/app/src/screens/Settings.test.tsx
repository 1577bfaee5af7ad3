import { cleanup, fireEvent, render, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getToken, loadSettings, setToken } from "../session";
import { settings, updateSettings } from "../store";
import type { Account } from "../types";
import { Settings } from "./Settings";

const ASHA: Account = { id: "aSh7-Qx2_kLm9PzR", display_name: "Asha", username: null, is_guest: true };

afterEach(() => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
});

describe("the speed of play", () => {
  afterEach(() => updateSettings({ speed: "normal" }));

  it("is normal at first, and fast once chosen, on this device", () => {
    const { getByLabelText } = render(<Settings account={ASHA} onAccount={vi.fn()} />);
    const speed = getByLabelText("Speed of play") as HTMLSelectElement;
    expect(speed.value).toBe("normal");
    fireEvent.change(speed, { target: { value: "fast" } });
    expect(settings().speed).toBe("fast");
    expect(loadSettings().speed).toBe("fast");
  });
});

describe("keeping one's account", () => {
  it("goes on with the token the claim answers, as the claim signs out the guest's own", async () => {
    setToken("guest-token");
    const claimed = { ...ASHA, username: "asha", is_guest: false, token: "fresh-token" };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string) =>
        path === "/api/me/credentials"
          ? new Response(JSON.stringify(claimed), { status: 200 })
          : new Response("{}", { status: 200 }),
      ),
    );
    const onAccount = vi.fn();
    const { getByLabelText, getByText } = render(<Settings account={ASHA} onAccount={onAccount} />);
    fireEvent.input(getByLabelText("Username"), { target: { value: "asha" } });
    fireEvent.input(getByLabelText("Password"), { target: { value: "long enough passphrase" } });
    fireEvent.click(getByText("Save username and password"));
    await waitFor(() => expect(onAccount).toHaveBeenCalledWith(claimed));
    expect(getToken()).toBe("fresh-token");
  });
});

describe("changing a username and password", () => {
  it("sends the current password along, once the account has one", async () => {
    setToken("asha-token");
    const asha = { ...ASHA, username: "asha", is_guest: false };
    const sent = vi.fn();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string, init?: RequestInit) => {
        if (path === "/api/me/credentials") sent(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ ...asha, token: "fresh-token" }), { status: 200 });
      }),
    );
    const { getByLabelText, getByText, queryByText } = render(<Settings account={asha} onAccount={vi.fn()} />);
    expect(queryByText("Save username and password")).toBeNull();
    fireEvent.input(getByLabelText("Username"), { target: { value: "asha" } });
    fireEvent.input(getByLabelText("Password"), { target: { value: "a newer passphrase" } });
    fireEvent.input(getByLabelText("Current password (to change them)"), { target: { value: "the old one" } });
    fireEvent.click(getByText("Change username and password"));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        username: "asha",
        password: "a newer passphrase",
        current_password: "the old one",
      }),
    );
  });

  it("asks a guest for no current password", () => {
    const { queryByLabelText } = render(<Settings account={ASHA} onAccount={vi.fn()} />);
    expect(queryByLabelText("Current password (to change them)")).toBeNull();
  });
});

describe("holidays", () => {
  const HOLIDAYS = {
    year: 2026,
    days_allowed: 14,
    days_left: 12,
    refusing_rooms: [],
    holidays: [
      {
        id: "hOl1-day_kLm9PzR",
        starts_at: "2026-12-07T09:00:00+00:00",
        ends_at: "2026-12-09T09:00:00+00:00",
        ended_at: null,
        running: true,
        days: 2,
      },
    ],
  };

  it("shows the days left, the holiday running with its End, and takes a new one", async () => {
    setToken("asha-token");
    const sent: [string, unknown][] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string, init?: RequestInit) => {
        if (init?.method === "POST") sent.push([path, init.body ? JSON.parse(String(init.body)) : null]);
        if (path === "/api/me/holidays" && init?.method !== "POST") {
          return new Response(JSON.stringify(HOLIDAYS), { status: 200 });
        }
        return new Response("{}", { status: 201 });
      }),
    );
    const { findByText, getByLabelText, getByText, getByTestId } = render(
      <Settings account={ASHA} onAccount={vi.fn()} />,
    );
    expect(await findByText("12 holiday days left in 2026.")).toBeTruthy();
    expect(getByTestId("holidays").textContent).toMatch(/On holiday until/);
    fireEvent.click(getByText("End now"));
    await waitFor(() => expect(sent).toContainEqual(["/api/me/holidays/hOl1-day_kLm9PzR/end", null]));
    fireEvent.input(getByLabelText("Days"), { target: { value: "3" } });
    fireEvent.click(getByText("Take a holiday"));
    await waitFor(() => expect(sent).toContainEqual(["/api/me/holidays", { days: 3 }]));
  });

  it("names the rooms that refuse holidays, and offers no form then", async () => {
    setToken("asha-token");
    const refused = { ...HOLIDAYS, refusing_rooms: ["ABCDEF"], holidays: [] };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(refused), { status: 200 })),
    );
    const { findByText, queryByText } = render(<Settings account={ASHA} onAccount={vi.fn()} />);
    expect(await findByText(/These rooms refuse holidays.*ABCDEF/)).toBeTruthy();
    expect(queryByText("Take a holiday")).toBeNull();
  });
});
