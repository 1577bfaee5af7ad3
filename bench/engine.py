"""Engine benchmark, for every game: median time to replay one whole deal from its record, and random playout speed.

Run with `make bench` (or `python -m bench.engine --help`). Figures are medians over repeated rounds.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import time
from typing import Any

from games.engine import GAMES
from games.engine.playout import play_match, shuffled
from games.engine.record import replay
from games.engine.replay import final_state


def _deals_with_starts(game_id: str, matches: int) -> list[tuple[dict[str, Any], list[str], list[dict[str, Any]]]]:
    """Every deal of some random matches, with the match checkpoint just before it was dealt."""
    game = GAMES[game_id]
    found = []
    for seed in range(matches):
        record = play_match(game, seed, ["random"] * game.seat_count)
        state = game.new_match(record["options"], record["first_dealer"])
        for deal in record["deals"]:
            found.append((game.checkpoint(state), deal["deck"], deal["actions"]))
            state = game.deal(state, deal["deck"])
            for action in deal["actions"]:
                state = game.play(state, action)
    return found


def replay_deal_seconds(game_id: str, matches: int, rounds: int) -> tuple[float, int]:
    """Median seconds to replay one deal from its checkpoint, deck and actions (as the server does)."""
    game = GAMES[game_id]
    deals = [deal for deal in _deals_with_starts(game_id, matches) if len(deal[2]) > 10]
    timings = []
    for _ in range(rounds):
        for saved, deck, actions in deals:
            started = time.perf_counter()
            final_state(game, game.resume(saved), [(deck, actions)])
            timings.append(time.perf_counter() - started)
    return statistics.median(timings), len(deals)


def replay_match_seconds(game_id: str, matches: int, rounds: int) -> float:
    """Median seconds to replay a whole match record from the start."""
    game = GAMES[game_id]
    records = [play_match(game, seed, ["random"] * game.seat_count) for seed in range(matches)]
    timings = []
    for _ in range(rounds):
        for record in records:
            started = time.perf_counter()
            replay(record)
            timings.append(time.perf_counter() - started)
    return statistics.median(timings)


def playout_actions_per_second(game_id: str, deals: int, rounds: int) -> float:
    """Median over rounds of legal random actions applied per second (view, choice and apply included)."""
    game = GAMES[game_id]
    bot = game.bot("random")
    rates = []
    for round_number in range(rounds):
        rng = random.Random(round_number)
        count = 0
        started = time.perf_counter()
        state = game.new_match()
        for _ in range(deals):
            if state.finished:
                state = game.new_match()
            state = game.deal(state, shuffled(game, rng))
            while (seat := game.to_act(state)) is not None:
                state = game.play(state, {"seat": seat, **bot(game.view(state, seat), rng)})
                count += 1
        rates.append(count / (time.perf_counter() - started))
    return statistics.median(rates)


def figures_of(game_id: str, matches: int, rounds: int) -> dict[str, Any]:
    """One game's figures."""
    deal_seconds, deal_count = replay_deal_seconds(game_id, matches, rounds)
    return {
        "game": game_id,
        "deals_replayed": deal_count,
        "replay_deal_median_ms": round(deal_seconds * 1000, 3),
        "replay_match_median_ms": round(replay_match_seconds(game_id, matches, rounds) * 1000, 3),
        "playout_actions_per_second_median": round(playout_actions_per_second(game_id, 200, rounds)),
    }


def main() -> None:
    """Run the benchmark for every game (or one) and print its figures (and JSON with --json)."""
    parser = argparse.ArgumentParser(prog="python -m bench.engine", description=__doc__)
    parser.add_argument("--game", choices=sorted(GAMES), help="one game only (default: every game)")
    parser.add_argument("--matches", type=int, default=10, help="random matches whose deals are replayed")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    every = [args.game] if args.game else sorted(GAMES)
    results = [figures_of(game_id, args.matches, args.rounds) for game_id in every]
    if args.json:
        print(json.dumps({"python": platform.python_version(), "games": results}))
        return
    print(f"Engine, Python {platform.python_version()}, medians over {args.rounds} rounds")
    for figures in results:
        print(f"{figures['game']}:")
        print(f"  replay one whole deal from its record: {figures['replay_deal_median_ms']} ms", end="")
        print(f" ({figures['deals_replayed']} deals)")
        print(f"  replay one whole match record:         {figures['replay_match_median_ms']} ms")
        print(f"  random playout:                        {figures['playout_actions_per_second_median']} actions/s")


if __name__ == "__main__":
    main()
