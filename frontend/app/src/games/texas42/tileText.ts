// Tile names in running text ("5-5 and 6-4"): the two ends joined by a non-breaking hyphen, so that a narrow
// screen never breaks a domino's name across two lines.
import type { RulesPage } from "../types";

const TILE_NAME = /(\d)-(\d)/g;

export const keepTilesWhole = (text: string) => text.replace(TILE_NAME, "$1\u2011$2");

/** Every text of a dictionary, its tile names kept whole. */
export function wholeTiles<T extends Record<string, string>>(words: T): T {
  return Object.fromEntries(Object.entries(words).map(([key, text]) => [key, keepTilesWhole(text)])) as T;
}

/** A rules page, the tile names in its paragraphs kept whole. */
export function rulesWithTilesWhole(page: RulesPage): RulesPage {
  return page.map(([heading, paragraphs]) => [heading, paragraphs.map(keepTilesWhole)]);
}
