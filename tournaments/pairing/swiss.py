"""Swiss pairing of two-entrant tables as a maximum weight matching (networkx's blossom algorithm).

Every pair of entrants is an edge. An edge between two who met already weighs less than any matching's worth of
score differences, so a rematch is made only when no pairing of everyone avoids it; among pairings with equally
few rematches the weight prefers equal scores, then neighbours in the standings.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from decimal import Decimal

import networkx as nx

from tournaments.pairing.tables import Pairing

SCORE_WEIGHT = 1000
"""How much an edge loses per (half point of score difference) squared; a place in the standings costs 1."""


def bye_for(ranked: list[int], had_bye: Collection[int]) -> int:
    """The lowest-ranked entrant without a bye yet (the lowest of all when everyone has had one)."""
    for entrant in reversed(ranked):
        if entrant not in had_bye:
            return entrant
    return ranked[-1]


def swiss_round(
    ranked: list[int],
    points: Mapping[int, Decimal],
    met: Collection[frozenset[int]],
    had_bye: Collection[int] = (),
    firsts: Mapping[int, int] | None = None,
) -> Pairing:
    """Pair `ranked` (best first): a bye to the lowest without one if the count is odd, then everyone in pairs.

    `firsts` counts the times each entrant sat side 0; of a pair, the one who sat it fewer times takes it (the
    higher-ranked on a tie), so sides even out over the event.
    """
    byes = [bye_for(ranked, had_bye)] if len(ranked) % 2 else []
    players = [entrant for entrant in ranked if entrant not in byes]
    place = {entrant: index for index, entrant in enumerate(players)}
    halves = {entrant: int(points.get(entrant, Decimal(0)) * 2) for entrant in players}
    count = len(players)
    worst = SCORE_WEIGHT * max((max(halves.values()) - min(halves.values())) ** 2 if halves else 0, 1) + count
    rematch_free = worst * (count + 1)
    graph = nx.Graph()
    for index, first in enumerate(players):
        for second in players[index + 1 :]:
            cost = SCORE_WEIGHT * (halves[first] - halves[second]) ** 2 + abs(place[first] - place[second])
            fresh = frozenset((first, second)) not in met
            graph.add_edge(first, second, weight=(rematch_free if fresh else 0) + worst - cost + 1)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    firsts = firsts or {}
    tables = []
    for first, second in matching:
        top, other = (first, second) if place[first] < place[second] else (second, first)
        if firsts.get(other, 0) < firsts.get(top, 0):
            top, other = other, top
        tables.append([top, other])
    tables.sort(key=lambda table: min(place[table[0]], place[table[1]]))
    return Pairing(tables, byes)
