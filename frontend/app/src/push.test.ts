import { afterEach, describe, expect, it, vi } from "vitest";
import { currentLanguage } from "./i18n";
import { base64UrlToBytes, declinePush, deviceTimeZone, enablePush, shouldOfferPush } from "./push";

/** A browser with push: notifications whose permission is `permission`, and a service worker's push manager. */
function browser(permission: NotificationPermission, answer: NotificationPermission = "granted") {
  const subscribed: unknown[] = [];
  const subscription = {
    endpoint: "https://push.example.org/send/1",
    toJSON: () => ({ endpoint: "https://push.example.org/send/1", keys: { p256dh: "P", auth: "A" } }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => null),
    subscribe: vi.fn(async (options: unknown) => {
      subscribed.push(options);
      return subscription;
    }),
  };
  vi.stubGlobal("Notification", { permission, requestPermission: vi.fn(async () => answer) });
  vi.stubGlobal("PushManager", class {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { register: vi.fn(async () => ({ pushManager })), ready: Promise.resolve({ pushManager }) },
  });
  const posted: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === "/api/push/key") return new Response(JSON.stringify({ public_key: "BAEC_w" }), { status: 200 });
      posted.push({ path, method: init?.method ?? "GET", body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ endpoint: subscription.endpoint }), { status: 201 });
    }),
  );
  return { subscribed, posted };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("web push", () => {
  it("decodes the server's base64url key into bytes", () => {
    expect([...base64UrlToBytes("BAEC_w")]).toEqual([4, 1, 2, 255]);
  });

  it("is not offered where the browser cannot push", () => {
    expect(shouldOfferPush()).toBe(false);
  });

  it("is offered until the player says not now, and never once they decided", () => {
    browser("default");
    expect(shouldOfferPush()).toBe(true);
    declinePush();
    expect(shouldOfferPush()).toBe(false);
    localStorage.clear();
    browser("denied");
    expect(shouldOfferPush()).toBe(false);
  });

  it("subscribes with the server's key and sends the subscription", async () => {
    const { subscribed, posted } = browser("default");
    expect(await enablePush()).toBe("on");
    expect(subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: base64UrlToBytes("BAEC_w") }]);
    expect(posted).toEqual([
      {
        path: "/api/me/push-subscriptions",
        method: "POST",
        body: {
          endpoint: "https://push.example.org/send/1",
          keys: { p256dh: "P", auth: "A" },
          language: currentLanguage(),
          time_zone: deviceTimeZone(),
        },
      },
    ]);
    expect(shouldOfferPush()).toBe(false);
  });

  it("subscribes nothing when the player refuses permission", async () => {
    const { subscribed, posted } = browser("default", "denied");
    expect(await enablePush()).toBe("denied");
    expect(subscribed).toEqual([]);
    expect(posted).toEqual([]);
  });
});
