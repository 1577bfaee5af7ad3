"""Texas 42's marks game bids as `basic` does (its points game's bids are searched: see test_bid_search)."""

from __future__ import annotations

import random

from games.engine.texas42 import strong
from games.engine.texas42.bot import choose_basic
from tests.engine.bidding_helpers import bidding_view


def test_the_marks_game_bids_as_basic_does():
    for seed in range(12):
        view = bidding_view("texas42", seed, {"scoring": "marks"})
        assert strong.choose_strong(view, random.Random(seed)) == choose_basic(view, random.Random(0))


def test_a_review_leaves_the_marks_games_bids_unvalued():
    view = bidding_view("texas42", 5, {"scoring": "marks"})
    assert strong.appraise_strong(view, view["legal"][0], random.Random(1)) is None
