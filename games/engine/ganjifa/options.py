"""Ganjifa's options: day or night (which suit is trumps), and how many deals make a match."""

from __future__ import annotations

from games.engine.ganjifa.cards import SUIT_NUMBERS
from games.engine.options import Choice, Count, Option

TRUMPS = {"day": SUIT_NUMBERS["rama"], "night": SUIT_NUMBERS["krishna"]}
"""The trump suit of each period: rama by day, krishna by night."""

OPTIONS: dict[str, Option] = {
    "period": Choice(("day", "night"), "day", "By day rama is the trump suit, by night krishna; for every deal."),
    "deals": Count(default=1, minimum=1, help="Deals in the match; the cards captured add up, and the most wins."),
}
