// All Fours's name and a line about it, in every language: what the lists of games show before the game's
// module (its table) and its words and rules have been fetched.
export const about = {
  en: {
    "allfours.name": "All Fours",
    "allfours.blurb": "Trinidad's game: kick, beg, High-Low-Jack-Game, first to 14.",
  },
  hi: {
    "allfours.name": "ऑल फ़ोर्स",
    "allfours.blurb": "त्रिनिदाद का खेल: किक, बेग, हाई-लो-जैक-गेम, 14 तक।",
  },
  nl: {
    "allfours.name": "All Fours",
    "allfours.blurb": "Het spel van Trinidad: opdraaien, bedelen, High-Low-Jack-Game, eerst tot 14.",
  },
};
