"""In-process API benchmark: the cost of reading and playing a match, without HTTP, on PostgreSQL with debug off.

Django's test client calls the views directly, so these figures are the server's own work: the health check
(the floor), a match read, a conditional read that matches its ETag, and a move, each with its database
queries counted. Run with `make bench-api` (after the HTTP run) or `python -m bench.inprocess`.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time
from collections.abc import Callable
from functools import partial
from typing import Any

from bench.api import DEFAULT_DB, UNTHROTTLED, analyze, ensure_database


def start_django(settings_module: str = "config.settings") -> None:
    """Django with debug off on the benchmark database (DATABASE_URL, made if it is missing), migrated."""
    database = os.environ.get("DATABASE_URL", DEFAULT_DB)
    ensure_database(database)
    os.environ["DJANGO_SETTINGS_MODULE"] = settings_module
    _setup(database)


def _setup(database: str) -> None:
    os.environ.update(
        {
            "DATABASE_URL": database,
            "DJANGO_DEBUG": "0",
            "DJANGO_SECRET_KEY": "bench-only-secret",
            # Plain HTTP on this machine: no proxy terminates TLS in front of the benchmark's server.
            "DJANGO_SECURE_SSL_REDIRECT": "0",
            # Debug is off, so a broker must be named; every seat is a person, so no task is ever sent to it.
            "CELERY_BROKER_URL": os.environ.get("CELERY_BROKER_URL", "redis://127.0.0.1:6379/9"),
            "DATABASE_CONN_MAX_AGE": "60",
            "DJANGO_ALLOWED_HOSTS": "testserver",
            "LOG_LEVEL": "WARNING",
            **UNTHROTTLED,
        }
    )
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", "--noinput", verbosity=0)


def _timed(call: Callable[[], Any]) -> tuple[float, int, Any]:
    """Seconds and database queries of one call, and its result."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        started = time.perf_counter()
        result = call()
        elapsed = time.perf_counter() - started
    return elapsed, len(queries), result


def seated_match(anonymous: Any, name: str) -> tuple[list[Any], str]:
    """Four guests (`name` 0 to 3) at a started Doublehand match, made through the API: their clients, its id."""
    from django.test import Client

    players = []
    for seat in range(4):
        body = anonymous.post("/api/guests", {"display_name": f"{name} {seat}"}, "application/json").json()
        players.append(Client(HTTP_AUTHORIZATION=f"Token {body['token']}"))
    room = players[0].post("/api/rooms", {"game": "doublehand", "turn_seconds": 3600}, "application/json").json()
    for seat in (1, 2, 3):
        players[seat].post(f"/api/rooms/{room['code']}/join", {"seat": seat}, "application/json")
    match_id = players[0].post(f"/api/rooms/{room['code']}/start").json()["match_id"]
    analyze(os.environ["DATABASE_URL"])
    return players, match_id


def measure(matches: int, moves: int, seed: int) -> dict[str, Any]:
    """Play `matches` four-person Doublehand matches, timing every read, conditional read and move."""
    from django.test import Client

    rng = random.Random(seed)
    timings: dict[str, list[tuple[float, int]]] = {"health": [], "read": [], "read_304": [], "move": []}
    anonymous = Client()
    for number in range(matches):
        players, match_id = seated_match(anonymous, f"Bench {number}")
        path = f"/api/matches/{match_id}"
        state = players[0].get(path).json()
        for _ in range(moves):
            if state["status"] == "finished":
                break
            mover = players[state["to_act"]]
            seconds, queries, response = _timed(partial(mover.get, path))
            timings["read"].append((seconds, queries))
            mine, etag = response.json(), response.headers["ETag"]
            seconds, queries, response = _timed(partial(mover.get, path, HTTP_IF_NONE_MATCH=etag))
            assert response.status_code == 304, response.status_code
            timings["read_304"].append((seconds, queries))
            timings["health"].append(_timed(partial(anonymous.get, "/api/health"))[:2])
            body = {"action": rng.choice(mine["legal"]), "expected_seq": mine["seq"]}
            # With an Idempotency-Key, as the app sends every move.
            key = f"bench-{number}-{mine['seq']}"
            post = partial(mover.post, f"{path}/actions", body, "application/json", HTTP_IDEMPOTENCY_KEY=key)
            seconds, queries, response = _timed(post)
            assert response.status_code == 201, response.content
            timings["move"].append((seconds, queries))
            state = response.json()
    figures: dict[str, Any] = {"matches": matches}
    for name, samples in timings.items():
        figures[f"{name}_median_ms"] = round(statistics.median(s for s, _ in samples) * 1000, 3)
        figures[f"{name}_queries_max"] = max(q for _, q in samples)
        figures[f"{name}_samples"] = len(samples)
    return figures


def main() -> None:
    """Run the in-process benchmark and print medians (and JSON with --json)."""
    parser = argparse.ArgumentParser(prog="python -m bench.inprocess", description=__doc__)
    parser.add_argument("--matches", type=int, default=4)
    parser.add_argument("--moves", type=int, default=120, help="moves timed per match at most")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    start_django()
    figures = measure(args.matches, args.moves, args.seed)
    if args.json:
        print(json.dumps(figures))
        return
    print(f"In-process, PostgreSQL, debug off, {args.matches} Doublehand matches (medians; most queries seen)")
    for name, label in (
        ("health", "GET /api/health"),
        ("read", "GET /api/matches/ID"),
        ("read_304", "GET /api/matches/ID (ETag matches)"),
        ("move", "POST /api/matches/ID/actions"),
    ):
        print(f"  {label:<38} {figures[f'{name}_median_ms']:>8} ms  {figures[f'{name}_queries_max']} queries")


if __name__ == "__main__":
    main()
