"""Texas 42's end solver: the same values as a search over the game's own rules, and `strong`'s judge built on it."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engine.actions import JSON
from games.engine.match import MatchState
from games.engine.playout import shuffled
from games.engine.search.playouts import deal_value
from games.engine.texas42 import TEXAS42, strong
from games.engine.texas42.deal import HAND, Phase
from games.engine.texas42.endgame import HAND_POINTS, bidders_points, solvable, solved_value
from tests.engine.texas42_helpers import STRONG_FOURS, start
from tests.profiles import examples

game = TEXAS42


def tricks_left(state: MatchState[Any]) -> int:
    """The tricks not yet complete (the one in play among them)."""
    assert state.deal is not None
    return HAND - len(state.deal.tricks)


def near_the_end(seed: int, left: int, scoring: str) -> MatchState[Any]:
    """A hand of `basic` players stopped at a random tile with at most `left` tricks to go, someone to act."""
    rng = random.Random(seed)
    while True:
        match = game.new_match({"scoring": scoring}, first_dealer=seed % 4)
        state = game.deal(match, shuffled(game, rng))
        moments = []
        while (seat := game.to_act(state)) is not None:
            deal = state.deal
            assert deal is not None
            if deal.phase is Phase.PLAYING and tricks_left(state) <= left and solvable(deal):
                moments.append(state)
            state = game.play(state, {"seat": seat, **game.bot("basic")(game.view(state, seat), rng)})
        if moments:
            return rng.choice(moments)


def searched(state: MatchState[Any], seat: int) -> float:
    """The seat's side's value of the hand by minimax over every legal action the rules give: slow and plain."""
    acting = game.to_act(state)
    if acting is None:
        return deal_value(game, state, seat)
    values = [searched(game.apply(state, action), seat) for action in game.legal_actions(state)]
    return max(values) if acting % 2 == seat % 2 else min(values)


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), scoring=st.sampled_from(["points", "marks"]), viewer=st.integers(0, 3))
def test_the_solved_value_is_the_rules_own_minimax_in_the_last_two_tricks(seed: int, scoring: str, viewer: int):
    state = near_the_end(seed, 2, scoring)
    assert solved_value(state, viewer) == searched(state, viewer)


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_the_bidders_points_lie_between_what_they_hold_and_the_whole_hand(seed: int):
    state = near_the_end(seed, 4, "points")
    deal = state.deal
    assert deal is not None and deal.bid is not None
    taken = deal.points_taken[deal.bid.seat % 2]
    assert taken <= bidders_points(deal) <= taken + HAND_POINTS - sum(deal.points_taken)


def test_a_hand_of_every_top_trump_takes_every_point():
    # STRONG_FOURS: seat 0 holds five fours with the double and the double six and five; it bid 42 with fours trumps.
    state = start(STRONG_FOURS, dealer=3)
    calls: list[JSON] = [{"type": "bid", "value": 42}, {"type": "pass"}, {"type": "pass"}, {"type": "pass"}]
    for seat, call in enumerate(calls):
        state = game.play(state, {"seat": seat, **call})
    state = game.play(state, {"seat": 0, "type": "name_trump", "trump": 4})
    deal = state.deal
    assert deal is not None and solvable(deal)
    assert bidders_points(deal) == HAND_POINTS
    assert solved_value(state, 0) == 42.0
    assert solved_value(state, 1) == -42.0


def basic_to_the_end(state: MatchState[Any], rng: random.Random) -> MatchState[Any]:
    """The hand played to its end by `strong`'s playout player."""
    while game.to_act(state) is not None:
        state = game.apply(state, strong.playout_action(state, rng))
    return state


def test_the_judge_solves_the_last_tricks_and_lets_basic_play_the_first(monkeypatch):
    state = near_the_end(7, 3, "points")
    seat = game.to_act(state)
    assert seat is not None
    action = game.legal_actions(state)[0]
    after = game.apply(state, action)
    assert strong.judge(state, action, seat, random.Random(1)) == solved_value(after, seat)
    # With no trick left to the solver, the judge is `basic`'s playout to the end.
    monkeypatch.setattr(strong, "ENDGAME_TRICKS", 0)
    end = basic_to_the_end(after, random.Random(1))
    assert strong.judge(state, action, seat, random.Random(1)) == deal_value(game, end, seat)


def test_the_marks_game_is_played_out_by_basic_not_solved():
    for seed in range(40):
        state = near_the_end(seed, 3, "marks")
        seat = game.to_act(state)
        assert seat is not None
        action = game.legal_actions(state)[0]
        end = basic_to_the_end(game.apply(state, action), random.Random(seed))
        assert strong.judge(state, action, seat, random.Random(seed)) == deal_value(game, end, seat)
