"""Texas 42's `strong` bids by search: `basic`'s bid, a pass or the least bid, whichever plays out best."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engine.actions import JSON
from games.engine.playout import shuffled
from games.engine.texas42 import TEXAS42, strong
from games.engine.texas42.bot import choose_basic
from tests.profiles import examples

game = TEXAS42


def bidding_view(seed: int, scoring: str = "points") -> JSON:
    """A seat's view at its bid, after the bids `basic` made before it (none to three)."""
    rng = random.Random(seed)
    state = game.deal(game.new_match({"scoring": scoring}, first_dealer=seed % 4), shuffled(game, rng))
    for _ in range(seed % 4):
        seat = game.to_act(state)
        assert seat is not None
        state = game.play(state, {"seat": seat, **choose_basic(game.view(state, seat), rng)})
    seat = game.to_act(state)
    assert seat is not None
    view: dict[str, Any] = game.view(state, seat)
    assert view["phase"] == "bidding"
    return view


def least_bid(view: JSON) -> JSON | None:
    return next((choice for choice in view["legal"] if choice["type"] == "bid"), None)


@settings(max_examples=examples(20), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), draw=st.integers(0, 2**32 - 1))
def test_the_searched_bid_is_basics_a_pass_or_the_least_bid_and_the_same_from_the_same_seed(seed, draw):
    view = bidding_view(seed)
    choice = strong.choose_strong(view, random.Random(draw))
    assert choice in view["legal"]
    assert choice in (choose_basic(view, random.Random(0)), {"type": "pass"}, least_bid(view))
    assert strong.choose_strong(view, random.Random(draw)) == choice


def test_the_search_bids_otherwise_than_basic_on_some_hands():
    views = [bidding_view(seed) for seed in range(40)]
    differ = [
        view for view in views if strong.choose_strong(view, random.Random(1)) != choose_basic(view, random.Random(0))
    ]
    # Neither never nor always: the search keeps `basic`'s bid on most hands and changes it on some.
    assert 0 < len(differ) < len(views)


def test_the_marks_game_bids_as_basic_does():
    for seed in range(12):
        view = bidding_view(seed, "marks")
        assert strong.choose_strong(view, random.Random(seed)) == choose_basic(view, random.Random(0))


def test_a_review_values_a_points_games_bid_among_the_searched_bids():
    notable = 0
    for seed in range(12):
        view = bidding_view(seed)
        strongest = view["legal"][-1]  # the highest bid: a weak hand that makes it is set, and loses the bid
        found = strong.appraise_strong(view, strongest, random.Random(seed))
        assert found is not None
        # The review's choice is the hint's from the same seed, and the choice itself loses nothing.
        assert found.choice == strong.choose_strong(view, random.Random(seed))
        own = strong.appraise_strong(view, found.choice, random.Random(seed))
        assert own is not None and own.loss == 0 and not own.notable
        assert found.loss >= 0
        notable += found.notable
    # Bidding the most on any hand loses points on most of them, enough to be told.
    assert notable >= 6


def test_a_review_leaves_the_marks_games_bids_unvalued():
    view = bidding_view(5, "marks")
    assert strong.appraise_strong(view, view["legal"][0], random.Random(1)) is None
