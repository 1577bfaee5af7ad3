"""`python -m bench.soak [--profile full|short]`: load, capacity, races, faults, scale-out on real processes; a report.

Needs PostgreSQL and Redis on this machine (127.0.0.1:5432 and :6379). It makes its own databases
(`tricktable_soak`, `tricktable_soak_scale`) and uses Redis databases 10 to 13; the PostgreSQL and Redis faults
restart the machine's servers, each for a second or two. Exits 1 when any check fails.
"""

from __future__ import annotations

import argparse
import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from bench.soak.checks import Check
from bench.soak.faults import Fault, FaultPlan, faults, play_through
from bench.soak.load import CAPACITY_THINK, run_load
from bench.soak.races import run_races
from bench.soak.report import Report
from bench.soak.scale_out import run_scale_out
from bench.soak.stack import ROOT, Stack, Web


@dataclass(frozen=True)
class Profile:
    """How big each part is."""

    load_matches: int
    load_seconds: float
    capacity_seconds: float
    race_submissions: int
    fault_plan: FaultPlan
    scale_matches: int
    scale_seconds: float


PROFILES = {
    "full": Profile(
        load_matches=200,
        load_seconds=60,
        capacity_seconds=60,
        race_submissions=1000,
        fault_plan=FaultPlan(computer_matches=40, person_matches=10, beat_pause_seconds=60, finish_seconds=180),
        scale_matches=1000,
        scale_seconds=900,
    ),
    # CI's: every part and every fault, smaller and shorter, in under five minutes on this 2-core machine.
    "short": Profile(
        load_matches=40,
        load_seconds=15,
        capacity_seconds=8,
        race_submissions=1000,
        fault_plan=FaultPlan(
            computer_matches=8, person_matches=3, beat_pause_seconds=8, lead_seconds=1.5, finish_seconds=60
        ),
        scale_matches=40,
        scale_seconds=120,
    ),
}

Part = Callable[[], tuple[dict[str, Any], list[Check]]]


def timed(report: Report, name: str, part: Part) -> None:
    """Run one part into the report; a part that breaks is a failed check, and the run goes on."""
    started = time.monotonic()
    try:
        figures, checks = part()
    except Exception as error:
        report.fail(name, error, time.monotonic() - started)
        return
    report.add(name, figures, checks, time.monotonic() - started)


def start(stack: Stack) -> Web:
    """The deployment the load, races and faults run on: one web process, two workers (one child each), beat."""
    stack.prepare()
    web = stack.start_web()
    stack.start_worker(concurrency=1)
    stack.start_worker(concurrency=1)
    stack.start_beat()
    return web


def strike(stack: Stack, name: str, fault: Fault, plan: FaultPlan) -> tuple[dict[str, Any], list[Check]]:
    """One fault's part: its matches played through it, and its checks."""
    return asyncio.run(play_through(stack, name, fault, plan))


def run_on_one_stack(report: Report, profile: Profile, wanted: Callable[[str], bool], run_dir: Path) -> None:
    """The load, the races and the faults, one after another on one deployment."""
    stack = Stack("tricktable_soak", broker_db=10, cache_db=11, run_dir=run_dir)
    try:
        try:
            web = start(stack)
        except Exception as error:  # the report says what broke; scale-out still runs
            report.fail("start", error, 0)
            return
        if wanted("load"):
            load = partial(run_load, web, stack.database, profile.load_matches, profile.load_seconds)
            timed(report, "load", lambda: asyncio.run(load()))
        if wanted("capacity"):
            capacity = partial(
                run_load, web, stack.database, profile.load_matches, profile.capacity_seconds, think=CAPACITY_THINK
            )
            timed(report, "capacity", lambda: asyncio.run(capacity()))
        if wanted("races"):
            timed(report, "races", lambda: run_races(web, stack.database, profile.race_submissions, 20, 10))
        for name, fault in faults(profile.fault_plan).items():
            if wanted("faults") or wanted(name):
                timed(report, name, partial(strike, stack, name, fault, profile.fault_plan))
    finally:
        stack.stop()


def run(profile_name: str, only: set[str] | None, output: Path) -> bool:
    """Run the suite (or the parts named in `only`); whether every check held."""
    profile = PROFILES[profile_name]
    report = Report(profile_name)
    started = time.monotonic()
    run_dir = ROOT / "build" / "soak" / profile_name

    def wanted(name: str) -> bool:
        return only is None or name in only

    if any(wanted(name) for name in ("load", "capacity", "races", "faults", *faults(profile.fault_plan))):
        run_on_one_stack(report, profile, wanted, run_dir)
    if wanted("scale_out"):
        timed(report, "scale_out", lambda: run_scale_out(run_dir, profile.scale_matches, profile.scale_seconds))
    report.write(output, time.monotonic() - started)
    return report.ok


def main() -> None:
    """Parse the options, run, and exit 1 if any check failed."""
    parser = argparse.ArgumentParser(prog="python -m bench.soak", description=__doc__)
    parser.add_argument("--profile", choices=sorted(PROFILES), default="full")
    parser.add_argument(
        "--only", help="comma-separated parts: load, capacity, races, faults (or one fault's name), scale_out"
    )
    parser.add_argument("--json", type=Path, help="where to write the report (default build/soak/report-PROFILE.json)")
    args = parser.parse_args()
    only = set(args.only.split(",")) if args.only else None
    output = args.json or ROOT / "build" / "soak" / f"report-{args.profile}.json"
    raise SystemExit(0 if run(args.profile, only, output) else 1)


if __name__ == "__main__":
    main()
