// A game option's name, help, choices and value in the player's language: the server describes options in English
// only, and some options are not a single word (a map of points, a list of contracts).
import type { OptionInfo } from "../types";
import type { Translate } from "./index";
import { lookUp } from "./lookUp";

export interface OptionWords {
  label: string;
  help: string;
  choice: (value: string) => string;
  /** A line that explains one choice (a special contract), if the app has one. */
  choiceHelp: (value: string) => string | null;
  /** Any value of the option in words: a choice's name, a list's items, a map's entries ("Ace 1, Six 2, Jack 3"). */
  value: (value: unknown) => string;
}

/** "some_rule" → "Some rule": a name the app has no words for, at least readable. */
export function readable(name: string): string {
  const spaced = name.replace(/_/g, " ").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The game's own words for the option first, then the words shared by all games, then the server's English. */
export function optionWords(game: string, name: string, option: OptionInfo, t: Translate): OptionWords {
  const find = (suffix: string) => lookUp(t, `${game}.option.${name}${suffix}`) ?? lookUp(t, `option.${name}${suffix}`);
  const choice = (value: string) => find(`.${value}`) ?? readable(value);
  const value = (given: unknown): string => {
    if (typeof given === "boolean") return t(given ? "create.yes" : "create.no");
    if (typeof given === "number") return String(given);
    if (typeof given === "string") return choice(given);
    if (Array.isArray(given)) {
      return given.length ? given.map((item) => value(item)).join(", ") : (find(".none") ?? t("create.none"));
    }
    if (given && typeof given === "object") {
      const entries = Object.entries(given as Record<string, unknown>);
      // Numbers in rising order (the kick: ace 1, six 2, jack 3); anything else as the server listed it.
      if (entries.every(([, points]) => typeof points === "number")) {
        entries.sort(([, a], [, b]) => (a as number) - (b as number));
      }
      if (!entries.length) return find(".none") ?? t("create.none");
      return entries
        .map(([key, item]) =>
          (find(".entry") ?? t("create.entry")).replace("{key}", choice(key)).replace("{value}", value(item)),
        )
        .join(", ");
    }
    return t("create.none");
  };
  return {
    label: find("") ?? readable(name),
    help: find(".help") ?? option.help,
    choice,
    choiceHelp: (choice: string) => find(`.${choice}.help`),
    value,
  };
}
