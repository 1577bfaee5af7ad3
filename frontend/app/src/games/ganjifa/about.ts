// Dashavatara Ganjifa's name and a line about it, in every language: what the lists of games show before the game's
// module (its table) and its words and rules have been fetched.
export const about = {
  en: {
    "ganjifa.name": "Dashavatara Ganjifa",
    "ganjifa.blurb": "120 round cards in ten avatar suits; three players, most cards captured wins.",
  },
  hi: {
    "ganjifa.name": "दशावतार गंजीफ़ा",
    "ganjifa.blurb": "दस अवतार रंगों के 120 गोल पत्ते; तीन खिलाड़ी, सबसे ज़्यादा पत्ते जीतने वाला विजेता।",
  },
  nl: {
    "ganjifa.name": "Dashavatara Ganjifa",
    "ganjifa.blurb": "120 ronde kaarten in tien avatar-kleuren; drie spelers, wie de meeste kaarten wint.",
  },
};
