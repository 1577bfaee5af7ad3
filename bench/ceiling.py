"""What `strong` could take from `basic` if it saw every card: its search, budget and playouts, on the true deal.

An all-seeing player (the "seer") makes `strong`'s every move by `strong`'s own search, but each deal that search
would sample from the seat's view is the true state the deal goes on from: every hand, the pack, a hidden trump.
Information is then the only difference from `strong`, so its share of the points against `basic` is the most that
better reading of the hidden cards could give `strong` without a deeper search or better playouts.

Both play the same duplicate decks (`games.engine.duel`'s, from the seed) against `basic`, so the two shares are
paired. Run with `python -m bench.ceiling --games ganjifa --deals 200 --seed 2026`; each game's figures go to
build/ceiling/<game>.json, and a Markdown table is printed.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from games.engine import GAMES, Game, MatchState
from games.engine.actions import JSON
from games.engine.allfours import strong as allfours_strong
from games.engine.doublehand import strong as doublehand_strong
from games.engine.duel import Z95, DuelTally, Seer, duel_decks, duplicate_deal, ratio_interval, summary
from games.engine.ganjifa import strong as ganjifa_strong
from games.engine.search.playouts import Sampler
from games.engine.texas42 import strong as texas42_strong

ROOT = Path(__file__).resolve().parents[1]
OUT_DIR = ROOT / "build" / "ceiling"

SEER = "seer"
"""The all-seeing player's level, beside the game's own."""
STRONG, BASIC = "strong", "basic"

Chooser = Callable[[JSON, random.Random, Sampler], JSON]
"""A game's `strong` move from a view and a random source, its search drawing deals from the sampler given."""


CHOOSERS: dict[str, Chooser] = {
    "allfours": allfours_strong.choose_strong,
    "doublehand": doublehand_strong.choose_strong,
    "ganjifa": ganjifa_strong.choose_strong,
    "texas42": texas42_strong.choose_strong,
}
"""Each game's `strong` move with its sampler given (tests/engine/test_ceiling.py checks that `strong`'s own sampler
makes the moves `strong` makes)."""

STRONG_SAMPLERS: dict[str, Sampler] = {
    "allfours": allfours_strong.sample_deal,
    "doublehand": doublehand_strong.sample_deal,
    "ganjifa": ganjifa_strong.sample_deal,
    "texas42": texas42_strong.sample_deal,
}
"""Each game's own sampler, from the seat's view: with it a chooser is `strong`."""


def true_deal(state: MatchState[Any]) -> Sampler:
    """A sampler that deals the true state every time, whatever the view: the state is frozen, so it is shared."""
    return lambda _view, _rng: state


def seer(game_id: str) -> Seer:
    """The all-seeing player of a game: `strong`'s move, every sampled deal the true state."""
    choose = CHOOSERS[game_id]
    return Seer(lambda state, view, rng: choose(view, rng, true_deal(state)))


def seeing_game(game: Game[Any]) -> Game[Any]:
    """The game's rules with the seer listed among its players (the game's own are left as they are)."""
    return type(game)(bots={**game.bots, SEER: seer(game.id)}, appraiser=game.appraiser)


def paired_difference(first: Sequence[tuple[float, float]], second: Sequence[tuple[float, float]]) -> list[float]:
    """The first duel's share of the points less the second's, over the same decks: the gap and its 95 % interval.

    Each share is linearised deck by deck (the delta method of `ratio_interval`); the decks pair the two.
    """
    shares = [ratio_interval(list(points))[0] for points in (first, second)]
    means = [statistics.fmean(a + b for a, b in points) for points in (first, second)]
    gaps = [
        (a1 - shares[0] * (a1 + b1)) / means[0] - (a2 - shares[1] * (a2 + b2)) / means[1]
        for (a1, b1), (a2, b2) in zip(first, second, strict=True)
    ]
    gap = shares[0] - shares[1]
    spread = statistics.pstdev(gaps) / math.sqrt(len(gaps)) if len(gaps) > 1 else 1.0
    return [round(gap, 4), round(gap - Z95 * spread, 4), round(gap + Z95 * spread, 4)]


def measure(game_id: str, deals: int, seed: int, progress: Callable[[str], None] = lambda _: None) -> JSON:
    """The seer and `strong` each against `basic` over the same duplicate decks: both duels' figures, and the gap."""
    game = GAMES[game_id]
    seeing = seeing_game(game)
    seer_tally, strong_tally = DuelTally(), DuelTally()
    started = time.perf_counter()
    for number, deck in enumerate(duel_decks(game, deals, seed)):
        duplicate_deal(seeing, SEER, BASIC, deck, number, time.thread_time, seer_tally)
        duplicate_deal(game, STRONG, BASIC, deck, number, time.thread_time, strong_tally)
        done = number + 1
        if done % 10 == 0 or done == deals:
            seen, own = ratio_interval(seer_tally.points)[0], ratio_interval(strong_tally.points)[0]
            progress(
                f"{game_id}: {done}/{deals} decks, {time.perf_counter() - started:.0f} s; seer {seen:.1%}, "
                f"strong {own:.1%}"
            )
    return {
        "game": game_id,
        "seed": seed,
        "deals": deals,
        "seer": summary(seeing, SEER, BASIC, seed, seer_tally),
        "strong": summary(game, STRONG, BASIC, seed, strong_tally),
        "seer_less_strong": paired_difference(seer_tally.points, strong_tally.points),
        "wall_seconds": round(time.perf_counter() - started, 1),
    }


def _share(figures: JSON) -> str:
    share, (low, high) = figures["points_share"]["a"], figures["points_share"]["ci95"]
    return f"{share:.1%} ({low:.1%} to {high:.1%})"


def table(results: Sequence[JSON]) -> str:
    """The measurements as a Markdown table."""
    head = "| game | decks | seer's points (95 % CI) | strong's, same decks | seer less strong | wall time |"
    rows = []
    for result in results:
        gap, low, high = result["seer_less_strong"]
        rows.append(
            f"| {result['game']} | {result['deals']} | {_share(result['seer'])} | {_share(result['strong'])} "
            f"| {gap:+.1%} ({low:+.1%} to {high:+.1%}) | {result['wall_seconds'] / 60:.1f} min |"
        )
    return "\n".join([head, "|---|---|---|---|---|---|", *rows])


def main(argv: list[str] | None = None) -> None:
    """Measure the chosen games one after another in this process, write each one's JSON, print the table."""
    parser = argparse.ArgumentParser(prog="python -m bench.ceiling", description=__doc__)
    parser.add_argument("--games", nargs="*", default=sorted(CHOOSERS), choices=sorted(CHOOSERS))
    parser.add_argument("--deals", type=int, default=200, help="duplicate decks per game")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="where each game's JSON figures are written")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    results = []
    for game_id in args.games:
        result = measure(game_id, args.deals, args.seed, lambda line: print(line, file=sys.stderr, flush=True))
        (args.out / f"{game_id}.json").write_text(json.dumps(result, indent=2) + "\n")
        print(json.dumps(result), flush=True)
        results.append(result)
    print(table(results))


if __name__ == "__main__":
    main()
