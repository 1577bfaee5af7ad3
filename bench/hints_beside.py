"""What a practice hint's search costs the other requests of its web process, in the request's thread or beside it.

A thread reads a match over and over (Django's test client, PostgreSQL, debug off) while the main thread works out a
deal's review (the `strong` player's choice at 15 moments of a Doublehand deal), first in its own thread
(`HINT_SEARCH_PROCESSES=0`), then in the search process (1), taking turns. Prints the review's time and the reads'
median and 90th percentile beside it and alone. Run with `python -m bench.hints_beside` (part of `make bench-api`).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import threading
import time
from functools import partial
from typing import Any

from bench.api import percentile
from bench.inprocess import seated_match, start_django

MOMENTS = 15
"""The moments of a deal a review asks about: about one per trick of the player's."""


def deal_moments(count: int, seed: int) -> list[tuple[dict[str, Any], int]]:
    """Views of the seat to act at `count` moments of one Doublehand deal that offer a choice, each with a seed."""
    from games.engine import GAMES
    from games.engine.playout import shuffled

    game, rng = GAMES["doublehand"], random.Random(seed)
    state = game.deal(game.new_match(), shuffled(game, rng))
    asked: list[tuple[dict[str, Any], int]] = []
    while (seat := game.to_act(state)) is not None and len(asked) < count:
        view = game.view(state, seat)
        if len(view["legal"]) > 1:
            asked.append((view, seed + len(asked)))
        state = game.play(state, {"seat": seat, **game.bot("basic")(view, rng)})
    return asked


def _reads(client: Any, path: str, stop: threading.Event, seconds: list[float]) -> None:
    while not stop.is_set():
        started = time.perf_counter()
        client.get(path)
        seconds.append(time.perf_counter() - started)
        time.sleep(0.002)  # a little room between reads, as between a web process's requests


def _while(call: Any, client: Any, path: str) -> tuple[float, list[float]]:
    """Seconds `call` took, and the reads' seconds while it ran."""
    stop, seconds = threading.Event(), list[float]()
    reader = threading.Thread(target=_reads, args=(client, path, stop, seconds))
    reader.start()
    started = time.perf_counter()
    call()
    took = time.perf_counter() - started
    stop.set()
    reader.join()
    return took, seconds


def measure(rounds: int, seed: int) -> dict[str, Any]:
    """Reviews in the request's thread and in the search process, taking turns, with reads beside each and alone."""
    from django.conf import settings
    from django.test import Client

    from games.engine import GAMES
    from games.services.search_processes import expert_choices

    game, asked = GAMES["doublehand"], deal_moments(MOMENTS, seed)
    players, match_id = seated_match(Client(), "Hints")
    path = f"/api/matches/{match_id}"
    samples: dict[str, list[float]] = {}
    for _ in range(rounds):
        for processes in (0, 1):
            settings.HINT_SEARCH_PROCESSES = processes
            expert_choices(game, asked[:1])  # the search process started before the clock runs
            took, beside = _while(lambda: expert_choices(game, asked), players[0], path)
            _, alone = _while(partial(time.sleep, took), players[0], path)
            samples.setdefault(f"review_{processes}", []).append(took)
            samples.setdefault(f"beside_{processes}", []).extend(beside)
            samples.setdefault(f"alone_{processes}", []).extend(alone)
    figures: dict[str, Any] = {"rounds": rounds, "moments": len(asked)}
    for name, values in samples.items():
        figures[f"{name}_median_ms"] = round(statistics.median(values) * 1000, 2)
        if not name.startswith("review"):
            figures[f"{name}_p90_ms"] = round(percentile(values, 0.9) * 1000, 2)
    return figures


def main() -> None:
    """Run the benchmark; print medians (and JSON with --json)."""
    parser = argparse.ArgumentParser(prog="python -m bench.hints_beside", description=__doc__)
    parser.add_argument("--rounds", type=int, default=3, help="reviews of each kind, taking turns")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    start_django()
    figures = measure(args.rounds, args.seed)
    if args.json:
        print(json.dumps(figures))
        return
    print(f"A deal's review ({figures['moments']} searches) beside match reads, {args.rounds} rounds (medians)")
    for processes, label in ((0, "in the request's thread"), (1, "in the search process")):
        print(
            f"  {label:<24} review {figures[f'review_{processes}_median_ms']:>7} ms; reads beside it "
            f"{figures[f'beside_{processes}_median_ms']} ms (p90 {figures[f'beside_{processes}_p90_ms']}), "
            f"alone {figures[f'alone_{processes}_median_ms']} ms (p90 {figures[f'alone_{processes}_p90_ms']})"
        )


if __name__ == "__main__":
    main()
