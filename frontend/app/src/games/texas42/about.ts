// Texas 42's name and a line about it, in every language: what the lists of games show before the game's
// module (its table) and its words and rules have been fetched.
export const about = {
  en: {
    "texas42.name": "Texas 42",
    "texas42.blurb": "Dominoes: bid 30 to 42, name trumps, take count. Game to 250.",
  },
  hi: {
    "texas42.name": "टेक्सस 42",
    "texas42.blurb": "डोमिनो: 30 से 42 की बोली, तुरुप चुनें, गिनती वाले डोमिनो जीतें। खेल 250 तक।",
  },
  nl: {
    "texas42.name": "Texas 42",
    "texas42.blurb": "Dominostenen: bied 30 tot 42, noem troef, win de telstenen. Spel tot 250.",
  },
};
