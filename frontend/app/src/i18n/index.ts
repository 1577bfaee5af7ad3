// Translations: the player's language (from the device, or chosen in settings) and `t` to look words up. Only the
// player's language is fetched (main.tsx waits for it before the first screen), and another once it is chosen.
import type { Language } from "../session";
import { settings, updateSettings, useSettings } from "../store";
import type { MessageKey } from "./en";
import type { Translate } from "./translate";

/** Each language's words once fetched: the shared ones, and each game's own once fetched in that language. */
export const LANGUAGES: Record<Language, { name: string; messages: Record<string, string> }> = {
  en: { name: "English", messages: {} },
  hi: { name: "हिन्दी", messages: {} },
  nl: { name: "Nederlands", messages: {} },
};

/** Each language's shared words, a file of their own so that a player fetches only theirs. */
const SHARED: Record<Language, () => Promise<Record<string, string>>> = {
  en: () => import("./en").then((module) => module.en),
  hi: () => import("./hi").then((module) => module.hi),
  nl: () => import("./nl").then((module) => module.nl),
};

const fetched = new Map<Language, Promise<void>>();

/** Fetch a language's shared words, once; a failed fetch is tried again on the next call. */
export function loadLanguage(language: Language): Promise<void> {
  let pending = fetched.get(language);
  if (!pending) {
    pending = SHARED[language]().then(
      (words) => {
        // A shared word keeps its meaning if a game's words repeat its key.
        LANGUAGES[language].messages = { ...LANGUAGES[language].messages, ...words };
      },
      (failure: unknown) => {
        fetched.delete(language);
        throw failure;
      },
    );
    fetched.set(language, pending);
  }
  return pending;
}

/** What else a language needs once chosen, besides its shared words: see `alsoFetchOnChoice`. */
const alsoFetched: ((language: Language) => Promise<unknown>)[] = [];

/**
 * Fetch more when a language is chosen, before the app switches to it: the game registry (games/index.ts) fetches
 * there the new language's words of each game already asked for, so that an open table never waits for them.
 */
export function alsoFetchOnChoice(fetch: (language: Language) => Promise<unknown>): void {
  alsoFetched.push(fetch);
}

/** Switch to a language (null: the device's) once its words have come, so that no screen shows keys meanwhile. */
export async function chooseLanguage(language: Language | null): Promise<void> {
  const chosen = language ?? deviceLanguage();
  await Promise.all([loadLanguage(chosen), ...alsoFetched.map((fetch) => fetch(chosen))]);
  updateSettings({ language });
}

/**
 * Take a game's own words into a language. The game registry (games/index.ts) calls it for each game's words it
 * fetches, so that the translations need not know the games; a shared word keeps its meaning if a game's words repeat
 * its key.
 */
export function addWords(language: Language, words: Record<string, string>): void {
  const known = LANGUAGES[language];
  known.messages = { ...words, ...known.messages };
}

/** The first of the device's preferred languages that the app speaks, else English. */
export function deviceLanguage(preferred: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (base in LANGUAGES) return base as Language;
  }
  return "en";
}

export function currentLanguage(): Language {
  return settings().language ?? deviceLanguage();
}

/** `t` for a language; it reads the words as they are when called, those of a game fetched since included. */
export function translator(language: Language): Translate {
  return (key, vars) => {
    const text = LANGUAGES[language].messages[key] ?? LANGUAGES.en.messages[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`)) : text;
  };
}

/** `t` for the current language; re-renders the component when the language changes. */
export function useT(): Translate {
  const current = useSettings();
  return translator(current.language ?? deviceLanguage());
}

export { lookUp } from "./lookUp";
export type { MessageKey, Translate };
