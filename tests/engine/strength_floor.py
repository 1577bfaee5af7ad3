"""The floor under each game's `strong` player in CI: a duplicate duel against `basic` on fixed decks, sized per game.

Each game's floor and decks follow from its measured share and how much one deck's share varies (the 95 % intervals
of `make bench-duels`, docs/performance.md): the floor lies at least `Z` standard errors of the sample from both the
measure and `basic`'s strength (50 %), so that a player as strong as measured passes, and one fallen back to
`basic`'s strength fails, each about nine times in ten over the choice of decks. At Doublehand and Texas 42 (its
marks game too) the floor is 58 % or more. All Fours (56.9 % over 200 decks) and Ganjifa (58.3 %) are measured too
close to 58 % for any sample CI can afford to tell the two apart, so their floors sit halfway between 50 % and their
measures.
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass, field
from typing import Any

from games.engine import GAMES
from games.engine.duel import duel

Z = 1.2816
"""Standard errors between the floor and each side: a one-sided 10 % chance of the wrong answer either way. At 1.645
(5 %) the four checks took 525 s of one CI process rather than about 320 s, which CI's time could not spare."""


@dataclass(frozen=True)
class Floor:
    """A game's check: the measure it is sized from, its floor, and the seed of its decks."""

    measured: float
    """`strong`'s share of the points against `basic` over many decks."""
    deck_error: float
    """One deck's standard error of that share (the interval's half-width over 1.96, times the root of its decks)."""
    share: float
    """The least share `strong` must take on the check's decks."""
    seed: int
    z: float = Z
    """Standard errors between the floor and each side (see `Z`)."""
    game: str = ""
    """The game played, where the check's name is a variant's (default: the name)."""
    options: dict[str, Any] = field(default_factory=dict)
    """The room's options the decks are played under (default: the game's)."""

    @property
    def decks(self) -> int:
        """The fewest decks that put the floor `z` standard errors from both the measure and 50 %."""
        margin = min(self.measured - self.share, self.share - 0.5)
        return math.ceil((self.z * self.deck_error / margin) ** 2)


FLOORS = {
    # 71.9 % (69.3 to 74.6) over 1,000 decks, its bids searched.
    "doublehand": Floor(measured=0.719, deck_error=0.432, share=0.61, seed=20261130),
    # 66.1 % (64.3 to 67.8) over 1,000 decks.
    "texas42": Floor(measured=0.661, deck_error=0.282, share=0.58, seed=20261205),
    # 56.9 % (54.9 to 58.9) over 200 decks.
    "allfours": Floor(measured=0.569, deck_error=0.144, share=0.535, seed=20261130),
    # The marks game with every contract: 66.3 % (63.1 to 69.4) of the marks over 400 decks, its bids searched.
    "texas42-marks": Floor(
        measured=0.663,
        deck_error=0.321,
        share=0.58,
        seed=20261207,
        game="texas42",
        options={"scoring": "marks", "contracts": ["nello", "sevens", "splash", "plunge"]},
    ),
    # 58.3 % (57.3 to 59.3) over 200 decks. Its decks are few, so it keeps one chance in twenty either way (9 decks,
    # 56.8 %): at 1.28 its 6 decks gave 53.7 %, under the floor, as a player as strong as measured does about one
    # time in sixteen.
    "ganjifa": Floor(measured=0.583, deck_error=0.072, share=0.54, seed=20261130, z=1.645),
}


def check_floor(game_id: str) -> None:
    """Fail if `strong` takes less than the game's (or variant's) floor of the points from `basic` on its decks."""
    floor = FLOORS[game_id]
    game = GAMES[floor.game or game_id]
    result = duel(game, "strong", "basic", floor.decks, floor.seed, time.perf_counter, floor.options or None)
    print(json.dumps(result))
    assert result["points_share"]["a"] >= floor.share, result["points_share"]
