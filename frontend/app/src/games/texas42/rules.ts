// Texas 42's rules for players, in every language of the app (from the rules spec).
import type { Language } from "../../session";
import type { RulesPage } from "../types";
import { keepTilesWhole } from "./tileText";

const written: Record<Language, RulesPage> = {
  en: [
    [
      "The dominoes and the count",
      [
        "A double-six set of 28 dominoes; four players in two partnerships, partners opposite. Play goes clockwise.",
        "Five dominoes are the count, worth points to the side that takes them in a trick: 5-5 and 6-4 ten each; 5-0, 4-1 and 3-2 five each. Each trick is worth one more point, so a hand is worth 35 + 7 = 42. The app marks the count dominoes with a small dot.",
      ],
    ],
    [
      "The draw and the bidding",
      [
        "Each player draws seven dominoes. Starting left of the dealer, each player bids once or passes; the dealer bids last.",
        "The lowest bid is 30 and each bid must be higher than the one before, up to 42. A bid says how many of the 42 points your side will take.",
        "42 is the limit: after it, a player may only double, to exactly 84, then 168, then 250. A bid of 42 or more is made only by taking every trick.",
        "If all four pass, the dominoes are shuffled and the next player deals; with the room's option, the dealer must bid instead.",
      ],
    ],
    [
      "Naming trumps",
      [
        "The highest bidder names trumps and leads the first trick. Trumps may be a number of pips (blanks to sixes), the doubles, or no trump.",
        "With a number as trumps, every domino with that number on either end is a trump, and only a trump: with fives trumps, 5-3 is a trump, not a three.",
        "With doubles as trumps, the seven doubles are the trump suit. With no trump, there is none.",
      ],
    ],
    [
      "Following suit",
      [
        "A domino that is not a trump, when led, belongs to the suit of its higher end: 6-2 leads sixes. A double leads its own number.",
        "You must follow suit if you can: play a trump when a trump is led, otherwise a domino with the number led (not a trump). If you cannot, play any domino.",
        "The app raises the dominoes you may play; tap a dimmed one to hear why it cannot be played.",
      ],
    ],
    [
      "Winning a trick",
      [
        "The highest trump wins the trick; with no trump in it, the highest domino of the suit led.",
        "In a suit, the double is highest, then the others by their other end: in sixes, 6-6, then 6-5, 6-4 … 6-0. With doubles as trumps, 6-6 is highest down to 0-0.",
        "The winner of a trick leads the next. All seven tricks are played.",
      ],
    ],
    [
      "Scoring and the game",
      [
        "A bid below 42 is made if the bidding side takes at least that many points: each side then scores what it took. If not, the bidders are set: they score nothing, and the other side scores what it took plus the bid.",
        "A bid of 42 or more is made by taking all seven tricks and scores the bid; otherwise the other side scores what it took plus the bid.",
        "The first side to reach 250 at the end of a hand wins the game; if both reach it on the same hand, the bidding side wins. 250 is the usual target: the room may set another (the “Score to win” option).",
        "A match may be several games, each played to the target: an odd number, chosen with the room. Each game starts again from 0, and the side that wins more games wins the match.",
      ],
    ],
  ],
  hi: [
    [
      "डोमिनो और गिनती",
      [
        "डबल-सिक्स के 28 डोमिनो; चार खिलाड़ी, दो जोड़ियाँ, साथी आमने-सामने। खेल घड़ी की दिशा में चलता है।",
        "पाँच डोमिनो गिनती वाले हैं; जो टीम उन्हें हाथ में जीते, उसे अंक मिलते हैं: 5-5 और 6-4 के दस-दस; 5-0, 4-1 और 3-2 के पाँच-पाँच। हर हाथ का एक अंक और, यानी एक बाज़ी में 35 + 7 = 42 अंक। ऐप गिनती वाले डोमिनो पर छोटा बिंदु लगाता है।",
      ],
    ],
    [
      "डोमिनो उठाना और बोली",
      [
        "हर खिलाड़ी सात डोमिनो उठाता है। बाँटने वाले के बाद वाले से शुरू करके हर खिलाड़ी एक बार बोली लगाता है या पास करता है; बाँटने वाला आख़िर में बोलता है।",
        "सबसे छोटी बोली 30 है, और हर बोली पिछली से ऊँची होनी चाहिए, 42 तक। बोली बताती है कि 42 में से कितने अंक आपकी टीम लेगी।",
        "42 सबसे ऊँची पूरी बोली है: उसके बाद सिर्फ़ दुगना किया जा सकता है, ठीक 84, फिर 168, फिर 250। 42 या उससे ऊपर की बोली तभी पूरी होती है जब हर हाथ जीता जाए।",
        "अगर चारों पास करें, तो डोमिनो फिर मिलाए जाते हैं और अगला खिलाड़ी बाँटता है; कमरे के विकल्प से, बाँटने वाले को बोली लगानी पड़ती है।",
      ],
    ],
    [
      "तुरुप चुनना",
      [
        "सबसे ऊँची बोली वाला तुरुप चुनता है और पहला हाथ चलता है। तुरुप कोई अंक हो सकता है (खाली से छह तक), डबल, या बिना तुरुप।",
        "किसी अंक के तुरुप होने पर, जिस डोमिनो के किसी भी सिरे पर वह अंक है, वह तुरुप है, और सिर्फ़ तुरुप: पाँच तुरुप हों तो 5-3 तुरुप है, तीन वाला नहीं।",
        "डबल तुरुप हों तो सातों डबल तुरुप हैं। बिना तुरुप में कोई तुरुप नहीं होता।",
      ],
    ],
    [
      "रंग के पीछे चलना",
      [
        "जो डोमिनो तुरुप नहीं है, चलने पर अपने बड़े सिरे के रंग का होता है: 6-2 से छह वाले चलते हैं। डबल अपने ही अंक का होता है।",
        "हो सके तो वही रंग चलना ज़रूरी है: तुरुप की चाल पर तुरुप, वरना चाल वाले अंक का कोई डोमिनो (जो तुरुप न हो)। न हो, तो कोई भी डोमिनो चलें।",
        "ऐप चलने लायक़ डोमिनो ऊपर उठाता है; धुँधले डोमिनो को दबाएँ तो वह बताता है कि उसे क्यों नहीं चल सकते।",
      ],
    ],
    [
      "हाथ जीतना",
      [
        "हाथ में सबसे बड़ा तुरुप जीतता है; तुरुप न हो तो चाल वाले रंग का सबसे बड़ा डोमिनो।",
        "हर रंग में डबल सबसे बड़ा है, फिर बाक़ी अपने दूसरे सिरे से: छह वालों में 6-6, फिर 6-5, 6-4 … 6-0। डबल तुरुप हों तो 6-6 सबसे बड़ा, 0-0 सबसे छोटा।",
        "हाथ जीतने वाला अगला हाथ चलता है। सातों हाथ खेले जाते हैं।",
      ],
    ],
    [
      "अंक और खेल",
      [
        "42 से कम की बोली तब पूरी होती है जब बोली वाली टीम कम से कम उतने अंक ले: तब हर टीम को जितना लिया उतने अंक। वरना बोली टूटती है: बोली वालों को कुछ नहीं, और दूसरी टीम को अपने लिए अंक और बोली।",
        "42 या उससे ऊपर की बोली सातों हाथ जीतने पर पूरी होती है और बोली जितने अंक देती है; वरना दूसरी टीम को अपने लिए अंक और बोली।",
        "बाज़ी के अंत में जो टीम पहले 250 तक पहुँचे, वह खेल जीतती है; अगर दोनों एक ही बाज़ी में पहुँचें, तो बोली वाली टीम जीतती है। आम तौर पर लक्ष्य 250 होता है: कमरा कोई और लक्ष्य भी चुन सकता है (“जीत के लिए अंक” विकल्प)।",
        "एक मैच में कई खेल हो सकते हैं, हर खेल इसी लक्ष्य तक: इनकी विषम संख्या कमरे के साथ चुनी जाती है। हर खेल फिर 0 से शुरू होता है, और जो टीम ज़्यादा खेल जीते, वही मैच जीतती है।",
      ],
    ],
  ],
  nl: [
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
  ],
};

const whole = (page: RulesPage): RulesPage =>
  page.map(([heading, paragraphs]) => [heading, paragraphs.map(keepTilesWhole)]);

export const rules: Record<Language, RulesPage> = {
  en: whole(written.en),
  hi: whole(written.hi),
  nl: whole(written.nl),
};
