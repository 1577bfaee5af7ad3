// Texas 42 in English: its own words (dominoes and count, the bidding and its ladder, naming trumps, following suit, a hand's summary, its options) and its rules page (from the rules spec).
// The reference for the keys; each language is a file of its own, fetched only by the players who speak it.
import type { RulesPage } from "../../types";
import { rulesWithTilesWhole, wholeTiles } from "../tileText";

export const messages = wholeTiles({
  "texas42.tour.status": "The bid, the trumps, and what each side has taken this hand: points, and count dominoes.",
  "texas42.tour.hand":
    "Your seven dominoes. A small dot marks the count: 5-5 and 6-4 are worth 10; 5-0, 4-1 and 3-2 are worth 5.",
  "texas42.tour.trick": "Play goes clockwise. Each trick won is worth 1, plus the count in it.",
  "texas42.domino": "domino {high}-{low}",
  "texas42.counts": "{domino}, counts {n}",
  "texas42.action.name_trump": "Trumps: {trump}",
  "texas42.said.name_trump": "{name} named {trump} as trumps",
  "texas42.suit.0": "blanks",
  "texas42.suit.1": "ones",
  "texas42.suit.2": "twos",
  "texas42.suit.3": "threes",
  "texas42.suit.4": "fours",
  "texas42.suit.5": "fives",
  "texas42.suit.6": "sixes",
  "texas42.suit.trump": "trumps",
  "texas42.trump.doubles": "doubles",
  "texas42.trump.notrump": "no trump",
  "texas42.trumps": "Trumps",
  "texas42.bidding": "Your bid",
  "texas42.bid.open": "Bid {low} to {high}, or pass.",
  "texas42.bid.raise": "{name} bid {n}: bid higher, or pass.",
  "texas42.bid.double": "{name} bid {n}: double it, or pass.",
  "texas42.bid.top": "{name} bid {n}, the top of the ladder: pass.",
  "texas42.bid.must": "The others all passed: as dealer, you must bid.",
  "texas42.bid.doubles": "doubles {n}",
  "texas42.bid.doubling_help": "A limit bid: your side must take every trick.",
  "texas42.bid_by": "Bid {n} · {name}",
  "texas42.naming": "You won the bid at {n}: name trumps.",
  "texas42.naming_other": "{name} won the bid at {n} and is naming trumps.",
  "texas42.naming_hint": "The small number: how many of your dominoes would be trumps.",
  "texas42.led": "Led: {suit}. Follow suit if you can.",
  "texas42.why.bid_first": "First bid or pass.",
  "texas42.why.name_first": "First name trumps.",
  "texas42.why.follow": "Led: {suit}. You hold one, so you must follow suit.",
  "texas42.why.follow_trump": "A trump was led and you hold one: play a trump.",
  "texas42.why.cannot": "You cannot play this domino now.",
  "texas42.taken": "{side}: {n} points, {tricks} tricks; count: {count}",
  "texas42.taken_none": "{side}: {n} points, {tricks} tricks; no count yet",
  "texas42.deal.contract": "{name} bid {n}; trumps: {trump}",
  "texas42.deal.took": "{side} took {n} ({tricks} for tricks, {count} in count)",
  "texas42.deal.made": "Made: each side scores what it took.",
  "texas42.deal.made_all": "Made, every trick taken: {side} score {n}.",
  "texas42.deal.set": "Set: {bidders} needed {bid}; {side} score {n}.",
  "texas42.deal.set_all": "Set: {bidders} lost a trick; {side} score {n}.",
  "texas42.deal.void": "Everyone passed: the dominoes are shuffled and drawn again.",
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
  "texas42.option.contracts.none": "None (they belong to the marks game)",
});

export const rules: RulesPage = rulesWithTilesWhole([
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
]);
