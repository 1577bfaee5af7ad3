// What the app keeps on the device: the guest's token and the player's settings.
export type Theme = "system" | "light" | "dark";
export type Language = "en" | "hi" | "nl";

export interface Settings {
  language: Language | null;
  theme: Theme;
  fourColour: boolean;
  highContrast: boolean;
  cloth: "green" | "blue" | "warm";
}

const TOKEN = "tricktable.token";
const SETTINGS = "tricktable.settings";
const DEFAULTS: Settings = { language: null, theme: "system", fourColour: false, highContrast: false, cloth: "green" };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

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
