// De regels, in het Nederlands.
import type { RulesBook } from "./types";

export const nl: RulesBook = {
  doublehand: [
    ["Het geven", [
      "Vier spelers in twee paren; partners zitten tegenover elkaar. 52 kaarten, aas hoog.",
      "De kaarten worden gegeven per 5, dan 4, dan 4. Eerst zie je alleen je eerste vijf kaarten.",
    ]],
    ["Bieden", [
      "Links van de gever beginnend bied je hoeveel slagen je team haalt (7 tot 13), hoger dan het vorige bod, of je past.",
      "Wie past, doet niet meer mee met bieden. Een bod van 13 beëindigt het bieden meteen. Passen alle vier, dan wordt opnieuw gegeven.",
    ]],
    ["De verborgen troef", [
      "Wie het bod wint kiest de troefkaart en legt die dicht neer: haath par, een van de vijf geziene kaarten; of kheench, blind een van de acht ongeziene kaarten.",
      "Daarna ziet iedereen al zijn kaarten. Wie het bod won, komt uit in de eerste slag.",
    ]],
    ["Spelen", [
      "Beken kleur als je kunt. Kun je dat niet, speel dan een willekeurige kaart, of toon eerst de troef.",
      "Wie de troef toont, moet daarna troef spelen als hij die heeft. Wie uitkomt, kan de troef niet tonen.",
      "Troef telt pas als die getoond is: een kaart van de troefkleur gespeeld terwijl de troef verborgen is, is een gewone kaart.",
    ]],
    ["Sar: slagen ophalen", [
      "Slagen blijven op tafel liggen. Wint dezelfde speler twee slagen op rij, dan haalt hij alle slagen op tafel op voor zijn team.",
      "Wie de laatste slag wint, haalt alles op wat nog ligt.",
    ]],
    ["Telling", [
      "Bod gehaald: het biedende team krijgt het bod. Alle 13 slagen bij een bod onder 13: 52.",
      "Bod niet gehaald: de tegenstanders krijgen tweemaal het bod; 104 als de bieders geen enkele slag haalden.",
      "Het eerste team tot 252 wint het spel.",
    ]],
  ],
  allfours: [
    ["Geven en de kick", [
      "Vier spelers in twee paren; zes kaarten elk, per drie gegeven. De volgende kaart wordt opengelegd: de kick, waarvan de kleur de voorgestelde troef is.",
      "Het team van de gever scoort voor een gekickte aas (1), zes (2) of boer (3).",
    ]],
    ["Stand of beg", [
      "De speler links van de gever zegt stand (de kleur van de kick is troef) of beg.",
      "Op een beg antwoordt de gever met give one (de tegenstanders krijgen 1) of run the pack: drie kaarten meer voor iedereen en een nieuwe kick, tot er een nieuwe kleur komt.",
    ]],
    ["Spelen", ["Beken kleur of troef; heb je de gevraagde kleur niet, speel dan wat je wilt. De hoogste troef wint, anders de hoogste kaart van de gevraagde kleur."]],
    ["Telling", [
      "High (hoogste gegeven troef) 1, Low (laagste gegeven troef) 1, Jack 1 voor het team van de bezitter als het die slag wint, anders 3 voor het team dat hem 'ophangt', Game (meeste punten in slagen: A 4, H 3, V 2, B 1, 10 telt 10) 1.",
      "Het eerste team tot 14 wint meteen, ook midden in een spel.",
    ]],
  ],
  ganjifa: [
    ["De kaarten", [
      "120 ronde kaarten in tien kleuren, de avatars van Vishnu: matsya, kurma, varaha, narasimha, vamana, parashurama, rama, krishna, buddha, kalki.",
      "Elke kleur heeft de Raja (koning), de Mantri (minister) en de getallen 1 tot 10; in de eerste vijf kleuren zijn de lage getallen hoger.",
    ]],
    ["Spelen", [
      "Drie spelers, veertig kaarten elk. Overdag is rama troef, 's nachts krishna.",
      "Wie de Raja van troef heeft, komt daarmee uit in de eerste slag.",
      "Beken kleur als je kunt; anders troef, of een kaart van de eerstvolgende kleur in avatar-volgorde die je hebt.",
    ]],
    ["Dukal", ["Wie uitkomt, mag een dukal spelen: de Raja, de Mantri en minstens drie opeenvolgende getallen van één kleur. Die wint meteen; de anderen gooien elk evenveel kaarten af."]],
    ["Winnen", ["Elke gewonnen kaart is een punt; wie de meeste kaarten wint, wint."]],
  ],
  texas42: [
    ["De stenen", [
      "Een dubbel-zes set van 28 dominostenen; vier spelers in twee paren, zeven elk.",
      "Telstenen scoren voor wie ze wint: 5-5 en 6-4 tien elk; 5-0, 4-1 en 3-2 vijf elk. Elke slag is er één meer: 42 per spel.",
    ]],
    ["Bieden", [
      "Ieder biedt één keer, 30 tot 42, hoger dan het vorige bod; na 42 alleen verdubbelen: 84, 168, 250.",
      "De winnaar noemt troef: een aantal ogen, dubbelen, of geen troef, en komt uit.",
    ]],
    ["Spelen", ["Een uitgespeelde steen hoort bij de kleur van zijn hoogste kant (of troef). Beken als je kunt. De hoogste troef wint, anders de hoogste van de gevraagde kleur."]],
    ["Telling", ["Gehaald: elk team krijgt wat het won. Niet gehaald: de bieders krijgen niets, de anderen hun telling plus het bod. Het eerste team tot 250 wint."]],
  ],
};
