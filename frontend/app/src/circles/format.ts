// Times, ratings and computer levels as a player reads them: "5 minutes ago" in their language, "18.0", "Expert".
import { lookUp, type Translate } from "../i18n";
import type { Language } from "../session";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** How long ago an ISO time was, in words ("3 hours ago"); under a minute is "now". */
export function ago(iso: string, language: Language, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, "second");
}

/** A date in the player's language. */
export function day(iso: string, language: Language): string {
  return new Date(iso).toLocaleDateString(language, { day: "numeric", month: "short", year: "numeric" });
}

/** A rating as one number a player compares (OpenSkill's ordinal), to one decimal. */
export const ratingText = (ordinal: number) => ordinal.toFixed(1);

/** A computer level in the player's words ("Expert"), or the server's name for one the app does not know. */
export function levelName(level: string, t: Translate): string {
  return lookUp(t, `common.level.${level}`) ?? level;
}
