"""All Fours' deal state: hands, the pack left to run, the kicks, the trump, the tricks and the points awarded."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from games.engine import tricks
from games.engine.french import DECK
from games.engine.tricks import Play as Play
from games.engine.tricks import Trick as Trick

SEATS = 4
PACKET = 3
"""Cards in each packet, dealt round the table from the seat after the dealer to the dealer."""
FIRST_ROUNDS = 2
"""Rounds of packets in the first deal: six cards each."""
RUN = SEATS * PACKET + 1
"""Cards that running the pack takes: a packet for everyone, then the next kick."""


class Phase(StrEnum):
    """Where a deal stands."""

    STAND_OR_BEG = "stand_or_beg"
    """The player after the dealer stands on the kicked suit or begs."""
    GIVE_OR_RUN = "give_or_run"
    """Begged, the dealer gives one or runs the pack."""
    PLAYING = "playing"
    OVER = "over"
    """Played out and scored, or stopped where a game was won."""
    VOID = "void"
    """The pack ran out with the kicked suit coming up again: thrown in, the same dealer deals again."""


class AwardKind(StrEnum):
    """What a team scored points for."""

    KICK = "kick"
    """The dealer's team, for a kicked ace, six or jack (option `kick_points`)."""
    GIVE_ONE = "give_one"
    """The dealer's opponents, when the dealer answers a beg by giving one."""
    HIGH = "high"
    """The highest trump dealt to a player."""
    LOW = "low"
    """The lowest trump dealt to a player."""
    JACK = "jack"
    """The jack of trumps, won by its holder's team."""
    HANG_JACK = "hang_jack"
    """The jack of trumps, won by the other team: three points."""
    GAME = "game"
    """The most game pips in the tricks won."""


class Award(NamedTuple):
    """Points scored by one team, in the order they were scored; `card` is the card they were scored for."""

    kind: AwardKind
    team: int
    points: int
    card: str | None = None


class Call(NamedTuple):
    """One call before play: stand, beg, give_one or run_pack."""

    seat: int
    type: str


# Looked up on every action: module names are found faster than enum members.
_OVER, _VOID = Phase.OVER, Phase.VOID


@dataclass(frozen=True)
class AllFoursDeal:
    """One deal of All Fours at one moment."""

    dealer: int
    hands: tuple[tuple[str, ...], ...]
    """Each seat's cards, in the order dealt."""
    pack: tuple[str, ...]
    """The cards not yet dealt, top first: they never leave the server."""
    kicks: tuple[str, ...]
    """The cards turned up, in order; they lie on the table and belong to no one."""
    phase: Phase = Phase.STAND_OR_BEG
    turn: int | None = None
    calls: tuple[Call, ...] = ()
    trump: str | None = None
    """The trump suit letter, once play begins."""
    trick: Trick | None = None
    tricks: tuple[Trick, ...] = ()
    awards: tuple[Award, ...] = ()
    """Points scored in this deal, in the order scored."""
    score_delta: tuple[int, int] = (0, 0)

    @property
    def over(self) -> bool:
        """True once played out, thrown in, or stopped by a game won."""
        return self.phase is _OVER or self.phase is _VOID

    @property
    def void(self) -> bool:
        """True once thrown in because the pack ran out."""
        return self.phase is _VOID

    @property
    def elder(self) -> int:
        """The seat after the dealer: it stands or begs, and leads the first trick."""
        return (self.dealer + 1) % SEATS


def team_of(seat: int) -> int:
    """The team a seat plays for: seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat % 2


def deal_packets(
    hands: tuple[tuple[str, ...], ...], cards: tuple[str, ...], dealer: int, rounds: int
) -> tuple[tuple[str, ...], ...]:
    """Add rounds of packets of three from the top of `cards`, from the seat after the dealer round to the dealer."""
    return tricks.deal_packets(cards, dealer, SEATS, (PACKET,) * rounds, hands)


def deal_hands(deck: tuple[str, ...], dealer: int) -> tuple[tuple[str, ...], ...]:
    """The first six cards of each seat: two rounds of packets of three."""
    return deal_packets(((),) * SEATS, deck, dealer, FIRST_ROUNDS)


def stack_deck(
    hands: list[list[str]] | tuple[tuple[str, ...], ...], dealer: int, kicks: list[str] | tuple[str, ...]
) -> list[str]:
    """The deck that deals exactly these hands and kicks when `dealer` deals; for tests and puzzles.

    Each hand holds six cards, plus three for every kick after the first (the pack run once per kick). The
    first kick follows the first six cards of each hand, each later kick a packet of three more; the cards
    left over go at the bottom in the full deck's order.
    """
    deck: list[str] = []
    for number, kick in enumerate(kicks):
        rounds = FIRST_ROUNDS if number == 0 else 1
        start = 0 if number == 0 else FIRST_ROUNDS * PACKET + (number - 1) * PACKET
        deck.extend(tricks.stack_packets(hands, dealer, SEATS, (PACKET,) * rounds, start))
        deck.append(kick)
    used = set(deck)
    deck.extend(card for card in DECK if card not in used)
    return deck
