// The rules, for players, in English (from shared/spec).
import type { RulesBook } from "./types";

export const en: RulesBook = {
  doublehand: [
    ["The deal", [
      "Four players in two partnerships; partners sit opposite. 52 cards, ace high.",
      "Cards are dealt 5, then 4, then 4. At first you see only your first five cards.",
    ]],
    ["Bidding", [
      "Starting left of the dealer, bid how many tricks your team will take (7 to 13), higher than the last bid, or pass.",
      "Once you pass you are out of the auction. A bid of 13 ends it at once. If all four pass, the cards are dealt again.",
    ]],
    ["The hidden trump", [
      "The bid winner chooses the trump card and lays it face down: haath par, one of the five cards seen; or kheench, one of the eight unseen cards, drawn blind.",
      "Then everyone sees all their cards. The bid winner leads the first trick.",
    ]],
    ["Play", [
      "Follow suit if you can. If you cannot, you may play any card, or first reveal the trump.",
      "Whoever reveals must then play a trump if they have one. The leader cannot reveal.",
      "Trumps only count once revealed: a trump-suit card played while the trump is hidden is an ordinary card.",
    ]],
    ["Sar: collecting tricks", [
      "Tricks pile up on the table. When the same player wins two tricks in a row, they collect every trick on the table for their team.",
      "The winner of the last trick collects whatever is left.",
    ]],
    ["Scoring", [
      "Bid made: the bidding team scores the bid. All 13 tricks on a bid below 13: 52.",
      "Bid lost: the opponents score twice the bid; 104 if the bidders took no tricks at all.",
      "First team to 252 wins the game.",
    ]],
  ],
  allfours: [
    ["The deal and the kick", [
      "Four players in two partnerships; six cards each, dealt in threes. The next card is turned up: the kick, whose suit is the proposed trump.",
      "The dealer's team scores for a kicked ace (1), six (2) or jack (3).",
    ]],
    ["Stand or beg", [
      "The player left of the dealer stands (the kick's suit is trump) or begs.",
      "To a beg the dealer answers give one (the opponents score 1) or runs the pack: three more cards each and a new kick, until a new suit turns up.",
    ]],
    ["Play", [
      "Follow suit or trump; if you hold no card of the suit led, play anything. The highest trump wins, else the highest card of the suit led.",
    ]],
    ["Scoring", [
      "High (highest trump dealt) 1, Low (lowest trump dealt) 1, Jack 1 to its holder's team if they win it, else 3 to the team that hangs it, Game (most points in tricks: A 4, K 3, Q 2, J 1, 10 counts 10) 1.",
      "The first team to 14 wins at once, even in the middle of a deal.",
    ]],
  ],
  ganjifa: [
    ["The cards", [
      "120 round cards in ten suits, the avatars of Vishnu: matsya, kurma, varaha, narasimha, vamana, parashurama, rama, krishna, buddha, kalki.",
      "Each suit has the Raja (king), the Mantri (minister) and numbers 1 to 10; in the first five suits the low numbers rank higher.",
    ]],
    ["Play", [
      "Three players, forty cards each. By day rama is trump, by night krishna.",
      "The holder of the trump Raja leads it to the first trick.",
      "Follow suit if you can; if not, play a trump or a card of the next suit in avatar order that you hold.",
    ]],
    ["Dukal", [
      "When leading, you may lead a dukal: the Raja, the Mantri and at least three numbers in a run of one suit. It wins at once; the others each discard as many cards.",
    ]],
    ["Winning", ["Each captured card is a point; the most cards captured wins."]],
  ],
  texas42: [
    ["The dominoes", [
      "A double-six set of 28 dominoes; four players in two partnerships, seven each.",
      "Count dominoes score for the side that takes them: 5-5 and 6-4 ten each; 5-0, 4-1 and 3-2 five each. Each trick is one more: 42 in a hand.",
    ]],
    ["Bidding", [
      "Each player bids once, 30 to 42, higher than the last; after 42 only doubling: 84, 168, 250.",
      "The winner names trumps: a number of pips, doubles, or no trump, and leads.",
    ]],
    ["Play", [
      "A domino led is of the suit of its higher end (or trump). Follow suit if you can. The highest trump wins, else the highest of the suit led.",
    ]],
    ["Scoring", [
      "Made: each side scores what it took. Set: the bidders score nothing and the others score their count plus the bid. First to 250 wins.",
    ]],
  ],
};
