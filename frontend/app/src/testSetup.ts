// Before every test file: every language's words, every game's module and every game's words in every language
// fetched, as a player's screens fetch them on demand, so that a test renders a screen at once in any language (and
// a test that imports one game's module alone finds its words in the translations, handed in by the registry).
import { beforeAll } from "vitest";
import { GAME_IDS, loadGame } from "./games";
import { LANGUAGES, loadLanguage } from "./i18n";
import type { Language } from "./session";

beforeAll(async () => {
  const languages = Object.keys(LANGUAGES) as Language[];
  await Promise.all([
    ...languages.map((language) => loadLanguage(language)),
    ...GAME_IDS.flatMap((id) => languages.map((language) => loadGame(id, language))),
  ]);
});
