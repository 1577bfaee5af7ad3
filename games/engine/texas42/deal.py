"""Texas 42's deal state: hands, the calls and the winning bid, the trump, the trick in play and the tricks taken."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from games.engine.texas42.dominoes import TILES
from games.engine.tricks import Play as Play
from games.engine.tricks import deal_packets, stack_packets

SEATS = 4
NELLO = "nello"
SEVENS = "sevens"
HAND = 7
"""Tiles each player draws; also the tricks of a hand."""


class Phase(StrEnum):
    """Where a deal stands."""

    BIDDING = "bidding"
    """Each player bids once or passes, from the seat after the dealer to the dealer."""
    NAMING_TRUMP = "naming_trump"
    """The highest bidder names trumps (or a contract); after a splash or plunge, the bidder's partner names."""
    PLAYING = "playing"
    OVER = "over"
    """The hand scored: all seven tricks played, or (the marks game) the trick that decided it."""
    VOID = "void"
    """Everyone passed: the dominoes are shuffled again and the next seat deals."""


class Call(NamedTuple):
    """One call in the bidding: a bid's value, or None for a pass; a splash or plunge names its contract."""

    seat: int
    value: int | None
    contract: str | None = None


class Bid(NamedTuple):
    """The highest bid: who made it, its value, and "splash" or "plunge" for those bids (None for an ordinary one)."""

    seat: int
    value: int
    contract: str | None = None


class Trick(NamedTuple):
    """A trick: its leader, the tiles in the order played, the suit led, and its winner once complete.

    Plays and tricks are named tuples, not dataclasses: a replay makes one of each per tile.
    """

    leader: int
    plays: tuple[Play, ...] = ()
    winner: int | None = None
    suit: int | None = None
    """The suit led (see `suits`), once a tile is led."""


# Looked up on every action: module names are found faster than enum members.
_OVER, _VOID = Phase.OVER, Phase.VOID


@dataclass(frozen=True)
class Texas42Deal:
    """One deal of Texas 42 at one moment."""

    dealer: int
    hands: tuple[tuple[str, ...], ...]
    """Each seat's tiles, in the order drawn."""
    phase: Phase = Phase.BIDDING
    turn: int | None = None
    calls: tuple[Call, ...] = ()
    bid: Bid | None = None
    """The highest bid so far."""
    trump: int | None = None
    """The trump that play follows, as a number (see `suits`), once named (sevens, which has no suits: no-trump)."""
    contract: str | None = None
    """"nello" or "sevens" once named (the marks game), else None."""
    trick: Trick | None = None
    tricks: tuple[Trick, ...] = ()
    points_taken: tuple[int, int] = (0, 0)
    """Each team's count and tricks taken so far."""
    result: str | None = None
    """"made" or "set" once the hand is decided (the first result reached stands), else None."""
    score_delta: tuple[int, int] = (0, 0)

    @property
    def over(self) -> bool:
        """True once the hand is scored or thrown in."""
        return self.phase is _OVER or self.phase is _VOID

    @property
    def void(self) -> bool:
        """True once thrown in after everyone passed."""
        return self.phase is _VOID

    @property
    def sitting_out(self) -> int | None:
        """The nello bidder's partner, who never acts in that hand; None in any other."""
        if self.contract != NELLO or self.bid is None:
            return None
        return (self.bid.seat + 2) % SEATS


def team_of(seat: int) -> int:
    """The team a seat plays for: seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat % 2


def draw_hands(deck: tuple[str, ...], dealer: int) -> tuple[tuple[str, ...], ...]:
    """Seven each, from the seat after the dealer round to the dealer: `deck[0:7]` to dealer+1 and so on."""
    return deal_packets(deck, dealer, SEATS, (HAND,))


def stack_deck(hands: list[list[str]] | tuple[tuple[str, ...], ...], dealer: int) -> list[str]:
    """The deck from which each seat draws exactly its hand (in order) when `dealer` deals; for tests and puzzles."""
    deck = stack_packets(hands, dealer, SEATS, (HAND,))
    if sorted(deck) != sorted(TILES):
        raise ValueError("the hands must hold every tile of the set once, seven each")
    return deck
