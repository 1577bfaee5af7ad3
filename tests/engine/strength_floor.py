"""The floor under each game's `strong` player in CI: a duplicate duel against `basic` on fixed decks, sized per game.

Each game's floor and decks follow from its measured share and how much one deck's share varies (the 95 % intervals
of `make bench-duels`, docs/performance.md): the floor lies at least `Z` standard errors of the sample from both the
measure and `basic`'s strength (50 %), so that a player as strong as measured passes, and one fallen back to
`basic`'s strength fails, each about nine times in ten over the choice of decks. At Doublehand and Texas 42 (its
marks game too) the floor is 58 % or more. All Fours (56.9 % over 200 decks) and Ganjifa (58.3 %) are measured too
close to 58 % for any sample CI can afford to tell the two apart, so their floors sit halfway between 50 % and their
measures.

The decks are played one at a time and the check stops as soon as they tell (Wald's sequential test, `verdict`):
with the same chances of the wrong answer (simulated, tests/engine/test_strength_floor.py), it plays about two
thirds of the decks a fixed sample needs, and never more than that sample (`Floor.decks`).
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any

from games.engine import GAMES
from games.engine.duel import DuelTally, duel_decks, duplicate_deal, summary

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
        return math.ceil((self.z * self.deck_error / self.margin) ** 2)

    @property
    def margin(self) -> float:
        """How far the floor lies from the nearer of the measure and 50 %."""
        return min(self.measured - self.share, self.share - 0.5)

    def verdict(self, points: Sequence[tuple[float, float]]) -> bool | None:
        """Whether the decks so far pass (True) or fail (False) the floor, or None while they cannot yet tell.

        Wald's sequential probability ratio test of a share `margin` above the floor against one `margin` below it,
        each deck's share taken as normal with the standard error `deck_error`, and the chance of the wrong answer
        either way that `z` gives. It tells nothing before half of `decks`: a few decks' shares are far from normal
        (Texas 42's first four decks gave `strong` 98.9 % of the points, two of them tied). The log of the likelihood
        ratio comes to `2 * margin * n * (share - floor) / deck_error**2` over n decks. At `decks`, the fixed
        sample's size, the share alone decides.
        """
        n = len(points)
        total = sum(a + b for a, b in points)
        if n == 0 or total == 0:
            return None
        share = sum(a for a, _ in points) / total
        if n >= self.decks:
            return share >= self.share
        if n < math.ceil(self.decks / 2):
            return None
        wrong = 1 - NormalDist().cdf(self.z)
        bound = math.log((1 - wrong) / wrong)
        ratio = 2 * self.margin * n * (share - self.share) / self.deck_error**2
        if ratio >= bound:
            return True
        if ratio <= -bound:
            return False
        return None


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
    """Fail if `strong`'s share of the points from `basic` falls below the game's (or variant's) floor on its decks.

    The decks are played until they tell (`Floor.verdict`), the printed figures being those of the decks played.
    """
    floor = FLOORS[game_id]
    game = GAMES[floor.game or game_id]
    options = floor.options or None
    tally = DuelTally()
    passed = None
    for number, deck in enumerate(duel_decks(game, floor.decks, floor.seed)):
        duplicate_deal(game, "strong", "basic", deck, number, time.perf_counter, tally, options)
        passed = floor.verdict(tally.points)
        if passed is not None:
            break
    result = summary(game, "strong", "basic", floor.seed, tally, options)
    print(json.dumps({**result, "floor": floor.share, "most_decks": floor.decks}))
    assert passed, result["points_share"]
