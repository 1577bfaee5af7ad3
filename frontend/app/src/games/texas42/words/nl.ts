// Texas 42 in Dutch: its own words and its rules page, with the keys and sections of the English (en.ts).
import type { RulesPage } from "../../types";
import type { Texas42Key } from "../keys";
import { rulesWithTilesWhole, wholeTiles } from "../tileText";

export const messages = wholeTiles<Record<Texas42Key, string>>({
  "texas42.tour.status": "Het bod, de troef, en wat elk team dit spel won: punten en telstenen.",
  "texas42.tour.hand":
    "Je zeven stenen. Een stipje toont de telstenen: 5-5 en 6-4 zijn 10 waard; 5-0, 4-1 en 3-2 elk 5.",
  "texas42.tour.trick": "Er wordt met de klok mee gespeeld. Elke slag is 1 waard, plus de telstenen erin.",
  "texas42.domino": "dominosteen {high}-{low}",
  "texas42.counts": "{domino}, telt {n}",
  "texas42.action.name_trump": "Troef: {trump}",
  "texas42.said.name_trump": "{name} maakte {trump} troef",
  "texas42.suit.0": "blanco's",
  "texas42.suit.1": "enen",
  "texas42.suit.2": "tweeën",
  "texas42.suit.3": "drieën",
  "texas42.suit.4": "vieren",
  "texas42.suit.5": "vijven",
  "texas42.suit.6": "zessen",
  "texas42.suit.trump": "troef",
  "texas42.trump.doubles": "dubbels",
  "texas42.trump.notrump": "geen troef",
  "texas42.trumps": "Troef",
  "texas42.bidding": "Jouw bod",
  "texas42.bid.open": "Bied {low} tot {high}, of pas.",
  "texas42.bid.raise": "{name} bood {n}: bied hoger, of pas.",
  "texas42.bid.double": "{name} bood {n}: verdubbel, of pas.",
  "texas42.bid.top": "{name} bood {n}, het hoogste bod: pas.",
  "texas42.bid.must": "De anderen pasten allemaal: als gever moet je bieden.",
  "texas42.bid.doubles": "verdubbelt {n}",
  "texas42.bid.doubling_help": "Een limietbod: jullie moeten elke slag halen.",
  "texas42.bid_by": "Bod {n} · {name}",
  "texas42.naming": "Jij won het bod met {n}: noem troef.",
  "texas42.naming_other": "{name} won het bod met {n} en noemt troef.",
  "texas42.naming_hint": "Het kleine getal: hoeveel van je stenen troef zouden zijn.",
  "texas42.led": "Gevraagd: {suit}. Beken als je kunt.",
  "texas42.why.bid_first": "Eerst bieden of passen.",
  "texas42.why.name_first": "Noem eerst troef.",
  "texas42.why.follow": "Gevraagd: {suit}. Je hebt er een, dus je moet bekennen.",
  "texas42.why.follow_trump": "Er werd troef gevraagd en je hebt troef: speel troef.",
  "texas42.why.cannot": "Deze steen kun je nu niet spelen.",
  "texas42.taken": "{side}: {n} punten, {tricks} slagen; telstenen: {count}",
  "texas42.taken_none": "{side}: {n} punten, {tricks} slagen; nog geen telstenen",
  "texas42.deal.contract": "{name} bood {n}; troef: {trump}",
  "texas42.deal.took": "{side} haalden {n} ({tricks} voor slagen, {count} aan telstenen)",
  "texas42.deal.made": "Gehaald: elk team krijgt wat het won.",
  "texas42.deal.made_all": "Gehaald, elke slag binnen: {side} krijgen {n}.",
  "texas42.deal.set": "Nat: {bidders} hadden {bid} nodig; {side} krijgen {n}.",
  "texas42.deal.set_all": "Nat: {bidders} verloren een slag; {side} krijgen {n}.",
  "texas42.deal.void": "Iedereen paste: de stenen worden geschud en opnieuw getrokken.",
  "texas42.option.all_pass": "Als iedereen past",
  "texas42.option.all_pass.help": "Opnieuw schudden en trekken, of de gever moet bieden van 30 tot 42.",
  "texas42.option.all_pass.redeal": "Opnieuw schudden en trekken",
  "texas42.option.all_pass.force": "De gever moet bieden",
  "texas42.option.target": "Score om te winnen",
  "texas42.option.target.help": "Wie dit als eerste haalt aan het eind van een spel, wint: 250 punten of 7 marks.",
  "texas42.option.scoring": "Telling",
  "texas42.option.scoring.help":
    "Punten: elke kant scoort wat hij haalde. Marks: een gehaald bod levert de bieders één mark of meer op.",
  "texas42.option.scoring.points": "Punten (tot 250)",
  "texas42.option.scoring.marks": "Marks (tot 7)",
  "texas42.option.contracts": "Speciale contracten",
  "texas42.option.contracts.help": "Met marks: welke van nello, plunge en sevens geboden mogen worden.",
  "texas42.option.contracts.nello": "Nello",
  "texas42.option.contracts.plunge": "Plunge",
  "texas42.option.contracts.sevens": "Sevens",
  "texas42.option.contracts.none": "Geen (die horen bij het marks-spel)",
});

export const rules: RulesPage = rulesWithTilesWhole([
  [
    "De stenen en de telling",
    [
      "Een dubbel-zes set van 28 dominostenen; vier spelers in twee paren, partners tegenover elkaar. Er wordt met de klok mee gespeeld.",
      "Vijf stenen zijn telstenen, punten waard voor het team dat ze in een slag wint: 5-5 en 6-4 tien elk; 5-0, 4-1 en 3-2 vijf elk. Elke slag is nog een punt waard, dus een ronde is 35 + 7 = 42 waard. De app markeert de telstenen met een stipje.",
    ],
  ],
  [
    "Trekken en bieden",
    [
      "Iedere speler trekt zeven stenen. Links van de gever beginnend biedt iedereen één keer of past; de gever biedt als laatste.",
      "Het laagste bod is 30 en elk bod moet hoger zijn dan het vorige, tot 42. Een bod zegt hoeveel van de 42 punten je team zal halen.",
      "42 is het limietbod: daarna mag alleen nog verdubbeld worden, naar precies 84, dan 168, dan 250. Een bod van 42 of meer is alleen gehaald met elke slag.",
      "Passen alle vier, dan worden de stenen geschud en geeft de volgende speler; met de optie van de kamer moet de gever dan bieden.",
    ],
  ],
  [
    "Troef noemen",
    [
      "De hoogste bieder noemt troef en komt uit in de eerste slag. Troef kan een aantal ogen zijn (blanco tot zes), de dubbelstenen, of geen troef.",
      "Is een getal troef, dan is elke steen met dat getal aan een van beide kanten troef, en alleen troef: met vijven troef is 5-3 troef, geen drie.",
      "Met dubbelstenen troef vormen de zeven dubbele stenen de troefkleur. Zonder troef is er geen.",
    ],
  ],
  [
    "Bekennen",
    [
      "Een steen die geen troef is, hoort bij uitkomen bij de kleur van zijn hoogste kant: 6-2 vraagt zessen. Een dubbele steen vraagt zijn eigen getal.",
      "Je moet bekennen als je kunt: troef als er troef gevraagd wordt, anders een steen met het gevraagde getal (geen troef). Kun je dat niet, speel dan een willekeurige steen.",
      "De app tilt de stenen op die je mag spelen; tik op een grijze steen om te horen waarom die niet mag.",
    ],
  ],
  [
    "Een slag winnen",
    [
      "De hoogste troef wint de slag; zit er geen troef in, dan de hoogste steen van de gevraagde kleur.",
      "In een kleur is de dubbele het hoogst, dan de andere naar hun andere kant: bij zessen 6-6, dan 6-5, 6-4 … 6-0. Met dubbelstenen troef is 6-6 het hoogst, 0-0 het laagst.",
      "Wie een slag wint, komt uit in de volgende. Alle zeven slagen worden gespeeld.",
    ],
  ],
  [
    "Telling en spel",
    [
      "Een bod onder 42 is gehaald als het biedende team minstens zoveel punten haalt: elk team krijgt dan wat het won. Zo niet, dan gaan de bieders nat: zij krijgen niets, en de anderen krijgen wat ze wonnen plus het bod.",
      "Een bod van 42 of meer is gehaald met alle zeven slagen en levert het bod op; anders krijgen de anderen wat ze wonnen plus het bod.",
      "Het team dat aan het eind van een ronde als eerste 250 haalt, wint het spel; halen beide teams het in dezelfde ronde, dan wint het biedende team. Meestal is het doel 250: de kamer kan een ander kiezen (de optie „Score om te winnen”).",
      "Een partij kan uit meerdere spellen bestaan, elk tot dat doel: een oneven aantal, gekozen bij de kamer. Elk spel begint weer bij 0, en het team dat de meeste spellen wint, wint de partij.",
    ],
  ],
]);
