"""Strength benchmark: duplicate duels between every pair of computer levels, and the partner duels, at every game.

Run with `make bench-duels` (part of `make bench`), or `python -m bench.duels --help`. Each duel is the engine's
own command (`python -m games.engine duel`), so the figures are the ones anyone can reproduce from the seed. The
duels' lines go to ratings/duels.jsonl (read by `manage.py rate_computer_levels`), each replacing the line of the
same game and sides; the strength shown to players (each shown level's share of the points against the level
below it) is written from that file to games/level_strength.json; a Markdown table of the duels is printed.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from games.engine import GAMES
from games.engine.duel import MIXED

ROOT = Path(__file__).resolve().parents[1]
DUELS_FILE = ROOT / "ratings" / "duels.jsonl"
STRENGTH_FILE = ROOT / "games" / "level_strength.json"

LEVEL_PAIRS = (("basic", "random"), ("strong", "random"), ("strong", "basic"))
"""Every pair of levels, the stronger as A."""
PARTNER_PAIRS = (("strong+basic", "basic"), ("strong", "strong+basic"))
"""At partnership games: an Expert beside a basic player against two basic players, and two Experts against one."""
PAIRS = {f"{a}:{b}": (a, b) for a, b in LEVEL_PAIRS + PARTNER_PAIRS}
"""The duels by name (`A:B`), for --pairs."""

VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "texas42-marks": ("texas42", {"scoring": "marks", "contracts": ["nello", "sevens", "splash", "plunge"]}),
}
"""Rules far enough from a game's defaults to be measured apart, by name (for --games): the marks game's contracts."""
CHOICES = sorted([*GAMES, *VARIANTS])

Figures = dict[str, Any]


def run_duel(
    game_id: str,
    deals: int,
    seed: int,
    jobs: int,
    a: str = "strong",
    b: str = "basic",
    options: Mapping[str, Any] | None = None,
) -> Figures:
    """A against B at one game (under the options given): the duel command's JSON figures."""
    command = [sys.executable, "-m", "games.engine", "duel", game_id, a, b, "--options", json.dumps(options or {})]
    # Moves timed by their processor time: the duels keep every core busy, so the wall clock would time the waits.
    command += ["--deals", str(deals), "--seed", str(seed), "--jobs", str(jobs), "--clock", "cpu"]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    figures: Figures = json.loads(done.stdout)
    return figures


def duels_to_run(games: Sequence[str], pairs: Sequence[str]) -> list[tuple[str, str, str, dict[str, Any]]]:
    """`(game, A, B, options)` for each named pair a game (or variant) can play.

    A pair is played where its levels exist, and a mixed side only where sides have partners.
    """
    chosen = []
    for name in games:
        game_id, options = VARIANTS.get(name, (name, {}))
        game = GAMES[game_id]
        partners = all(len(seats) > 1 for seats in game.teams)
        for pair in pairs:
            a, b = PAIRS[pair]
            levels = set(a.split(MIXED)) | set(b.split(MIXED))
            if levels <= set(game.bots) and (partners or MIXED not in a + b):
                chosen.append((game_id, a, b, options))
    return chosen


def share_of(figures: Mapping[str, Any], level: str) -> tuple[float, list[float]]:
    """A level's share of the points in a duel it played (as A or as B), with its 95 % interval."""
    share, (low, high) = figures["points_share"]["a"], figures["points_share"]["ci95"]
    if figures["a"] == level:
        return share, [low, high]
    return round(1 - share, 4), [round(1 - high, 4), round(1 - low, 4)]


def duel_key(figures: Mapping[str, Any]) -> tuple[str, frozenset[str], str]:
    """What makes two duels the same: the game, its two sides either way round, and the options it was played under."""
    return (
        figures["game"],
        frozenset((figures["a"], figures["b"])),
        json.dumps(figures.get("options", {}), sort_keys=True),
    )


def level_strength(duels: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """Per game, each shown level's share of the points against the level below it (the last duel of the pair)."""
    found = {duel_key(line): line for line in duels}
    games: dict[str, Any] = {}
    for game_id, game in sorted(GAMES.items()):
        for level in game.shown_levels:
            below = game.levels.index(level) - 1
            key = (game_id, frozenset((level, game.levels[below])), "{}")
            figures = found.get(key) if below >= 0 else None
            if figures is None:
                continue
            share, ci95 = share_of(figures, level)
            games.setdefault(game_id, {})[level] = {
                "against": game.levels[below],
                "points_share": share,
                "ci95": ci95,
                "deals": figures["deals"],
                "seed": figures["seed"],
            }
    return {
        "about": "Each shown level's share of all points in duplicate duels against the level below it (`make "
        "bench-duels`, from ratings/duels.jsonl), with its 95 % interval and the duel's duplicate deals.",
        "games": games,
    }


def merged(old: Iterable[Mapping[str, Any]], new: Iterable[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """The duels of a file with new ones: a new duel replaces the line of the same game and sides (either way round)."""
    lines = {duel_key(figures): figures for figures in old}
    lines.update((duel_key(figures), figures) for figures in new)
    return list(lines.values())


def read_duels(path: Path) -> list[Figures]:
    """The duels' lines of a file (none if there is no file)."""
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def write_results(new: Sequence[Mapping[str, Any]], duels_path: Path, strength_path: Path) -> list[Mapping[str, Any]]:
    """Merge new duels into the duels' file and write the strength file from it; the file's duels."""
    duels = merged(read_duels(duels_path), new)
    duels_path.write_text("".join(json.dumps(figures) + "\n" for figures in duels))
    strength_path.write_text(json.dumps(level_strength(duels), indent=2) + "\n")
    return duels


def table_row(figures: Mapping[str, Any]) -> str:
    """One Markdown row: the game, the sides, deals, A's share of points and of deals won, and A's move times."""
    share, (low, high) = figures["points_share"]["a"], figures["points_share"]["ci95"]
    won, (won_low, won_high) = figures["deals_won"]["a"], figures["deals_won"]["ci95"]
    moves = figures["move_ms"].get(figures["a"].split(MIXED)[0], {})
    median, worst = moves.get("median"), moves.get("worst")
    timing = f"{median:.0f} ms | {worst:.0f} ms" if median is not None and worst is not None else "- | -"
    name = figures["game"] + (f" {json.dumps(figures['options'])}" if figures.get("options") else "")
    return (
        f"| {name} | {figures['a']} | {figures['b']} | {figures['deals']} "
        f"| {share:.1%} ({low:.1%} to {high:.1%}) | {won:.1%} ({won_low:.1%} to {won_high:.1%}) | {timing} |"
    )


def table(duels: Iterable[Mapping[str, Any]]) -> str:
    """The duels as a Markdown table."""
    head = "| game | A | B | deals | A's points (95 % CI) | A's deals won | A's move median | A's worst move |"
    return "\n".join([head, "|---|---|---|---|---|---|---|---|", *(table_row(figures) for figures in duels)])


def main(argv: list[str] | None = None) -> None:
    """Play the chosen duels, print each one's JSON line, write the duels' and strength files, print the table."""
    parser = argparse.ArgumentParser(prog="python -m bench.duels", description=__doc__)
    parser.add_argument("--deals", type=int, default=1000, help="duplicate deals per duel")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes per duel")
    parser.add_argument(
        "--games", nargs="*", default=None, choices=CHOICES, help="game ids and variants (default: all)"
    )
    parser.add_argument("--pairs", nargs="*", default=None, choices=sorted(PAIRS), help="duels A:B (default: all)")
    parser.add_argument("--duels-file", type=Path, default=DUELS_FILE, help="the duels' JSON lines, merged into")
    parser.add_argument("--strength-file", type=Path, default=STRENGTH_FILE, help="the strength shown to players")
    parser.add_argument("--no-play", action="store_true", help="play nothing: write the strength from the duels' file")
    args = parser.parse_args(argv)
    games = args.games or CHOICES
    played: list[Figures] = []
    if not args.no_play:
        print(f"# {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, {args.jobs} jobs")
        for game_id, a, b, options in duels_to_run(games, args.pairs or list(PAIRS)):
            figures = run_duel(game_id, args.deals, args.seed, args.jobs, a, b, options)
            print(json.dumps(figures), flush=True)
            played.append(figures)
    duels = write_results(played, args.duels_file, args.strength_file)
    shown = {VARIANTS.get(name, (name, {}))[0] for name in games}
    print(table(played if played else [figures for figures in duels if figures["game"] in shown]))


if __name__ == "__main__":
    main()
