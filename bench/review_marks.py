"""How many moves a deal's review marks, before (every move the expert would have made otherwise) and after (a loss).

Plays random deals of each game, one seat by a computer level standing in for the player (`basic` by default), the
others by `basic`; at each of that seat's moves with a choice, asks the expert as the review did before
(`expert_choice`: any other move marked) and as it does now (`expert_review`: marked at the game's `NOTABLE_LOSS`).
Prints, per game, the moves marked each way, how many of the marks were near-equal cards (the same suit, at most two
ranks apart), the losses' spread, what other thresholds would mark, and each way's search time per deal. Run with
`python -m bench.review_marks [--deals N] [--level basic] [--options JSON] [games...]`; the figures are in
docs/practice.md.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

THRESHOLDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
"""Other thresholds whose marks are counted, to show where the game's own sits."""
MARK_UNIT = 0.025
"""The thresholds' scale in Texas 42's marks game: its review marks from 0.1 mark where the points game does from 4."""


def near_equal(game_id: str, one: dict[str, Any], other: dict[str, Any]) -> bool:
    """Whether two plays are single cards of one suit at most two ranks apart (dominoes have no such pairs here)."""
    if one.get("type") != "play" or other.get("type") != "play" or "card" not in one or "card" not in other:
        return False
    if game_id in ("doublehand", "allfours"):
        from games.engine.french import POWER

        a, b = one["card"], other["card"]
        return bool(a[1] == b[1] and abs(POWER[a] - POWER[b]) <= 2)
    if game_id == "ganjifa":
        from games.engine.ganjifa.cards import POWER as STRENGTH
        from games.engine.ganjifa.cards import SUIT_OF

        a, b = one["card"], other["card"]
        return bool(SUIT_OF[a] == SUIT_OF[b] and abs(STRENGTH[a] - STRENGTH[b]) <= 2)
    return False


def again_choice_same(game: Any, view: Any, again: float, after: Any, ask: int, choice: Any) -> bool:
    """Whether a second valuation is comparable: the expert made the same choice from its other deals."""
    from games.engine.search.advice import expert_choice

    return bool(game.alike(view, expert_choice(game.id, view, ask + 1), after["strong"]))


def run(game_id: str, deals: int, level: str, seed: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """The review's marks and times over `deals` random deals of one game (and options), seat 0 played by `level`."""
    from games.engine import GAMES
    from games.engine.playout import shuffled
    from games.engine.search.advice import expert_choice, expert_review

    game, rng = GAMES[game_id], random.Random(seed)
    moves, old_marks, new_marks, old_near, new_near = 0, 0, 0, 0, 0
    losses: list[float] = []
    noise: list[float] = []
    old_seconds = new_seconds = 0.0
    for number in range(deals):
        state = game.deal(game.new_match(options, first_dealer=number % game.seat_count), shuffled(game, rng))
        while (seat := game.to_act(state)) is not None:
            view = game.view(state, seat)
            choice = game.bot(level if seat == 0 else "basic")(view, rng)
            if seat == 0 and len(view["legal"]) > 1:
                moves += 1
                ask = rng.getrandbits(64)
                started = time.perf_counter()
                before = expert_choice(game_id, view, ask)
                old_seconds += time.perf_counter() - started
                started = time.perf_counter()
                after = expert_review(game_id, view, choice, ask)
                new_seconds += time.perf_counter() - started
                assert after["strong"] == before, "the review's choice is the hint's"
                if not game.alike(view, choice, before):
                    old_marks += 1
                    old_near += near_equal(game_id, choice, before)
                    if after["loss"] is not None:
                        losses.append(after["loss"])
                        # The same move valued from other sampled deals: how far a loss moves with the luck of them.
                        again = expert_review(game_id, view, choice, ask + 1)["loss"]
                        if again is not None and again_choice_same(game, view, again, after, ask, choice):
                            noise.append(abs(again - after["loss"]))
                    if after["notable"]:
                        new_marks += 1
                        new_near += near_equal(game_id, choice, before)
            state = game.play(state, {"seat": seat, **choice})
    return {
        "moves": moves,
        "old_marks": old_marks,
        "new_marks": new_marks,
        "old_near": old_near,
        "new_near": new_near,
        "losses": losses,
        "noise": noise,
        "old_seconds": old_seconds / deals,
        "new_seconds": new_seconds / deals,
    }


def report(game_id: str, found: dict[str, Any], unit: float = 1.0) -> str:
    """The figures of one game in a few lines; `unit`: the thresholds' scale (a tenth of a mark is 4 points)."""
    losses = sorted(found["losses"])
    quartiles = statistics.quantiles(losses, n=4) if len(losses) > 1 else losses
    spread = ", ".join(f"{value:.2f}" for value in quartiles)
    others = ", ".join(f"≥{limit * unit:g}: {sum(loss >= limit * unit for loss in losses)}" for limit in THRESHOLDS)
    zero = sum(loss < 0.005 for loss in losses)
    noise = sorted(found["noise"])
    shifts = statistics.quantiles(noise, n=10) if len(noise) > 1 else noise
    moved = f"median {statistics.median(noise):.2f}, 90th percentile {shifts[-1]:.2f}" if noise else "none"
    return (
        f"{game_id}: {found['moves']} moves with a choice; marked before {found['old_marks']} "
        f"({found['old_near']} near-equal), now {found['new_marks']} ({found['new_near']} near-equal)\n"
        f"  losses of the moves marked before: quartiles {spread}; {zero} of them 0; marks at {others}\n"
        f"  a loss valued again from other sampled deals moves by: {moved} ({len(noise)} moves)\n"
        f"  search per deal: before {found['old_seconds']:.2f} s, now {found['new_seconds']:.2f} s "
        f"({found['new_seconds'] / max(found['old_seconds'], 1e-9):.2f}x)"
    )


def main() -> None:
    """Measure the games named (all four by default) and print their figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=["doublehand", "allfours", "texas42", "ganjifa"])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--level", default="basic", help="the computer level that stands in for the player")
    parser.add_argument("--seed", type=int, default=30)
    parser.add_argument(
        "--options", type=json.loads, default=None, help='the rooms\' options, as JSON: \'{"scoring": "marks"}\''
    )
    arguments = parser.parse_args()
    # In the marks game a deal is valued in marks: the thresholds are scaled as the review's is (4 points, 0.1 mark).
    unit = MARK_UNIT if (arguments.options or {}).get("scoring") == "marks" else 1.0
    for game_id in arguments.games:
        found = run(game_id, arguments.deals, arguments.level, arguments.seed, arguments.options)
        print(report(game_id, found, unit), flush=True)


if __name__ == "__main__":
    main()
