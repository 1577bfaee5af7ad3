"""The least a move can cost in this design, beside the health check and the real move, in process on PostgreSQL.

The floor (`bench.floor_view`) is a plain Django view (no DRF, no token, no Idempotency-Key, no rate limit, no
clock or notices) that does only what the design asks of every move: lock the match's row and read the deal's
events in one statement, replay them through the engine, apply the action, write the event and the match's row in
one statement, commit durably and answer the mover's view with its ETag. Real moves and floor moves are timed on
matches of their own, taking turns, over the same first moves of a deal. Run with `python -m bench.move_floor`
(part of `make bench-api`); `python -m bench.api --floor` serves the same floor over HTTP.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

from bench.inprocess import seated_match, start_django

MOVES_PER_MATCH = 40
"""Moves timed in each match: all within its first deal, so that the floor never has to end a deal."""


def measure(pairs: int, seed: int) -> dict[str, Any]:
    """Time health checks, real moves and floor moves over `pairs` pairs of matches."""
    from django.test import Client

    from bench.floor_view import PARTS

    anonymous = Client()
    timings: dict[str, list[float]] = {"health": [], "move": [], "floor": []}
    for number in range(pairs * 2):
        kind = "floor" if number % 2 else "move"
        rng = random.Random(seed * 1000 + number // 2)  # the pair's two matches make the same choices
        players, match_id = seated_match(anonymous, f"Floor {number}")
        path = f"/api/matches/{match_id}"
        for _ in range(MOVES_PER_MATCH):
            seen = players[0].get(path).json()
            mine = players[seen["to_act"]].get(path).json()
            body = {"action": rng.choice(mine["legal"]), "expected_seq": mine["seq"]}
            started = time.perf_counter()
            anonymous.get("/api/health")
            timings["health"].append(time.perf_counter() - started)
            mover = players[seen["to_act"]]
            started = time.perf_counter()
            if kind == "floor":
                response = mover.post(f"/floor/{match_id}", body, "application/json")
            else:
                key = f"floor-bench-{number}-{mine['seq']}"
                response = mover.post(f"{path}/actions", body, "application/json", HTTP_IDEMPOTENCY_KEY=key)
            timings[kind].append(time.perf_counter() - started)
            assert response.status_code in (200, 201), response.content
    figures: dict[str, Any] = {"pairs": pairs, "moves_each": len(timings["move"])}
    for name, samples in {**timings, **{f"floor_{part}": values for part, values in PARTS.items()}}.items():
        figures[f"{name}_median_ms"] = round(statistics.median(samples) * 1000, 3)
    health = figures["health_median_ms"]
    figures["move_over_health"] = round(figures["move_median_ms"] / health, 2)
    figures["floor_over_health"] = round(figures["floor_median_ms"] / health, 2)
    return figures


def main() -> None:
    """Run the floor benchmark and print medians (and JSON with --json)."""
    parser = argparse.ArgumentParser(prog="python -m bench.move_floor", description=__doc__)
    parser.add_argument("--pairs", type=int, default=4, help="pairs of matches, one of real moves, one of floor moves")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    start_django("bench.floor_settings")  # the project's routes and the floor's
    figures = measure(args.pairs, args.seed)
    if args.json:
        print(json.dumps(figures))
        return
    print(f"In-process, PostgreSQL, debug off, {figures['moves_each']} moves of each kind (medians)")
    labels = {"health": "GET /api/health", "move": "POST /api/matches/ID/actions", "floor": "the floor"}
    for name, label in labels.items():
        ratio = "" if name == "health" else f"  {figures[f'{name}_over_health']}x the health check"
        print(f"  {label:<30} {figures[f'{name}_median_ms']:>8} ms{ratio}")
    names = ("read", "replay", "apply", "write", "commit", "answer")
    parts = ", ".join(f"{part} {figures[f'floor_{part}_median_ms']}" for part in names)
    print(f"    its parts (ms): {parts}")


if __name__ == "__main__":
    main()
