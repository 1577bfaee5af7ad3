"""All Fours' `basic` computer player: rules of thumb from its own seat's view."""

from __future__ import annotations

import random

from games.engine.actions import JSON
from games.engine.allfours.scoring import GAME_PIPS
from games.engine.french import DECK, POWER

TRUMP_STRENGTH = {"A": 4, "K": 3, "Q": 2, "J": 3, "T": 2}
"""What a trump adds to a hand's strength in that suit, beside the 2 that every trump adds."""
STAND_AT = 9
"""The elder stands with this much strength in the kicked suit (an ace and two more trumps, say), else begs."""
GIVE_AT = 11
"""Begged, the dealer gives one to keep the kicked suit only with this much strength in it (ace and king, say).

Running the pack costs nothing sure, and every kick may score for the dealer's team: a point given away is dearer.
"""
WORTH_A_TRUMP = 4
"""Game pips in a trick (an ace, a ten) that make it worth trumping when the led suit cannot be followed."""
JACK_AT_STAKE = 10
"""What the jack of trumps adds to a trick's worth: one point for winning it, three for hanging it."""


def _strength(hand: list[str], suit: str) -> int:
    trumps = [card for card in hand if card[1] == suit]
    return 2 * len(trumps) + sum(TRUMP_STRENGTH.get(card[0], 0) for card in trumps)


def _stand_or_beg(view: JSON) -> JSON:
    seat, scores, target = view["seat"], view["scores"], view["target"]
    suit = view["kicks"][-1][1]
    # One point from the dealer's give-one would win the game: beg for it.
    if scores[seat % 2] + 1 >= target:
        return {"type": "beg"}
    return {"type": "stand" if _strength(view["hand"], suit) >= STAND_AT else "beg"}


def _give_or_run(view: JSON) -> JSON:
    seat, scores, target = view["seat"], view["scores"], view["target"]
    suit = view["kicks"][-1][1]
    # Giving one would hand the opponents the game; running the pack may even score kicks for us.
    if scores[1 - seat % 2] + 1 >= target:
        return {"type": "run_pack"}
    return {"type": "give_one" if _strength(view["hand"], suit) >= GIVE_AT else "run_pack"}


class Knowledge:
    """What the seat knows while cards are played: its hand, the trick, and the cards not yet seen."""

    def __init__(self, view: JSON, cards: list[str]) -> None:
        self.seat: int = view["seat"]
        self.trump: str = view["trump"]
        self.jack = "J" + self.trump
        self.hand: list[str] = view["hand"]
        self.cards = cards
        """The legal cards."""
        self.plays: list[tuple[int, str]] = [(seat, card) for seat, card in view["trick"]["cards"]]
        seen = set(self.hand) | set(view["kicks"])
        seen.update(card for _, card in self.plays)
        for trick in view["tricks"]:
            seen.update(card for _, card in trick["cards"])
        self.unseen = [card for card in DECK if card not in seen]

    def is_trump(self, card: str) -> bool:
        """Whether the card is of the trump suit."""
        return card[1] == self.trump

    def beats(self, card: str, best: str, led: str) -> bool:
        """Whether a card beats the card now winning a trick of the led suit."""
        if self.is_trump(card):
            return not self.is_trump(best) or POWER[card] > POWER[best]
        return not self.is_trump(best) and card[1] == led and POWER[card] > POWER[best]

    def sure(self, card: str, led: str) -> bool:
        """Whether no card still unseen can beat this one (the players after it may still trump a plain card)."""
        if self.is_trump(card):
            return all(POWER[other] < POWER[card] for other in self.unseen if self.is_trump(other))
        return all(POWER[other] < POWER[card] for other in self.unseen if other[1] == led)

    def cheapest(self, cards: list[str]) -> str:
        """The card that costs least to give away: never the jack of trumps or a ten if it can be helped."""
        return min(
            cards,
            key=lambda card: (card == self.jack, GAME_PIPS.get(card[0], 0) >= 10, self.is_trump(card), POWER[card]),
        )

    def worth(self) -> int:
        """The trick's game pips so far, and the jack of trumps at stake in it."""
        pips = sum(GAME_PIPS.get(card[0], 0) for _, card in self.plays)
        return pips + (JACK_AT_STAKE if any(card == self.jack for _, card in self.plays) else 0)


def _lead(table: Knowledge) -> str:
    cards = table.cards
    trumps = sorted((card for card in cards if table.is_trump(card)), key=POWER.__getitem__, reverse=True)
    outstanding = [card for card in table.unseen if table.is_trump(card)]
    # Lead the best trump while others still hold trumps: it wins, and may fetch out the jack or a ten.
    if trumps and outstanding and table.sure(trumps[0], table.trump):
        return trumps[0]
    aces = [card for card in cards if card[0] == "A" and not table.is_trump(card)]
    if aces:
        return aces[0]
    plain = [card for card in cards if not table.is_trump(card)]
    return table.cheapest(plain or cards)


def _follow(table: Knowledge) -> str:
    cards, plays = table.cards, table.plays
    best_seat, best = plays[0]
    led = best[1]
    for seat, card in plays[1:]:
        if table.beats(card, best, led):
            best_seat, best = seat, card
    last = len(plays) == 3
    if best_seat % 2 == table.seat % 2:
        if last or table.sure(best, led):
            # Partner holds the trick: give it game pips (a ten, the jack of trumps), keep high trumps.
            feed = [card for card in cards if not (table.is_trump(card) and card[0] in "AKQ")] or cards
            return max(feed, key=lambda card: (card == table.jack, GAME_PIPS.get(card[0], 0), -POWER[card]))
        return table.cheapest(cards)
    winners = [card for card in cards if table.beats(card, best, led)]
    safe = [card for card in winners if last or table.sure(card, led)]
    worth = table.worth()
    following = [card for card in safe if not table.is_trump(card)]
    if following:
        # Win with the suit led: the ten when it is safe (its pips come home), else the cheapest winner.
        return max(following, key=lambda card: (GAME_PIPS.get(card[0], 0) >= 10, -POWER[card]))
    trumps = sorted(safe or winners, key=lambda card: (card == table.jack, POWER[card]))
    if trumps and table.is_trump(trumps[0]):
        card = trumps[0]
        # Protect the jack: play it to win only when nothing unseen can take it.
        risky = card == table.jack and not (last or table.sure(card, led))
        if not risky and (worth >= WORTH_A_TRUMP or card == table.jack or led == table.trump):
            return card
    return table.cheapest(cards)


def _play(view: JSON, legal: list[JSON]) -> JSON:
    cards = [action["card"] for action in legal if action["type"] == "play"]
    table = Knowledge(view, cards)
    card = _lead(table) if not table.plays else _follow(table)
    return {"type": "play", "card": card}


def choose_basic(view: JSON, rng: random.Random) -> JSON:
    """Stand or beg by trump strength, protect the jack, win tricks with tens and high cards, trump in when worth it."""
    legal: list[JSON] = view["legal"]
    if not legal:
        raise ValueError("the seat has no legal action: it is not its turn")
    phase = view["phase"]
    if phase == "stand_or_beg":
        return _stand_or_beg(view)
    if phase == "give_or_run":
        return _give_or_run(view)
    return _play(view, legal)
