"""An event's standings from its decided tables: points, then the format's tie-breaks; pure, no Django."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal

TIE_BREAKS = {
    "swiss": ("buchholz", "score"),
    "round_robin": ("sonneborn_berger", "score"),
    "elimination": ("round_reached", "seed"),
    "duplicate": ("score",),
}
"""Each format's tie-breaks after points (elimination ranks by the round reached, then seed, not by points)."""


@dataclass(frozen=True)
class Place:
    """An entrant's result at one decided table (a bye is a table of one)."""

    entry: int
    points: Decimal
    score: int


@dataclass(frozen=True)
class Result:
    """A decided table of a round."""

    round: int
    places: tuple[Place, ...]


@dataclass
class Line:
    """One entrant's line of the standings."""

    entry: int
    seed: int
    points: Decimal = Decimal(0)
    played: int = 0
    score: int = 0
    tie_breaks: dict[str, Decimal] = field(default_factory=dict)
    eliminated: bool = False
    rank: int = 0


def placing_points(scores: Sequence[int], winners: Sequence[int]) -> list[Decimal]:
    """Event points for each side of a decided table: winners first, then the others by score, 1 down to 0.

    Sides that share a place share its points (winners share theirs whatever their scores); a table of two gives
    1 and 0, or 0.5 each for a draw.
    """
    sides = len(scores)
    if sides < 2:
        return [Decimal(1)] * sides

    def key(side: int) -> tuple[bool, int]:
        return (side not in winners, 0 if side in winners else -scores[side])

    order = sorted(range(sides), key=key)
    step = Decimal(1) / (sides - 1)
    worth = [Decimal(1) - step * place for place in range(sides)]
    points = [Decimal(0)] * sides
    place = 0
    while place < sides:
        same = [side for side in order[place:] if key(side) == key(order[place])]
        share = sum(worth[place : place + len(same)], Decimal(0)) / len(same)
        for side in same:
            points[side] = share.quantize(Decimal("0.01"))
        place += len(same)
    return points


def standings(
    fmt: str,
    seeds: dict[int, int],
    results: Sequence[Result],
    still_in: set[int] | None = None,
) -> list[Line]:
    """The ranked lines of every entrant (by seed: entry id → seed); `still_in`: elimination's entrants not out."""
    lines = {entry: Line(entry, seed) for entry, seed in seeds.items()}
    opponents: dict[int, list[tuple[int, Decimal, int]]] = defaultdict(list)
    reached: dict[int, int] = defaultdict(int)
    for result in results:
        for place in result.places:
            line = lines[place.entry]
            line.points += place.points
            line.score += place.score
            reached[place.entry] = max(reached[place.entry], result.round)
            others = [other for other in result.places if other.entry != place.entry]
            if others:
                line.played += 1
            for other in others:
                # (opponent, my points at the table, how many I met there): tie-breaks average over the table.
                opponents[place.entry].append((other.entry, place.points, len(others)))
    for entry, line in lines.items():
        met = opponents[entry]
        if fmt == "swiss":
            line.tie_breaks["buchholz"] = sum((lines[o].points / n for o, _, n in met), Decimal(0))
        elif fmt == "round_robin":
            line.tie_breaks["sonneborn_berger"] = sum((lines[o].points * mine / n for o, mine, n in met), Decimal(0))
        elif fmt == "elimination":
            line.tie_breaks["round_reached"] = Decimal(reached[entry])
            line.tie_breaks["seed"] = Decimal(line.seed)
            line.eliminated = still_in is not None and entry not in still_in
        if fmt != "elimination":
            line.tie_breaks["score"] = Decimal(line.score)
        line.tie_breaks = {name: value.quantize(Decimal("0.01")) for name, value in line.tie_breaks.items()}
    ranked = sorted(lines.values(), key=lambda line: _key(fmt, line))
    for index, line in enumerate(ranked):
        before = ranked[index - 1] if index else None
        line.rank = before.rank if before is not None and _key(fmt, before)[:-1] == _key(fmt, line)[:-1] else index + 1
    return ranked


def _key(fmt: str, line: Line) -> tuple[object, ...]:
    """The sort key, best first; its last part (the seed) only orders lines that share a rank."""
    if fmt == "elimination":
        return (line.eliminated, -line.tie_breaks["round_reached"], line.seed, line.seed)
    names = TIE_BREAKS.get(fmt, ("score",))
    return (-line.points, *(-line.tie_breaks[name] for name in names), line.seed)
