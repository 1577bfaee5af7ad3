// Doublehand in Dutch: its own words and its rules page, with the keys and sections of the English (en.ts).
import type { RulesPage } from "../../types";
import type { DoublehandKey } from "../keys";

export const messages: Record<DoublehandKey, string> = {
  "doublehand.way.haath_par": "Haath par",
  "doublehand.way.haath_par.help": "Kies een van je vijf kaarten: jij kent de troef.",
  "doublehand.way.kheench": "Kheench",
  "doublehand.way.kheench.help":
    "Trek blind een van je acht dichte kaarten: niemand kent de troef tot die getoond wordt.",
  "doublehand.choose_way_first": "Om de troef uit je hand te kiezen, tik eerst hierboven op Haath par.",
  "doublehand.tap_visible": "Tik op een van je vijf kaarten hieronder om die troefkaart te maken.",
  "doublehand.pick_blind": "Kies een van je acht dichte kaarten.",
  "doublehand.blind_card": "Dichte kaart {n}",
  "doublehand.action.haath_par": "Haath par: {card} als troef",
  "doublehand.action.kheench": "Kheench: dichte kaart {n} als troef",
  "doublehand.said.haath_par_card": "{name} koos {card} als troef (haath par)",
  "doublehand.said.kheench_card": "{name} trok dichte kaart {n} als troef (kheench)",
  "doublehand.said.haath_par": "{name} koos de troef uit de hand (haath par)",
  "doublehand.said.kheench": "{name} trok de troef blind (kheench)",
  "doublehand.mode.haath_par": "haath par",
  "doublehand.mode.kheench": "kheench",
  "doublehand.deal.contract": "Bod {n} van {name}",
  "doublehand.deal.trump": "Troef: {suit} ({mode})",
  "doublehand.deal.hands": "{side}: {n} slagen",
  "doublehand.deal.made": "{side} krijgen {n}: bod gehaald",
  "doublehand.deal.set": "{side} krijgen {n}: bod {k} tekort",
  "doublehand.deal.all_hands": "{side} krijgen {n}: alle 13 slagen",
  "doublehand.deal.no_hands": "{side} krijgen {n}: de bieders haalden geen slag",
  "doublehand.tour.status":
    "Het bod, de troefkaart (dicht zolang die verborgen is) en de slagen die elk team ophaalde.",
  "doublehand.tour.trick":
    "Slagen blijven in het midden liggen. Win er twee op rij en je haalt ze allemaal op: dat is sar.",
  "doublehand.tour.hand":
    "Je biedt met je eerste vijf kaarten. Ben je aan de beurt, dan liggen speelbare kaarten hoger: tik er een aan.",
  "doublehand.bidding": "Bieden: hoeveel slagen haalt jouw team?",
  "doublehand.declaring": "Jij hebt het bod: kies de troefkaart.",
  "doublehand.announce.ways":
    "Kies Haath par om hem uit je hand te kiezen, of Kheench om blind een van je dichte kaarten te trekken.",
  "doublehand.declaring_other": "{name} kiest de troefkaart.",
  "doublehand.trump_hidden": "Troef verborgen",
  "doublehand.trump": "Troef",
  "doublehand.bid": "Bod {n} van {name}",
  "doublehand.hands_won": "Opgehaalde slagen",
  "doublehand.on_table": "{n} op tafel",
  "doublehand.why_follow": "Je hebt een {suit}: je moet kleur bekennen.",
  "doublehand.why_trump": "Je toonde de troef: je moet een {suit} spelen.",
  "doublehand.why_reveal": "Je hand is leeg: toon de troefkaart en speel die.",
  "doublehand.unseen": "Je andere {n} kaarten liggen dicht tot de troef gekozen is.",
  "doublehand.sar_hint": "Sar: win twee slagen op rij om alle slagen op tafel op te halen.",
  "doublehand.option.auction": "Bieding",
  "doublehand.option.auction.open": "Open: bieden tot alle anderen passen",
  "doublehand.option.auction.single": "Eenmalig: iedereen biedt één keer",
  "doublehand.option.collect_by": "Wie haalt slagen op",
  "doublehand.option.collect_by.player": "Eén speler, twee op rij",
  "doublehand.option.collect_by.team": "Een van beide partners, twee op rij",
  "doublehand.option.ace_rule": "Een slag gewonnen met een aas haalt nooit op (behalve de laatste)",
  "doublehand.option.retroactive_reveal": "Troef tonen maakt ook eerder gespeelde kaarten in de slag tot troef",
  "doublehand.option.auction.help":
    "Open: bieden tot alle anderen passen. Eenmalig: iedereen biedt op zijn beurt één keer.",
  "doublehand.option.collect_by.help":
    "Wie twee slagen op rij moet winnen om de slagen op tafel op te halen: één speler, of een van beide partners.",
  "doublehand.option.ace_rule.help":
    "De reeks loopt door: de volgende slag gewonnen met een andere kaart haalt alles op.",
  "doublehand.option.retroactive_reveal.help":
    "Zoals in het spel 29: kaarten in de troefkleur die al in de slag liggen, tellen na het tonen ook als troef.",
};

export const rules: RulesPage = [
  [
    "Het geven",
    [
      "Vier spelers in twee paren; partners zitten tegenover elkaar. 52 kaarten, aas hoog.",
      "De kaarten worden gegeven per 5, dan 4, dan 4. Eerst zie je alleen je eerste vijf kaarten.",
    ],
  ],
  [
    "Bieden",
    [
      "Rechts van de gever beginnend bied je hoeveel slagen je team haalt (7 tot 13), hoger dan het vorige bod, of je past.",
      "Wie past, doet niet meer mee met bieden. Een bod van 13 beëindigt het bieden meteen. Passen alle vier, dan wordt opnieuw gegeven.",
    ],
  ],
  [
    "De verborgen troef",
    [
      "Wie het bod wint kiest de troefkaart en legt die dicht neer: haath par, een van de vijf geziene kaarten; of kheench, blind een van de acht ongeziene kaarten.",
      "Daarna ziet iedereen al zijn kaarten. Wie het bod won, komt uit in de eerste slag.",
    ],
  ],
  [
    "Spelen",
    [
      "Beken kleur als je kunt. Kun je dat niet, speel dan een willekeurige kaart, of toon eerst de troef.",
      "Wie de troef toont, moet daarna troef spelen als hij die heeft. Wie uitkomt, kan de troef niet tonen.",
      "Troef telt pas als die getoond is: een kaart van de troefkleur gespeeld terwijl de troef verborgen is, is een gewone kaart.",
    ],
  ],
  [
    "Sar: slagen ophalen",
    [
      "Slagen blijven op tafel liggen. Wint dezelfde speler twee slagen op rij, dan haalt hij alle slagen op tafel op voor zijn team.",
      "Wie de laatste slag wint, haalt alles op wat nog ligt.",
    ],
  ],
  [
    "Telling",
    [
      "Bod gehaald: het biedende team krijgt het bod. Alle 13 slagen bij een bod onder 13: 52.",
      "Bod niet gehaald: de tegenstanders krijgen tweemaal het bod; 104 als de bieders geen enkele slag haalden.",
      "Het eerste team tot 252 wint het spel.",
    ],
  ],
];
