import { describe, expect, it, vi } from "vitest";
import { translator } from "../i18n";
import { GAME_IDS, gameModule, gameName, gameWords, loadGame } from ".";

describe("the game registry", () => {
  it("names every game it lists before any game's module has been asked for", () => {
    const t = translator("hi");
    for (const id of GAME_IDS) expect(gameName(id, t)).not.toBe(id);
  });

  it("fetches a game's module once and keeps it, its words in the translations", async () => {
    const [id] = GAME_IDS;
    const game = await loadGame(id, "nl");
    expect(game.id).toBe(id);
    expect(await loadGame(id, "nl")).toBe(game);
    expect(gameModule(id).loaded()).toBe(game);
    const words = await gameWords(id, "nl").load();
    const someKey = Object.keys(words.messages)[0];
    expect(translator("nl")(someKey as never)).toBe(words.messages[someKey]);
  });

  it("keeps a game's words in each language apart, with the same keys", async () => {
    for (const id of GAME_IDS) {
      const [english, hindi] = await Promise.all([gameWords(id, "en").load(), gameWords(id, "hi").load()]);
      expect(hindi).not.toBe(english);
      expect(Object.keys(hindi.messages).sort(), id).toEqual(Object.keys(english.messages).sort());
      expect(hindi.messages[`${id}.tour.hand`], id).not.toBe(english.messages[`${id}.tour.hand`]);
      expect(hindi.rules.length, id).toBe(english.rules.length);
    }
  });

  it("gives a game the server offers but the app does not know the generic table, and no words", async () => {
    const game = await loadGame("whist", "en");
    expect(game.id).toBe("whist");
    expect(gameWords("whist", "en").loaded()).toEqual({ messages: {}, rules: [] });
    expect(await loadGame("whist", "en")).toBe(game);
  });
});

// The test setup fetches everything; these tests take the app's modules afresh, as a phone's first load finds them.
describe("a game's words as a player fetches them", () => {
  const [first, second] = GAME_IDS;
  const tourKey = (id: string) => `${id}.tour.hand`;

  async function freshApp() {
    vi.resetModules();
    const [games, i18n] = await Promise.all([import("."), import("../i18n")]);
    return { games, i18n };
  }

  it("come in the player's language alone, with the game's module", async () => {
    const { games, i18n } = await freshApp();
    expect(games.gameWithWords(first, "hi").loaded()).toBeNull();
    const game = await games.loadGame(first, "hi");
    expect(games.gameWithWords(first, "hi").loaded()).toBe(game);
    const hindi = games.gameWords(first, "hi").loaded()?.messages ?? {};
    expect(i18n.LANGUAGES.hi.messages[tourKey(first)]).toBe(hindi[tourKey(first)]);
    expect(hindi[tourKey(first)]).toBeTruthy();
    // The name and the blurb come with the app in every language; the game's own words only in the one asked for.
    expect(i18n.LANGUAGES.nl.messages[`${first}.name`]).toBeTruthy();
    expect(i18n.LANGUAGES.nl.messages[tourKey(first)]).toBeUndefined();
    expect(i18n.LANGUAGES.en.messages[tourKey(first)]).toBeUndefined();
    expect(games.gameWords(first, "nl").loaded()).toBeNull();
  });

  it("keep a screen that shows the game waiting for them, not only for its module", async () => {
    const { games } = await freshApp();
    const module = await games.gameModule(first).load();
    const ready = games.gameWithWords(first, "nl");
    const waiting = ready.load();
    expect(ready.loaded()).toBeNull();
    expect(await waiting).toBe(module);
    expect(games.gameWords(first, "nl").loaded()?.messages[tourKey(first)]).toBeTruthy();
  });

  it("come in the new language too, before the app switches to it, for each game already asked for", async () => {
    const { games, i18n } = await freshApp();
    const store = await import("../store");
    await games.loadGame(first, "en");
    await i18n.chooseLanguage("nl");
    expect(store.settings().language).toBe("nl");
    const dutch = games.gameWords(first, "nl").loaded();
    expect(dutch?.rules.length).toBeGreaterThan(0);
    expect(i18n.translator("nl")(tourKey(first) as never)).toBe(dutch?.messages[tourKey(first)]);
    // A game no screen asked for is not fetched.
    expect(i18n.LANGUAGES.nl.messages[tourKey(second)]).toBeUndefined();
    await i18n.chooseLanguage(null);
  });
});
