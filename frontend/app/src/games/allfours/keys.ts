// All Fours's word keys, as its English words spell them (words/en.ts), and `words`: the shared `t` with them typed.
// The words themselves come in the player's language alone: the registry fetches words/<language>.ts.
import type { Translate } from "../../i18n";
import type { messages } from "./words/en";

export type AllFoursKey = keyof typeof messages;

/** The shared `t` with this game's words typed: the registry hands the words to the translations. */
export const words = (t: Translate) => t as Translate<AllFoursKey>;
