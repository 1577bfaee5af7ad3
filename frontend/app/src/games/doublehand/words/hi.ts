// Doublehand in Hindi: its own words and its rules page, with the keys and sections of the English (en.ts).
import type { RulesPage } from "../../types";
import type { DoublehandKey } from "../keys";

export const messages: Record<DoublehandKey, string> = {
  "doublehand.way.haath_par": "हाथ पर",
  "doublehand.way.haath_par.help": "अपने पाँच पत्तों में से एक चुनें: तुरुप आपको पता रहेगा।",
  "doublehand.way.kheench": "खींच",
  "doublehand.way.kheench.help": "उलटे पड़े आठ पत्तों में से एक बिना देखे चुनें: तुरुप खुलने तक किसी को पता नहीं होगा।",
  "doublehand.choose_way_first": "अपने हाथ से तुरुप चुनने के लिए पहले ऊपर 'हाथ पर' दबाएँ।",
  "doublehand.tap_visible": "नीचे अपने पाँच पत्तों में से एक दबाएँ, वही तुरुप का पत्ता होगा।",
  "doublehand.pick_blind": "उलटे पड़े आठ पत्तों में से एक चुनें।",
  "doublehand.blind_card": "उलटा पत्ता {n}",
  "doublehand.action.haath_par": "हाथ पर: {card} तुरुप",
  "doublehand.action.kheench": "खींच: उलटा पत्ता {n} तुरुप",
  "doublehand.said.haath_par_card": "{name} ने {card} को तुरुप चुना (हाथ पर)",
  "doublehand.said.kheench_card": "{name} ने उलटा पत्ता {n} तुरुप के लिए खींचा (खींच)",
  "doublehand.said.haath_par": "{name} ने अपने हाथ से तुरुप चुना (हाथ पर)",
  "doublehand.said.kheench": "{name} ने बिना देखे तुरुप खींचा (खींच)",
  "doublehand.mode.haath_par": "हाथ पर",
  "doublehand.mode.kheench": "खींच",
  "doublehand.deal.contract": "{name} की बोली {n}",
  "doublehand.deal.trump": "तुरुप: {suit} ({mode})",
  "doublehand.deal.hands": "{side}: {n} हाथ",
  "doublehand.deal.made": "{side} को {n} अंक: बोली पूरी",
  "doublehand.deal.set": "{side} को {n} अंक: बोली {k} से टूटी",
  "doublehand.deal.all_hands": "{side} को {n} अंक: सारे 13 हाथ",
  "doublehand.deal.no_hands": "{side} को {n} अंक: बोली वालों का एक भी हाथ नहीं बना",
  "doublehand.tour.status": "बोली, तुरुप का पत्ता (छिपा हो तो उलटा) और हर टीम के जीते हाथ।",
  "doublehand.tour.trick": "हाथ बीच में जमा होते हैं। लगातार दो हाथ जीतें तो सारे हाथ आपकी टीम के: यही सर है।",
  "doublehand.tour.hand": "बोली आप अपने पहले पाँच पत्तों से लगाते हैं। आपकी बारी पर चलने लायक़ पत्ते ऊपर उठे होते हैं: एक दबाएँ।",
  "doublehand.bidding": "बोली: आपकी टीम कितने हाथ बनाएगी?",
  "doublehand.declaring": "बोली आपकी: तुरुप का पत्ता चुनें।",
  "doublehand.announce.ways": "अपने हाथ से तुरुप चुनने के लिए हाथ पर चुनें, या बिना देखे उलटा पत्ता खींचने के लिए खींच।",
  "doublehand.declaring_other": "{name} तुरुप का पत्ता चुन रहे हैं।",
  "doublehand.trump_hidden": "तुरुप छिपा है",
  "doublehand.trump": "तुरुप",
  "doublehand.bid": "{name} की बोली {n}",
  "doublehand.hands_won": "बने हाथ",
  "doublehand.on_table": "मेज़ पर {n}",
  "doublehand.why_follow": "आपके पास {suit} है: वही रंग चलना होगा।",
  "doublehand.why_trump": "आपने तुरुप खोला: अब {suit} चलना होगा।",
  "doublehand.why_reveal": "आपका हाथ खाली है: तुरुप खोलें, फिर उसे चलें।",
  "doublehand.unseen": "आपके बाकी {n} पत्ते तुरुप चुने जाने तक उलटे रहते हैं।",
  "doublehand.sar_hint": "सर: लगातार दो हाथ जीतें और मेज़ पर पड़े सारे हाथ उठा लें।",
  "doublehand.option.auction": "बोली",
  "doublehand.option.auction.open": "खुली: जब तक बाकी सब पास न करें",
  "doublehand.option.auction.single": "एक बार: हर कोई एक बार बोलता है",
  "doublehand.option.collect_by": "हाथ कौन उठाता है",
  "doublehand.option.collect_by.player": "एक खिलाड़ी, लगातार दो",
  "doublehand.option.collect_by.team": "कोई भी साथी, लगातार दो",
  "doublehand.option.ace_rule": "इक्के से जीता हाथ कभी नहीं उठता (आख़िरी को छोड़कर)",
  "doublehand.option.retroactive_reveal": "तुरुप खुलने पर हाथ में पहले चले पत्ते भी तुरुप बनते हैं",
  "doublehand.option.auction.help":
    "खुली: जब तक बाकी सब पास न करें, बोली चलती रहती है। एक बार: हर खिलाड़ी अपनी बारी पर एक ही बार बोलता है।",
  "doublehand.option.collect_by.help":
    "मेज़ पर पड़े हाथ उठाने के लिए लगातार दो हाथ किसे जीतने होंगे: एक ही खिलाड़ी को, या किसी भी साथी को।",
  "doublehand.option.ace_rule.help": "सिलसिला चलता रहता है: किसी दूसरे पत्ते से जीता अगला हाथ सारे हाथ उठाता है।",
  "doublehand.option.retroactive_reveal.help":
    "29 के खेल की तरह: तुरुप खुलने से पहले उसी हाथ में चले तुरुप के रंग के पत्ते भी तुरुप गिने जाते हैं।",
};

export const rules: RulesPage = [
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
];
