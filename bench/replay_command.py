"""The replay command as other programs run it: median milliseconds a deal through `python -m games.engine replay`.

Each game gets a seeded record of many deals, played by its `basic` players (the same records on every run), and a
record of its first deal alone. Both are replayed as separate processes, in turn; the one-deal record's time is the
command's start-up, which is taken off before dividing by the deals. Run with `python -m bench.replay_command`.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from games.engine import GAMES, Game
from games.engine.actions import JSON
from games.engine.playout import shuffled
from games.engine.record import build_record

ROOT = Path(__file__).resolve().parents[1]

LONG_MATCH: dict[str, dict[str, Any]] = {
    "doublehand": {"games_per_match": 100_001},
    "allfours": {"games_per_match": 100_001},
    "texas42": {"games_per_match": 100_001},
    "ganjifa": {"deals": 100_000},
}
"""Options under which a match outlasts any record made here: a record of many deals stops in the match's middle."""


def many_deals(game: Game[Any], deals: int, seed: int = 0, level: str = "basic") -> JSON:
    """A record of `deals` deals of one long match, each seat played by `level`, from a seed."""
    rng = random.Random(seed)
    players = [game.bot(level)] * game.seat_count
    state = game.new_match(LONG_MATCH[game.id])
    played: list[JSON] = []
    while len(played) < deals and not state.finished:
        deck = shuffled(game, rng)
        state = game.deal(state, deck)
        actions: list[JSON] = []
        while (seat := game.to_act(state)) is not None:
            action = {"seat": seat, **players[seat](game.view(state, seat), rng)}
            state = game.play(state, action)
            actions.append(action)
        played.append({"deck": deck, "actions": actions})
    return build_record(game, state, 0, played)


def replay_seconds(path: Path) -> float:
    """Wall seconds for one run of the replay command on a record file, start-up included."""
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "games.engine", "replay", str(path)],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        check=False,
    )
    return time.perf_counter() - started


def figures_of(game_id: str, deals: int, runs: int, folder: Path) -> JSON:
    """One game's median ms a deal, start-up taken off, and the medians it comes from."""
    record = many_deals(GAMES[game_id], deals)
    long_path, short_path = folder / f"{game_id}-{deals}.json", folder / f"{game_id}-1.json"
    long_path.write_text(json.dumps(record))
    short_path.write_text(json.dumps({**record, "deals": record["deals"][:1]}))
    whole, start_up = [], []
    # In turn, so that a machine busy for a while slows both alike.
    for _ in range(runs):
        whole.append(replay_seconds(long_path))
        start_up.append(replay_seconds(short_path))
    whole_ms, start_up_ms = statistics.median(whole) * 1000, statistics.median(start_up) * 1000
    return {
        "game": game_id,
        "deals": deals,
        "runs": runs,
        "command_median_ms": round(whole_ms, 1),
        "start_up_median_ms": round(start_up_ms, 1),
        "ms_per_deal": round((whole_ms - start_up_ms) / (deals - 1), 4),
    }


def main(argv: list[str] | None = None) -> None:
    """Build the records, time the command on them, and print each game's median ms a deal (JSON with --json)."""
    parser = argparse.ArgumentParser(prog="python -m bench.replay_command", description=__doc__)
    parser.add_argument("--game", choices=sorted(GAMES), help="one game only (default: every game)")
    parser.add_argument("--deals", type=int, default=1000, help="deals in each game's long record")
    parser.add_argument("--runs", type=int, default=7, help="runs of the command on each record")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if args.deals < 2 or args.runs < 1:
        parser.error("--deals must be at least 2 and --runs at least 1")
    every = [args.game] if args.game else sorted(GAMES)
    with tempfile.TemporaryDirectory() as folder:
        results = [figures_of(game_id, args.deals, args.runs, Path(folder)) for game_id in every]
    if args.json:
        print(json.dumps({"games": results}))
        return
    print(f"The replay command, medians of {args.runs} runs, start-up taken off")
    for figures in results:
        print(
            f"{figures['game']}: {figures['ms_per_deal']} ms a deal ({figures['deals']} deals;"
            f" {figures['command_median_ms']} ms in all, start-up {figures['start_up_median_ms']} ms)"
        )


if __name__ == "__main__":
    main()
