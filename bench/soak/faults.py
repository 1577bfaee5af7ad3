"""Faults, each while computer matches and person-like clients play: a process killed, a service restarted, beat away.

After each one every match of the fault must finish, with its log whole and its record replaying, and no client
may have seen a 5xx other than a clear 503 `{code, message}` with Retry-After.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from bench.soak.checks import Check, answer_checks, match_checks
from bench.soak.people import Client, Tally, call, live, open_client
from bench.soak.stack import Stack, children_of, restart_postgres, restart_redis
from bench.soak.tables import SHORT_GAME, Watched, computer_match, gather_limited, people_match

Fault = Callable[[Stack], dict[str, Any]]


@dataclass(frozen=True)
class FaultPlan:
    """How many matches play through each fault, and how long things may take."""

    computer_matches: int
    person_matches: int
    beat_pause_seconds: float
    lead_seconds: float = 2.0
    """Play before the fault, so that it hits matches in the middle."""
    finish_seconds: float = 120.0
    """How long the matches have to finish after the fault."""


IN_FLIGHT = 6
"""Readers that keep requests in flight while a fault strikes (a whole match read each, without an ETag)."""


async def keep_reading(client: Client, tally: Tally, match: Watched, done: asyncio.Event) -> None:
    """Read a match again and again until the fault is over, so that it strikes requests in the middle."""
    while not done.is_set():
        await call(client, tally, "GET", f"/api/matches/{match.match_id}", match.token)


POLL_SECONDS, THINK_SECONDS = 0.3, (0.02, 0.15)
"""Quick people, so that their matches end soon after the fault."""
POSTGRES_DOWN_SECONDS = 6.0
"""Longer than the web process waits for a pooled connection (5 s): some requests are answered 503 meanwhile."""


def kill_celery_worker(stack: Stack) -> dict[str, Any]:
    """SIGKILL one Celery worker (and its pool), then start another a little later, as a supervisor would."""
    victim = stack.workers[0]
    stack.kill_worker(victim)
    time.sleep(2)
    stack.start_worker(concurrency=1)
    return {"killed_pid": victim.pid}


def open_sockets(pid: int) -> int:
    """How many sockets a process holds open (clients', and its database and Redis connections)."""
    try:
        return sum(1 for fd in Path(f"/proc/{pid}/fd").iterdir() if os.readlink(fd).startswith("socket:"))
    except OSError:
        return 0


def kill_web_worker(stack: Stack) -> dict[str, Any]:
    """SIGKILL one of gunicorn's workers while it serves requests; its arbiter starts another."""
    web = stack.webs[0]
    # The worker with the most sockets open holds the most clients' connections: its requests are cut mid-way.
    victim = max(children_of(web.process.pid), key=open_sockets)
    os.kill(victim, signal.SIGKILL)
    return {"killed_pid": victim, "arbiter_pid": web.process.pid}


def restart_redis_now(stack: Stack) -> dict[str, Any]:
    """Restart Redis without saving: queued computer moves are lost, and the sweep must make them."""
    return {"redis_away_seconds": round(restart_redis(), 2)}


def restart_postgres_now(stack: Stack) -> dict[str, Any]:
    """Restart PostgreSQL while requests are in flight; the web process must recover without a restart."""
    web = stack.webs[0]
    before = children_of(web.process.pid)
    away = restart_postgres(POSTGRES_DOWN_SECONDS)
    return {"postgres_away_seconds": round(away, 2), "web_workers_before": before}


def pause_beat(seconds: float) -> Fault:
    """Stop beat for `seconds` (no sweep), then start it again."""

    def fault(stack: Stack) -> dict[str, Any]:
        stack.stop_beat()
        time.sleep(seconds)
        stack.start_beat()
        return {"beat_away_seconds": seconds}

    return fault


def faults(plan: FaultPlan) -> dict[str, Fault]:
    """Every fault, by name, in the order they run."""
    return {
        "celery_worker_killed": kill_celery_worker,
        "web_worker_killed": kill_web_worker,
        "redis_restarted": restart_redis_now,
        "postgres_restarted": restart_postgres_now,
        "beat_stopped": pause_beat(plan.beat_pause_seconds),
    }


async def play_through(stack: Stack, name: str, fault: Fault, plan: FaultPlan) -> tuple[dict[str, Any], list[Check]]:
    """Start the fault's matches, let them play, strike, and check them once they should all have finished."""
    web = stack.webs[0]
    tally, setup = Tally(), Tally()
    async with open_client(web.base, 16) as client:
        tables = await gather_limited(
            [partial(people_match, client, setup, f"Person {n}", *SHORT_GAME, 2) for n in range(plan.person_matches)],
            8,
        )
        watched = await gather_limited(
            [partial(computer_match, client, setup, f"Bots {n}", *SHORT_GAME) for n in range(plan.computer_matches)],
            8,
        )
        started = time.monotonic()
        until = started + plan.finish_seconds
        rng = random.Random(name)
        people = [person for table in tables for person in table]
        seeds = [random.Random(rng.getrandbits(64)) for _ in people]
        players = asyncio.gather(
            *(
                live(client, person, tally, until, 0.5, (0.05, 0.3), seed)
                for person, seed in zip(people, seeds, strict=True)
            )
        )
        await asyncio.sleep(plan.lead_seconds)
        struck_at = time.monotonic() - started
        striking = asyncio.Event()
        readers_at_work = [
            asyncio.create_task(keep_reading(client, tally, watched[n % len(watched)], striking))
            for n in range(IN_FLIGHT)
        ]
        detail = await asyncio.to_thread(fault, stack)
        striking.set()
        await asyncio.gather(*readers_at_work)
        await players
        readers = {table[0].match_id: table[0].token for table in tables}
        readers.update({match.match_id: match.token for match in watched})
        checks = await match_checks(client, setup, stack.database, readers, max(5.0, until - time.monotonic()))
    checks += answer_checks(tally)
    if "web_workers_before" in detail:
        # Recovered without a restart: the same web workers answer after the restart as before it.
        after = children_of(web.process.pid)
        before = detail.pop("web_workers_before")
        checks.append(Check("web process recovered without a restart", before == after, f"{before} -> {after}"))
        checks.append(Check("requests in flight got a clear 503", tally.clear_503 > 0, f"{tally.clear_503} clear 503s"))
    figures = {
        **detail,
        "struck_after_seconds": round(struck_at, 1),
        "all_done_seconds": round(time.monotonic() - started, 1),
        "computer_matches": plan.computer_matches,
        "person_matches": plan.person_matches,
        "moves_by_people": len(tally.moves),
        "clear_503": tally.clear_503,
        "connection_errors": tally.connection_errors,
        "conflicts": tally.conflicts,
        "answers": dict(sorted(tally.statuses.items())),
    }
    return figures, checks
