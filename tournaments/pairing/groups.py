"""Swiss rounds at tables of 3 or 4: entrants grouped by standing, then swaps that avoid repeated meetings.

A matching library pairs two at a time; a table of three or four is a hypergraph partition, which has no
polynomial exact method, so the groups are cut in standing order and improved by swapping entrants between
neighbouring tables while a swap lowers the repeated meetings without moving anyone far from their score group.
"""

from __future__ import annotations

from collections.abc import Collection
from itertools import combinations

from tournaments.pairing.round_robin import group_sizes
from tournaments.pairing.swiss import bye_for
from tournaments.pairing.tables import Pairing

MAX_PASSES = 8


def _repeats(table: list[int], met: Collection[frozenset[int]]) -> int:
    return sum(frozenset(pair) in met for pair in combinations(table, 2))


def group_round(
    ranked: list[int], size: int, met: Collection[frozenset[int]], had_bye: Collection[int] = ()
) -> Pairing:
    """Tables of `size` from `ranked` (best first): a lone entrant left over gets a bye, 2 or more a short table."""
    sizes, bye_count = group_sizes(len(ranked), size)
    byes: list[int] = []
    pool = list(ranked)
    for _ in range(bye_count):
        bye = bye_for(pool, had_bye)
        byes.append(bye)
        pool.remove(bye)
    tables: list[list[int]] = []
    start = 0
    for table_size in sizes:
        tables.append(pool[start : start + table_size])
        start += table_size
    for _ in range(MAX_PASSES):
        improved = False
        for left in range(len(tables)):
            # A neighbouring table, or the one after it: a swap never moves anyone more than two tables.
            for right in range(left + 1, min(left + 3, len(tables))):
                improved |= _best_swap(tables[left], tables[right], met)
        if not improved:
            break
    return Pairing(tables, byes)


def _best_swap(first: list[int], second: list[int], met: Collection[frozenset[int]]) -> bool:
    """Swap the one pair of entrants between two tables that lowers their repeated meetings most, if any does."""
    now = _repeats(first, met) + _repeats(second, met)
    if now == 0:
        return False
    best: tuple[int, int, int] | None = None
    for i, a in enumerate(first):
        for j, b in enumerate(second):
            one, two = [*first[:i], b, *first[i + 1 :]], [*second[:j], a, *second[j + 1 :]]
            after = _repeats(one, met) + _repeats(two, met)
            if after < now and (best is None or after < best[0]):
                best = (after, i, j)
    if best is None:
        return False
    _, i, j = best
    first[i], second[j] = second[j], first[i]
    return True
