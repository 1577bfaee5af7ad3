// All Fours in Dutch: its own words and its rules page, with the keys and sections of the English (en.ts).
import type { RulesPage } from "../../types";
import type { AllFoursKey } from "../keys";

export const messages: Record<AllFoursKey, string> = {
  "allfours.action.stand": "Blijven",
  "allfours.action.beg": "Bedelen",
  "allfours.action.give_one": "Eén punt geven",
  "allfours.action.run_pack": "Bijgeven",
  "allfours.said.stand": "{name} blijft",
  "allfours.said.beg": "{name} bedelt",
  "allfours.said.give_one": "{name} geeft één punt",
  "allfours.said.run_pack": "{name} geeft bij",
  "allfours.help.stand": "Speel met {suit} als troef.",
  "allfours.help.beg": "Vraag om een andere troef: de gever geeft jouw team 1 punt of geeft bij.",
  "allfours.help.give_one": "Hun team krijgt 1 punt; {suit} blijft troef.",
  "allfours.help.run_pack":
    "Drie kaarten meer voor iedereen en een nieuwe opgedraaide kaart, tot er een nieuwe kleur komt.",
  "allfours.kick": "Opgedraaid",
  "allfours.trump": "Troef",
  "allfours.kick_shows": "De opgedraaide kaart stelt {suit} voor als troef.",
  "allfours.stand_or_beg": "Blijven, of bedelen?",
  "allfours.stand_or_beg_other": "{name} blijft of bedelt.",
  "allfours.give_or_run": "{name} bedelt: één punt geven, of bijgeven?",
  "allfours.give_or_run_other": "{name} bedelde; {dealer} geeft één punt of geeft bij.",
  "allfours.pack_left": "Nog {n} kaarten in de stapel.",
  "allfours.why_stand_or_beg": "Eerst blijven of bedelen.",
  "allfours.why_give_or_run": "Eerst één punt geven of bijgeven.",
  "allfours.why_follow": "Je hebt een {suit}: beken kleur of speel troef.",
  "allfours.why_undertrump": "Je mag geen troef lager dan {card} in de slag spelen zolang je andere kaarten hebt.",
  "allfours.point.kick": "Opgedraaide kaart",
  "allfours.point.give_one": "Eén punt gegeven",
  "allfours.point.high": "High",
  "allfours.point.low": "Low",
  "allfours.point.jack": "Jack",
  "allfours.point.hang_jack": "Jack opgehangen",
  "allfours.point.game": "Game",
  "allfours.point.with": "{name} ({detail})",
  "allfours.points_so_far": "Punten dit spel",
  "allfours.us": "Wij",
  "allfours.them": "Zij",
  "allfours.deal.kicks": "Opgedraaid: {cards}",
  "allfours.deal.kicks_trump": "Opgedraaid: {cards}; {suit} is troef",
  "allfours.deal.kicks_void": "Opgedraaid: {cards}; de stapel is op, dezelfde gever geeft opnieuw",
  "allfours.deal.point": "{what}: {side} +{n}",
  "allfours.tour.status":
    "De opgedraaide kaarten, de troef zodra het spelen begint, en de punten van dit spel tot nu toe.",
  "allfours.tour.hand":
    "Zes kaarten, of negen of twaalf als er bijgegeven wordt. Beken kleur of troef: speelbare kaarten liggen hoger.",
  "allfours.option.kick_points": "Punten voor de opgedraaide kaart",
  "allfours.option.kick_points.help":
    "Wat het team van de gever scoort voor de opgedraaide kaart: aas 1, zes 2, boer 3.",
  "allfours.option.kick_points.A": "Aas",
  "allfours.option.kick_points.K": "Heer",
  "allfours.option.kick_points.Q": "Vrouw",
  "allfours.option.kick_points.J": "Boer",
  "allfours.option.kick_points.T": "Tien",
  "allfours.option.kick_points.9": "Negen",
  "allfours.option.kick_points.8": "Acht",
  "allfours.option.kick_points.7": "Zeven",
  "allfours.option.kick_points.6": "Zes",
  "allfours.option.kick_points.5": "Vijf",
  "allfours.option.kick_points.4": "Vier",
  "allfours.option.kick_points.3": "Drie",
  "allfours.option.kick_points.2": "Twee",
  "allfours.option.no_undertrump": "Niet ondertroeven",
  "allfours.option.no_undertrump.help":
    "Ligt er al troef in de slag, dan mag je geen lagere troef spelen, tenzij je alleen troef hebt.",
  "allfours.option.game_points": "Punten voor Game",
  "allfours.option.game_points.help":
    "Wat het team met de meeste game-punten (aas 4, heer 3, vrouw 2, boer 1, tien 10) scoort: 1 of 2.",
  "allfours.option.game_tie": "Gelijkspel om Game",
  "allfours.option.game_tie.help":
    "Hebben beide teams evenveel game-punten: niemand scoort, of het team van de speler rechts van de gever.",
  "allfours.option.game_tie.none": "Niemand scoort",
  "allfours.option.game_tie.elder": "Het team rechts van de gever scoort",
  "allfours.option.target": "Punten om te winnen",
  "allfours.option.target.help": "Het eerste team dat ze haalt, wint meteen, ook midden in een spel.",
};

export const rules: RulesPage = [
  [
    "Geven en de kick",
    [
      "Vier spelers in twee paren, partners tegenover elkaar. Zes kaarten elk, per drie gegeven. De volgende kaart wordt opengelegd: de kick, waarvan de kleur de voorgestelde troef is.",
      "Het team van de gever scoort meteen voor een gekickte aas (1), zes (2) of boer (3).",
    ],
  ],
  [
    "Blijven of bedelen",
    [
      "De speler rechts van de gever blijft (de kleur van de kick is troef) of bedelt.",
      "Op bedelen geeft de gever één punt (het andere team krijgt 1, de kleur van de kick blijft troef) of geeft bij: drie kaarten meer voor iedereen en een nieuwe kick, die weer punten geeft. Een nieuwe kleur is troef; komt dezelfde kleur weer op, dan wordt opnieuw bijgegeven.",
      "Zijn de kaarten eerder op, dan vervalt het spel en geeft dezelfde gever opnieuw; al gescoorde kickpunten blijven staan.",
    ],
  ],
  [
    "Spelen",
    [
      "De speler rechts van de gever komt uit; wie een slag wint, komt uit in de volgende.",
      "Heb je de gevraagde kleur, speel die of troef; heb je hem niet, speel wat je wilt. De hoogste troef wint, anders de hoogste kaart van de gevraagde kleur.",
      "Met de optie 'niet ondertroeven' mag je in een slag die in een andere kleur begon en al troef heeft, geen lagere troef spelen, tenzij je alleen troef hebt.",
    ],
  ],
  [
    "Telling",
    [
      "Als de kaarten gespeeld zijn, in deze volgorde: High, 1 voor de hoogste gegeven troef; Low, 1 voor de laagste gegeven troef (één enkele troef krijgt beide); Jack, 1 voor het team van de bezitter als het die slag wint, anders 3 voor het team dat hem wint (opgehangen); Game, 1 (of 2) voor het team met de meeste punten in zijn slagen: aas 4, heer 3, vrouw 2, boer 1, tien 10. Bij gelijkspel scoort niemand, of het team rechts van de gever, naar de optie van de kamer.",
      "Punten tellen meteen: het eerste team tot 14 wint het spel direct, ook door een kick, en de rest van het spel telt niet.",
    ],
  ],
];
