// Ganjifa in Hindi: its own words and its rules page, with the keys and sections of the English (en.ts).
import type { RulesPage } from "../../types";
import type { GanjifaKey } from "../keys";

export const messages: Record<GanjifaKey, string> = {
  "ganjifa.tour.hand": "आपके गोल पत्ते, पंक्तियों में। चलने के लिए पत्ता दबाएँ; कई पत्ते एक साथ चलने हों तो उन्हें चुनकर पक्का करें।",
  "ganjifa.tour.seats": "तीन खिलाड़ी, हर कोई अकेला: बाक़ी दो ऊपर बाएँ और ऊपर दाएँ बैठते हैं।",
  "ganjifa.card": "{suit} का {rank}",
  "ganjifa.rank.K": "राजा",
  "ganjifa.rank.M": "मंत्री",
  "ganjifa.suit.matsya": "मत्स्य",
  "ganjifa.suit.kurma": "कूर्म",
  "ganjifa.suit.varaha": "वराह",
  "ganjifa.suit.narasimha": "नरसिंह",
  "ganjifa.suit.vamana": "वामन",
  "ganjifa.suit.parashurama": "परशुराम",
  "ganjifa.suit.rama": "राम",
  "ganjifa.suit.krishna": "कृष्ण",
  "ganjifa.suit.buddha": "बुद्ध",
  "ganjifa.suit.kalki": "कल्कि",
  "ganjifa.action.dukal": "दुकल",
  "ganjifa.action.discard": "पत्ते फेंकें",
  "ganjifa.option.period": "दिन या रात",
  "ganjifa.option.period.help": "दिन में राम का रंग तुरुप होता है, रात में कृष्ण का।",
  "ganjifa.option.period.day": "दिन: राम तुरुप",
  "ganjifa.option.period.night": "रात: कृष्ण तुरुप",
  "ganjifa.option.deals": "बाज़ियाँ",
  "ganjifa.option.deals.help": "मैच में कितनी बाज़ियाँ; अंक जुड़ते हैं, और सबसे ज़्यादा पत्ते जीतने वाला जीतता है।",
  "ganjifa.trumps": "तुरुप: {suit}",
  "ganjifa.period.day": "दिन",
  "ganjifa.period.night": "रात",
  "ganjifa.deal_of": "बाज़ी {n} / {deals}",
  "ganjifa.captured": "{name} ने {n} पत्ते जीते हैं",
  "ganjifa.discard_prompt": "{name} ने {n} का दुकल चला: {n} पत्ते फेंकें",
  "ganjifa.discard_wait": "{name} ने {n} का दुकल चला: बाक़ी दोनों में से हर एक {n} पत्ते फेंकता है",
  "ganjifa.dukal_offer": "या दुकल चलें:",
  "ganjifa.why_follow": "चाल: {suit}। वह आपके पास है, तो वही चलना होगा।",
  "ganjifa.why_next": "चाल: {suit}। वह आपके पास नहीं है: तुरुप चलें, या उसके बाद का पहला रंग जो आपके पास हो।",
  "ganjifa.dukal_of": "{suit} का दुकल, {n} पत्ते",
  "ganjifa.said.dukal": "{name} ने {n} का दुकल चला: {cards}",
  "ganjifa.said.discard": "{name} ने {n} पत्ते फेंके",
  "ganjifa.deal.trump": "तुरुप: {suit}",
  "ganjifa.deal.captured": "{name} ने {n} पत्ते जीते",
  // The key to the suits on the rules page.
  "ganjifa.key.title": "दस रंग",
  "ganjifa.key.intro":
    "हर रंग की अपनी रंगत और अपना चिह्न है, जो उसके हर पत्ते पर बना है; आपके हाथ में पत्ते रंग के हिसाब से समूहों में रखे जाते हैं।",
  "ganjifa.key.order": "बड़े से छोटा",
  "ganjifa.emblem.matsya": "मछली",
  "ganjifa.emblem.kurma": "कछुआ",
  "ganjifa.emblem.varaha": "जंगली सूअर",
  "ganjifa.emblem.narasimha": "सिंह",
  "ganjifa.emblem.vamana": "छाता",
  "ganjifa.emblem.parashurama": "फरसा",
  "ganjifa.emblem.rama": "धनुष-बाण",
  "ganjifa.emblem.krishna": "बाँसुरी",
  "ganjifa.emblem.buddha": "कमल",
  "ganjifa.emblem.kalki": "तलवार",
};

export const rules: RulesPage = [
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
];
