"""API benchmark: concurrent bot-vs-bot matches through the real HTTP API (gunicorn and PostgreSQL).

Every seat is a guest whose client picks a random legal action, so each move is a real request:
the server locks the match, replays the deal and appends the event. A health-check probe runs in
the same run, so that a move's latency can be read against the server's floor. Needs PostgreSQL
(DATABASE_URL, default a `tricktable_bench` database on 127.0.0.1); run with `make bench-api`.
"""

from __future__ import annotations

import argparse
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
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import psycopg

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DB = "postgres://postgres@127.0.0.1:5432/tricktable_bench"


class Client:
    """One keep-alive HTTP connection speaking JSON, with an optional token."""

    def __init__(self, port: int, token: str | None = None) -> None:
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.token = token

    def call(self, method: str, path: str, body: Any = None) -> tuple[int, Any, float]:
        """Send one request; answers the status, the JSON body and the seconds it took."""
        headers = {"Content-Type": "application/json"}
        if self.token:
            headers["Authorization"] = f"Token {self.token}"
        started = time.perf_counter()
        self.connection.request(method, path, None if body is None else json.dumps(body), headers)
        response = self.connection.getresponse()
        data = response.read()
        elapsed = time.perf_counter() - started
        return response.status, json.loads(data) if data else None, elapsed


def ensure_database(url: str) -> None:
    """Create the benchmark database if it does not exist yet."""
    parsed = urlparse(url)
    name = parsed.path.lstrip("/")
    admin = parsed._replace(path="/postgres").geturl()
    with psycopg.connect(admin, autocommit=True) as connection:
        if not connection.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone():
            connection.execute(f'CREATE DATABASE "{name}"')


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(env: dict[str, str], port: int, workers: int) -> subprocess.Popen[bytes]:
    """Migrate, then start gunicorn and wait until it answers."""
    subprocess.run([sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "config.wsgi",
            "-b",
            f"127.0.0.1:{port}",
            "-w",
            str(workers),
            "--log-level",
            "warning",
        ],
        cwd=ROOT,
        env=env,
    )
    for _ in range(100):
        try:
            if Client(port).call("GET", "/api/health")[0] == 200:
                return server
        except OSError:
            time.sleep(0.1)
    server.terminate()
    raise RuntimeError("the server did not start")


def play_match(port: int, moves: int, seed: int, latencies: list[float], errors: list[str]) -> None:
    """Four guests in one room playing random legal moves until the match ends or `moves` are made."""
    rng = random.Random(seed)
    players = []
    for seat in range(4):
        status, body, _ = Client(port).call("POST", "/api/guests", {"display_name": f"Bench {seed} {seat}"})
        players.append(Client(port, body["token"]))
    _, room, _ = players[0].call("POST", "/api/rooms", {"game": "doublehand", "turn_seconds": 3600})
    for seat in (1, 2, 3):
        players[seat].call("POST", f"/api/rooms/{room['code']}/join", {"seat": seat})
    _, started, _ = players[0].call("POST", f"/api/rooms/{room['code']}/start")
    match_id = started["match_id"]
    _, state, _ = players[0].call("GET", f"/api/matches/{match_id}")
    for _ in range(moves):
        if state["status"] == "finished":
            return
        mover = players[state["to_act"]]
        _, mine, _ = mover.call("GET", f"/api/matches/{match_id}")
        action = rng.choice(mine["legal"])
        status, state, elapsed = mover.call(
            "POST", f"/api/matches/{match_id}/actions", {"action": action, "expected_seq": mine["seq"]}
        )
        if status != 201:
            errors.append(f"{status}: {state}")
            return
        latencies.append(elapsed)


def probe_health(port: int, stop: threading.Event, latencies: list[float]) -> None:
    """Hit the health endpoint steadily while the matches run."""
    client = Client(port)
    while not stop.is_set():
        latencies.append(client.call("GET", "/api/health")[2])
        time.sleep(0.01)


def percentile(values: list[float], fraction: float) -> float:
    """The value below which that fraction of the values fall."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def main() -> None:
    """Run the benchmark and print moves per second and latencies (medians and 99th percentiles)."""
    parser = argparse.ArgumentParser(prog="python -m bench.api", description=__doc__)
    parser.add_argument("--matches", type=int, default=8, help="matches played at once")
    parser.add_argument("--moves", type=int, default=150, help="moves per match at most")
    parser.add_argument("--workers", type=int, default=4, help="gunicorn worker processes")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    database = os.environ.get("DATABASE_URL", DEFAULT_DB)
    ensure_database(database)
    env = {
        **os.environ,
        "DATABASE_URL": database,
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": "bench-only-secret",
        "LOG_LEVEL": "WARNING",
        "DATABASE_CONN_MAX_AGE": "60",
        **{f"THROTTLE_{scope}": "1000000/minute" for scope in ("GUESTS", "ROOMS", "JOIN", "ACTIONS", "LOGIN")},
    }
    port = free_port()
    server = start_server(env, port, args.workers)
    moves: list[float] = []
    health: list[float] = []
    errors: list[str] = []
    stop = threading.Event()
    try:
        prober = threading.Thread(target=probe_health, args=(port, stop, health))
        prober.start()
        started = time.perf_counter()
        threads = [
            threading.Thread(target=play_match, args=(port, args.moves, seed, moves, errors))
            for seed in range(args.matches)
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
    figures = {
        "matches": args.matches,
        "workers": args.workers,
        "moves": len(moves),
        "errors": len(errors),
        "moves_per_second": round(len(moves) / wall, 1),
        "move_median_ms": round(statistics.median(moves) * 1000, 2),
        "move_p99_ms": round(percentile(moves, 0.99) * 1000, 2),
        "health_median_ms": round(statistics.median(health) * 1000, 2),
        "health_p99_ms": round(percentile(health, 0.99) * 1000, 2),
    }
    figures["move_to_health_median_ratio"] = round(figures["move_median_ms"] / figures["health_median_ms"], 1)
    if args.json:
        print(json.dumps(figures))
        return
    print(f"{args.matches} concurrent Doublehand matches, gunicorn with {args.workers} workers, PostgreSQL")
    print(f"  moves: {figures['moves']} ({figures['errors']} errors), {figures['moves_per_second']} moves/s")
    print(f"  move latency:   median {figures['move_median_ms']} ms, p99 {figures['move_p99_ms']} ms")
    print(f"  health latency: median {figures['health_median_ms']} ms, p99 {figures['health_p99_ms']} ms")
    print(f"  a move takes {figures['move_to_health_median_ratio']}x the health check (medians)")
    for error in errors[:5]:
        print(f"  error: {error}")


if __name__ == "__main__":
    main()
