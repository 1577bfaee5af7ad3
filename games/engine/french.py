"""The 52-card French deck: notation, ranks and suits."""

from __future__ import annotations

RANKS = "AKQJT98765432"
"""Ranks from high to low; T is the ten."""
SUITS = "SHDC"
"""Spades, hearts, diamonds, clubs."""
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}

DECK: tuple[str, ...] = tuple(rank + suit for suit in SUITS for rank in RANKS)
"""Every card once, in a fixed order (not a shuffle)."""
CARDS = frozenset(DECK)
BY_SUIT = {suit: [card for card in DECK if card[1] == suit] for suit in SUITS}
"""Each suit's cards, highest first."""

# Higher is stronger; looked up on every comparison, so kept in a dict.
POWER: dict[str, int] = {card: len(RANKS) - RANKS.index(card[0]) for card in DECK}


def suit_of(card: str) -> str:
    """The suit letter of a card."""
    return card[1]


def rank_of(card: str) -> str:
    """The rank letter of a card."""
    return card[0]


def highest(cards: list[str] | tuple[str, ...]) -> str:
    """The highest-ranked of some cards (ties cannot happen within one suit)."""
    return max(cards, key=POWER.__getitem__)
