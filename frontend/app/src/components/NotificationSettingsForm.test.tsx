import { cleanup, render, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationSettingsForm } from "./NotificationSettingsForm";

const PREFS = {
  your_turn: true,
  reminder: true,
  replaced: true,
  match_ended: true,
  joined: true,
  quiet_start: null,
  quiet_end: null,
  time_zone: "UTC",
  language: "en",
};

/** A browser whose notification permission is `permission`, subscribed to push or not. */
function device(permission: NotificationPermission, subscribed: boolean) {
  const pushManager = {
    getSubscription: vi.fn(async () => (subscribed ? { endpoint: "https://push.example/1" } : null)),
  };
  vi.stubGlobal("Notification", { permission, requestPermission: vi.fn(async () => permission) });
  vi.stubGlobal("PushManager", class {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: vi.fn(async () => ({ pushManager })) },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(PREFS), { status: 200 })),
  );
}

/** The words of the device's part of the form, once it has looked at the device. */
async function devicePart(): Promise<{ text: string; buttons: string[] }> {
  const { findByTestId } = render(<NotificationSettingsForm />);
  const part = await findByTestId("device-push");
  await waitFor(() => expect(part.textContent).not.toBe(""));
  return {
    text: part.textContent ?? "",
    buttons: [...part.querySelectorAll("button")].map((b) => b.textContent ?? ""),
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("notifications on this device, in Settings", () => {
  it("offer no button when the browser blocks them, and say where to allow them", async () => {
    device("denied", false);
    const { text, buttons } = await devicePart();
    expect(buttons).toEqual([]);
    expect(text).toBe("Notifications are blocked: allow them in your browser's site settings.");
  });

  it("offer to turn them on, and only that, while they are off", async () => {
    device("default", false);
    expect((await devicePart()).buttons).toEqual(["Turn on for this device"]);
    cleanup();
    device("granted", false);
    expect((await devicePart()).buttons).toEqual(["Turn on for this device"]);
  });

  it("say they are on and offer to turn them off, and only that, once subscribed", async () => {
    device("granted", true);
    const { text, buttons } = await devicePart();
    expect(buttons).toEqual(["Turn off for this device"]);
    expect(text).toContain("Notifications are on for this device.");
  });

  it("say when the device cannot have them", async () => {
    device("default", false);
    vi.stubGlobal("PushManager", undefined);
    Reflect.deleteProperty(window, "PushManager");
    const { text, buttons } = await devicePart();
    expect(buttons).toEqual([]);
    expect(text).toBe("Notifications are not available on this device.");
  });
});
