"""Texas 42's `strong` player beats `basic` with the same dominoes."""

from __future__ import annotations

import json
import time

import pytest

from games.engine.duel import duel
from games.engine.texas42 import TEXAS42

game = TEXAS42


@pytest.mark.slow
def test_strong_takes_at_least_58_percent_of_the_points_against_basic_with_the_same_cards():
    # Twenty decks, about fifteen seconds: a floor under the search, not the measure (see `make bench-duels`).
    result = duel(game, "strong", "basic", deals=20, seed=20261205, clock=time.perf_counter)
    print(json.dumps(result))
    assert result["points_share"]["a"] >= 0.58
