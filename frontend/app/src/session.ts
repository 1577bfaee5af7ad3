// What the app keeps on the device: the guest's token, the player's settings, the games whose tour they have seen,
// the last chat message seen in each room.
export type Theme = "system" | "light" | "dark";
export type Language = "en" | "hi" | "nl";

export interface Settings {
  language: Language | null;
  theme: Theme;
  fourColour: boolean;
  highContrast: boolean;
  cloth: "green" | "blue" | "warm";
  /** The hand by suit and rank (the game's order), or as dealt. */
  sortHand: boolean;
  /** A tap on a piece selects it, and a confirm bar asks before it is played (against a misclick). */
  confirmPlays: boolean;
  /** How fast others' moves are shown one after another (see `SPEEDS` in playback.ts). */
  speed: "normal" | "fast";
}

const TOKEN = "tricktable.token";
const SETTINGS = "tricktable.settings";
const TOURS = "tricktable.tours";
const DEFAULTS: Settings = {
  language: null,
  theme: "system",
  fourColour: false,
  highContrast: false,
  cloth: "green",
  sortHand: true,
  confirmPlays: false,
  speed: "normal",
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const DEVICE = "tricktable.device";
let pageDevice: string | null = null;

/**
 * This device's id, made once at random and kept across sign-out and account switches: the server tells by it that
 * a device seated in a match does not also watch it from another account. Without storage, one for this page.
 */
export function deviceId(): string {
  const store = storage();
  const kept = store ? store.getItem(DEVICE) : pageDevice;
  if (kept && /^[A-Za-z0-9-]{16,64}$/.test(kept)) return kept;
  pageDevice = newDeviceId();
  store?.setItem(DEVICE, pageDevice);
  return pageDevice;
}

function newDeviceId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The header that carries the device's id on every request to the API. */
export const DEVICE_HEADER = "X-Tricktable-Device";

export function getToken(): string | null {
  return storage()?.getItem(TOKEN) ?? null;
}

export function setToken(token: string | null): void {
  const store = storage();
  if (!store) return;
  if (token) store.setItem(TOKEN, token);
  else store.removeItem(TOKEN);
}

export function loadSettings(): Settings {
  try {
    return { ...DEFAULTS, ...JSON.parse(storage()?.getItem(SETTINGS) ?? "{}") };
  } catch {
    return { ...DEFAULTS };
  }
}

export function saveSettings(settings: Settings): void {
  storage()?.setItem(SETTINGS, JSON.stringify(settings));
}

function toursSeen(): string[] {
  try {
    const seen: unknown = JSON.parse(storage()?.getItem(TOURS) ?? "[]");
    return Array.isArray(seen) ? seen.map(String) : [];
  } catch {
    return [];
  }
}

/** Whether the player has been shown (or skipped) the first-time tour of a game's table on this device. */
export function tourSeen(game: string): boolean {
  return toursSeen().includes(game);
}

export function markTourSeen(game: string): void {
  if (!tourSeen(game)) storage()?.setItem(TOURS, JSON.stringify([...toursSeen(), game]));
}

const CHAT_SEEN = "tricktable.chatSeen";

function chatSeen(): Record<string, number> {
  try {
    const seen: unknown = JSON.parse(storage()?.getItem(CHAT_SEEN) ?? "{}");
    return seen && typeof seen === "object" && !Array.isArray(seen) ? (seen as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * When the last chat message the player has seen in a room on this device was written, in milliseconds since 1970
 * (0 for none). A time, not the message's id: ids are opaque and say nothing of which message came first.
 */
export function lastSeenMessage(room: string): number {
  const at = Number(chatSeen()[room] ?? 0);
  return Number.isFinite(at) ? at : 0;
}

/** Remember when the last chat message seen in a room was written; an older time never moves it back. */
export function markMessagesSeen(room: string, at: number): void {
  if (at <= lastSeenMessage(room)) return;
  storage()?.setItem(CHAT_SEEN, JSON.stringify({ ...chatSeen(), [room]: at }));
}
