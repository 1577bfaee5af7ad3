// Doublehand in English: its own words (the table's words (haath par, kheench, sar), its options) and its rules page (from the rules spec).
// The reference for the keys; each language is a file of its own, fetched only by the players who speak it.
import type { RulesPage } from "../../types";

export const messages = {
  "doublehand.way.haath_par": "Haath par",
  "doublehand.way.haath_par.help": "Choose one of your five cards: you will know the trump.",
  "doublehand.way.kheench": "Kheench",
  "doublehand.way.kheench.help":
    "Pick one of your eight face-down cards blind: nobody knows the trump until it is revealed.",
  "doublehand.choose_way_first": "To choose the trump from your hand, first tap Haath par above.",
  "doublehand.tap_visible": "Tap one of your five cards below to make it the trump card.",
  "doublehand.pick_blind": "Pick one of your eight face-down cards.",
  "doublehand.blind_card": "Face-down card {n}",
  "doublehand.action.haath_par": "Haath par: the {card} as trump",
  "doublehand.action.kheench": "Kheench: face-down card {n} as trump",
  "doublehand.said.haath_par_card": "{name} chose the {card} as trump (haath par)",
  "doublehand.said.kheench_card": "{name} drew face-down card {n} as trump (kheench)",
  "doublehand.said.haath_par": "{name} chose the trump from their hand (haath par)",
  "doublehand.said.kheench": "{name} drew the trump blind (kheench)",
  "doublehand.mode.haath_par": "haath par",
  "doublehand.mode.kheench": "kheench",
  "doublehand.deal.contract": "Bid {n} by {name}",
  "doublehand.deal.trump": "Trump: {suit} ({mode})",
  "doublehand.deal.hands": "{side}: {n} hands",
  "doublehand.deal.made": "{side} score {n}: bid made",
  "doublehand.deal.set": "{side} score {n}: set by {k}",
  "doublehand.deal.all_hands": "{side} score {n}: all 13 hands",
  "doublehand.deal.no_hands": "{side} score {n}: the bidders took no hands",
  "doublehand.tour.status": "The bid, the trump card (face down while it is hidden) and the hands each team has won.",
  "doublehand.tour.trick":
    "Tricks pile up in the middle. Win two in a row to collect them all for your team: that is sar.",
  "doublehand.tour.hand":
    "You bid with your first five cards. When it is your turn, the cards you may play are raised: tap one.",
  "doublehand.bidding": "Bidding: how many tricks will your team take?",
  "doublehand.declaring": "You won the bid: choose the trump card.",
  "doublehand.announce.ways":
    "Choose Haath par to name it from your hand, or Kheench to draw one of your face-down cards blind.",
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

export const rules: RulesPage = [
  [
    "The deal",
    [
      "Four players in two partnerships; partners sit opposite. 52 cards, ace high.",
      "Cards are dealt 5, then 4, then 4. At first you see only your first five cards.",
    ],
  ],
  [
    "Bidding",
    [
      "Starting on the dealer's right, bid how many tricks your team will take (7 to 13), higher than the last bid, or pass.",
      "Once you pass you are out of the auction. A bid of 13 ends it at once. If all four pass, the cards are dealt again.",
    ],
  ],
  [
    "The hidden trump",
    [
      "The bid winner chooses the trump card and lays it face down: haath par, one of the five cards seen; or kheench, one of the eight unseen cards, drawn blind.",
      "Then everyone sees all their cards. The bid winner leads the first trick.",
    ],
  ],
  [
    "Play",
    [
      "Follow suit if you can. If you cannot, you may play any card, or first reveal the trump.",
      "Whoever reveals must then play a trump if they have one. The leader cannot reveal.",
      "Trumps only count once revealed: a trump-suit card played while the trump is hidden is an ordinary card.",
    ],
  ],
  [
    "Sar: collecting tricks",
    [
      "Tricks pile up on the table. When the same player wins two tricks in a row, they collect every trick on the table for their team.",
      "The winner of the last trick collects whatever is left.",
    ],
  ],
  [
    "Scoring",
    [
      "Bid made: the bidding team scores the bid. All 13 tricks on a bid below 13: 52.",
      "Bid lost: the opponents score twice the bid; 104 if the bidders took no tricks at all.",
      "First team to 252 wins the game.",
    ],
  ],
];
