// All Fours' own words: its name, the calls (stand, beg, give one, run the pack), its options; in every language.
const en = {
  "allfours.name": "All Fours",
  "allfours.blurb": "Trinidad's game: kick, beg, High-Low-Jack-Game, first to 14.",
  "allfours.action.stand": "Stand",
  "allfours.action.beg": "Beg",
  "allfours.action.give_one": "Give one",
  "allfours.action.run_pack": "Run the pack",
  "allfours.option.kick_points": "Points for the kick",
  "allfours.option.kick_points.help": "What the dealer's team scores for the card turned up: ace 1, six 2, jack 3.",
  "allfours.option.no_undertrump": "No undertrumping",
  "allfours.option.no_undertrump.help":
    "When a trump is already in the trick, a lower trump may not be played unless you hold only trumps.",
  "allfours.option.game_points": "Points for Game",
  "allfours.option.game_points.help": "What the team with more game pips (A 4, K 3, Q 2, J 1, 10 ten) scores: 1 or 2.",
  "allfours.option.game_tie": "A tie for Game",
  "allfours.option.game_tie.help":
    "When both teams have as many game pips: no one scores, or the team of the player left of the dealer.",
  "allfours.option.game_tie.none": "No one scores",
  "allfours.option.game_tie.elder": "The team left of the dealer scores",
  "allfours.option.target": "Points to win",
  "allfours.option.target.help": "The first team to reach them wins the game at once, even in the middle of a deal.",
};

export type AllFoursKey = keyof typeof en;

const hi: Record<AllFoursKey, string> = {
  "allfours.name": "ऑल फ़ोर्स",
  "allfours.blurb": "त्रिनिदाद का खेल: किक, बेग, हाई-लो-जैक-गेम, 14 तक।",
  "allfours.action.stand": "खड़े रहें",
  "allfours.action.beg": "माँगें",
  "allfours.action.give_one": "एक अंक दें",
  "allfours.action.run_pack": "गड्डी चलाएँ",
  "allfours.option.kick_points": "किक के अंक",
  "allfours.option.kick_points.help": "पलटे गए पत्ते के लिए बाँटने वाले की टीम के अंक: इक्का 1, छक्का 2, गुलाम 3।",
  "allfours.option.no_undertrump": "छोटा तुरुप नहीं",
  "allfours.option.no_undertrump.help": "हाथ में पहले से तुरुप हो तो उससे छोटा तुरुप नहीं चल सकते, जब तक आपके पास सिर्फ़ तुरुप न हों।",
  "allfours.option.game_points": "गेम के अंक",
  "allfours.option.game_points.help":
    "जिस टीम के गेम-अंक ज़्यादा हों (इक्का 4, बादशाह 3, बेगम 2, गुलाम 1, दहला 10), उसे 1 या 2 अंक।",
  "allfours.option.game_tie": "गेम में बराबरी",
  "allfours.option.game_tie.help":
    "दोनों टीमों के गेम-अंक बराबर हों तो: किसी को अंक नहीं, या बाँटने वाले के बाद वाले खिलाड़ी की टीम को।",
  "allfours.option.game_tie.none": "किसी को अंक नहीं",
  "allfours.option.game_tie.elder": "बाँटने वाले के बाद वाले की टीम को",
  "allfours.option.target": "जीत के लिए अंक",
  "allfours.option.target.help": "जो टीम पहले इतने अंक बनाए, वह तुरंत खेल जीतती है, बाज़ी के बीच में भी।",
};

const nl: Record<AllFoursKey, string> = {
  "allfours.name": "All Fours",
  "allfours.blurb": "Het spel van Trinidad: kick, beg, High-Low-Jack-Game, eerst tot 14.",
  "allfours.action.stand": "Blijven",
  "allfours.action.beg": "Bedelen",
  "allfours.action.give_one": "Eén punt geven",
  "allfours.action.run_pack": "Bijgeven",
  "allfours.option.kick_points": "Punten voor de kick",
  "allfours.option.kick_points.help":
    "Wat het team van de gever scoort voor de opgedraaide kaart: aas 1, zes 2, boer 3.",
  "allfours.option.no_undertrump": "Niet ondertroeven",
  "allfours.option.no_undertrump.help":
    "Ligt er al troef in de slag, dan mag je geen lagere troef spelen, tenzij je alleen troef hebt.",
  "allfours.option.game_points": "Punten voor Game",
  "allfours.option.game_points.help":
    "Wat het team met de meeste game-punten (aas 4, heer 3, vrouw 2, boer 1, tien 10) scoort: 1 of 2.",
  "allfours.option.game_tie": "Gelijkspel om Game",
  "allfours.option.game_tie.help":
    "Hebben beide teams evenveel game-punten: niemand scoort, of het team van de speler links van de gever.",
  "allfours.option.game_tie.none": "Niemand scoort",
  "allfours.option.game_tie.elder": "Het team links van de gever scoort",
  "allfours.option.target": "Punten om te winnen",
  "allfours.option.target.help": "Het eerste team dat ze haalt, wint meteen, ook midden in een spel.",
};

export const messages = { en, hi, nl };
