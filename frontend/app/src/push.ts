// Web push on this device: whether to offer it, asking for permission, and subscribing with the server's key.
import { get, request } from "./api";
import type { components } from "./generated/api";
import { currentLanguage } from "./i18n";
import { needsHomeScreen } from "./ios";

const OFFERED = "tricktable.push.offered";

export type NotificationSettings = components["schemas"]["NotificationSettingsOut"];

export const NOTICE_KINDS = ["your_turn", "reminder", "replaced", "match_ended", "joined"] as const;

/** The browser can show pushed notifications (a service worker, the Push API and notifications). */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

/** Offer push (after joining a room) only where it can work, the player has not decided, and not after "not now". */
export function shouldOfferPush(): boolean {
  return pushSupported() && Notification.permission === "default" && localStorage.getItem(OFFERED) === null;
}

/** On iOS in a browser tab, where push needs the app on the Home Screen: show how, unless the player said not now. */
export function shouldOfferHomeScreen(): boolean {
  return needsHomeScreen() && localStorage.getItem(OFFERED) === null;
}

/** Permission was given before (on this device, or by the browser's settings): subscribe once per visit, quietly. */
export function shouldSubscribeQuietly(): boolean {
  return pushSupported() && Notification.permission === "granted" && sessionStorage.getItem(OFFERED) === null;
}

/** "Not now": do not offer again on this device (Settings still can turn it on). */
export function declinePush(): void {
  localStorage.setItem(OFFERED, "declined");
}

/** A base64url string (the server's VAPID key) as the bytes `applicationServerKey` takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4);
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Ask for permission, subscribe through the service worker and send the subscription to the server. */
export async function enablePush(): Promise<"on" | "denied" | "unavailable"> {
  localStorage.setItem(OFFERED, "asked");
  sessionStorage.setItem(OFFERED, "asked");
  if (!pushSupported()) return "unavailable";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  const { public_key } = await get<components["schemas"]["KeyOut"]>("/api/push/key");
  if (!public_key) return "unavailable";
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(public_key),
    }));
  // The app's language and the device's time zone: the server's for this player until they save settings.
  await request("POST", "/api/me/push-subscriptions", {
    body: { ...subscription.toJSON(), language: currentLanguage(), time_zone: deviceTimeZone() },
  });
  return "on";
}

/** Push on this device as Settings shows it: not possible here, blocked by the browser, on, or off. */
export type PushState = "unavailable" | "blocked" | "on" | "off";

/** Whether this device can get notifications, and whether it does: blocked ones can only be allowed in the browser. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return "unavailable";
  if (Notification.permission === "denied") return "blocked";
  if (Notification.permission !== "granted") return "off";
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? "on" : "off";
}

/** Stop push on this device: unsubscribe and have the server forget it. */
export async function disablePush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await request("DELETE", "/api/me/push-subscriptions", { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/** This device's time zone (IANA), for quiet hours. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
