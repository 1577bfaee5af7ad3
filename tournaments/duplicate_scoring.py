"""Duplicate scoring, pure: each side's points on a deal compared with the tables that held the same cards.

Tables are compared only where they held the same cards in the same seats: the same deal number, the same dealer
and the same side. Two methods, as duplicate bridge has them:

- match points: a share of the tables beaten, 1 for each beaten and 0.5 for each tie, over the tables compared;
- difference: the side's points minus the mean of the other tables' same side (IMP-like, without the scale).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

MATCHPOINTS = "matchpoints"
DIFFERENCE = "difference"
METHODS = (MATCHPOINTS, DIFFERENCE)


@dataclass(frozen=True)
class SideResult:
    """What one deal gave one side at one table, and whom the side stands for (an entrant, or a computer)."""

    who: Hashable
    """The side's holder: an entrant's key, or None for computer players (compared with, never scored)."""
    table: Hashable
    """The table: a side is compared with the same side at the other tables only."""
    deal: int
    dealer: int
    side: int
    points: int


def compared(results: Iterable[SideResult]) -> dict[tuple[int, int, int], list[SideResult]]:
    """The results grouped by the cards held: (deal, dealer, side)."""
    groups: defaultdict[tuple[int, int, int], list[SideResult]] = defaultdict(list)
    for result in results:
        groups[(result.deal, result.dealer, result.side)].append(result)
    return dict(groups)


def matchpoints(points: int, others: Sequence[int]) -> Fraction:
    """A share from 0 to 1: 1 per other table beaten, 1/2 per tie, over the tables compared (1/2 with none)."""
    if not others:
        return Fraction(1, 2)
    halves = sum(2 if points > other else 1 if points == other else 0 for other in others)
    return Fraction(halves, 2 * len(others))


def difference(points: int, others: Sequence[int]) -> Fraction:
    """The side's points minus the mean of the others' (0 with none to compare)."""
    if not others:
        return Fraction(0)
    return Fraction(points) - Fraction(sum(others), len(others))


def deal_scores(results: Iterable[SideResult], method: str) -> dict[Hashable, dict[int, Fraction]]:
    """Each holder's score on each deal they played, by the method: {who: {deal: score}} (computers left out)."""
    if method not in METHODS:
        raise ValueError(f"unknown duplicate scoring method {method!r}")
    score = matchpoints if method == MATCHPOINTS else difference
    scores: defaultdict[Hashable, dict[int, Fraction]] = defaultdict(dict)
    for group in compared(results).values():
        for result in group:
            if result.who is None:
                continue
            # One result a table: two entrants of one side (players alone at a partnership game) share theirs.
            others = list({other.table: other.points for other in group if other.table != result.table}.values())
            scores[result.who][result.deal] = score(result.points, others)
    return dict(scores)


def totals(scores: dict[Hashable, dict[int, Fraction]]) -> dict[Hashable, Fraction]:
    """Each holder's total over the deals they played."""
    return {who: sum(per_deal.values(), Fraction(0)) for who, per_deal in scores.items()}
