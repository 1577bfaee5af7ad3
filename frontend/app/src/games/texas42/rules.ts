// Texas 42's rules for players, in every language of the app (from the rules spec).
import type { Language } from "../../session";
import type { RulesPage } from "../types";

export const rules: Record<Language, RulesPage> = {
  en: [
    [
      "The dominoes",
      [
        "A double-six set of 28 dominoes; four players in two partnerships, seven each.",
        "Count dominoes score for the side that takes them: 5-5 and 6-4 ten each; 5-0, 4-1 and 3-2 five each. Each trick is one more: 42 in a hand.",
      ],
    ],
    [
      "Bidding",
      [
        "Each player bids once, 30 to 42, higher than the last; after 42 only doubling: 84, 168, 250.",
        "The winner names trumps: a number of pips, doubles, or no trump, and leads.",
      ],
    ],
    [
      "Play",
      [
        "A domino led is of the suit of its higher end (or trump). Follow suit if you can. The highest trump wins, else the highest of the suit led.",
      ],
    ],
    [
      "Scoring",
      [
        "Made: each side scores what it took. Set: the bidders score nothing and the others score their count plus the bid. First to 250 wins.",
      ],
    ],
  ],
  hi: [
    [
      "डोमिनो",
      [
        "डबल-सिक्स के 28 डोमिनो; चार खिलाड़ी, दो जोड़ियाँ, हर एक के पास सात।",
        "गिनती वाले डोमिनो जीतने वाली टीम के: 5-5 और 6-4 दस-दस; 5-0, 4-1 और 3-2 पाँच-पाँच। हर हाथ एक और: एक बाज़ी में 42।",
      ],
    ],
    [
      "बोली",
      [
        "हर खिलाड़ी एक बार बोलता है, 30 से 42, पिछली से ऊँची; 42 के बाद सिर्फ़ दुगना: 84, 168, 250।",
        "जीतने वाला तुरुप बताता है: कोई अंक, डबल, या बिना तुरुप, और पहला चलता है।",
      ],
    ],
    [
      "खेल",
      [
        "चला गया डोमिनो अपने बड़े सिरे के रंग का होता है (या तुरुप)। हो सके तो वही रंग चलें। सबसे बड़ा तुरुप जीतता है, वरना चले रंग का सबसे बड़ा।",
      ],
    ],
    [
      "अंक",
      [
        "बोली पूरी: हर टीम को उसकी जीती गिनती। बोली टूटी: बोली वालों को कुछ नहीं, दूसरों को अपनी गिनती और बोली। 250 तक पहले पहुँचने वाली टीम जीतती है।",
      ],
    ],
  ],
  nl: [
    [
      "De stenen",
      [
        "Een dubbel-zes set van 28 dominostenen; vier spelers in twee paren, zeven elk.",
        "Telstenen scoren voor wie ze wint: 5-5 en 6-4 tien elk; 5-0, 4-1 en 3-2 vijf elk. Elke slag is er één meer: 42 per spel.",
      ],
    ],
    [
      "Bieden",
      [
        "Ieder biedt één keer, 30 tot 42, hoger dan het vorige bod; na 42 alleen verdubbelen: 84, 168, 250.",
        "De winnaar noemt troef: een aantal ogen, dubbelen, of geen troef, en komt uit.",
      ],
    ],
    [
      "Spelen",
      [
        "Een uitgespeelde steen hoort bij de kleur van zijn hoogste kant (of troef). Beken als je kunt. De hoogste troef wint, anders de hoogste van de gevraagde kleur.",
      ],
    ],
    [
      "Telling",
      [
        "Gehaald: elk team krijgt wat het won. Niet gehaald: de bieders krijgen niets, de anderen hun telling plus het bod. Het eerste team tot 250 wint.",
      ],
    ],
  ],
};
