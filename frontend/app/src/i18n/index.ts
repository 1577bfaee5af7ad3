// Translations: the player's language (from the device, or chosen in settings) and `t` to look words up.
import { useSettings, settings } from "../store";
import type { Language } from "../session";
import { en, type MessageKey } from "./en";
import { hi } from "./hi";
import { nl } from "./nl";

export const LANGUAGES: Record<Language, { name: string; messages: Record<MessageKey, string> }> = {
  en: { name: "English", messages: en },
  hi: { name: "हिन्दी", messages: hi },
  nl: { name: "Nederlands", messages: nl },
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

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  const messages = LANGUAGES[language].messages;
  return (key, vars) => {
    const text = messages[key] ?? en[key] ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`)) : text;
  };
}

/** `t` for the current language; re-renders the component when the language changes. */
export function useT(): Translate {
  const current = useSettings();
  return translator(current.language ?? deviceLanguage());
}

export type { MessageKey };
