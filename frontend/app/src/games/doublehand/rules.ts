// Doublehand's rules for players, in every language of the app (from the rules spec).
import type { Language } from "../../session";
import type { RulesPage } from "../types";

export const rules: Record<Language, RulesPage> = {
  en: [
    [
      "The deal",
      [
        "Four players in two partnerships; partners sit opposite. 52 cards, ace high.",
        "Cards are dealt 5, then 4, then 4. At first you see only your first five cards.",
      ],
    ],
    [
      "Bidding",
      [
        "Starting left of the dealer, bid how many tricks your team will take (7 to 13), higher than the last bid, or pass.",
        "Once you pass you are out of the auction. A bid of 13 ends it at once. If all four pass, the cards are dealt again.",
      ],
    ],
    [
      "The hidden trump",
      [
        "The bid winner chooses the trump card and lays it face down: haath par, one of the five cards seen; or kheench, one of the eight unseen cards, drawn blind.",
        "Then everyone sees all their cards. The bid winner leads the first trick.",
      ],
    ],
    [
      "Play",
      [
        "Follow suit if you can. If you cannot, you may play any card, or first reveal the trump.",
        "Whoever reveals must then play a trump if they have one. The leader cannot reveal.",
        "Trumps only count once revealed: a trump-suit card played while the trump is hidden is an ordinary card.",
      ],
    ],
    [
      "Sar: collecting tricks",
      [
        "Tricks pile up on the table. When the same player wins two tricks in a row, they collect every trick on the table for their team.",
        "The winner of the last trick collects whatever is left.",
      ],
    ],
    [
      "Scoring",
      [
        "Bid made: the bidding team scores the bid. All 13 tricks on a bid below 13: 52.",
        "Bid lost: the opponents score twice the bid; 104 if the bidders took no tricks at all.",
        "First team to 252 wins the game.",
      ],
    ],
  ],
  hi: [
    [
      "बँटाई",
      [
        "चार खिलाड़ी, दो जोड़ियाँ; साथी आमने-सामने बैठते हैं। 52 पत्ते, इक्का सबसे बड़ा।",
        "पत्ते 5, फिर 4, फिर 4 बाँटे जाते हैं। शुरू में आप सिर्फ़ अपने पहले पाँच पत्ते देखते हैं।",
      ],
    ],
    [
      "बोली",
      [
        "बाँटने वाले के बाद वाले से शुरू करके, बोलिए कि आपकी टीम कितने हाथ बनाएगी (7 से 13), पिछली बोली से ऊँची, या पास कीजिए।",
        "पास करने के बाद आप बोली से बाहर हैं। 13 की बोली तुरंत बोली ख़त्म करती है। चारों पास करें तो पत्ते फिर बँटते हैं।",
      ],
    ],
    [
      "छिपा तुरुप",
      [
        "बोली जीतने वाला तुरुप का पत्ता चुनकर उलटा रखता है: हाथ पर, देखे हुए पाँच में से एक; या खींच, न देखे आठ में से बिना देखे एक।",
        "फिर सब अपने सारे पत्ते देखते हैं। बोली जीतने वाला पहला हाथ चलता है।",
      ],
    ],
    [
      "खेल",
      [
        "हो सके तो वही रंग चलें। न हो तो कोई भी पत्ता चलें, या पहले तुरुप खुलवाएँ।",
        "तुरुप खुलवाने वाले को, अगर उसके पास हो, तुरुप ही चलना होता है। पहला पत्ता चलने वाला तुरुप नहीं खुलवा सकता।",
        "तुरुप खुलने के बाद ही तुरुप गिना जाता है: छिपे तुरुप के समय चला गया उस रंग का पत्ता साधारण पत्ता है।",
      ],
    ],
    [
      "सर: हाथ उठाना",
      [
        "हाथ मेज़ पर जमा होते जाते हैं। जब एक ही खिलाड़ी लगातार दो हाथ जीतता है, वह मेज़ पर पड़े सारे हाथ अपनी टीम के लिए उठा लेता है।",
        "आख़िरी हाथ जीतने वाला बचे हुए सारे हाथ उठाता है।",
      ],
    ],
    [
      "अंक",
      [
        "बोली पूरी: बोली लगाने वाली टीम को बोली जितने अंक। 13 से कम की बोली पर सारे 13 हाथ: 52।",
        "बोली टूटी: विरोधियों को बोली के दुगने अंक; बोली वालों का एक भी हाथ न बने तो 104।",
        "252 तक पहले पहुँचने वाली टीम खेल जीतती है।",
      ],
    ],
  ],
  nl: [
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
        "Links van de gever beginnend bied je hoeveel slagen je team haalt (7 tot 13), hoger dan het vorige bod, of je past.",
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
  ],
};
