// Every game the app knows, in the order the app offers them; the one place that lists the games by name. Only each
// game's name and a line about it come with the app. A game's module (its table and pieces) and its words and rules
// in the player's language are fetched when a screen first needs them, so that a person who plays one game in one
// language downloads neither the other games nor that game's words in the other languages.

import { addWords, alsoFetchOnChoice, currentLanguage, deviceLanguage, type MessageKey, type Translate } from "../i18n";
import { type OnDemand, onDemand, useOnDemand } from "../onDemand";
import type { Language } from "../session";
import { useSettings } from "../store";
import { about as allfours } from "./allfours/about";
import { about as doublehand } from "./doublehand/about";
import { about as ganjifa } from "./ganjifa/about";
import { about as texas42 } from "./texas42/about";
import type { GameUi, GameWords } from "./types";

const MODULES = new Map<string, () => Promise<{ default: GameUi }>>([
  ["doublehand", () => import("./doublehand")],
  ["allfours", () => import("./allfours")],
  ["ganjifa", () => import("./ganjifa")],
  ["texas42", () => import("./texas42")],
]);

export const GAME_IDS: readonly string[] = [...MODULES.keys()];

/** Each game's words and rules, a file per language: a player fetches those of their language alone. */
const WORDS = new Map<string, Record<Language, () => Promise<GameWords>>>([
  [
    "doublehand",
    {
      en: () => import("./doublehand/words/en"),
      hi: () => import("./doublehand/words/hi"),
      nl: () => import("./doublehand/words/nl"),
    },
  ],
  [
    "allfours",
    {
      en: () => import("./allfours/words/en"),
      hi: () => import("./allfours/words/hi"),
      nl: () => import("./allfours/words/nl"),
    },
  ],
  [
    "ganjifa",
    {
      en: () => import("./ganjifa/words/en"),
      hi: () => import("./ganjifa/words/hi"),
      nl: () => import("./ganjifa/words/nl"),
    },
  ],
  [
    "texas42",
    {
      en: () => import("./texas42/words/en"),
      hi: () => import("./texas42/words/hi"),
      nl: () => import("./texas42/words/nl"),
    },
  ],
]);

// The registry hands each game's words to the translations (which import no game, so no import comes back here).
for (const about of [doublehand, allfours, ganjifa, texas42]) {
  for (const language of Object.keys(about) as Language[]) addWords(language, about[language]);
}

const LOADED = new Map<string, OnDemand<GameUi>>();

/**
 * A game's module (its table and pieces, not its words), fetched on demand; a game the server offers but this app
 * does not know gets the generic table.
 */
export function gameModule(id: string): OnDemand<GameUi> {
  let game = LOADED.get(id);
  if (!game) {
    const fetch = MODULES.get(id);
    // Kept, so that a game's components stay the same from one render to the next.
    game = onDemand(async () => (fetch ? (await fetch()).default : (await import("./generic")).unknownGame(id)));
    LOADED.set(id, game);
  }
  return game;
}

const WORDS_LOADED = new Map<string, OnDemand<GameWords>>();
/** The games whose words a screen has asked for: a language chosen later fetches theirs before the app switches. */
const ASKED = new Set<string>();

/**
 * A game's words and rules in a language (the player's, unless told), fetched on demand without its table and
 * handed to the translations; a game the app does not know has none of its own.
 */
export function gameWords(id: string, language: Language = currentLanguage()): OnDemand<GameWords> {
  ASKED.add(id);
  const key = `${id}:${language}`;
  let words = WORDS_LOADED.get(key);
  if (!words) {
    const fetch = WORDS.get(id)?.[language];
    words = onDemand(async () => {
      const fetched = fetch ? await fetch() : { messages: {}, rules: [] };
      addWords(language, fetched.messages);
      return fetched;
    });
    WORDS_LOADED.set(key, words);
  }
  return words;
}

/**
 * A language's words of every game asked for so far. A failure does not hold the language back: it is left to the
 * screen that shows the game, which waits for the words and offers to try again.
 */
async function fetchAskedWords(language: Language): Promise<void> {
  await Promise.allSettled([...ASKED].map((id) => gameWords(id, language).load()));
}

alsoFetchOnChoice(fetchAskedWords);

const READY = new Map<string, OnDemand<GameUi>>();

/**
 * A game's module once its words in a language (the player's, unless told) have come too: what a screen that shows
 * the game waits for, so that it never draws the game with keys in place of words. Both are fetched at once.
 */
export function gameWithWords(id: string, language: Language = currentLanguage()): OnDemand<GameUi> {
  const key = `${id}:${language}`;
  let game = READY.get(key);
  if (!game) {
    game = onDemand(async () => {
      const [ui] = await Promise.all([gameModule(id).load(), gameWords(id, language).load()]);
      return ui;
    });
    READY.set(key, game);
  }
  return game;
}

/** A game's module and its words in a language (the player's, unless told), fetched together. */
export const loadGame = (id: string, language: Language = currentLanguage()): Promise<GameUi> =>
  gameWithWords(id, language).load();

/**
 * A game's module once it and its words in the player's language have come (null while they come, or when `id` is
 * null), and whether a fetch failed; after a change of language, once the new language's words have come.
 */
export function useGame(id: string | null): { value: GameUi | null; failed: boolean } {
  const language = useSettings().language ?? deviceLanguage();
  return useOnDemand(id === null ? null : gameWithWords(id, language));
}

/** A game's words in the player's language once they have come (null while they come), and whether they failed. */
export function useGameWords(id: string): { value: GameWords | null; failed: boolean } {
  const language = useSettings().language ?? deviceLanguage();
  return useOnDemand(gameWords(id, language));
}

/** The game's name in the player's language. */
export function gameName(id: string, t: Translate): string {
  const key = `${id}.name` as MessageKey;
  const name = t(key);
  return name === key ? id : name;
}

/** One line that says what the game is. */
export function gameBlurb(id: string, t: Translate): string {
  const key = `${id}.blurb` as MessageKey;
  const blurb = t(key);
  return blurb === key ? "" : blurb;
}
