// Translations: the player's language (from the device, or chosen in settings) and `t` to look words up.
import { GAMES } from "../games";
import type { Language } from "../session";
import { settings, useSettings } from "../store";
import { en, type MessageKey } from "./en";
import { hi } from "./hi";
import { nl } from "./nl";

/** The shared words of a language with every game's own words merged in. */
function dictionary(language: Language, shared: Record<MessageKey, string>): Record<string, string> {
  return Object.assign({}, ...GAMES.map((game) => game.messages[language]), shared);
}

export const LANGUAGES: Record<Language, { name: string; messages: Record<string, string> }> = {
  en: { name: "English", messages: dictionary("en", en) },
  hi: { name: "हिन्दी", messages: dictionary("hi", hi) },
  nl: { name: "Nederlands", messages: dictionary("nl", nl) },
};

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

/** Looks a key up; `K` widens the shared keys with a game's own (see each game's `words`). */
export type Translate<K extends string = never> = (
  key: MessageKey | K,
  vars?: Record<string, string | number>,
) => string;

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
export type { MessageKey };
