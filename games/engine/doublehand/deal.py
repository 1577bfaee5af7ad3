"""Doublehand's deal state: hands, auction, trump card, the trick in play and the tricks on the table."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from games.engine.tricks import deal_packets, stack_packets

SEATS = 4
PACKETS = (5, 4, 4)
"""Cards per packet, dealt round the table in this order."""
VISIBLE = PACKETS[0]
"""Cards each player sees before the trump is declared: the first packet."""
HIDDEN = sum(PACKETS) - VISIBLE
"""Cards each player has not yet seen while the trump is being chosen."""
TRICKS = 13


class Phase(StrEnum):
    """Where a deal stands."""

    BIDDING = "bidding"
    DECLARING = "declaring"
    """The bid winner is choosing the trump card."""
    PLAYING = "playing"
    OVER = "over"
    """All thirteen tricks played and the deal scored."""
    VOID = "void"
    """Thrown in after everyone passed."""


class TrumpMode(StrEnum):
    """How the trump card was chosen."""

    HAATH_PAR = "haath_par"
    """From the bid winner's five visible cards."""
    KHEENCH = "kheench"
    """A blind pick among the bid winner's eight unseen cards."""


@dataclass(frozen=True)
class Bid:
    """The highest bid so far: who made it and for how many tricks."""

    seat: int
    value: int


@dataclass(frozen=True)
class Trump:
    """The trump card, how it was chosen, and whether it has been shown."""

    card: str
    mode: TrumpMode
    revealed: bool = False

    @property
    def suit(self) -> str:
        """The trump suit letter."""
        return self.card[1]


class Play(NamedTuple):
    """One card played to a trick; `effective` when it counts as a trump in that trick."""

    seat: int
    card: str
    effective: bool = False


class Trick(NamedTuple):
    """A trick: its leader, the cards in the order played, and its winner once complete.

    Plays and tricks are named tuples, not dataclasses: a replay makes one of each per card.
    """

    leader: int
    plays: tuple[Play, ...] = ()
    winner: int | None = None

    @property
    def led_suit(self) -> str | None:
        """The suit of the first card, or None before anyone has played."""
        return self.plays[0].card[1] if self.plays else None


@dataclass(frozen=True)
class Sar:
    """Tricks lying on the table uncollected, and the current run of wins toward collecting them."""

    on_table: int = 0
    holder: int | None = None
    """The player (or team, when collecting by team) on a run of wins."""
    run: int = 0


@dataclass(frozen=True)
class DoublehandDeal:
    """One deal of Doublehand at one moment."""

    dealer: int
    hands: tuple[tuple[str, ...], ...]
    """Each seat's cards, in the order dealt (the first five are the first packet)."""
    phase: Phase = Phase.BIDDING
    turn: int | None = None
    calls: tuple[tuple[int, int | None], ...] = ()
    """The auction so far: (seat, bid value or None for a pass)."""
    bid: Bid | None = None
    trump: Trump | None = None
    revealer: int | None = None
    """The seat that has just revealed the trump and must now play a trump if it can."""
    trick: Trick | None = None
    tricks: tuple[Trick, ...] = ()
    sar: Sar = Sar()
    hands_won: tuple[int, int] = (0, 0)
    score_delta: tuple[int, int] = (0, 0)

    @property
    def over(self) -> bool:
        """True once the deal is scored or thrown in."""
        return self.phase in (Phase.OVER, Phase.VOID)

    @property
    def void(self) -> bool:
        """True once thrown in after everyone passed."""
        return self.phase is Phase.VOID

    @property
    def declared(self) -> bool:
        """True once the trump card is chosen and every player sees all their cards."""
        return self.trump is not None

    def visible_hand(self, seat: int) -> tuple[str, ...]:
        """The cards a seat can see in its own hand now."""
        hand = self.hands[seat]
        return hand if self.declared else hand[:VISIBLE]


def deal_hands(deck: tuple[str, ...], dealer: int) -> tuple[tuple[str, ...], ...]:
    """Deal 5-4-4 in packets from the next seat in play (dealer+1, on the dealer's right), the dealer last."""
    return deal_packets(deck, dealer, SEATS, PACKETS)


def stack_deck(hands: list[list[str]] | tuple[tuple[str, ...], ...], dealer: int) -> list[str]:
    """The deck that deals exactly these hands (each in dealt order) when `dealer` deals; for tests and puzzles."""
    return stack_packets(hands, dealer, SEATS, PACKETS)
