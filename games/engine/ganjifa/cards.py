"""The 120 Dashavatara Ganjifa cards: the ten avatar suits in order, their ranks, and each card's strength.

A suit is kept as its number in avatar order (0 for matsya to 9 for kalki); every question about a card is
answered from tables built once here, since each card played asks one.
"""

from __future__ import annotations

AVATARS = (
    "matsya",
    "kurma",
    "varaha",
    "narasimha",
    "vamana",
    "parashurama",
    "rama",
    "krishna",
    "buddha",
    "kalki",
)
"""The suits in avatar order, which wraps round after kalki."""
SUITS = tuple(range(len(AVATARS)))
SUIT_NUMBERS = {name: number for number, name in enumerate(AVATARS)}

REVERSED_SUITS = frozenset(SUITS[:5])
"""The first five suits, in which the numbers rank in reverse: 1 high, 10 low."""

KING, MINISTER = "K", "M"
"""The Raja and the Mantri, the two court cards of every suit, above its numbers."""
NUMBERS = tuple(range(1, 11))
RANKS = (KING, MINISTER, *(str(number) for number in NUMBERS))
"""Every rank of a suit, in the order the notation writes them (not their order of strength)."""

DECK: tuple[str, ...] = tuple(f"{suit}:{rank}" for suit in AVATARS for rank in RANKS)
"""Every card once, `suit:rank`, in a fixed order (not a shuffle)."""
CARDS = frozenset(DECK)


def card(suit: int, rank: str | int) -> str:
    """A card in notation, from its suit number and rank."""
    return f"{AVATARS[suit]}:{rank}"


def _power(suit: int, rank: str) -> int:
    """A card's strength within its suit, higher winning: king 12, minister 11, the numbers 10 down to 1."""
    if rank == KING:
        return 12
    if rank == MINISTER:
        return 11
    number = int(rank)
    return 11 - number if suit in REVERSED_SUITS else number


SUIT_OF: dict[str, int] = {card(suit, rank): suit for suit in SUITS for rank in RANKS}
"""Each card's suit number."""
RANK_OF: dict[str, str] = {card(suit, rank): rank for suit in SUITS for rank in RANKS}
"""Each card's rank as the notation writes it."""
FACE: dict[str, int] = {card(suit, number): number for suit in SUITS for number in NUMBERS}
"""Each number card's face value, 1 to 10 (the court cards have none)."""
POWER: dict[str, int] = {card(suit, rank): _power(suit, rank) for suit in SUITS for rank in RANKS}
"""Each card's strength within its suit."""
SUIT_CARDS: tuple[frozenset[str], ...] = tuple(frozenset(card(suit, rank) for rank in RANKS) for suit in SUITS)
"""SUIT_CARDS[suit]: the twelve cards of a suit."""
COURT: frozenset[str] = frozenset(card(suit, rank) for suit in SUITS for rank in (KING, MINISTER))
"""Every king and minister."""

TRUMP_POWER = 100
"""Added to a trump's strength when a trick is judged: any trump beats any card of the suit led."""

STRENGTH: tuple[tuple[dict[str, int], ...], ...] = tuple(
    tuple(
        {
            name: TRUMP_POWER + POWER[name] if SUIT_OF[name] == trump else POWER[name] if SUIT_OF[name] == led else -1
            for name in DECK
        }
        for led in SUITS
    )
    for trump in SUITS
)
"""STRENGTH[trump][suit led][card]: how strongly a card plays to a trick; the highest wins, -1 never."""


def after(suit: int) -> tuple[int, ...]:
    """The other nine suits in avatar order from the one after `suit`, wrapping round after kalki."""
    return tuple((suit + step) % len(SUITS) for step in range(1, len(SUITS)))


BETWEEN: tuple[tuple[tuple[frozenset[str], ...], ...], ...] = tuple(
    tuple(
        tuple(SUIT_CARDS[other] for other in after(led)[: after(led).index(suit)]) if suit != led else ()
        for suit in SUITS
    )
    for led in SUITS
)
"""BETWEEN[led][suit]: the cards of each suit that comes after the led suit and before `suit` in avatar order."""
