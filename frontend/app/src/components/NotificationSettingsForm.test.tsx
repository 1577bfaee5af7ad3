import { cleanup, fireEvent, render, waitFor } from "@testing-library/preact";
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
  reminder_percent: 80,
  digest_hour: null,
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

describe("the reminder's share and the daily digest, in Settings", () => {
  /** The form over the server's settings; what it sends when saved. */
  async function form() {
    device("default", false);
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_path: string, init?: RequestInit) => {
        if (init?.method === "PUT") sent.push(JSON.parse(String(init.body)));
        const body = init?.method === "PUT" ? JSON.parse(String(init.body)) : PREFS;
        return new Response(JSON.stringify(body), { status: 200 });
      }),
    );
    const view = render(<NotificationSettingsForm />);
    await view.findByText("Remind me once this much of a long turn has passed");
    return { ...view, sent };
  }

  it("start from the server's settings: a reminder at 80 %, no digest", async () => {
    const { container } = await form();
    const share = container.querySelector<HTMLSelectElement>("select[name=reminder_percent]");
    expect(share?.value).toBe("80");
    expect(container.querySelector<HTMLInputElement>("input[name=digest]")?.checked).toBe(false);
    expect(container.querySelector("select[name=digest_hour]")).toBeNull();
  });

  it("send the share and the digest's hour the player chose", async () => {
    const { container, getByText, sent } = await form();
    const share = container.querySelector("select[name=reminder_percent]") as HTMLSelectElement;
    fireEvent.change(share, { target: { value: "50" } });
    fireEvent.click(container.querySelector("input[name=digest]") as HTMLInputElement);
    const hour = container.querySelector("select[name=digest_hour]") as HTMLSelectElement;
    expect(hour.value).toBe("8");
    expect(hour.options[hour.selectedIndex].textContent).toBe("08:00");
    fireEvent.change(hour, { target: { value: "19" } });
    fireEvent.click(getByText("Save"));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ reminder_percent: 50, digest_hour: 19 });
    // Turned off again: no digest, a notice per turn.
    fireEvent.click(container.querySelector("input[name=digest]") as HTMLInputElement);
    fireEvent.click(getByText("Save"));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ reminder_percent: 50, digest_hour: null });
  });

  it("show the way to the Home Screen on an iPhone's Safari, where push cannot be had in a tab", async () => {
    device("default", false);
    vi.stubGlobal("PushManager", undefined);
    Reflect.deleteProperty(window, "PushManager");
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)");
    const { findByTestId, findByText } = render(<NotificationSettingsForm />);
    const part = await findByTestId("device-push");
    fireEvent.click(part.querySelector("button") as HTMLButtonElement);
    expect(await findByText("Choose “Add to Home Screen”, then Add.")).toBeTruthy();
    vi.restoreAllMocks();
  });
});
