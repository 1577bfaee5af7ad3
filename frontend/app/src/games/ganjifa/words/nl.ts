// Ganjifa in Dutch: its own words and its rules page, with the keys and sections of the English (en.ts).
import type { RulesPage } from "../../types";
import type { GanjifaKey } from "../keys";

export const messages: Record<GanjifaKey, string> = {
  "ganjifa.tour.hand":
    "Je ronde kaarten, in rijen. Tik op een kaart om die te spelen; om er meer tegelijk te spelen, kies ze en bevestig.",
  "ganjifa.tour.seats": "Drie spelers, elk voor zich: de twee anderen zitten linksboven en rechtsboven.",
  "ganjifa.card": "{rank} van {suit}",
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
  "ganjifa.suit.buddha": "Boeddha",
  "ganjifa.suit.kalki": "Kalki",
  "ganjifa.action.dukal": "Dukal",
  "ganjifa.action.discard": "Afleggen",
  "ganjifa.option.period": "Dag of nacht",
  "ganjifa.option.period.help": "Overdag is Rama troef, 's nachts Krishna.",
  "ganjifa.option.period.day": "Dag: Rama is troef",
  "ganjifa.option.period.night": "Nacht: Krishna is troef",
  "ganjifa.option.deals": "Spellen",
  "ganjifa.option.deals.help": "Aantal spellen in de partij; de scores tellen op, en wie de meeste kaarten wint, wint.",
  "ganjifa.trumps": "Troef: {suit}",
  "ganjifa.period.day": "Dag",
  "ganjifa.period.night": "Nacht",
  "ganjifa.deal_of": "Spel {n} van {deals}",
  "ganjifa.captured": "{name} heeft {n} kaarten gewonnen",
  "ganjifa.discard_prompt": "{name} speelde een dukal van {n}: leg {n} kaarten af",
  "ganjifa.discard_wait": "{name} speelde een dukal van {n}: de anderen leggen elk {n} kaarten af",
  "ganjifa.dukal_offer": "Of speel een dukal:",
  "ganjifa.why_follow": "Gevraagd: {suit}. Je hebt die kleur, dus je moet bekennen.",
  "ganjifa.why_next": "Gevraagd: {suit}. Je hebt die kleur niet: speel troef, of de eerste kleur daarna die je hebt.",
  "ganjifa.dukal_of": "Dukal van {suit}, {n} kaarten",
  "ganjifa.said.dukal": "{name} speelde een dukal van {n}: {cards}",
  "ganjifa.said.discard": "{name} legde {n} kaarten af",
  "ganjifa.deal.trump": "Troef: {suit}",
  "ganjifa.deal.captured": "{name} won {n} kaarten",
  // The key to the suits on the rules page.
  "ganjifa.key.title": "De tien kleuren",
  "ganjifa.key.intro":
    "Elke kleur heeft een eigen tint en een eigen embleem, op elke kaart getekend; in je hand liggen de kaarten per kleur bij elkaar.",
  "ganjifa.key.order": "hoog naar laag",
  "ganjifa.emblem.matsya": "vis",
  "ganjifa.emblem.kurma": "schildpad",
  "ganjifa.emblem.varaha": "everzwijn",
  "ganjifa.emblem.narasimha": "leeuw",
  "ganjifa.emblem.vamana": "parasol",
  "ganjifa.emblem.parashurama": "bijl",
  "ganjifa.emblem.rama": "pijl en boog",
  "ganjifa.emblem.krishna": "fluit",
  "ganjifa.emblem.buddha": "lotus",
  "ganjifa.emblem.kalki": "zwaard",
};

export const rules: RulesPage = [
  [
    "De kaarten",
    [
      "120 ronde kaarten in tien kleuren, de avatars van Vishnu: Matsya, Kurma, Varaha, Narasimha, Vamana, Parashurama, Rama, Krishna, Buddha, Kalki.",
      "Elke kleur heeft de Raja (koning), de Mantri (minister) en de getallen 1 tot 10; in de eerste vijf kleuren zijn de lage getallen hoger.",
    ],
  ],
  [
    "Spelen",
    [
      "Drie spelers, veertig kaarten elk. Overdag is Rama troef, 's nachts Krishna.",
      "Wie de Raja van troef heeft, komt daarmee uit in de eerste slag.",
      "Beken kleur als je kunt. Kun je dat niet, speel dan troef of een kaart van de eerste kleur na de gevraagde in avatar-volgorde die je hebt; is dat de troefkleur, dan moet je troef spelen.",
      "De avatar-volgorde gaat rond: na Kalki komt weer Matsya.",
      "Je hoeft nooit een kaart te slaan die al gespeeld is.",
    ],
  ],
  [
    "Dukal",
    [
      "Wie uitkomt, mag een dukal spelen: de Raja, de Mantri en minstens drie opeenvolgende getallen van één kleur. Die wint meteen; de anderen gooien elk evenveel kaarten af, en wie uitkwam wint ze allemaal en komt weer uit. In de eerste slag mag geen dukal.",
      "Een dukal mag niet meer kaarten hebben dan een andere speler in de hand heeft.",
    ],
  ],
  [
    "Winnen",
    [
      "Elke gewonnen kaart is een punt; wie de meeste kaarten wint, wint. Hebben meerdere spelers dezelfde hoogste score, dan delen zij de winst.",
      "Een partij kan meerdere spellen hebben: de punten tellen op.",
    ],
  ],
];
