// A game option's name, help and choices in the player's language: the server describes options in English only.
import type { OptionInfo } from "../types";
import type { Translate } from "./index";
import { lookUp } from "./lookUp";

export interface OptionWords {
  label: string;
  help: string;
  choice: (value: string) => string;
}

/** The game's own words for the option first, then the words shared by all games, then the server's English. */
export function optionWords(game: string, name: string, option: OptionInfo, t: Translate): OptionWords {
  const find = (suffix: string) => lookUp(t, `${game}.option.${name}${suffix}`) ?? lookUp(t, `option.${name}${suffix}`);
  return {
    label: find("") ?? name.replace(/_/g, " "),
    help: find(".help") ?? option.help,
    choice: (value) => find(`.${value}`) ?? value,
  };
}
