"""Swiss pairing benchmark: 64 entrants over 6 rounds with random results, the time to pair each round.

Pure: no database. Each run draws results at random (seeded), ranks by points, then Buchholz, and pairs with
`swiss_round` (a maximum weight matching over every pair of entrants). Prints the median and the worst time per
round over the runs as JSON. Run with `make bench-pairings` or `python -m bench.pairings --entrants 64`.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from decimal import Decimal
from typing import Any

from tournaments.pairing.swiss import swiss_round
from tournaments.pairing.tables import meetings
from tournaments.standings import Place, Result, standings

GOAL_SECONDS = 1.0
"""A round's pairing must take under a second at 64 entrants."""


def one_event(entrants: int, rounds: int, seed: int) -> list[float]:
    """The seconds each round's pairing took (standings included) in one event of random results."""
    rng = random.Random(seed)
    ids = list(range(1, entrants + 1))
    seeds = {entrant: entrant for entrant in ids}
    results: list[Result] = []
    met: set[frozenset[int]] = set()
    had_bye: set[int] = set()
    took = []
    for number in range(1, rounds + 1):
        began = time.perf_counter()
        lines = standings("swiss", seeds, results)
        points = {line.entry: line.points for line in lines}
        pairing = swiss_round([line.entry for line in lines], points, met, had_bye)
        took.append(time.perf_counter() - began)
        met |= meetings(pairing.tables)
        had_bye |= set(pairing.byes)
        for first, second in pairing.tables:
            outcome = rng.choice(((1, 0), (0, 1), (Decimal("0.5"), Decimal("0.5"))))
            results.append(
                Result(number, (Place(first, Decimal(outcome[0]), 0), Place(second, Decimal(outcome[1]), 0)))
            )
        results += [Result(number, (Place(bye, Decimal(1), 0),)) for bye in pairing.byes]
    return took


def run(entrants: int, rounds: int, runs: int) -> dict[str, Any]:
    """Median and worst seconds per round over `runs` events."""
    times = [seconds for seed in range(runs) for seconds in one_event(entrants, rounds, seed)]
    return {
        "entrants": entrants,
        "rounds": rounds,
        "runs": runs,
        "median_ms": round(statistics.median(times) * 1000, 1),
        "worst_ms": round(max(times) * 1000, 1),
        "goal_ms": GOAL_SECONDS * 1000,
    }


def main() -> None:
    """Parse the arguments, run, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--entrants", type=int, default=64)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--runs", type=int, default=10)
    arguments = parser.parse_args()
    print(json.dumps(run(arguments.entrants, arguments.rounds, arguments.runs)))


if __name__ == "__main__":
    main()
