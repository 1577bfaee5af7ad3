// Texas 42's own words: its name, dominoes and count, naming trumps, its options; in every language.
const en = {
  "texas42.name": "Texas 42",
  "texas42.blurb": "Dominoes: bid 30 to 42, name trumps, take count. Game to 250.",
  "texas42.tour.hand":
    "Your seven dominoes. A small dot marks the count: 5-5 and 6-4 are worth 10; 5-0, 4-1 and 3-2 are worth 5.",
  "texas42.tour.trick": "Play goes clockwise. Each trick won is worth 1, plus the count in it.",
  "texas42.domino": "domino {high}-{low}",
  "texas42.counts": "{domino}, counts {n}",
  "texas42.action.name_trump": "Trumps: {trump}",
  "texas42.trump.pips": "{n}s",
  "texas42.trump.doubles": "doubles",
  "texas42.trump.notrump": "no trump",
  "texas42.option.all_pass": "If everyone passes",
  "texas42.option.all_pass.help": "Shuffle and draw again, or the dealer must bid from 30 to 42.",
  "texas42.option.all_pass.redeal": "Shuffle and draw again",
  "texas42.option.all_pass.force": "The dealer must bid",
  "texas42.option.target": "Score to win",
  "texas42.option.target.help": "The first side to reach it at the end of a hand wins: 250 points, or 7 marks.",
  "texas42.option.scoring": "Scoring",
  "texas42.option.scoring.help":
    "Points: each side scores what it took. Marks: a bid made wins its bidders one mark or more.",
  "texas42.option.scoring.points": "Points (to 250)",
  "texas42.option.scoring.marks": "Marks (to 7)",
  "texas42.option.contracts": "Special contracts",
  "texas42.option.contracts.help": "With marks: which of nello, plunge and sevens may be bid.",
  "texas42.option.contracts.nello": "Nello",
  "texas42.option.contracts.plunge": "Plunge",
  "texas42.option.contracts.sevens": "Sevens",
};

export type Texas42Key = keyof typeof en;

const hi: Record<Texas42Key, string> = {
  "texas42.name": "टेक्सस 42",
  "texas42.blurb": "डोमिनो: 30 से 42 की बोली, तुरुप चुनें, गिनती वाले डोमिनो जीतें। खेल 250 तक।",
  "texas42.tour.hand": "आपके सात डोमिनो। छोटा बिंदु गिनती वाले डोमिनो दिखाता है: 5-5 और 6-4 के 10; 5-0, 4-1 और 3-2 के 5।",
  "texas42.tour.trick": "खेल घड़ी की दिशा में चलता है। हर जीता हाथ 1 अंक का, साथ में उसमें आई गिनती।",
  "texas42.domino": "डोमिनो {high}-{low}",
  "texas42.counts": "{domino}, गिनती {n}",
  "texas42.action.name_trump": "तुरुप: {trump}",
  "texas42.trump.pips": "{n} वाले",
  "texas42.trump.doubles": "जोड़े",
  "texas42.trump.notrump": "बिना तुरुप",
  "texas42.option.all_pass": "सब पास करें तो",
  "texas42.option.all_pass.help": "फिर से फेंटकर बाँटें, या बाँटने वाले को 30 से 42 की बोली लगानी होगी।",
  "texas42.option.all_pass.redeal": "फिर से फेंटकर बाँटें",
  "texas42.option.all_pass.force": "बाँटने वाले को बोली लगानी होगी",
  "texas42.option.target": "जीत के लिए अंक",
  "texas42.option.target.help": "हाथ के अंत में जो पक्ष पहले यहाँ पहुँचे, वह जीतता है: 250 अंक, या 7 मार्क।",
  "texas42.option.scoring": "गिनती का तरीका",
  "texas42.option.scoring.help":
    "अंक: हर पक्ष को उतने अंक जितने उसने लिए। मार्क: पूरी हुई बोली पर बोली वालों को एक या ज़्यादा मार्क।",
  "texas42.option.scoring.points": "अंक (250 तक)",
  "texas42.option.scoring.marks": "मार्क (7 तक)",
  "texas42.option.contracts": "ख़ास बोलियाँ",
  "texas42.option.contracts.help": "मार्क के साथ: नेलो, प्लंज और सेवन्स में से कौन-सी बोलियाँ लग सकती हैं।",
  "texas42.option.contracts.nello": "नेलो",
  "texas42.option.contracts.plunge": "प्लंज",
  "texas42.option.contracts.sevens": "सेवन्स",
};

const nl: Record<Texas42Key, string> = {
  "texas42.name": "Texas 42",
  "texas42.blurb": "Dominostenen: bied 30 tot 42, noem troef, win de telstenen. Spel tot 250.",
  "texas42.tour.hand":
    "Je zeven stenen. Een stipje toont de telstenen: 5-5 en 6-4 zijn 10 waard; 5-0, 4-1 en 3-2 elk 5.",
  "texas42.tour.trick": "Er wordt met de klok mee gespeeld. Elke slag is 1 waard, plus de telstenen erin.",
  "texas42.domino": "dominosteen {high}-{low}",
  "texas42.counts": "{domino}, telt {n}",
  "texas42.action.name_trump": "Troef: {trump}",
  "texas42.trump.pips": "{n}-en",
  "texas42.trump.doubles": "dubbelstenen",
  "texas42.trump.notrump": "geen troef",
  "texas42.option.all_pass": "Als iedereen past",
  "texas42.option.all_pass.help": "Opnieuw schudden en trekken, of de gever moet bieden van 30 tot 42.",
  "texas42.option.all_pass.redeal": "Opnieuw schudden en trekken",
  "texas42.option.all_pass.force": "De gever moet bieden",
  "texas42.option.target": "Score om te winnen",
  "texas42.option.target.help": "Wie dit als eerste haalt aan het eind van een spel, wint: 250 punten of 7 marks.",
  "texas42.option.scoring": "Telling",
  "texas42.option.scoring.help":
    "Punten: elke kant scoort wat hij haalde. Marks: een gehaald bod levert de bieders één mark of meer op.",
  "texas42.option.scoring.points": "Punten (tot 250)",
  "texas42.option.scoring.marks": "Marks (tot 7)",
  "texas42.option.contracts": "Speciale contracten",
  "texas42.option.contracts.help": "Met marks: welke van nello, plunge en sevens geboden mogen worden.",
  "texas42.option.contracts.nello": "Nello",
  "texas42.option.contracts.plunge": "Plunge",
  "texas42.option.contracts.sevens": "Sevens",
};

export const messages = { en, hi, nl };
