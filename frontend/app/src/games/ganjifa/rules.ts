// Ganjifa's rules for players, in every language of the app (from the rules spec).
import type { Language } from "../../session";
import type { RulesPage } from "../types";

export const rules: Record<Language, RulesPage> = {
  en: [
    [
      "The cards",
      [
        "120 round cards in ten suits, the avatars of Vishnu: matsya, kurma, varaha, narasimha, vamana, parashurama, rama, krishna, buddha, kalki.",
        "Each suit has the Raja (king), the Mantri (minister) and numbers 1 to 10; in the first five suits the low numbers rank higher.",
      ],
    ],
    [
      "Play",
      [
        "Three players, forty cards each. By day rama is trump, by night krishna.",
        "The holder of the trump Raja leads it to the first trick.",
        "Follow suit if you can. If you cannot, play a trump or a card of the first suit after the led one, in avatar order, that you hold; when that suit is the trump suit, you must play a trump.",
        "The avatar order wraps round: after kalki comes matsya again.",
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
  ],
  hi: [
    [
      "पत्ते",
      [
        "दस रंगों के 120 गोल पत्ते, विष्णु के दस अवतार: मत्स्य, कूर्म, वराह, नरसिंह, वामन, परशुराम, राम, कृष्ण, बुद्ध, कल्कि।",
        "हर रंग में राजा, मंत्री और 1 से 10 तक के पत्ते; पहले पाँच रंगों में छोटी संख्या बड़ी गिनी जाती है।",
      ],
    ],
    [
      "खेल",
      [
        "तीन खिलाड़ी, हर एक के पास चालीस पत्ते। दिन में राम तुरुप है, रात में कृष्ण।",
        "तुरुप के राजा वाला खिलाड़ी उसे पहले हाथ में चलता है।",
        "हो सके तो वही रंग चलें। न हो, तो तुरुप चलें, या अवतार-क्रम में चले गए रंग के बाद वाले उस पहले रंग का पत्ता जो आपके पास हो; अगर वह रंग तुरुप ही है, तो तुरुप चलना ज़रूरी है।",
        "अवतार-क्रम घूमकर फिर शुरू होता है: कल्कि के बाद फिर मत्स्य आता है।",
        "पहले चले गए पत्ते से बड़ा पत्ता चलना कभी ज़रूरी नहीं।",
      ],
    ],
    [
      "दुकल",
      [
        "पहला पत्ता चलते समय आप दुकल चल सकते हैं: एक रंग के राजा, मंत्री और लगातार कम से कम तीन संख्याएँ। यह तुरंत जीतता है; बाकी सब उतने ही पत्ते फेंकते हैं, और चलने वाला सारे पत्ते जीतकर फिर चलता है। पहले हाथ में दुकल नहीं चल सकते।",
        "दुकल में किसी भी दूसरे खिलाड़ी के हाथ के पत्तों से ज़्यादा पत्ते नहीं हो सकते।",
      ],
    ],
    [
      "जीत",
      [
        "हर जीता हुआ पत्ता एक अंक; सबसे ज़्यादा पत्ते जीतने वाला विजेता। अगर सबसे ज़्यादा अंक दो या तीनों खिलाड़ियों के बराबर हों, तो वे जीत बाँटते हैं।",
        "मैच में कई बाज़ियाँ हो सकती हैं: अंक जुड़ते जाते हैं।",
      ],
    ],
  ],
  nl: [
    [
      "De kaarten",
      [
        "120 ronde kaarten in tien kleuren, de avatars van Vishnu: matsya, kurma, varaha, narasimha, vamana, parashurama, rama, krishna, buddha, kalki.",
        "Elke kleur heeft de Raja (koning), de Mantri (minister) en de getallen 1 tot 10; in de eerste vijf kleuren zijn de lage getallen hoger.",
      ],
    ],
    [
      "Spelen",
      [
        "Drie spelers, veertig kaarten elk. Overdag is rama troef, 's nachts krishna.",
        "Wie de Raja van troef heeft, komt daarmee uit in de eerste slag.",
        "Beken kleur als je kunt. Kun je dat niet, speel dan troef of een kaart van de eerste kleur na de gevraagde in avatar-volgorde die je hebt; is dat de troefkleur, dan moet je troef spelen.",
        "De avatar-volgorde gaat rond: na kalki komt weer matsya.",
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
  ],
};
