// Translations: the player's language (from the device, or chosen in settings) and `t` to look words up.
import type { Language } from "../session";
import { settings, useSettings } from "../store";
import { en, type MessageKey } from "./en";
import { hi } from "./hi";
import { nl } from "./nl";
import type { Translate } from "./translate";

/** Each language's words: the shared ones, and every game's own once the game registry has handed them in. */
export const LANGUAGES: Record<Language, { name: string; messages: Record<string, string> }> = {
  en: { name: "English", messages: { ...en } },
  hi: { name: "हिन्दी", messages: { ...hi } },
  nl: { name: "Nederlands", messages: { ...nl } },
};

/**
 * Take a game's own words into each language. The game registry (games/index.ts) calls it for every game it lists,
 * so that the translations need not know the games; a shared word keeps its meaning if a game's words repeat its key.
 */
export function addWords(words: Record<Language, Record<string, string>>): void {
  for (const language of Object.keys(LANGUAGES) as Language[]) {
    const known = LANGUAGES[language];
    known.messages = { ...words[language], ...known.messages };
  }
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

export function translator(language: Language): Translate {
  const messages = LANGUAGES[language].messages;
  const english = LANGUAGES.en.messages;
  return (key, vars) => {
    const text = messages[key] ?? english[key] ?? key;
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
