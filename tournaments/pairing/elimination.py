"""Single elimination: a seeded bracket, byes to the top seeds; at tables of 3 or 4 the table's winner goes on."""

from __future__ import annotations

import math


def round_count(count: int, size: int) -> int:
    """How many rounds a bracket of `count` entrants at tables of `size` takes."""
    return max(1, math.ceil(math.log(max(count, 2)) / math.log(size) - 1e-9))


def bracket_order(slots: int, size: int) -> list[int]:
    """Seed numbers (1 first) in bracket order for `slots` (a power of `size`), top seeds kept apart.

    Two a table: the standard bracket (1 v 16, 8 v 9, ...). Larger tables: each seed of the bracket one size
    smaller spreads into a table of seeds taken from alternate ends (1, 8, 9, 16 at four a table), so each table
    holds one from each band and the best of each band meet only in the later rounds.
    """
    order = [1]
    width = 1
    while width < slots:
        order = [
            (band * width + seed) if band % 2 == 0 else ((band + 1) * width + 1 - seed)
            for seed in order
            for band in range(size)
        ]
        width *= size
    return order


def first_round_slots(seeded: list[int], size: int) -> list[int | None]:
    """The bracket's slots for entrants in seed order (best first): None where a missing seed leaves a bye."""
    slots = size ** round_count(len(seeded), size)
    return [seeded[seed - 1] if seed <= len(seeded) else None for seed in bracket_order(slots, size)]


def groups(slots: list[int | None], size: int) -> list[list[int]]:
    """The round's tables in bracket order: each run of `size` slots, without its empty ones.

    A group of one is a bye (its entrant goes on); an empty group stays in the list, so that the next round's
    slots, the groups' winners in order, keep their places in the bracket.
    """
    return [
        [entrant for entrant in slots[start : start + size] if entrant is not None]
        for start in range(0, len(slots), size)
    ]
