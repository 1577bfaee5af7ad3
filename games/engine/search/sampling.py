"""Dealing the pieces a seat cannot see to the places they may be, as far as its view allows."""

from __future__ import annotations

import random
from bisect import bisect
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import Any

Slot = Hashable
"""Where an unseen piece may lie: a seat's hand, a hidden trump, a widow; each game names its own."""


def tricks_shown(view: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The tricks on the table in the view, oldest first: the finished ones, then the trick in play if there is one."""
    return [*view["tricks"], *([view["trick"]] if view["trick"] else [])]


def played_pieces(view: Mapping[str, Any]) -> set[str]:
    """Every piece on the table in the view: the finished tricks and the trick in play."""
    return {piece for trick in tricks_shown(view) for _, piece in trick["cards"]}


def voids_shown(tricks: Iterable[Mapping[str, Any]], suit_of: Callable[[str], str]) -> set[tuple[int, str]]:
    """(seat, suit) pairs where a seat failed to follow the suit led, so holds none of it since.

    A game where a piece can come back into a hand (a revealed trump) keeps that piece out of these constraints.
    """
    voids: set[tuple[int, str]] = set()
    for trick in tricks:
        cards = trick["cards"]
        if not cards:
            continue
        led = suit_of(cards[0][1])
        voids.update((seat, led) for seat, piece in cards[1:] if suit_of(piece) != led)
    return voids


def deal_unseen(
    pieces: Sequence[str],
    room: Mapping[Slot, int],
    allowed: Callable[[str, Slot], bool],
    rng: random.Random,
) -> dict[Slot, list[str]]:
    """Deal every piece to a slot it is allowed in, filling each slot to its room exactly, at random.

    Pieces go in a random order to a random slot with room left; when none is left for a piece, a path of moves
    (one piece to another slot it may be in) frees one. The real deal is always such a dealing, so one exists.
    Raises ValueError when the constraints admit none (a view read wrongly).
    """
    if sum(room.values()) != len(pieces):
        raise ValueError(f"{len(pieces)} unseen pieces for {sum(room.values())} places")
    slots = list(room)
    dealt: dict[Slot, list[str]] = {slot: [] for slot in slots}
    left = dict(room)
    order = list(pieces)
    rng.shuffle(order)
    draw = rng.random
    for piece in order:
        open_slots = [slot for slot in slots if left[slot] and allowed(piece, slot)]
        if open_slots:
            # Weighted by room left, so that a long hand takes more pieces, as in a real shuffle. This is
            # `rng.choices(open_slots, weights)[0]` written out (the same draw from the same numbers): the call and
            # its lists were a fifth of a playout's time.
            total = 0
            bounds = []
            for slot in open_slots:
                total += left[slot]
                bounds.append(total)
            slot = open_slots[bisect(bounds, draw() * total, 0, len(bounds) - 1)]
            dealt[slot].append(piece)
            left[slot] -= 1
        elif _make_room(piece, slots, dealt, room, allowed):
            left = {slot: room[slot] - len(dealt[slot]) for slot in slots}
        else:
            raise ValueError(f"no place for {piece} consistent with the view")
    return dealt


def _make_room(
    piece: str,
    slots: list[Slot],
    dealt: dict[Slot, list[str]],
    room: Mapping[Slot, int],
    allowed: Callable[[str, Slot], bool],
) -> bool:
    """Place a piece by moving others along an augmenting path (breadth first over slots)."""
    # Each entry: slot reached -> (slot it came from, piece moved from there into it).
    came_from: dict[Slot, tuple[Slot | None, str]] = {}
    frontier: list[Slot] = []
    for slot in slots:
        if allowed(piece, slot):
            came_from[slot] = (None, piece)
            frontier.append(slot)
    while frontier:
        following: list[Slot] = []
        for slot in frontier:
            if len(dealt[slot]) < room[slot]:
                _shift(slot, came_from, dealt)
                return True
            for held in dealt[slot]:
                for other in slots:
                    if other not in came_from and allowed(held, other):
                        came_from[other] = (slot, held)
                        following.append(other)
        frontier = following
    return False


def _shift(end: Slot, came_from: dict[Slot, tuple[Slot | None, str]], dealt: dict[Slot, list[str]]) -> None:
    slot: Slot | None = end
    while slot is not None:
        source, piece = came_from[slot]
        dealt[slot].append(piece)
        if source is not None:
            dealt[source].remove(piece)
        slot = source


def options_of(view: Mapping[str, Any], specs: Mapping[str, Any]) -> dict[str, Any]:
    """The match's options as the seat's view shows them, any it leaves out at the defaults of `specs` (Options)."""
    shown = view.get("options") or {}
    return {name: shown.get(name, spec.default) for name, spec in specs.items()}
