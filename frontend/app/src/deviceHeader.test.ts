import { afterEach, describe, expect, it, vi } from "vitest";
import { get } from "./api";
import { DEVICE_HEADER, deviceId, setToken } from "./session";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function fetchSpy() {
  const spy = vi.fn(async (_path: string, _init: RequestInit) => new Response("{}", { status: 200 }));
  vi.stubGlobal("fetch", spy);
  return spy;
}

const sentDevice = (spy: ReturnType<typeof fetchSpy>, call: number) =>
  (spy.mock.calls[call][1].headers as Record<string, string>)[DEVICE_HEADER];

describe("the device's id", () => {
  it("is made once and goes with every request, whoever is signed in", async () => {
    const spy = fetchSpy();
    setToken("first-account");
    await get("/api/me");
    const first = sentDevice(spy, 0);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // Signed out, then in with another account: the same device.
    setToken(null);
    setToken("second-account");
    await get("/api/me");
    expect(sentDevice(spy, 1)).toBe(first);
    expect(deviceId()).toBe(first);
  });

  it("is a new one on a device that has none", () => {
    const one = deviceId();
    localStorage.clear();
    expect(deviceId()).not.toBe(one);
  });
});
