"""Strength benchmark: for every game with a `strong` level, a duplicate duel of `strong` against `basic`.

Run with `make bench-duels` (part of `make bench`), or `python -m bench.duels --help`. Each duel is the engine's
own command (`python -m games.engine duel`), so the figures are the ones anyone can reproduce from the seed.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
from typing import Any

from games.engine import GAMES

STRONG, BASIC = "strong", "basic"


def run_duel(game_id: str, deals: int, seed: int, jobs: int) -> dict[str, Any]:
    """`strong` against `basic` at one game: the duel command's JSON figures."""
    command = [sys.executable, "-m", "games.engine", "duel", game_id, STRONG, BASIC]
    # Moves timed by their processor time: the duels keep every core busy, so the wall clock would time the waits.
    command += ["--deals", str(deals), "--seed", str(seed), "--jobs", str(jobs), "--clock", "cpu"]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    figures: dict[str, Any] = json.loads(done.stdout)
    return figures


def table_row(figures: dict[str, Any]) -> str:
    """One Markdown row: the game, deals, strong's share of points and of deals won, and its move times."""
    share, (low, high) = figures["points_share"]["a"], figures["points_share"]["ci95"]
    won, (won_low, won_high) = figures["deals_won"]["a"], figures["deals_won"]["ci95"]
    moves = figures["move_ms"][STRONG]
    return (
        f"| {figures['game']} | {figures['deals']} | {share:.1%} ({low:.1%} to {high:.1%}) "
        f"| {won:.1%} ({won_low:.1%} to {won_high:.1%}) | {moves['median']:.0f} ms | {moves['worst']:.0f} ms |"
    )


def main(argv: list[str] | None = None) -> None:
    """Duel every game that has a `strong` level; print each duel's JSON line, then a table of them."""
    parser = argparse.ArgumentParser(prog="python -m bench.duels", description=__doc__)
    parser.add_argument("--deals", type=int, default=1000, help="duplicate deals per game")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes per duel")
    parser.add_argument("--games", nargs="*", default=None, help="game ids (default: every game with `strong`)")
    args = parser.parse_args(argv)
    games = args.games or sorted(game_id for game_id, game in GAMES.items() if STRONG in game.bots)
    print(f"# {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, {args.jobs} jobs")
    rows = []
    for game_id in games:
        figures = run_duel(game_id, args.deals, args.seed, args.jobs)
        print(json.dumps(figures), flush=True)
        rows.append(table_row(figures))
    print("| game | deals | strong's points (95 % CI) | deals won | move median (CPU) | worst move (CPU) |")
    print("|---|---|---|---|---|---|")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
