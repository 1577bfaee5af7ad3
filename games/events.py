"""Domain events of play: what happened at a table, told to its listeners once the transaction that did it commits.

The play services `publish` what happened; whatever follows from it (push notices, the live stream's fan-out,
and any feature to come) `subscribe`s, in its app's `ready()`. So a service never imports what follows a move,
and a new listener touches nothing in the core. A listener runs after the commit, never for a move that was
rolled back, and sees only the facts the event carries (the rows may have moved on by then).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import Any, TypeVar

from django.db import transaction


@dataclass(frozen=True)
class MatchMoved:
    """Something was written to a match's log: its seq is now `seq`."""

    match: str
    """The match's public id."""
    seq: int


@dataclass(frozen=True)
class TurnBegan:
    """A person's turn began (a computer's turns are not announced): their clock runs from `started_at`."""

    match: str
    game: str
    room: str
    """The room's share code."""
    seat: int
    user_id: int
    started_at: datetime
    deadline: datetime | None


@dataclass(frozen=True)
class TurnRunningOut:
    """Most of a long turn's time has passed and the person has not acted (told once per turn)."""

    match: str
    game: str
    room: str
    seat: int
    user_id: int
    started_at: datetime


@dataclass(frozen=True)
class PlayerWentAway:
    """A person's turns timed out until they were marked away: the computer plays for them from now on."""

    match: str
    game: str
    room: str
    seat: int
    user_id: int


@dataclass(frozen=True)
class DealEnded:
    """A deal of a match was over and recorded."""

    match: str
    game: str
    number: int
    scores: tuple[int, ...]


@dataclass(frozen=True)
class MatchEnded:
    """A match ended: who sat where, and the seats that won (none: no winner)."""

    match: str
    game: str
    room: str
    people: tuple[tuple[int, int], ...]
    """(seat, user id) of each person seated at the end; computer players are left out."""
    winning_seats: frozenset[int]


@dataclass(frozen=True)
class SeatTaken:
    """Someone took a seat in a room before its match."""

    room: str
    game: str
    user_id: int
    name: str
    """The newcomer's public name."""
    people: frozenset[int]
    """The room's people when they joined: those seated (them too) and the room's creator."""


Event = MatchMoved | TurnBegan | TurnRunningOut | PlayerWentAway | DealEnded | MatchEnded | SeatTaken

E = TypeVar("E", bound=Event)

_listeners: defaultdict[type[Any], list[Callable[[Any], None]]] = defaultdict(list)


def subscribe(kind: type[E], listener: Callable[[E], None]) -> None:
    """Have `listener` called with every event of this kind, after its transaction commits (once, however often)."""
    if listener not in _listeners[kind]:
        _listeners[kind].append(listener)


def unsubscribe(kind: type[E], listener: Callable[[E], None]) -> None:
    """Stop calling `listener` for this kind of event (nothing happens if it was not listening)."""
    if listener in _listeners[kind]:
        _listeners[kind].remove(listener)


def listeners(kind: type[Event]) -> list[Callable[[Any], None]]:
    """The listeners of a kind of event, in the order they subscribed."""
    return list(_listeners[kind])


def publish(event: Event) -> None:
    """Tell each listener of the event's kind, once the current transaction commits (at once outside one).

    Each listener is its own callback, in the order they subscribed, as the calls they replace were.
    """
    for listener in _listeners[type(event)]:
        transaction.on_commit(partial(listener, event))
