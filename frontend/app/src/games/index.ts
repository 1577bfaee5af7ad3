// Every game's module, in the order the app offers them; the one place that lists the games by name.
import { addWords, type MessageKey, type Translate } from "../i18n";
import allfours from "./allfours";
import doublehand from "./doublehand";
import ganjifa from "./ganjifa";
import { unknownGame } from "./generic";
import texas42 from "./texas42";
import type { GameUi } from "./types";

export const GAMES: readonly GameUi[] = [doublehand, allfours, ganjifa, texas42];

// The registry hands each game's words to the translations (which import no game, so no import comes back here).
for (const game of GAMES) addWords(game.messages);

const BY_ID = new Map(GAMES.map((game) => [game.id, game]));

/** A game's module; a game the server offers but this app does not know gets the generic table. */
export function gameUi(id: string): GameUi {
  let game = BY_ID.get(id);
  if (!game) {
    // Kept, so that its components stay the same from one render to the next.
    game = unknownGame(id);
    BY_ID.set(id, game);
  }
  return game;
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
