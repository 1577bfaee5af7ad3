"""The bids `strong` searches (Doublehand, Texas 42 in both scorings): `basic`'s call, a pass or the least bid."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engine import GAMES
from tests.engine.bidding_helpers import bidding_view, least_bid
from tests.profiles import examples

SEARCHING = [
    pytest.param("doublehand", None, id="doublehand"),
    pytest.param("texas42", None, id="texas42"),
    # The marks game, every contract allowed: `basic`'s call may be a splash or a plunge.
    pytest.param("texas42", {"scoring": "marks", "contracts": ["nello", "sevens", "splash", "plunge"]}, id="marks"),
]


@pytest.mark.parametrize(("game_id", "options"), SEARCHING)
@settings(max_examples=examples(20), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), draw=st.integers(0, 2**32 - 1))
def test_the_searched_call_is_basics_a_pass_or_the_least_bid_and_the_same_from_the_same_seed(
    game_id, options, seed, draw
):
    view = bidding_view(game_id, seed, options)
    strong, basic = GAMES[game_id].bot("strong"), GAMES[game_id].bot("basic")
    choice = strong(view, random.Random(draw))
    assert choice in view["legal"]
    assert choice in (basic(view, random.Random(0)), {"type": "pass"}, least_bid(view))
    assert strong(view, random.Random(draw)) == choice


@pytest.mark.parametrize(("game_id", "options"), SEARCHING)
def test_the_search_calls_otherwise_than_basic_on_some_hands(game_id, options):
    strong, basic = GAMES[game_id].bot("strong"), GAMES[game_id].bot("basic")
    views = [bidding_view(game_id, seed, options) for seed in range(40)]
    differ = [view for view in views if strong(view, random.Random(1)) != basic(view, random.Random(0))]
    # Neither never nor always: the search keeps `basic`'s call on most hands and changes it on some.
    assert 0 < len(differ) < len(views)


@pytest.mark.parametrize(("game_id", "options"), SEARCHING)
def test_a_review_values_a_bid_among_the_searched_calls(game_id, options):
    game = GAMES[game_id]
    appraiser = game.appraiser
    assert appraiser is not None
    notable = 0
    for seed in range(12):
        view = bidding_view(game_id, seed, options)
        boldest = view["legal"][-1]  # the highest bid on any hand: mostly lost, and a lost bid costs the most
        found = appraiser(view, boldest, random.Random(seed))
        assert found is not None
        # The review's choice is the hint's from the same seed, and the choice itself loses nothing.
        assert found.choice == game.bot("strong")(view, random.Random(seed))
        own = appraiser(view, found.choice, random.Random(seed))
        assert own is not None and own.loss == 0 and not own.notable
        assert found.loss >= 0
        notable += found.notable
    assert notable >= 6
