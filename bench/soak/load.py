"""The load: N seated four-person Doublehand matches, people polling with ETags, thinking and moving; health beside.

Two paces: people's (`PEOPLE_THINK`, as bench.api's people, who think for seconds before a move), where the
latency goals are read, and `CAPACITY_THINK`, where people act as soon as they see their turn and ask for more
than the machine serves, so that the run measures its capacity and every request queues.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import time
from functools import partial
from typing import Any

from bench.api import analyze, percentile
from bench.soak.checks import Check, answer_checks
from bench.soak.people import Tally, live, open_client, probe_health
from bench.soak.stack import Web
from bench.soak.tables import gather_limited, people_match

PEOPLE_THINK = (1.5, 4.5)
"""Seconds a person thinks before a move at people's pace."""
CAPACITY_THINK = (0.1, 0.5)
"""Seconds a person thinks in the capacity run: 16 requests are then always out."""

MOVE_P99_GOAL_MS = 50
MOVES_SHARE_GOAL = 0.5
"""The issue's goals on this machine: move p99 at or under 50 ms, moves at 50 % or more of the health rate."""


async def run_load(
    web: Web,
    database: str,
    matches: int,
    seconds: float,
    connections: int = 16,
    poll: float = 2.0,
    think: tuple[float, float] = PEOPLE_THINK,
) -> tuple[dict[str, Any], list[Check]]:
    """Seat the matches, let the people play for `seconds`; the figures and the checks.

    Each person polls every `poll` seconds (the app's 2 s), and thinks `think` seconds before a move; all of them
    share `connections` connections, as a few server connections hold many phones in bench.api.
    """
    tally = Tally()
    async with open_client(web.base, connections) as client, open_client(web.base, 1) as prober:
        setup = Tally()  # the set-up's requests are not the load's
        jobs = [partial(people_match, client, setup, f"Load {n}", "doublehand", {}) for n in range(matches)]
        tables = await gather_limited(jobs, connections)
        people = [person for table in tables for person in table]
        analyze(database)
        started = time.perf_counter()
        until = time.monotonic() + seconds
        rng = random.Random(17)
        # As bench.api's client threads: `connections` requests out at once, each timed once it leaves.
        gate = asyncio.Semaphore(connections)
        seeds = [random.Random(rng.getrandbits(64)) for _ in people]
        await asyncio.gather(
            probe_health(prober, tally, until),
            *(live(client, p, tally, until, poll, think, seed, gate) for p, seed in zip(people, seeds, strict=True)),
        )
        wall = time.perf_counter() - started
    if not tally.moves or not tally.health:
        raise RuntimeError(f"no move or health answer; bad answers: {tally.bad[:3]}")
    moves_per_second = len(tally.moves) / wall
    health_per_second = len(tally.health) / wall
    figures: dict[str, Any] = {
        "matches": matches,
        "people": len(people),
        "connections": connections,
        "seconds": round(wall, 1),
        "poll_seconds": poll,
        "think_seconds": list(think),
        "moves": len(tally.moves),
        "polls": len(tally.polls),
        "conflicts": tally.conflicts,
        "not_modified_share": round(tally.not_modified / max(len(tally.polls), 1), 3),
        "moves_per_second": round(moves_per_second, 1),
        "requests_per_second": round((len(tally.moves) + len(tally.polls)) / wall, 1),
        "move_median_ms": _ms(statistics.median(tally.moves)),
        "move_p99_ms": _ms(percentile(tally.moves, 0.99)),
        "poll_median_ms": _ms(statistics.median(tally.polls)),
        "poll_p99_ms": _ms(percentile(tally.polls, 0.99)),
        "health_per_second": round(health_per_second, 1),
        "health_median_ms": _ms(statistics.median(tally.health)),
        "health_p99_ms": _ms(percentile(tally.health, 0.99)),
        # The ratio: what a connection gets from moves as a share of what it gets from the health check,
        # both in this run (the people's own moves per second are bounded by their polls and thinking).
        "move_rate_share_of_health_rate": round(statistics.median(tally.health) / statistics.median(tally.moves), 3),
        "bad_answers": len(tally.bad),
    }
    figures["goal_move_p99"] = figures["move_p99_ms"] <= MOVE_P99_GOAL_MS
    figures["goal_moves_share"] = figures["move_rate_share_of_health_rate"] >= MOVES_SHARE_GOAL
    checks = [Check("people moved", len(tally.moves) > 0, f"{len(tally.moves)} moves"), *answer_checks(tally)]
    return figures, checks


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 1)
