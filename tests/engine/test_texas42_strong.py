"""Texas 42's `strong` player beats `basic` with the same dominoes."""

from __future__ import annotations

import pytest

from games.engine.texas42 import TEXAS42
from tests.engine.strength_floor import check_floor

game = TEXAS42


@pytest.mark.slow
def test_strong_takes_at_least_its_floor_of_the_points_against_basic_with_the_same_cards():
    # A floor under the search, not the measure (see `strength_floor` and `make bench-duels`).
    check_floor("texas42")


@pytest.mark.slow
def test_strong_takes_at_least_its_floor_of_the_marks_against_basic_in_the_marks_game_with_every_contract():
    check_floor("texas42-marks")
