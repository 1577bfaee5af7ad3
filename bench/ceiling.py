"""What `strong` could take from `basic` if it saw every card: its search, budget and playouts, on the true deal.

An all-seeing player (the "seer") makes `strong`'s every move by `strong`'s own search, but each deal that search
would sample from the seat's view is the true state the deal goes on from: every hand, the pack, a hidden trump.
Information is then the only difference from `strong`, so its share of the points against `basic` is the most that
better reading of the hidden cards could give `strong` without a deeper search or better playouts.

With `--sees partner`, the player sees only its partner's hand (the "partner seer", at the partnership games):
`strong`'s own sampler deals every other unseen card as it would, and the partner's hand as it is. That is the most
any signal between partners could tell, so its gain over `strong` bounds what signals could be worth.

Both play the same duplicate decks (`games.engine.duel`'s, from the seed) against `basic`, so the two shares are
paired. Run with `python -m bench.ceiling --games ganjifa --deals 200 --seed 2026`; each game's figures go to
build/ceiling/<game>.json (`<game>-partner.json`), and a Markdown table is printed.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from games.engine import GAMES, Game, MatchState
from games.engine.actions import JSON
from games.engine.allfours import strong as allfours_strong
from games.engine.doublehand import strong as doublehand_strong
from games.engine.duel import Z95, DuelTally, Seer, duel_decks, duplicate_deal, ratio_interval, summary
from games.engine.ganjifa import strong as ganjifa_strong
from games.engine.search import sampling
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


PARTNER_MODULES: dict[str, Any] = {
    "allfours": allfours_strong,
    "doublehand": doublehand_strong,
    "texas42": texas42_strong,
}
"""The partnership games' `strong` modules, whose samplers deal the unseen pieces through `deal_unseen`."""


@contextmanager
def partner_shown(game_id: str, partner: int, hand: Sequence[str]) -> Iterator[None]:
    """While it lasts, the game's `strong` sampler deals the partner exactly this hand, and nothing of it elsewhere.

    Every dealing of the unseen pieces goes through `deal_unseen` (All Fours' quick shuffle too, here), with the
    partner's seat allowed exactly its true cards; the sampler's other rules stay as they are. It changes the
    module for the whole process: for a benchmark's one thread only.
    """
    module = PARTNER_MODULES[game_id]
    known = frozenset(hand)
    original = module.deal_unseen

    def pinned(
        pieces: Sequence[str], room: dict[Any, int], allowed: Callable[[str, Any], bool], rng: random.Random
    ) -> dict[Any, list[str]]:
        return sampling.deal_unseen(
            pieces, room, lambda piece, slot: (slot == partner) == (piece in known) and allowed(piece, slot), rng
        )

    module.deal_unseen = pinned
    shuffled = getattr(module, "_shuffled_into", None)
    if shuffled is not None:
        module._shuffled_into = lambda pieces, room, rng: pinned(pieces, room, lambda _piece, _slot: True, rng)
    try:
        yield
    finally:
        module.deal_unseen = original
        if shuffled is not None:
            module._shuffled_into = shuffled


def partner_seer(game_id: str) -> Seer:
    """The player that sees its partner's hand: `strong`'s move, every sampled deal holding the partner's true hand."""
    choose = CHOOSERS[game_id]

    def move(state: MatchState[Any], view: JSON, rng: random.Random) -> JSON:
        partner = (view["seat"] + 2) % 4
        with partner_shown(game_id, partner, state.deal.hands[partner]):
            return choose(view, rng, STRONG_SAMPLERS[game_id])

    return Seer(move)


def seeing_game(game: Game[Any], sees: str = "all") -> Game[Any]:
    """The game's rules with the seer (`sees` "all") or the partner seer ("partner") listed among its players."""
    player = seer(game.id) if sees == "all" else partner_seer(game.id)
    return type(game)(bots={**game.bots, SEER: player}, appraiser=game.appraiser)


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


def measure(
    game_id: str, deals: int, seed: int, progress: Callable[[str], None] = lambda _: None, sees: str = "all"
) -> JSON:
    """The seer and `strong` each against `basic` over the same duplicate decks: both duels' figures, and the gap."""
    game = GAMES[game_id]
    seeing = seeing_game(game, sees)
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
        "sees": sees,
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
    seer_is = "partner seer" if results and results[0].get("sees") == "partner" else "seer"
    head = f"| game | decks | {seer_is}'s points (95 % CI) | strong's, same decks | {seer_is} less strong | wall time |"
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
    parser.add_argument(
        "--sees", choices=("all", "partner"), default="all", help="every card, or the partner's hand only"
    )
    args = parser.parse_args(argv)
    if args.sees == "partner" and not set(args.games) <= set(PARTNER_MODULES):
        parser.error(f"--sees partner is for the partnership games: {', '.join(sorted(PARTNER_MODULES))}")
    args.out.mkdir(parents=True, exist_ok=True)
    results = []
    for game_id in args.games:
        result = measure(
            game_id, args.deals, args.seed, lambda line: print(line, file=sys.stderr, flush=True), sees=args.sees
        )
        name = game_id if args.sees == "all" else f"{game_id}-partner"
        (args.out / f"{name}.json").write_text(json.dumps(result, indent=2) + "\n")
        print(json.dumps(result), flush=True)
        results.append(result)
    print(table(results))


if __name__ == "__main__":
    main()
