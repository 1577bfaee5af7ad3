"""Trumps and suits of dominoes (spec sections 4 and 5): which suit a tile belongs to, and its rank there.

A trump is kept as a number: 0 to 6 for a suit of pips, `DOUBLES` and `NO_TRUMP` beyond them. Every question
about suits is answered from tables built once here, since each tile played asks one.
"""

from __future__ import annotations

from games.engine.texas42.dominoes import ENDS, PIPS, TILES

DOUBLES = 7
"""The trump number of doubles as trumps."""
NO_TRUMP = 8
"""The trump number of no-trump: the higher end of the domino led rules the trick."""
TRUMPS = (*PIPS, DOUBLES, NO_TRUMP)

TRUMP_NAMES: tuple[int | str, ...] = (*PIPS, "doubles", "notrump")
"""How an action and a report write each trump: 0 to 6, "doubles" or "notrump"."""
TRUMP_NUMBERS: dict[int | str, int] = {name: number for number, name in enumerate(TRUMP_NAMES)}
"""Each trump's number by its name (a name of the wrong JSON type, such as `true` for 1, must be refused first)."""

TRUMP_SUIT = 7
"""The suit number of the trump suit, beside the suits 0 to 6 of a number of pips."""
SUITS = (*PIPS, TRUMP_SUIT)

DOUBLE_RANK = 7
"""The rank of a suit's double: above every other tile of that suit, whose rank is its other end."""


def is_trump_name(value: object) -> bool:
    """Whether a JSON value names a trump: a whole number 0 to 6, "doubles" or "notrump"."""
    if isinstance(value, bool):
        return False
    return isinstance(value, int | str) and value in TRUMP_NUMBERS


def trump_number(name: int | str) -> int:
    """The number of a trump named as an action writes it."""
    return TRUMP_NUMBERS[name]


def trump_name(number: int) -> int | str:
    """A trump written as an action and a report write it."""
    return TRUMP_NAMES[number]


def is_trump(trump: int, name: str) -> bool:
    """Whether a tile is a trump: it has the trump's number on an end, or it is a double when doubles are trumps."""
    high, low = ENDS[name]
    if trump == DOUBLES:
        return high == low
    return trump in (high, low)


def led_suit(trump: int, name: str) -> int:
    """The suit a tile makes when it is led: the trump suit for a trump, else the number of its higher end."""
    return TRUMP_SUIT if is_trump(trump, name) else ENDS[name][0]


def in_suit(trump: int, suit: int, name: str) -> bool:
    """Whether a tile belongs to a suit: a trump only to the trump suit, any other tile to both its numbers."""
    if suit == TRUMP_SUIT:
        return is_trump(trump, name)
    return not is_trump(trump, name) and suit in ENDS[name]


def rank(trump: int, suit: int, name: str) -> int:
    """A tile's rank within a suit it belongs to, higher winning: the double highest, then by the other end.

    Doubles as trumps rank by their number, 6-6 highest.
    """
    high, low = ENDS[name]
    if suit == TRUMP_SUIT and trump == DOUBLES:
        return high
    if high == low:
        return DOUBLE_RANK
    number = trump if suit == TRUMP_SUIT else suit
    return low if high == number else high


LEADS: tuple[dict[str, int], ...] = tuple({name: led_suit(trump, name) for name in TILES} for trump in TRUMPS)
"""LEADS[trump][tile]: the suit the tile makes when led."""

MEMBERS: tuple[tuple[frozenset[str], ...], ...] = tuple(
    tuple(frozenset(name for name in TILES if in_suit(trump, suit, name)) for suit in SUITS) for trump in TRUMPS
)
"""MEMBERS[trump][suit]: the tiles that follow a lead of that suit."""

TRUMP_TILES: tuple[frozenset[str], ...] = tuple(members[TRUMP_SUIT] for members in MEMBERS)
"""TRUMP_TILES[trump]: the tiles that are trumps (none for no-trump)."""

TRUMP_POWER = 100
"""Added to a trump's rank when a trick is judged: any trump beats any tile of the suit led."""

POWERS: tuple[tuple[dict[str, int], ...], ...] = tuple(
    tuple(
        {
            name: TRUMP_POWER + rank(trump, TRUMP_SUIT, name)
            if in_suit(trump, TRUMP_SUIT, name)
            else rank(trump, suit, name)
            if in_suit(trump, suit, name)
            else -1
            for name in TILES
        }
        for suit in SUITS
    )
    for trump in TRUMPS
)
"""POWERS[trump][suit led][tile]: how strongly a tile plays to a trick of that suit; the highest wins, -1 never."""
