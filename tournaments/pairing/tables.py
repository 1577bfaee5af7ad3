"""What a pairing gives: tables of entrant ids in side order, and the entrants with a bye."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import combinations


@dataclass(frozen=True)
class Pairing:
    """One round: each table lists its entrants in side order; `byes` sit the round out."""

    tables: list[list[int]] = field(default_factory=list)
    byes: list[int] = field(default_factory=list)

    def entrants(self) -> list[int]:
        """Everyone placed this round, at a table or with a bye."""
        return [entrant for table in self.tables for entrant in table] + list(self.byes)


def meetings(tables: Iterable[list[int]]) -> set[frozenset[int]]:
    """The pairs of entrants who sat at one table."""
    return {frozenset(pair) for table in tables for pair in combinations(table, 2)}
