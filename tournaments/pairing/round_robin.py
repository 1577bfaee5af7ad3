"""Round robin: Berger tables (the circle method) for two-entrant tables; for 3 or 4, meetings spread evenly."""

from __future__ import annotations

import math
from collections import Counter
from itertools import combinations

from tournaments.pairing.tables import Pairing


def berger_rounds(entrants: list[int]) -> list[Pairing]:
    """Every entrant meets every other once; with an odd count each has one bye. Side 0 alternates by the table."""
    players: list[int | None] = list(entrants)
    if len(players) % 2:
        players.append(None)
    count = len(players)
    rounds = []
    for number in range(count - 1):
        tables: list[list[int]] = []
        byes: list[int] = []
        for index in range(count // 2):
            first, second = players[index], players[count - 1 - index]
            if first is None or second is None:
                byes.extend(each for each in (first, second) if each is not None)
                continue
            # Berger's tables: the fixed entrant swaps sides each round, the others by their table's place.
            swap = (number % 2 == 1) if index == 0 else (index % 2 == 1)
            tables.append([second, first] if swap else [first, second])
        rounds.append(Pairing(tables, byes))
        # The circle method: the first stays, the rest turn one place.
        players = [players[0], players[-1], *players[1:-1]]
    return rounds


def group_round_count(count: int, size: int) -> int:
    """How many rounds a round robin at tables of `size` takes: each entrant can meet everyone at least once."""
    if size == 2:
        return count - 1 if count % 2 == 0 else count
    return max(1, math.ceil((count - 1) / (size - 1)))


def group_sizes(count: int, size: int) -> tuple[list[int], int]:
    """Table sizes for `count` entrants at tables of `size`: full tables, one short table of 2 or more; and byes."""
    full, left = divmod(count, size)
    sizes = [size] * full
    if left >= 2:
        sizes.append(left)
        left = 0
    return sizes, left


def group_rounds(entrants: list[int], size: int, rounds: int | None = None) -> list[Pairing]:
    """Rounds at tables of 3 or 4 that spread meetings as evenly as they can (greedy, deterministic).

    Each table is filled by taking the entrant who has met the table's people least (fewest meetings, then the one
    with the fewest meetings in all, then entry order); byes go to those who have had the fewest.
    """
    count = len(entrants)
    total = group_round_count(count, size) if rounds is None else rounds
    met: Counter[frozenset[int]] = Counter()
    byes_had: Counter[int] = Counter()
    order = {entrant: index for index, entrant in enumerate(entrants)}
    result = []
    for number in range(total):
        sizes, bye_count = group_sizes(count, size)
        # Rotating the start spreads who anchors a table, and so who is met.
        pool = entrants[number % count :] + entrants[: number % count] if count else []
        byes = sorted(pool, key=lambda entrant: (byes_had[entrant], -order[entrant]))[:bye_count]
        pool = [entrant for entrant in pool if entrant not in byes]
        tables = []
        for table_size in sizes:
            table = [pool.pop(0)]
            while len(table) < table_size:
                best = min(
                    pool,
                    key=lambda entrant: (
                        sum(met[frozenset((entrant, seated))] for seated in table),
                        sum(met[frozenset((entrant, other))] for other in entrants if other != entrant),
                        pool.index(entrant),
                    ),
                )
                pool.remove(best)
                table.append(best)
            tables.append(table)
            met.update(frozenset(pair) for pair in combinations(table, 2))
        byes_had.update(byes)
        result.append(Pairing(tables, byes))
    return result


def round_robin(entrants: list[int], size: int) -> list[Pairing]:
    """The whole schedule of a round robin of these entrants (in seed order) at tables of `size`."""
    return berger_rounds(entrants) if size == 2 else group_rounds(entrants, size)
