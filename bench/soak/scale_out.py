"""Scale out: two web processes on two ports (nothing in front) and two workers on one database play many matches.

Each match is made through one web process and read through the other, and the workers share the queue: no state
lives inside a process. At the end, `manage.py stuck_matches` must find none.
"""

from __future__ import annotations

import asyncio
import time
from functools import partial
from pathlib import Path
from typing import Any

from bench.soak.checks import Check, actions_made, answer_checks, broken_logs, unfinished, unreplayable, wait_finished
from bench.soak.people import Tally, insist, open_client
from bench.soak.stack import Stack
from bench.soak.tables import Watched, computer_match, gather_limited

WORKER_CHILDREN = 2
"""Each worker's pool, as the Procfile's worker has on 2 cores."""
RUNNING = 1000
"""Matches running at once: all of them. Their queue holds many seconds of computer moves on 2 cores, longer than
the soak's 3 s threshold: the sweep must leave them to the workers (games/services/computer_lag.py). Before it did,
it made the waiting moves itself, each sending one task more, and the queue grew faster than the workers emptied it:
445 of 1,000 matches finished, the rest crawled."""
SCALE_GAME = ("allfours", {"target": 1})
"""All Fours to one point: about twenty moves a match (some end as dealt), so that many matches end soon."""


async def _play(stack: Stack, matches: int, seconds: float) -> tuple[dict[str, Any], list[Check]]:
    tally = Tally()
    game, options = SCALE_GAME
    first, second = stack.webs
    async with open_client(first.base, 8) as one, open_client(second.base, 8) as other:
        clients = (one, other)
        started = time.monotonic()
        watched: list[Watched] = []
        while len(watched) < matches:
            # Matches start as others end, at most RUNNING at once (see RUNNING for why).
            running = len(await asyncio.to_thread(unfinished, stack.database, [m.match_id for m in watched]))
            count = min(RUNNING - running, matches - len(watched))
            jobs = [
                partial(computer_match, clients[n % 2], tally, f"Scale {n}", game, options)
                for n in range(len(watched), len(watched) + count)
            ]
            watched += await gather_limited(jobs, 16)
            await asyncio.sleep(1)
        created = time.monotonic() - started
        ids = [match.match_id for match in watched]
        left = await asyncio.to_thread(wait_finished, stack.database, ids, seconds)
        finished_after = time.monotonic() - started
        # Read through the process that did not make the match: it knows it as well as the other.
        misread = []
        for n, match in enumerate(watched):
            body = (
                await insist(clients[(n + 1) % 2], tally, "GET", f"/api/matches/{match.match_id}", match.token)
            ).body
            if body["status"] != "finished":
                misread.append(match.match_id)
        readers = {match.match_id: match.token for n, match in enumerate(watched) if match.match_id not in left}
        failed = await unreplayable(other, tally, readers)
    broken = broken_logs(stack.database, ids)
    stuck = stack.manage("stuck_matches", "--older-than", "60")
    moves = actions_made(stack.database, ids)
    figures = {
        "matches": matches,
        "game": game,
        "options": options,
        "web_processes": 2,
        "workers": len(stack.workers),
        "running_at_once": RUNNING,
        "last_created_seconds": round(created, 1),
        "all_finished_seconds": round(finished_after, 1),
        "computer_moves": moves,
        "moves_per_second": round(moves / finished_after, 1),
    }
    checks = [
        Check("every scaled-out match finished", not left, f"{matches - len(left)}/{matches}"),
        Check("each match reads the same through the other web process", not misread, f"{misread[:3]}"),
        Check("scaled-out logs have no gap or duplicate", not broken, f"{broken[:3]}"),
        Check("scaled-out records replay", not failed, f"{len(readers)} records; {failed[:3]}"),
        Check("stuck_matches finds none", stuck.returncode == 0, (stuck.stdout + stuck.stderr).strip()[-300:]),
        *answer_checks(tally),
    ]
    return figures, checks


def run_scale_out(run_dir: Path, matches: int, seconds: float) -> tuple[dict[str, Any], list[Check]]:
    """A second deployment (its own database and Redis databases): two web processes, two workers, one beat."""
    # The soak's own sweep (every second, a computer move taken as lost after 3 s, not 20): the queue of 1,000
    # matches started at once waits far longer than that, and the sweep must leave it to the workers (computer_lag).
    stack = Stack("tricktable_soak_scale", broker_db=12, cache_db=13, run_dir=run_dir / "scale")
    try:
        stack.prepare()
        stack.start_web(workers=1)
        stack.start_web(workers=1)
        stack.start_worker(concurrency=WORKER_CHILDREN)
        stack.start_worker(concurrency=WORKER_CHILDREN)
        stack.start_beat()
        return asyncio.run(_play(stack, matches, seconds))
    finally:
        stack.stop()
