"""HTTP API benchmark: many seated matches, people polling with ETags and moving, through gunicorn on PostgreSQL.

Each match has four guests. Client threads hold the people's phones: each person polls its match every two
seconds (as the app does while open) with the ETag it last saw, a 304 when nothing changed, and makes a random
legal move once it has seen its turn and thought about it for a few seconds (`--think`; 0 moves at once, a
load that no person makes).
A health-check probe runs in the same run, so that a move's latency can be read against the server's floor.
Needs PostgreSQL (DATABASE_URL, default a `tricktable_bench` database on 127.0.0.1); run with `make bench-api`,
which then prints the in-process figures (`bench.inprocess`) too.
"""

from __future__ import annotations

import argparse
import gc
import heapq
import http.client
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import psycopg

from bench.procfile import command_line, procfile_line

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DB = "postgres://postgres@127.0.0.1:5432/tricktable_bench"
RATE_SCOPES = (
    "GUESTS",
    "ROOMS",
    "JOIN",
    "ACTIONS",
    "LOGIN",
    "CHAT",
    "REPORTS",
    "WRITES",
    "MUTES",
    "PUSH",
    "HINTS",
    "READS",
)
"""Every rate limit's scope in settings (`THROTTLE_<SCOPE>`)."""
UNTHROTTLED = {f"THROTTLE_{scope}": "1000000/minute" for scope in RATE_SCOPES}
"""Every rate limit out of a benchmark's way: its many clients share one address, and act far faster than people."""


class Client:
    """One keep-alive HTTP connection speaking JSON, with an optional token."""

    def __init__(self, port: int, token: str | None = None) -> None:
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        self.token = token

    def call(
        self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None
    ) -> tuple[int, Any, float, dict[str, str]]:
        """Send one request; answers the status, the JSON body, the seconds it took and the response headers.

        A keep-alive connection that the server has closed meanwhile is opened again, once; a move sent
        twice that way is safe, as its `expected_seq` refuses the second one.
        """
        sent = {"Content-Type": "application/json", **(headers or {})}
        if self.token:
            sent["Authorization"] = f"Token {self.token}"
        payload = None if body is None else json.dumps(body)
        for attempt in (1, 2):
            started = time.perf_counter()
            try:
                self.connection.request(method, path, payload, sent)
                response = self.connection.getresponse()
                data = response.read()
            except (http.client.RemoteDisconnected, ConnectionError):
                self.connection.close()
                if attempt == 2:
                    raise
                continue
            elapsed = time.perf_counter() - started
            # Header names compared without case: ASGI servers send them in lower case.
            names = {name.lower(): value for name, value in response.getheaders()}
            return response.status, json.loads(data) if data else None, elapsed, names
        raise AssertionError("unreachable")


def ensure_database(url: str, fresh: bool = False) -> None:
    """Create the benchmark database if it does not exist yet; with `fresh`, an empty one in any case."""
    parsed = urlparse(url)
    name = parsed.path.lstrip("/")
    admin = parsed._replace(path="/postgres").geturl()
    with psycopg.connect(admin, autocommit=True) as connection:
        if fresh:
            # Each run starts from the same empty tables: earlier runs' rows would make later ones slower.
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        if not connection.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone():
            connection.execute(f'CREATE DATABASE "{name}"')


def analyze(url: str) -> None:
    """Gather the planner's statistics of every table, as autovacuum does on a deployed database.

    This machine's PostgreSQL runs with autovacuum off, so tables filled by a benchmark would otherwise have none:
    the planner then guesses their sizes, and the match's read scans the accounts table instead of its index.
    """
    with psycopg.connect(url, autocommit=True) as connection:
        connection.execute("ANALYZE")


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def web_command(port: int, env: dict[str, str]) -> list[str]:
    """The Procfile's `web` process (or BENCH_WEB's command instead), on the given port of this machine only.

    Its `$NAME`s are filled in from `env`, the environment the server runs in, as the process manager would.
    """
    # BENCH_WEB compares another server set-up (worker class, count) with the Procfile's in the same conditions.
    return command_line(os.environ.get("BENCH_WEB") or procfile_line("web"), {**env, "PORT": str(port)})


def start_server(env: dict[str, str], port: int) -> subprocess.Popen[bytes]:
    """Migrate, then start the Procfile's web process and wait until it answers."""
    subprocess.run([sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)
    server = subprocess.Popen(web_command(port, env), cwd=ROOT, env=env)
    for _ in range(100):
        try:
            if Client(port).call("GET", "/api/health")[0] == 200:
                return server
        except OSError:
            time.sleep(0.1)
    server.terminate()
    raise RuntimeError("the server did not start")


@dataclass
class Person:
    """One seated guest, as their phone knows the match: the last ETag and view it saw."""

    match_id: str
    seat: int
    token: str
    etag: str = ""
    view: dict[str, Any] = field(default_factory=dict)


def seat_match(port: int, number: int) -> list[Person]:
    """Four guests in one room with the match started; answers the four people."""
    tokens = []
    for seat in range(4):
        _, body, _, _ = Client(port).call("POST", "/api/guests", {"display_name": f"Bench {number} {seat}"})
        tokens.append(body["token"])
    players = [Client(port, token) for token in tokens]
    _, room, _, _ = players[0].call("POST", "/api/rooms", {"game": "doublehand", "turn_seconds": 3600})
    for seat in (1, 2, 3):
        players[seat].call("POST", f"/api/rooms/{room['code']}/join", {"seat": seat})
    _, started, _, _ = players[0].call("POST", f"/api/rooms/{room['code']}/start")
    return [Person(started["match_id"], seat, token) for seat, token in enumerate(tokens)]


@dataclass
class Results:
    """What the clients saw."""

    moves: list[float] = field(default_factory=list)
    polls: list[float] = field(default_factory=list)
    not_modified: int = 0
    conflicts: int = 0
    errors: list[str] = field(default_factory=list)


def play(
    port: int,
    people: list[Person],
    until: float,
    poll_seconds: float,
    think_seconds: float,
    seed: int,
    results: Results,
    floor: bool = False,
) -> None:
    """One client thread holding some people's phones: each polls, and moves when the answer says it is its turn.

    Each person polls its match with its last ETag every `poll_seconds` (with a little jitter), as the app
    does while open. A person whose turn it is thinks for about `think_seconds` (half to one and a half times
    it; 0: not at all) before moving, as a person choosing a card does. With `floor`, moves go to the floor's
    route (`bench.floor_view`) instead of the API's.
    """
    rng = random.Random(seed)
    clients = {person.token: Client(port, person.token) for person in people}
    start = time.monotonic()
    # (when, person, what): a poll, or a move decided on after a poll showed the person its turn.
    due = [(start + rng.uniform(0, poll_seconds), index, "poll") for index in range(len(people))]
    heapq.heapify(due)
    thinking: set[int] = set()
    while due:
        when, index, what = heapq.heappop(due)
        if when >= until or time.monotonic() >= until:
            break  # a client running late stops on time too, so that the run lasts what was asked
        time.sleep(max(0.0, when - time.monotonic()))
        person = people[index]
        client = clients[person.token]
        path = f"/api/matches/{person.match_id}"
        if what == "poll":
            heapq.heappush(due, (when + poll_seconds * rng.uniform(0.8, 1.2), index, "poll"))
            status, body, elapsed, headers = client.call("GET", path, headers={"If-None-Match": person.etag})
            results.polls.append(elapsed)
            if status == 304:
                results.not_modified += 1
            elif status == 200:
                person.view, person.etag = body, headers.get("etag", "")
            else:
                results.errors.append(f"poll {status}: {body}")
                continue
            if index in thinking or not _my_turn(person):
                continue
            if think_seconds > 0:
                thinking.add(index)
                heapq.heappush(due, (time.monotonic() + think_seconds * rng.uniform(0.5, 1.5), index, "move"))
                continue
        thinking.discard(index)
        if not _my_turn(person):
            continue
        view = person.view
        move = {"action": rng.choice(view["legal"]), "expected_seq": view["seq"]}
        # With an Idempotency-Key, as the app sends every move.
        key = {"Idempotency-Key": f"{person.token[:8]}-{view['seq']}-{rng.getrandbits(32)}"}
        target = f"/floor/{person.match_id}" if floor else f"{path}/actions"
        status, body, elapsed, headers = client.call("POST", target, move, headers=key)
        if status == 201:
            results.moves.append(elapsed)
            person.view, person.etag = body, headers.get("etag", "")
        elif status == 409:
            results.conflicts += 1  # the match moved on first: the next poll catches up
        else:
            results.errors.append(f"move {status}: {body}")


def _my_turn(person: Person) -> bool:
    """Whether the person's last view says it is their turn, with something to play."""
    view = person.view
    return view.get("status") == "in_progress" and view.get("to_act") == person.seat and bool(view.get("legal"))


def probe_health(port: int, stop: threading.Event, latencies: list[float]) -> None:
    """Hit the health endpoint steadily while the people play."""
    client = Client(port)
    while not stop.is_set():
        latencies.append(client.call("GET", "/api/health")[2])
        time.sleep(0.01)


def percentile(values: list[float], fraction: float) -> float:
    """The value below which that fraction of the values fall."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def run(args: argparse.Namespace) -> dict[str, Any]:
    """Start the server, seat the matches, let the clients play for a while; the figures."""
    database = os.environ.get("DATABASE_URL", DEFAULT_DB)
    ensure_database(database, fresh=True)
    env = {
        **os.environ,
        "DATABASE_URL": database,
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": "bench-only-secret",
        # Plain HTTP on this machine: no proxy terminates TLS in front of the benchmark's server.
        "DJANGO_SECURE_SSL_REDIRECT": "0",
        # Debug is off, so a broker must be named; every seat is a person, so no task is ever sent to it.
        "CELERY_BROKER_URL": os.environ.get("CELERY_BROKER_URL", "redis://127.0.0.1:6379/9"),
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
        "LOG_LEVEL": "WARNING",
        **UNTHROTTLED,
    }
    if args.floor:
        env["DJANGO_SETTINGS_MODULE"] = "bench.floor_settings"  # the project's routes and the floor's
    port = free_port()
    server = start_server(env, port)
    results = Results()
    health: list[float] = []
    stop = threading.Event()
    try:
        with ThreadPoolExecutor(8) as pool:
            people = [
                person for table in pool.map(lambda n: seat_match(port, n), range(args.matches)) for person in table
            ]
        analyze(database)
        # The client's own full collections (over every seated person's state) would pause its threads and
        # show up as the server's latency: what is alive now is set aside from them.
        gc.collect()
        gc.freeze()
        prober = threading.Thread(target=probe_health, args=(port, stop, health))
        prober.start()
        until = time.monotonic() + args.seconds
        started = time.perf_counter()
        # Each client holds an equal share of the people, as one server connection holds many phones.
        threads = [
            threading.Thread(
                target=play,
                args=(port, people[seed :: args.clients], until, args.poll, args.think, seed, results, args.floor),
            )
            for seed in range(args.clients)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        wall = time.perf_counter() - started
        stop.set()
        prober.join()
    finally:
        server.terminate()
        server.wait()
    if not results.moves:
        raise RuntimeError(f"no move was made; errors: {results.errors[:3]}")
    figures: dict[str, Any] = {
        "server": " ".join(web_command(port, env)[2:]),
        "moves_to": "the floor" if args.floor else "the API",
        "matches": args.matches,
        "clients": args.clients,
        "seconds": args.seconds,
        "poll_seconds": args.poll,
        "think_seconds": args.think,
        "moves": len(results.moves),
        "polls": len(results.polls),
        "not_modified_share": round(results.not_modified / len(results.polls), 3),
        "conflicts": results.conflicts,
        "errors": len(results.errors),
        "moves_per_second": round(len(results.moves) / wall, 1),
        "requests_per_second": round((len(results.moves) + len(results.polls)) / wall, 1),
        "move_median_ms": round(statistics.median(results.moves) * 1000, 2),
        "move_p99_ms": round(percentile(results.moves, 0.99) * 1000, 2),
        "poll_median_ms": round(statistics.median(results.polls) * 1000, 2),
        "poll_p99_ms": round(percentile(results.polls, 0.99) * 1000, 2),
        "health_median_ms": round(statistics.median(health) * 1000, 2),
        "health_p99_ms": round(percentile(health, 0.99) * 1000, 2),
        "first_errors": results.errors[:5],
    }
    figures["move_to_health_median_ratio"] = round(figures["move_median_ms"] / figures["health_median_ms"], 2)
    return figures


def main() -> None:
    """Run the benchmark and print moves per second and latencies (medians and 99th percentiles)."""
    parser = argparse.ArgumentParser(prog="python -m bench.api", description=__doc__)
    parser.add_argument("--matches", type=int, default=200, help="seated matches")
    parser.add_argument("--clients", type=int, default=16, help="client threads playing the people")
    parser.add_argument("--seconds", type=float, default=30, help="how long the clients play")
    parser.add_argument("--poll", type=float, default=2.0, help="seconds between one person's polls (the app's 2 s)")
    parser.add_argument(
        "--think", type=float, default=3.0, help="seconds a person thinks before moving, on average (0: none)"
    )
    parser.add_argument(
        "--floor", action="store_true", help="moves go to the floor's route (bench.floor_view), not the API's"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = run(args)
    if args.json:
        print(json.dumps(figures))
        return
    people = args.matches * 4
    print(f"{args.matches} seated Doublehand matches: {people} people polling every {args.poll:g} s")
    print(f"  each thinking about {args.think:g} s before a move")
    print(f"  over {args.clients} client connections for {args.seconds:g} s, PostgreSQL")
    print(f"  server: {figures['server']}")
    print(f"  moves to {figures['moves_to']}")
    print(f"  moves: {figures['moves']} ({figures['errors']} errors, {figures['conflicts']} conflicts)")
    print(f"  throughput: {figures['moves_per_second']} moves/s, {figures['requests_per_second']} requests/s")
    print(f"  polls: {figures['polls']}, {figures['not_modified_share']:.0%} answered 304")
    print(f"  move latency:   median {figures['move_median_ms']} ms, p99 {figures['move_p99_ms']} ms")
    print(f"  poll latency:   median {figures['poll_median_ms']} ms, p99 {figures['poll_p99_ms']} ms")
    print(f"  health latency: median {figures['health_median_ms']} ms, p99 {figures['health_p99_ms']} ms")
    print(f"  a move takes {figures['move_to_health_median_ratio']}x the health check (medians)")
    for error in figures["first_errors"]:
        print(f"  error: {error}")


if __name__ == "__main__":
    main()
