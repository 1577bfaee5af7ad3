// Ganjifa in English: its own words (the avatar suits, Raja and Mantri, dukal, day and night) and its rules page (from the rules spec).
// The reference for the keys; each language is a file of its own, fetched only by the players who speak it.
import type { RulesPage } from "../../types";

export const messages = {
  "ganjifa.tour.hand":
    "Your round cards, in rows. Tap a card to play it; to play several together, choose them, then confirm.",
  "ganjifa.tour.seats": "Three players, each on their own: the two others sit at the top left and the top right.",
  "ganjifa.card": "{rank} of {suit}",
  "ganjifa.rank.K": "Raja",
  "ganjifa.rank.M": "Mantri",
  "ganjifa.suit.matsya": "Matsya",
  "ganjifa.suit.kurma": "Kurma",
  "ganjifa.suit.varaha": "Varaha",
  "ganjifa.suit.narasimha": "Narasimha",
  "ganjifa.suit.vamana": "Vamana",
  "ganjifa.suit.parashurama": "Parashurama",
  "ganjifa.suit.rama": "Rama",
  "ganjifa.suit.krishna": "Krishna",
  "ganjifa.suit.buddha": "Buddha",
  "ganjifa.suit.kalki": "Kalki",
  "ganjifa.action.dukal": "Dukal",
  "ganjifa.action.discard": "Discard",
  "ganjifa.option.period": "Day or night",
  "ganjifa.option.period.help": "By day Rama is the trump suit, by night Krishna.",
  "ganjifa.option.period.day": "Day: Rama is trump",
  "ganjifa.option.period.night": "Night: Krishna is trump",
  "ganjifa.option.deals": "Deals",
  "ganjifa.option.deals.help": "Deals in the match; the scores add up, and the most cards captured wins.",
  "ganjifa.trumps": "Trumps: {suit}",
  "ganjifa.period.day": "Day",
  "ganjifa.period.night": "Night",
  "ganjifa.deal_of": "Deal {n} of {deals}",
  "ganjifa.captured": "{name} has captured {n} cards",
  "ganjifa.discard_prompt": "{name} led a dukal of {n}: discard {n} cards",
  "ganjifa.discard_wait": "{name} led a dukal of {n}: the others discard {n} cards each",
  "ganjifa.dukal_offer": "Or lead a dukal:",
  "ganjifa.why_follow": "Led: {suit}. You hold it, so you must follow it.",
  "ganjifa.why_next": "Led: {suit}. You hold none: play a trump, or the first suit after it that you hold.",
  "ganjifa.dukal_of": "Dukal of {suit}, {n} cards",
  "ganjifa.said.dukal": "{name} led a dukal of {n}: {cards}",
  "ganjifa.said.discard": "{name} discarded {n} cards",
  "ganjifa.deal.trump": "Trumps: {suit}",
  "ganjifa.deal.captured": "{name} captured {n} cards",
  // The key to the suits on the rules page.
  "ganjifa.key.title": "The ten suits",
  "ganjifa.key.intro":
    "Each suit has its colour and its emblem, drawn on every card; in your hand the cards are grouped by suit.",
  "ganjifa.key.order": "high to low",
  "ganjifa.emblem.matsya": "fish",
  "ganjifa.emblem.kurma": "tortoise",
  "ganjifa.emblem.varaha": "boar",
  "ganjifa.emblem.narasimha": "lion",
  "ganjifa.emblem.vamana": "umbrella",
  "ganjifa.emblem.parashurama": "axe",
  "ganjifa.emblem.rama": "bow and arrow",
  "ganjifa.emblem.krishna": "flute",
  "ganjifa.emblem.buddha": "lotus",
  "ganjifa.emblem.kalki": "sword",
};

export const rules: RulesPage = [
  [
    "The cards",
    [
      "120 round cards in ten suits, the avatars of Vishnu: Matsya, Kurma, Varaha, Narasimha, Vamana, Parashurama, Rama, Krishna, Buddha, Kalki.",
      "Each suit has the Raja (king), the Mantri (minister) and numbers 1 to 10; in the first five suits the low numbers rank higher.",
    ],
  ],
  [
    "Play",
    [
      "Three players, forty cards each. By day Rama is trump, by night Krishna.",
      "The holder of the trump Raja leads it to the first trick.",
      "Follow suit if you can. If you cannot, play a trump or a card of the first suit after the led one, in avatar order, that you hold; when that suit is the trump suit, you must play a trump.",
      "The avatar order wraps round: after Kalki comes Matsya again.",
      "You never have to beat a card already played.",
    ],
  ],
  [
    "Dukal",
    [
      "When leading, you may lead a dukal: the Raja, the Mantri and at least three numbers in a run of one suit. It wins at once; the others each discard as many cards, and the leader captures them all and leads again. There is no dukal on the first trick.",
      "A dukal may not have more cards than any other player holds.",
    ],
  ],
  [
    "Winning",
    [
      "Each captured card is a point; the most cards captured wins. Players with equal highest scores share the win.",
      "A match may have several deals: the points add up.",
    ],
  ],
];
