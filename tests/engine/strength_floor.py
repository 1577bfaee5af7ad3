"""The floor under each game's `strong` player in CI: a duplicate duel against `basic` on fixed decks, sized per game.

Each game's decks and floor are set from its measured share and how much a deck's share varies (the 95 % intervals
of `make bench-duels`, docs/performance.md), so that a player as strong as measured passes, and one fallen back to
`basic`'s strength (50 %) fails, each about 19 times in 20 over the choice of decks: the floor lies at least 1.645
standard errors of the sample from both. At Doublehand and Texas 42 the floor is 58 % or more. All Fours (56.9 %
over 200 decks) and Ganjifa (58.3 %) are measured too close to 58 % for any sample CI can afford to tell the two
apart, so their floors sit halfway between 50 % and their measures.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass

from games.engine import GAMES
from games.engine.duel import duel


@dataclass(frozen=True)
class Floor:
    """A game's check: its decks, their seed, and the least share of the points `strong` must take on them."""

    decks: int
    seed: int
    share: float


FLOORS = {
    # Measured 71.9 % (1,000 decks, its bids searched); one deck's standard error 43.2 points.
    "doublehand": Floor(decks=44, seed=20261130, share=0.61),
    # Measured 66.1 % (1,000 decks); one deck's 28.2.
    "texas42": Floor(decks=32, seed=20261205, share=0.58),
    # Measured 56.9 % (200 decks); one deck's 14.4.
    "allfours": Floor(decks=48, seed=20261130, share=0.535),
    # Measured 58.3 % (200 decks); one deck's 7.2.
    "ganjifa": Floor(decks=10, seed=20261130, share=0.54),
}


def check_floor(game_id: str) -> None:
    """Fail if `strong` takes less than the game's floor of the points from `basic` on the game's decks."""
    floor = FLOORS[game_id]
    result = duel(GAMES[game_id], "strong", "basic", deals=floor.decks, seed=floor.seed, clock=time.perf_counter)
    print(json.dumps(result))
    assert result["points_share"]["a"] >= floor.share, result["points_share"]
