"""Doublehand's `basic` computer player: rules of thumb from its own seat's view."""

from __future__ import annotations

import random
from collections import Counter

from games.engine.actions import JSON
from games.engine.doublehand.bidding import HONOURS, call
from games.engine.french import POWER


def _strength(cards: list[str]) -> int:
    return sum(HONOURS.get(card[0], 0) for card in cards)


def _declare(view: JSON) -> JSON:
    hand: list[str] = view["hand"]
    lengths = Counter(card[1] for card in hand)
    suit = max(lengths, key=lambda s: (lengths[s], _strength([c for c in hand if c[1] == s])))
    # Give up the lowest card of the longest suit: the high ones stay to win tricks.
    card = min((c for c in hand if c[1] == suit), key=POWER.__getitem__)
    return {"type": "declare_trump", "card": card}


def stronger(card: str, trump: bool, best: str, best_trump: bool, led: str) -> bool:
    """Whether a card (an effective trump or not) beats the card now winning a trick."""
    if trump:
        return not best_trump or POWER[card] > POWER[best]
    return not best_trump and card[1] == led and POWER[card] > POWER[best]


def _winning_seat(trick: JSON) -> tuple[int, str, bool]:
    """The seat winning the trick so far, its card, and whether that card is an effective trump."""
    cards, trumps = trick["cards"], trick["trumps"]
    led = cards[0][1][1]
    best = 0
    for index in range(1, len(cards)):
        if stronger(cards[index][1], trumps[index], cards[best][1], trumps[best], led):
            best = index
    return cards[best][0], cards[best][1], trumps[best]


def lowest_card(cards: list[str], trump_suit: str | None) -> str:
    """The card to throw: the lowest of another suit than trumps when there is one (trumps are kept)."""
    others = [card for card in cards if card[1] != trump_suit] or cards
    return min(others, key=POWER.__getitem__)


def lead_card(cards: list[str], trump_suit: str | None) -> str:
    """The card to lead: an ace outside trumps, else the lowest of the longest suit outside trumps."""
    aces = [card for card in cards if card[0] == "A" and card[1] != trump_suit]
    if aces:
        return aces[0]
    lengths = Counter(card[1] for card in cards if card[1] != trump_suit)
    if not lengths:
        return max(cards, key=POWER.__getitem__)
    suit = max(lengths, key=lengths.__getitem__)
    return min((card for card in cards if card[1] == suit), key=POWER.__getitem__)


def _play(view: JSON, legal: list[JSON]) -> JSON:
    cards = [action["card"] for action in legal if action["type"] == "play"]
    can_reveal = any(action["type"] == "reveal_trump" for action in legal)
    if not cards:
        return {"type": "reveal_trump"}
    trump = view["trump"] or {}
    trump_suit = trump.get("suit") if trump.get("revealed") else None
    # A bid winner who chose the trump from its hand knows the suit before anyone else: it keeps those cards
    # for when they count, rather than lead them or throw them away as ordinary cards.
    known_suit = trump.get("suit")
    trick = view["trick"]
    if not trick["cards"]:
        return {"type": "play", "card": lead_card(cards, known_suit)}
    seat = view["seat"]
    winner, best, best_trump = _winning_seat(trick)
    if winner % 2 == seat % 2:
        return {"type": "play", "card": lowest_card(cards, known_suit)}
    led = trick["cards"][0][1][1]
    winning = [card for card in cards if stronger(card, card[1] == trump_suit, best, best_trump, led)]
    if winning:
        return {"type": "play", "card": min(winning, key=POWER.__getitem__)}
    if can_reveal:
        return {"type": "reveal_trump"}
    return {"type": "play", "card": lowest_card(cards, known_suit)}


def choose_basic(view: JSON, rng: random.Random) -> JSON:
    """A sensible action: bid what the side is worth, cheap winning follows, no wasted cards on a partner's trick."""
    legal: list[JSON] = view["legal"]
    if not legal:
        raise ValueError("the seat has no legal action: it is not its turn")
    phase = view["phase"]
    if phase == "bidding":
        return call(view, legal)
    if phase == "declaring":
        return _declare(view)
    return _play(view, legal)
