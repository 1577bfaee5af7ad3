import { afterEach, describe, expect, it, vi } from "vitest";
import { type Device, isIos, needsHomeScreen } from "./ios";
import { shouldOfferHomeScreen } from "./push";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const IPAD_OS =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";

function device(userAgent: string, more: Partial<Device> = {}): Device {
  return { userAgent, maxTouchPoints: 5, displayStandalone: false, ...more };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("iOS and the Home Screen", () => {
  it("knows an iPhone, and an iPad that says it is a Mac but has a touch screen", () => {
    expect(isIos(device(IPHONE))).toBe(true);
    expect(isIos(device(IPAD_OS))).toBe(true);
    expect(isIos(device(IPAD_OS, { maxTouchPoints: 0 }))).toBe(false); // a Mac
    expect(isIos(device(ANDROID))).toBe(false);
  });

  it("asks for the Home Screen only in Safari's tab, not in the app added there", () => {
    expect(needsHomeScreen(device(IPHONE))).toBe(true);
    expect(needsHomeScreen(device(IPAD_OS))).toBe(true);
    expect(needsHomeScreen(device(IPHONE, { standalone: true }))).toBe(false);
    expect(needsHomeScreen(device(IPAD_OS, { displayStandalone: true }))).toBe(false);
    expect(needsHomeScreen(device(ANDROID))).toBe(false);
  });

  it("shows the steps instead of the offer until the player says not now", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IPHONE);
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    expect(shouldOfferHomeScreen()).toBe(true);
    localStorage.setItem("tricktable.push.offered", "declined");
    expect(shouldOfferHomeScreen()).toBe(false);
    vi.restoreAllMocks();
    localStorage.clear();
    expect(shouldOfferHomeScreen()).toBe(false); // jsdom is no iPhone
  });
});
