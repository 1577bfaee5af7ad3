// Looking up a key built at run time (a game's option, an action type), for callers that have a fallback.
import type { MessageKey } from "./en";
import type { Translate } from "./translate";

/** The translation, or null when no language has the key. */
export function lookUp(t: Translate, key: string, vars?: Record<string, string | number>): string | null {
  const text = t(key as MessageKey, vars);
  return text === key ? null : text;
}
