// Doublehand's name and a line about it, in every language: what the lists of games show before the game's
// module (its table) and its words and rules have been fetched.
export const about = {
  en: {
    "doublehand.name": "Doublehand",
    "doublehand.blurb": "Partners bid for tricks, hide a trump card and collect tricks two in a row. Game to 252.",
  },
  hi: {
    "doublehand.name": "डबलहैंड",
    "doublehand.blurb": "साथी हाथों की बोली लगाते हैं, तुरुप का पत्ता छिपाते हैं और लगातार दो हाथ जीतकर सर उठाते हैं। खेल 252 तक।",
  },
  nl: {
    "doublehand.name": "Doublehand",
    "doublehand.blurb":
      "Partners bieden op slagen, verbergen een troefkaart en halen slagen op met twee op rij. Spel tot 252.",
  },
};
