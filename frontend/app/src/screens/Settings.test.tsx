import { cleanup, fireEvent, render, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getToken, setToken } from "../session";
import type { Account } from "../types";
import { Settings } from "./Settings";

const ASHA: Account = { id: 7, display_name: "Asha", username: null, is_guest: true };

afterEach(() => {
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
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
