// All Fours' rules for players, in every language of the app (from the rules spec).
import type { Language } from "../../session";
import type { RulesPage } from "../types";

export const rules: Record<Language, RulesPage> = {
  en: [
    [
      "The deal and the kick",
      [
        "Four players in two partnerships; six cards each, dealt in threes. The next card is turned up: the kick, whose suit is the proposed trump.",
        "The dealer's team scores for a kicked ace (1), six (2) or jack (3).",
      ],
    ],
    [
      "Stand or beg",
      [
        "The player left of the dealer stands (the kick's suit is trump) or begs.",
        "To a beg the dealer answers give one (the opponents score 1) or runs the pack: three more cards each and a new kick, until a new suit turns up.",
      ],
    ],
    [
      "Play",
      [
        "Follow suit or trump; if you hold no card of the suit led, play anything. The highest trump wins, else the highest card of the suit led.",
      ],
    ],
    [
      "Scoring",
      [
        "High (highest trump dealt) 1, Low (lowest trump dealt) 1, Jack 1 to its holder's team if they win it, else 3 to the team that hangs it, Game (most points in tricks: A 4, K 3, Q 2, J 1, 10 counts 10) 1.",
        "The first team to 14 wins at once, even in the middle of a deal.",
      ],
    ],
  ],
  hi: [
    [
      "बँटाई और किक",
      [
        "चार खिलाड़ी, दो जोड़ियाँ; तीन-तीन करके छह पत्ते हर एक को। अगला पत्ता सीधा खोला जाता है: किक, जिसका रंग प्रस्तावित तुरुप है।",
        "किक में इक्का (1), छक्का (2) या गुलाम (3) आए तो बाँटने वाले की टीम को अंक।",
      ],
    ],
    [
      "स्टैंड या बेग",
      [
        "बाँटने वाले के बाद वाला खिलाड़ी स्टैंड (किक का रंग तुरुप) करता है या बेग।",
        "बेग पर बाँटने वाला या तो एक देता है (विरोधियों को 1 अंक) या पैक चलाता है: सबको तीन पत्ते और, और नई किक, जब तक नया रंग न आए।",
      ],
    ],
    ["खेल", ["वही रंग या तुरुप चलें; उस रंग का पत्ता न हो तो कुछ भी। सबसे बड़ा तुरुप जीतता है, वरना चले रंग का सबसे बड़ा।"]],
    [
      "अंक",
      [
        "हाई (सबसे बड़ा बँटा तुरुप) 1, लो (सबसे छोटा बँटा तुरुप) 1, जैक 1 (अगर उसके मालिक की टीम वह हाथ जीते, वरना जीतने वाली टीम को 3), गेम (हाथों में सबसे ज़्यादा गिनती: इक्का 4, बादशाह 3, बेगम 2, गुलाम 1, दहला 10) 1।",
        "14 तक पहले पहुँचने वाली टीम उसी पल जीतती है, बाज़ी के बीच में भी।",
      ],
    ],
  ],
  nl: [
    [
      "Geven en de kick",
      [
        "Vier spelers in twee paren; zes kaarten elk, per drie gegeven. De volgende kaart wordt opengelegd: de kick, waarvan de kleur de voorgestelde troef is.",
        "Het team van de gever scoort voor een gekickte aas (1), zes (2) of boer (3).",
      ],
    ],
    [
      "Stand of beg",
      [
        "De speler links van de gever zegt stand (de kleur van de kick is troef) of beg.",
        "Op een beg antwoordt de gever met give one (de tegenstanders krijgen 1) of run the pack: drie kaarten meer voor iedereen en een nieuwe kick, tot er een nieuwe kleur komt.",
      ],
    ],
    [
      "Spelen",
      [
        "Beken kleur of troef; heb je de gevraagde kleur niet, speel dan wat je wilt. De hoogste troef wint, anders de hoogste kaart van de gevraagde kleur.",
      ],
    ],
    [
      "Telling",
      [
        "High (hoogste gegeven troef) 1, Low (laagste gegeven troef) 1, Jack 1 voor het team van de bezitter als het die slag wint, anders 3 voor het team dat hem 'ophangt', Game (meeste punten in slagen: A 4, H 3, V 2, B 1, 10 telt 10) 1.",
        "Het eerste team tot 14 wint meteen, ook midden in een spel.",
      ],
    ],
  ],
};
