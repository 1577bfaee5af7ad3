// The settings as a small observable store, so that language and theme changes re-render the app.
import { useEffect, useState } from "preact/hooks";
import { loadSettings, type Settings, saveSettings } from "./session";

let current: Settings = loadSettings();
const listeners = new Set<(settings: Settings) => void>();

export function settings(): Settings {
  return current;
}

export function updateSettings(change: Partial<Settings>): void {
  current = { ...current, ...change };
  saveSettings(current);
  applyTheme(current);
  for (const listener of listeners) listener(current);
}

export function useSettings(): Settings {
  const [value, setValue] = useState(current);
  useEffect(() => {
    listeners.add(setValue);
    return () => void listeners.delete(setValue);
  }, []);
  return value;
}

export function applyTheme(value: Settings = current): void {
  const root = document.documentElement;
  root.dataset.theme = value.theme;
  root.dataset.cloth = value.cloth;
  root.classList.toggle("four-colour", value.fourColour);
  root.classList.toggle("high-contrast", value.highContrast);
}
