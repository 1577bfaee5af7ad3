"""The engine's command line: `replay` checks a record, `random` plays a match, `duel` pits two levels."""

from __future__ import annotations

import argparse
import gc
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any

from games.engine.duel import DuelTally, duel_decks, merge, play_deals, side_levels, summary
from games.engine.errors import EngineError
from games.engine.playout import play_match
from games.engine.record import RecordError, parse_record, replay_report
from games.engine.registry import GAMES


def _read(path: str) -> bytes:
    # Bytes, not text: a record that is not UTF-8 is a bad record, reported as JSON like any other.
    if path == "-":
        return sys.stdin.buffer.read()
    with open(path, "rb") as handle:
        return handle.read()


def _replay(args: argparse.Namespace) -> int:
    try:
        data = _read(args.record)
    except OSError as error:
        print(f"cannot read {args.record}: {error.strerror}", file=sys.stderr)
        return 2
    # A replay makes no reference cycles (plain JSON, frozen states, tuples), so the cyclic collector would find
    # nothing; its passes over the record and the states took a tenth to a fifth of a long replay.
    collecting = gc.isenabled()
    gc.disable()
    try:
        try:
            record: Any = parse_record(data)
        except RecordError as error:
            result = error.to_json()
        else:
            result = replay_report(record)
        print(json.dumps(result))
    finally:
        if collecting:
            gc.enable()
    return 0 if result["ok"] else 1


def _options(text: str) -> dict[str, Any] | None:
    """The `--options` JSON object, or None once the fault is said on standard error."""
    try:
        options: dict[str, Any] = json.loads(text)
    except json.JSONDecodeError as error:
        print(f"--options is not valid JSON: {error}", file=sys.stderr)
        return None
    return options


def _random(args: argparse.Namespace) -> int:
    game = GAMES[args.game]
    levels = args.bots.split(",")
    if len(levels) == 1:
        levels *= game.seat_count
    if len(levels) != game.seat_count or any(level not in game.bots for level in levels):
        print(f"--bots takes one level or {game.seat_count}, each one of: {', '.join(game.levels)}", file=sys.stderr)
        return 2
    options = _options(args.options)
    if options is None:
        return 2
    try:
        record = play_match(game, args.seed, levels, options, args.first_dealer)
    except ValueError as error:
        print(str(error), file=sys.stderr)
        return 2
    print(json.dumps(record, indent=args.indent))
    return 0


def _duel(args: argparse.Namespace) -> int:
    game = GAMES[args.game]
    try:
        for spec in (args.level_a, args.level_b):
            side_levels(game, spec)
    except ValueError as error:
        print(str(error), file=sys.stderr)
        return 2
    if args.deals < 1:
        print("--deals must be at least 1", file=sys.stderr)
        return 2
    if args.jobs < 1:
        print("--jobs must be at least 1", file=sys.stderr)
        return 2
    options = _options(args.options)
    if options is None:
        return 2
    try:
        game.new_match(options)
    except EngineError as error:
        print(error.message, file=sys.stderr)
        return 2
    numbered = list(enumerate(duel_decks(game, args.deals, args.seed)))
    # Each deal's play depends only on its deck and number, so the figures are the same however many processes.
    chunks = [numbered[start : start + DUEL_CHUNK] for start in range(0, len(numbered), DUEL_CHUNK)]
    parts: list[DuelTally] = []
    with ProcessPoolExecutor(args.jobs) as pool:
        running = [
            pool.submit(_play_chunk, game.id, args.level_a, args.level_b, chunk, args.clock, options)
            for chunk in chunks
        ]
        for done in as_completed(running):
            parts.append(done.result())
            if args.progress:
                so_far = summary(game, args.level_a, args.level_b, args.seed, merge(parts), options)
                print(json.dumps({key: so_far[key] for key in ("deals", "points_share")}), file=sys.stderr, flush=True)
    print(json.dumps(summary(game, args.level_a, args.level_b, args.seed, merge(parts), options)))
    return 0


DUEL_CHUNK = 10
"""Deals a duel's process plays at a time (and between two progress lines)."""


CLOCKS = {"wall": time.perf_counter, "cpu": time.thread_time}
"""How a move is timed: by the wall clock, or by the processor time of the thread that chose it (which a busy
machine's other jobs do not lengthen)."""


def _play_chunk(
    game_id: str,
    level_a: str,
    level_b: str,
    chunk: list[tuple[int, list[str]]],
    clock: str,
    options: dict[str, Any],
) -> DuelTally:
    # The clock is read here, not in the engine: a rule or a player that read it could not be replayed.
    return play_deals(GAMES[game_id], level_a, level_b, chunk, CLOCKS[clock], options)


def main(argv: list[str] | None = None) -> int:
    """Run the command line; answers the process exit code."""
    parser = argparse.ArgumentParser(prog="python -m games.engine", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    replay = commands.add_parser("replay", help="replay a game record and report the result as JSON")
    replay.add_argument("record", help="the record's file, or - for standard input")
    replay.set_defaults(run=_replay)
    random_match = commands.add_parser("random", help="play a whole match with computer players; print its record")
    random_match.add_argument("game", choices=sorted(GAMES))
    random_match.add_argument("--seed", type=int, default=0, help="seeds the shuffles and the players' choices")
    random_match.add_argument(
        "--bots", default="random", help="a level for every seat, or one per seat: basic,random,..."
    )
    random_match.add_argument("--options", default="{}", help="the game's options as a JSON object")
    random_match.add_argument("--first-dealer", type=int, default=0)
    random_match.add_argument("--indent", type=int, default=None, help="pretty-print the record")
    random_match.set_defaults(run=_random)
    duel_levels = commands.add_parser(
        "duel", help="duplicate deals of one level against another, sides swapped; print the figures as JSON"
    )
    duel_levels.add_argument("game", choices=sorted(GAMES))
    duel_levels.add_argument("level_a", help="a level for every seat of A's side, or one a seat: strong+basic")
    duel_levels.add_argument("level_b", help="B's level(s), as A's")
    duel_levels.add_argument("--deals", type=int, default=100, help="decks, each played once per side")
    duel_levels.add_argument("--seed", type=int, default=0, help="seeds the decks and the players' choices")
    duel_levels.add_argument("--jobs", type=int, default=1, help="processes playing deals at once")
    duel_levels.add_argument("--clock", choices=("wall", "cpu"), default="wall", help="how moves are timed")
    duel_levels.add_argument("--progress", action="store_true", help="the share so far on standard error, as it goes")
    duel_levels.add_argument(
        "--options", default="{}", help='the game\'s options as a JSON object: {"scoring": "marks"}'
    )
    duel_levels.set_defaults(run=_duel)
    args = parser.parse_args(argv)
    code: int = args.run(args)
    return code
