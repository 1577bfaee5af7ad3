// A game's rules for players: sections of short paragraphs, per game.
export type RulesBook = Record<string, [string, string[]][]>;
