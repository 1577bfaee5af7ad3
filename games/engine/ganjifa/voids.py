"""The suits a Ganjifa seat's view shows each player to lack, read off the tricks of single cards."""

from __future__ import annotations

from typing import Any

from games.engine.actions import JSON
from games.engine.ganjifa.bot import SINGLE_TRICK
from games.engine.ganjifa.cards import SUIT_NUMBERS, SUIT_OF, after
from games.engine.ganjifa.deal import SEATS


def single_tricks(view: JSON) -> list[list[list[Any]]]:
    """The cards of each trick of single cards in the view (not a dukal's), the one in play included."""
    single = [trick["cards"] for trick in view["tricks"] if len(trick["cards"]) == SINGLE_TRICK]
    if view["trick"] is not None and view["dukal"] is None:
        single.append(view["trick"]["cards"])
    return single


def suits_lacking(view: JSON) -> list[set[int]]:
    """The suits each seat has shown it holds none of, by what it played to a trick of single cards.

    A card off the suit led proves the seat held none of it; a card that is not a trump proves more: it is of the
    first suit after the led one that the seat held, so the seat held none of the suits between (spec section 3).
    """
    trump = SUIT_NUMBERS[view["trump"]]
    lacks: list[set[int]] = [set() for _ in range(SEATS)]
    for cards in single_tricks(view):
        if not cards:
            continue
        led = SUIT_OF[cards[0][1]]
        for seat, name in cards[1:]:
            suit = SUIT_OF[name]
            if suit == led:
                continue
            lacks[seat].add(led)
            if suit != trump:
                passed = after(led)
                lacks[seat].update(passed[: passed.index(suit)])
    return lacks
