// Doublehand's own words: its name, the table's words (haath par, kheench, sar), its options; in every language.
import type { Translate } from "../../i18n";

const en = {
  "doublehand.name": "Doublehand",
  "doublehand.blurb": "Partners bid for tricks, hide a trump card and collect tricks two in a row. Game to 252.",
  "doublehand.declare_haath_par": "Haath par: choose the trump from your hand",
  "doublehand.declare_kheench": "Kheench: draw the trump blind",
  "doublehand.bidding": "Bidding: how many tricks will your team take?",
  "doublehand.declaring": "You won the bid: choose the trump card.",
  "doublehand.declaring_other": "{name} is choosing the trump card.",
  "doublehand.trump_hidden": "Trump hidden",
  "doublehand.trump": "Trump",
  "doublehand.bid": "Bid {n} by {name}",
  "doublehand.hands_won": "Hands won",
  "doublehand.on_table": "{n} on the table",
  "doublehand.why_follow": "You hold a {suit}: you must follow suit.",
  "doublehand.why_trump": "You revealed the trump: you must play a {suit}.",
  "doublehand.why_reveal": "Your hand is empty: reveal the trump card, then play it.",
  "doublehand.unseen": "Your other {n} cards are dealt face down until the trump is chosen.",
  "doublehand.sar_hint": "Sar: win two tricks in a row to collect all the tricks on the table.",
  "doublehand.option.auction": "Auction",
  "doublehand.option.auction.open": "Open: call until all others pass",
  "doublehand.option.auction.single": "Single: everyone calls once",
  "doublehand.option.collect_by": "Who collects tricks",
  "doublehand.option.collect_by.player": "One player, two in a row",
  "doublehand.option.collect_by.team": "Either partner, two in a row",
  "doublehand.option.ace_rule": "A trick won by an ace never collects (except the last)",
  "doublehand.option.retroactive_reveal": "A reveal also makes trumps of cards already in the trick",
  "doublehand.option.auction.help":
    "Open: keep calling until all the others pass. Single: each player calls once, in turn.",
  "doublehand.option.collect_by.help":
    "Who must win two tricks in a row to collect the tricks on the table: one player, or either partner.",
  "doublehand.option.ace_rule.help": "The streak goes on: the next trick won with another card collects them all.",
  "doublehand.option.retroactive_reveal.help":
    "As in the game 29: trump-suit cards played to the trick before the reveal count as trumps too.",
};

export type DoublehandKey = keyof typeof en;

const hi: Record<DoublehandKey, string> = {
  "doublehand.name": "डबलहैंड",
  "doublehand.blurb": "साथी हाथों की बोली लगाते हैं, तुरुप का पत्ता छिपाते हैं और लगातार दो हाथ जीतकर सर उठाते हैं। खेल 252 तक।",
  "doublehand.declare_haath_par": "हाथ पर: अपने हाथ से तुरुप चुनें",
  "doublehand.declare_kheench": "खींच: बिना देखे तुरुप निकालें",
  "doublehand.bidding": "बोली: आपकी टीम कितने हाथ बनाएगी?",
  "doublehand.declaring": "बोली आपकी: तुरुप का पत्ता चुनें।",
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

const nl: Record<DoublehandKey, string> = {
  "doublehand.name": "Doublehand",
  "doublehand.blurb":
    "Partners bieden op slagen, verbergen een troefkaart en halen slagen op met twee op rij. Spel tot 252.",
  "doublehand.declare_haath_par": "Haath par: kies de troef uit je hand",
  "doublehand.declare_kheench": "Kheench: trek de troef blind",
  "doublehand.bidding": "Bieden: hoeveel slagen haalt jouw team?",
  "doublehand.declaring": "Jij hebt het bod: kies de troefkaart.",
  "doublehand.declaring_other": "{name} kiest de troefkaart.",
  "doublehand.trump_hidden": "Troef verborgen",
  "doublehand.trump": "Troef",
  "doublehand.bid": "Bod {n} van {name}",
  "doublehand.hands_won": "Opgehaalde slagen",
  "doublehand.on_table": "{n} op tafel",
  "doublehand.why_follow": "Je hebt een {suit}: je moet kleur bekennen.",
  "doublehand.why_trump": "Je toonde de troef: je moet een {suit} spelen.",
  "doublehand.why_reveal": "Je hand is leeg: toon de troefkaart en speel die.",
  "doublehand.unseen": "Je andere {n} kaarten liggen dicht tot de troef gekozen is.",
  "doublehand.sar_hint": "Sar: win twee slagen op rij om alle slagen op tafel op te halen.",
  "doublehand.option.auction": "Bieding",
  "doublehand.option.auction.open": "Open: bieden tot alle anderen passen",
  "doublehand.option.auction.single": "Eenmalig: iedereen biedt één keer",
  "doublehand.option.collect_by": "Wie haalt slagen op",
  "doublehand.option.collect_by.player": "Eén speler, twee op rij",
  "doublehand.option.collect_by.team": "Een van beide partners, twee op rij",
  "doublehand.option.ace_rule": "Een slag gewonnen met een aas haalt nooit op (behalve de laatste)",
  "doublehand.option.retroactive_reveal": "Troef tonen maakt ook eerder gespeelde kaarten in de slag tot troef",
  "doublehand.option.auction.help":
    "Open: bieden tot alle anderen passen. Eenmalig: iedereen biedt op zijn beurt één keer.",
  "doublehand.option.collect_by.help":
    "Wie twee slagen op rij moet winnen om de slagen op tafel op te halen: één speler, of een van beide partners.",
  "doublehand.option.ace_rule.help":
    "De reeks loopt door: de volgende slag gewonnen met een andere kaart haalt alles op.",
  "doublehand.option.retroactive_reveal.help":
    "Zoals in het spel 29: kaarten in de troefkleur die al in de slag liggen, tellen na het tonen ook als troef.",
};

export const messages = { en, hi, nl };

/** The shared `t` with this game's words typed: i18n merges them into every language's dictionary. */
export const words = (t: Translate) => t as Translate<DoublehandKey>;
