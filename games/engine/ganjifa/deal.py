"""Ganjifa's deal state: the hands, the trump, the trick in play (a dukal and its discards included), the captures."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from games.engine.ganjifa.cards import DECK
from games.engine.tricks import Play as Play
from games.engine.tricks import deal_packets, stack_packets

SEATS = 3
PACKET = 4
"""Cards in each packet, dealt round the table from the seat after the dealer to the dealer."""
HAND = len(DECK) // SEATS
"""Cards each player is dealt: forty."""
PACKETS = (PACKET,) * (HAND // PACKET)
"""The packets each player is dealt, one round of the table each."""


class Phase(StrEnum):
    """Where a deal stands."""

    PLAYING = "playing"
    """Tricks are led and followed one card at a time."""
    DISCARDING = "discarding"
    """A dukal has been led: the others discard as many cards each, in seat order from the leader."""
    OVER = "over"
    """Every card has been captured and the deal scored."""


class Trick(NamedTuple):
    """A finished trick: its leader, its cards in the order given, the suit led, its winner, and any dukal's size."""

    leader: int
    plays: tuple[Play, ...]
    winner: int
    suit: int
    """The suit led (its number in avatar order), or the dukal's suit."""
    dukal: int = 0
    """The number of cards of the dukal led to this trick; 0 for a trick of single cards."""


# Looked up on every action: module names are found faster than enum members.
_OVER = Phase.OVER


class GanjifaDeal(NamedTuple):
    """One deal of Ganjifa at one moment, the trick in play included.

    A named tuple rather than a dataclass, and the trick in play kept in its fields rather than in a tuple of its
    own: a replay makes one deal per card, and a tuple is built fastest.
    """

    dealer: int
    trump: int
    """The trump suit's number: rama by day, krishna by night."""
    hands: tuple[tuple[str, ...], ...]
    """Each seat's cards, in the order dealt."""
    turn: int | None
    leader: int
    """Who leads the trick in play (the last trick's winner once the deal is over)."""
    phase: Phase = Phase.PLAYING
    plays: tuple[Play, ...] = ()
    """The trick in play so far: the cards played to it, or a dukal's cards and the discards to it."""
    suit: int | None = None
    """The suit led to the trick in play, once a card or a dukal is led."""
    dukal: int = 0
    """The size of the dukal led to the trick in play, which each discard must match; 0 for single cards."""
    tricks: tuple[Trick, ...] = ()
    captured: tuple[int, int, int] = (0, 0, 0)
    """Cards each seat has captured so far in this deal."""
    score_delta: tuple[int, int, int] = (0, 0, 0)

    @property
    def over(self) -> bool:
        """True once every card is captured."""
        return self.phase is _OVER

    @property
    def void(self) -> bool:
        """Never: a Ganjifa deal is always played out."""
        return False


def deal_hands(deck: tuple[str, ...], dealer: int) -> tuple[tuple[str, ...], ...]:
    """Forty each in packets of four, round from the seat after the dealer to the dealer: `deck[0:4]` to dealer+1."""
    return deal_packets(deck, dealer, SEATS, PACKETS)


def stack_deck(hands: list[list[str]] | tuple[tuple[str, ...], ...], dealer: int) -> list[str]:
    """The deck that deals each seat exactly its hand (in order) when `dealer` deals; for tests and puzzles."""
    if sorted(name for hand in hands for name in hand) != sorted(DECK) or any(len(hand) != HAND for hand in hands):
        raise ValueError("the hands must hold every card of the pack once, forty each")
    return stack_packets(hands, dealer, SEATS, PACKETS)
