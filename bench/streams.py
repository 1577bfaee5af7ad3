"""Live tables under load: many open match streams on one ASGI web process, and how soon a move reaches each seat.

Seats `--streams` / 4 Doublehand matches of four guests, opens one stream per seat (all on one web worker,
`WEB_CONCURRENCY=1`, with Redis as the fan-out), then makes moves one after another, round the matches, for
`--seconds`. For every move it measures, for each of the match's four streams, the time from sending the move
to that seat's stream delivering the move's event. Prints the median and 99th percentile of those deliveries
(and of the moves themselves, which the deliveries include). Needs Redis; PostgreSQL by default (DATABASE_URL).
Run with `make bench-streams`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from bench.api import (
    DEFAULT_DB,
    UNTHROTTLED,
    Client,
    Person,
    ensure_database,
    free_port,
    percentile,
    seat_match,
    start_server,
)

DEFAULT_REDIS = "redis://127.0.0.1:6379/8"


class Watcher:
    """One seat's open stream, read with asyncio: when each seq arrived."""

    def __init__(self, person: Person) -> None:
        self.person = person
        self.arrived: dict[int, float] = {}
        self.opened = asyncio.Event()
        self.failure: str | None = None

    async def watch(self, port: int) -> None:
        """Open the stream and note each event's arrival until cancelled."""
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(
                f"GET /api/matches/{self.person.match_id}/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                f"Authorization: Token {self.person.token}\r\nAccept: text/event-stream\r\n\r\n".encode()
            )
            status = await reader.readline()
            if b" 200 " not in status:
                self.failure = status.decode().strip()
                self.opened.set()
                return
            while (await reader.readline()) not in (b"\r\n", b""):
                pass
            self.opened.set()
            # The body is chunked: chunk sizes are hex lines of their own, never starting with "id: ".
            while line := await reader.readline():
                if line.startswith(b"id: "):
                    self.arrived[int(line[4:])] = time.perf_counter()
        except OSError as error:
            self.failure = str(error)
            self.opened.set()


def move_once(port: int, people: list[Person]) -> tuple[int, float, float] | None:
    """The match's mover makes its first legal move: the new seq, when the move was sent, and how long it took."""
    status, body, _, _ = Client(port, people[0].token).call("GET", f"/api/matches/{people[0].match_id}")
    if status != 200 or body["to_act"] is None:
        return None
    mover = Client(port, people[body["to_act"]].token)
    _, mine, _, _ = mover.call("GET", f"/api/matches/{people[0].match_id}")
    sent = time.perf_counter()
    status, answer, took, _ = mover.call(
        "POST", f"/api/matches/{people[0].match_id}/actions", {"action": mine["legal"][0], "expected_seq": mine["seq"]}
    )
    return (answer["seq"], sent, took) if status == 201 else None


async def measure(port: int, tables: list[list[Person]], seconds: float) -> dict[str, Any]:
    """Open every seat's stream, make moves for a while, and time each move's arrival at each seat."""
    watchers: dict[str, list[Watcher]] = {person.match_id: [] for table in tables for person in table}
    tasks = []
    for table in tables:
        for person in table:
            watcher = Watcher(person)
            watchers[person.match_id].append(watcher)
            tasks.append(asyncio.create_task(watcher.watch(port)))
    everyone = [watcher for table in watchers.values() for watcher in table]
    await asyncio.wait_for(asyncio.gather(*(watcher.opened.wait() for watcher in everyone)), 60)
    failures = [watcher.failure for watcher in everyone if watcher.failure]
    if failures:
        raise RuntimeError(f"{len(failures)} streams did not open: {failures[:3]}")
    await asyncio.sleep(1)  # the process's subscription to Redis is up
    moves: list[tuple[str, int, float, float]] = []
    until = time.monotonic() + seconds
    turn = 0
    while time.monotonic() < until:
        table = tables[turn % len(tables)]
        turn += 1
        made = await asyncio.to_thread(move_once, port, table)
        if made is not None:
            moves.append((table[0].match_id, *made))
    # The last moves' events: wait until every seat has them, or 10 s (a loaded machine can lag seconds behind).
    for _ in range(100):
        if all(seq in watcher.arrived for match_id, seq, _, _ in moves for watcher in watchers[match_id]):
            break
        await asyncio.sleep(0.1)
    deliveries: list[float] = []
    missing = 0
    for match_id, seq, sent, _ in moves:
        for watcher in watchers[match_id]:
            if seq in watcher.arrived:
                deliveries.append(watcher.arrived[seq] - sent)
            else:
                missing += 1
    for task in tasks:
        task.cancel()
    if not deliveries:
        raise RuntimeError("no move reached a stream")
    return {
        "streams": len(everyone),
        "moves": len(moves),
        "deliveries": len(deliveries),
        "missing": missing,
        "delivery_median_ms": round(statistics.median(deliveries) * 1000, 1),
        "delivery_p99_ms": round(percentile(deliveries, 0.99) * 1000, 1),
        "move_median_ms": round(statistics.median(move[3] for move in moves) * 1000, 1),
    }


def run(streams: int, seconds: float, database: str, redis_url: str) -> dict[str, Any]:
    """Start one ASGI web process, open the streams, move for a while; the figures."""
    if database.startswith("postgres"):
        ensure_database(database)
    env = {
        **os.environ,
        "DATABASE_URL": database,
        "REDIS_URL": redis_url,
        "WEB_CONCURRENCY": "1",
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": "bench-only-secret",
        "DJANGO_SECURE_SSL_REDIRECT": "0",
        "CELERY_BROKER_URL": os.environ.get("CELERY_BROKER_URL", "redis://127.0.0.1:6379/9"),
        # Debug is off, so tasks go to the broker even where the caller runs them eagerly (the test suite).
        "CELERY_TASK_ALWAYS_EAGER": "0",
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
        "LOG_LEVEL": "WARNING",
        **UNTHROTTLED,
    }
    port = free_port()
    server = start_server(env, port)
    try:
        with ThreadPoolExecutor(4) as pool:
            tables = list(pool.map(lambda n: seat_match(port, n), range(max(1, streams // 4))))
        figures = asyncio.run(measure(port, tables, seconds))
    finally:
        server.terminate()
        server.wait()
    return figures


def main() -> None:
    """Run the benchmark and print the deliveries' median and 99th percentile."""
    parser = argparse.ArgumentParser(prog="python -m bench.streams", description=__doc__)
    parser.add_argument("--streams", type=int, default=500, help="open streams (four per match)")
    parser.add_argument("--seconds", type=float, default=30, help="how long moves are made")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    database = os.environ.get("DATABASE_URL", DEFAULT_DB)
    figures = run(args.streams, args.seconds, database, os.environ.get("BENCH_REDIS_URL", DEFAULT_REDIS))
    if args.json:
        print(json.dumps(figures))
        return
    print(f"{figures['streams']} open streams on one ASGI web process, {figures['moves']} moves in {args.seconds:g} s")
    median, p99 = figures["delivery_median_ms"], figures["delivery_p99_ms"]
    print(f"  a move to each seat's stream: median {median} ms, p99 {p99} ms")
    print(f"  (from sending the move; the move itself: median {figures['move_median_ms']} ms)")
    print(f"  deliveries: {figures['deliveries']}, missing: {figures['missing']}")


if __name__ == "__main__":
    main()
