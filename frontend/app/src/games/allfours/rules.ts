// All Fours' rules for players, in every language of the app (from the rules spec).
import type { Language } from "../../session";
import type { RulesPage } from "../types";

export const rules: Record<Language, RulesPage> = {
  en: [
    [
      "The deal and the kick",
      [
        "Four players in two partnerships, partners opposite. Six cards each, dealt in packets of three. The next card is turned up: the kick, whose suit is the proposed trump.",
        "The dealer's team scores at once for a kicked ace (1), six (2) or jack (3).",
      ],
    ],
    [
      "Stand or beg",
      [
        "The player left of the dealer stands (the kick's suit is trump) or begs.",
        "To a beg the dealer gives one (the other team scores 1, the kick's suit stays trump) or runs the pack: three more cards each and a new kick, which scores as before. A new suit is trump; the same suit again, and the pack is run again.",
        "If the cards run out first, the deal is thrown in and the same dealer deals again; kick points already scored stand.",
      ],
    ],
    [
      "Play",
      [
        "The player left of the dealer leads; the winner of each trick leads the next.",
        "Holding a card of the suit led, play that suit or a trump; holding none, play any card. The highest trump wins, else the highest card of the suit led.",
        "With the no-undertrump option, when a trick led in another suit holds a trump, you may not play a lower trump unless you hold only trumps.",
      ],
    ],
    [
      "Scoring",
      [
        "When the cards are played, in this order: High, 1 for the highest trump dealt; Low, 1 for the lowest trump dealt (a single trump scores both); Jack, 1 to its holder's team if they win the trick it falls in, else 3 to the team that wins it (hang jack); Game, 1 (or 2) to the team with more in its tricks: ace 4, king 3, queen 2, jack 1, ten 10. A tie scores nothing, or goes to the team left of the dealer, by the room's option.",
        "Points count the moment they are scored: the first team to 14 wins the game at once, even from a kick, and the rest of the deal is not scored.",
      ],
    ],
  ],
  hi: [
    [
      "बँटाई और किक",
      [
        "चार खिलाड़ी, दो जोड़ियाँ, साथी आमने-सामने। तीन-तीन करके छह पत्ते हर एक को। अगला पत्ता सीधा खोला जाता है: किक, जिसका रंग प्रस्तावित तुरुप है।",
        "किक में इक्का (1), छक्का (2) या गुलाम (3) आए तो बाँटने वाले की टीम को उसी पल अंक।",
      ],
    ],
    [
      "खड़े रहें या माँगें",
      [
        "बाँटने वाले के बाद वाला खिलाड़ी खड़ा रहता है (किक का रंग तुरुप) या माँगता है।",
        "माँगने पर बाँटने वाला एक अंक देता है (दूसरी टीम को 1 अंक, किक का रंग तुरुप रहता है) या गड्डी चलाता है: सबको तीन पत्ते और, और नई किक, जिसके अंक पहले की तरह मिलते हैं। नया रंग आए तो वही तुरुप; वही रंग फिर आए तो गड्डी फिर चलती है।",
        "अगर पत्ते पहले खत्म हो जाएँ तो बाज़ी रद्द होती है और वही बाँटने वाला फिर बाँटता है; किक के मिले अंक बने रहते हैं।",
      ],
    ],
    [
      "खेल",
      [
        "बाँटने वाले के बाद वाला पहला पत्ता चलता है; हर हाथ जीतने वाला अगला हाथ शुरू करता है।",
        "चले रंग का पत्ता हो तो वही रंग या तुरुप चलें; न हो तो कोई भी पत्ता। सबसे बड़ा तुरुप जीतता है, वरना चले रंग का सबसे बड़ा पत्ता।",
        "'छोटा तुरुप नहीं' नियम में, दूसरे रंग से शुरू हुए हाथ में तुरुप पड़ा हो तो उससे छोटा तुरुप नहीं चल सकते, जब तक आपके पास सिर्फ़ तुरुप न हों।",
      ],
    ],
    [
      "अंक",
      [
        "पत्ते खत्म होने पर इस क्रम में: हाई, बँटे हुए सबसे बड़े तुरुप के लिए 1; लो, सबसे छोटे बँटे तुरुप के लिए 1 (अकेला तुरुप दोनों पाता है); जैक, उसके मालिक की टीम वह हाथ जीते तो 1, वरना जीतने वाली टीम को 3 (जैक फँसा); गेम, जीते हाथों में ज़्यादा गिनती वाली टीम को 1 (या 2): इक्का 4, बादशाह 3, बेगम 2, गुलाम 1, दहला 10। बराबरी पर किसी को नहीं, या नियम के अनुसार बाँटने वाले के बाद वाले की टीम को।",
        "अंक मिलते ही गिने जाते हैं: 14 तक पहले पहुँचने वाली टीम उसी पल जीतती है, किक से भी, और बाज़ी का बाकी हिस्सा नहीं गिना जाता।",
      ],
    ],
  ],
  nl: [
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
        "De speler links van de gever blijft (de kleur van de kick is troef) of bedelt.",
        "Op bedelen geeft de gever één punt (het andere team krijgt 1, de kleur van de kick blijft troef) of geeft bij: drie kaarten meer voor iedereen en een nieuwe kick, die weer punten geeft. Een nieuwe kleur is troef; komt dezelfde kleur weer op, dan wordt opnieuw bijgegeven.",
        "Zijn de kaarten eerder op, dan vervalt het spel en geeft dezelfde gever opnieuw; al gescoorde kickpunten blijven staan.",
      ],
    ],
    [
      "Spelen",
      [
        "De speler links van de gever komt uit; wie een slag wint, komt uit in de volgende.",
        "Heb je de gevraagde kleur, speel die of troef; heb je hem niet, speel wat je wilt. De hoogste troef wint, anders de hoogste kaart van de gevraagde kleur.",
        "Met de optie 'niet ondertroeven' mag je in een slag die in een andere kleur begon en al troef heeft, geen lagere troef spelen, tenzij je alleen troef hebt.",
      ],
    ],
    [
      "Telling",
      [
        "Als de kaarten gespeeld zijn, in deze volgorde: High, 1 voor de hoogste gegeven troef; Low, 1 voor de laagste gegeven troef (één enkele troef krijgt beide); Jack, 1 voor het team van de bezitter als het die slag wint, anders 3 voor het team dat hem wint (opgehangen); Game, 1 (of 2) voor het team met de meeste punten in zijn slagen: aas 4, heer 3, vrouw 2, boer 1, tien 10. Bij gelijkspel scoort niemand, of het team links van de gever, naar de optie van de kamer.",
        "Punten tellen meteen: het eerste team tot 14 wint het spel direct, ook door een kick, en de rest van het spel telt niet.",
      ],
    ],
  ],
};
