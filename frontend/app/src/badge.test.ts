import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshBadge, setBadge } from "./badge";

/** A browser with the Badging API; what the app set on its icon. */
function badging() {
  const calls: (number | "clear")[] = [];
  Object.defineProperty(navigator, "setAppBadge", {
    configurable: true,
    value: vi.fn(async (count: number) => void calls.push(count)),
  });
  Object.defineProperty(navigator, "clearAppBadge", {
    configurable: true,
    value: vi.fn(async () => void calls.push("clear")),
  });
  return calls;
}

function waiting(count: number) {
  const fetch = vi.fn(async (_path: string) => new Response(JSON.stringify({ count }), { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "setAppBadge");
  Reflect.deleteProperty(navigator, "clearAppBadge");
});

describe("the app icon's badge", () => {
  it("shows the matches waiting for the player's move, and clears at none", async () => {
    const calls = badging();
    const fetch = waiting(3);
    expect(await refreshBadge()).toBe(3);
    expect(fetch.mock.calls[0][0]).toBe("/api/me/waiting");
    waiting(0);
    await refreshBadge();
    expect(calls).toEqual([3, "clear"]);
  });

  it("does nothing, and fails in nothing, where the browser has no badges", async () => {
    expect("setAppBadge" in navigator).toBe(false);
    waiting(2);
    expect(await refreshBadge()).toBe(2);
    await setBadge(0);
  });

  it("keeps quiet when the browser refuses, or the server cannot be reached", async () => {
    Object.defineProperty(navigator, "setAppBadge", {
      configurable: true,
      value: vi.fn(async () => {
        throw new DOMException("not allowed", "NotAllowedError");
      }),
    });
    waiting(1);
    expect(await refreshBadge()).toBe(1);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("offline");
      }),
    );
    expect(await refreshBadge()).toBeNull();
  });
});
