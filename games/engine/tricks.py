"""What every trick-taking game here shares: a card played, a trick and its JSON, dealing in packets, refusals.

A game keeps here only what it has in common with the others; what differs (how a trick is won, which cards may be
played, a Doublehand play that counts as a trump) stays in the game. A new game starts from these pieces.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol

from games.engine.errors import EngineError, ErrorCode
from games.engine.match import MatchState
from games.engine.protocol import TrickView


class Play(NamedTuple):
    """One card (or tile) played to a trick, by one seat."""

    seat: int
    card: str


class Trick(NamedTuple):
    """A trick: its leader, the cards in the order played, and its winner once complete.

    Plays and tricks are named tuples, not dataclasses: a replay makes one of each per card.
    """

    leader: int
    plays: tuple[Play, ...] = ()
    winner: int | None = None


make = tuple.__new__
"""`make(Play, (seat, card))`: a named tuple from a tuple of its fields, at half the cost of calling its class.

Only for fields the code writes out in order: nothing is checked.
"""


class PlayedCard(Protocol):
    """Anything played to a trick: a seat and its card (a game's own play may carry more)."""

    @property
    def seat(self) -> int:
        """Who played it."""
        ...

    @property
    def card(self) -> str:
        """What was played."""
        ...


class AnyTrick(Protocol):
    """Any game's trick: a leader, the plays in order, and the winner once complete."""

    @property
    def leader(self) -> int:
        """Who led it."""
        ...

    @property
    def plays(self) -> Sequence[PlayedCard]:
        """The cards played to it, in order."""
        ...

    @property
    def winner(self) -> int | None:
        """Who won it, or None while it is played."""
        ...


def trick_json(trick: AnyTrick) -> TrickView:
    """A trick as the record contract writes it: leader, [seat, card] pairs, winner."""
    return {
        "leader": trick.leader,
        "cards": [[play.seat, play.card] for play in trick.plays],
        "winner": trick.winner,
    }


def illegal(message: str) -> EngineError:
    """The refusal of an action that the rules forbid now (`illegal_action`), saying why."""
    return EngineError(ErrorCode.ILLEGAL_ACTION, message)


def turn_action(state: MatchState[Any], obj: object) -> dict[str, Any] | None:
    """A JSON action when it is an object by the seat to act (its `seat` is `state.deal.turn`) in a match going on.

    A game's `play` takes such an action's common kinds straight to its rules once their arguments are well formed
    too; anything else (None here) takes the shared path, which finds what is wrong in the contract's order.
    """
    if type(obj) is not dict:
        return None
    seat = obj.get("seat")
    deal = state.deal
    # A seat to act means a deal in progress; a match over has none.
    if type(seat) is int and deal is not None and seat == deal.turn and state.tally.winner is None:
        return obj
    return None


def deal_packets(
    cards: Sequence[str],
    dealer: int,
    seats: int,
    packets: Sequence[int],
    hands: Sequence[tuple[str, ...]] | None = None,
) -> tuple[tuple[str, ...], ...]:
    """Deal from the top of `cards` a round of packets per size, from the seat after the dealer round to the dealer.

    The packets go onto `hands` when given (a deal that gives out more later), else onto empty hands.
    """
    grown = [list(hand) for hand in hands] if hands is not None else [[] for _ in range(seats)]
    position = 0
    for size in packets:
        for offset in range(1, seats + 1):
            grown[(dealer + offset) % seats].extend(cards[position : position + size])
            position += size
    return tuple(tuple(hand) for hand in grown)


def stack_packets(
    hands: Sequence[Sequence[str]], dealer: int, seats: int, packets: Sequence[int], start: int = 0
) -> list[str]:
    """The cards that `deal_packets` deals out as these hands (each in dealt order, from `start`); for tests.

    The inverse of dealing: each hand's next packet, in the order the packets go round the table.
    """
    cards: list[str] = []
    taken = [start] * seats
    for size in packets:
        for offset in range(1, seats + 1):
            seat = (dealer + offset) % seats
            cards.extend(hands[seat][taken[seat] : taken[seat] + size])
            taken[seat] += size
    return cards
