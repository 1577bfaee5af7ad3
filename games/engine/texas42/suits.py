"""Trumps and suits of dominoes (spec sections 4, 5 and 8.3): which suit a tile belongs to, and its rank there.

A trump is kept as a number: 0 to 6 for a suit of pips, `DOUBLES`, then one number for each treatment of the doubles
where there is no trump suit (no-trump, and nello, which plays as no-trump). Every question about suits is answered
from tables built once here, since each tile played asks one.
"""

from __future__ import annotations

from games.engine.texas42.dominoes import ENDS, PIPS, TILES

DOUBLES = 7
"""The trump number of doubles as trumps."""
NO_TRUMP = 8
"""The trump number of no-trump with the doubles high: the higher end of the domino led rules the trick."""
NO_TRUMP_LOW = 9
"""No trump suit, and each double the lowest of its number's suit (`4-1` beats `4-4`)."""
NO_TRUMP_SUIT = 10
"""No trump suit, and the seven doubles a suit of their own, `6-6` high down to `0-0`."""
TRUMPS = (*PIPS, DOUBLES, NO_TRUMP, NO_TRUMP_LOW, NO_TRUMP_SUIT)

DOUBLES_TREATMENTS = ("high", "low", "suit")
"""How the doubles play where there is no trump suit (options `notrump_doubles` and `nello_doubles`)."""
WITHOUT_TRUMPS: dict[str, int] = {"high": NO_TRUMP, "low": NO_TRUMP_LOW, "suit": NO_TRUMP_SUIT}
"""The trump number of play without a trump suit, by the treatment of the doubles."""
TREATMENT_OF: dict[int, str] = {number: treatment for treatment, number in WITHOUT_TRUMPS.items()}

TRUMP_NAMES: tuple[int | str, ...] = (*PIPS, "doubles", "notrump")
"""How an action and a report write each trump: 0 to 6, "doubles" or "notrump"."""
TRUMP_NUMBERS: dict[int | str, int] = {name: number for number, name in enumerate(TRUMP_NAMES)}
"""Each trump's number by its name (a name of the wrong JSON type, such as `true` for 1, must be refused first)."""
CONTRACT_NAMES = ("nello", "sevens")
"""What the bidder may name in the marks game beside a trump: the contracts played without one."""

TRUMP_SUIT = 7
"""The suit number of the trump suit, beside the suits 0 to 6 of a number of pips."""
DOUBLES_SUIT = 8
"""The suit of the doubles when they are a suit of their own without trumps (`NO_TRUMP_SUIT`)."""
SUITS = (*PIPS, TRUMP_SUIT, DOUBLES_SUIT)

DOUBLE_RANK = 7
"""The rank of a suit's double: above every other tile of that suit, whose rank is its other end."""
LOW_DOUBLE_RANK = -1
"""The rank of a double that is the lowest of its suit (`NO_TRUMP_LOW`)."""
NEVER = -100
"""The power of a tile that can never win the trick (neither a trump nor of the suit led)."""


def is_trump_name(value: object) -> bool:
    """Whether a JSON value is a name the bidder may give: 0 to 6, "doubles", "notrump", "nello" or "sevens".

    Whether the rules allow it now (the contracts of the marks game) is asked later: this is the action's form.
    """
    if isinstance(value, bool):
        return False
    return isinstance(value, int | str) and (value in TRUMP_NUMBERS or value in CONTRACT_NAMES)


def trump_number(name: int | str) -> int:
    """The number of a trump named as an action writes it."""
    return TRUMP_NUMBERS[name]


def trump_name(number: int) -> int | str:
    """A trump written as an action and a report write it (every treatment of the doubles without trumps: notrump)."""
    return TRUMP_NAMES[min(number, NO_TRUMP)]


def trump_played(name: int | str, doubles: str | None) -> int:
    """The trump number that play follows, from a trump as a view writes it and its `doubles` (see `view`).

    Nello plays as no-trump; sevens, which has no suits, is kept as no-trump with the doubles high (as the rules
    keep it).
    """
    if name in ("notrump", "nello"):
        return WITHOUT_TRUMPS[doubles or "high"]
    if name == "sevens":
        return NO_TRUMP
    return TRUMP_NUMBERS[name]


def is_trump(trump: int, name: str) -> bool:
    """Whether a tile is a trump: it has the trump's number on an end, or it is a double when doubles are trumps."""
    high, low = ENDS[name]
    if trump == DOUBLES:
        return high == low
    return trump in (high, low)


def led_suit(trump: int, name: str) -> int:
    """The suit a tile makes when it is led: the trump suit for a trump, else the number of its higher end.

    Where the doubles are a suit of their own, a double leads that suit.
    """
    if is_trump(trump, name):
        return TRUMP_SUIT
    high, low = ENDS[name]
    return DOUBLES_SUIT if trump == NO_TRUMP_SUIT and high == low else high


def in_suit(trump: int, suit: int, name: str) -> bool:
    """Whether a tile belongs to a suit: a trump only to the trump suit, any other tile to both its numbers.

    Where the doubles are a suit of their own, a double belongs to that suit only.
    """
    if suit == TRUMP_SUIT:
        return is_trump(trump, name)
    high, low = ENDS[name]
    if trump == NO_TRUMP_SUIT and high == low:
        return suit == DOUBLES_SUIT
    return suit != DOUBLES_SUIT and not is_trump(trump, name) and suit in (high, low)


def rank(trump: int, suit: int, name: str) -> int:
    """A tile's rank within a suit it belongs to, higher winning: the double highest, then by the other end.

    Doubles as trumps, and doubles as a suit of their own, rank by their number, 6-6 highest. Without trumps and the
    doubles low, a double is the lowest of its suit.
    """
    high, low = ENDS[name]
    if (suit == TRUMP_SUIT and trump == DOUBLES) or suit == DOUBLES_SUIT:
        return high
    if high == low:
        return LOW_DOUBLE_RANK if trump == NO_TRUMP_LOW else DOUBLE_RANK
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
            else NEVER
            for name in TILES
        }
        for suit in SUITS
    )
    for trump in TRUMPS
)
"""POWERS[trump][suit led][tile]: how strongly a tile plays to a trick of that suit; the highest wins, `NEVER` never."""
