"""Doublehand's `strong` player: legal, decided by the view alone, reproducible, and stronger than `basic`."""

from __future__ import annotations

import json
import random
import time
from dataclasses import replace

import pytest

from games.engine.doublehand import DOUBLEHAND
from games.engine.doublehand.deal import Phase
from games.engine.playout import shuffled
from tests.engine.strength_floor import check_floor

game = DOUBLEHAND
strong = game.bot("strong")


def test_strong_is_listed_after_basic():
    assert game.levels[-1] == "strong"
    assert game.levels.index("basic") < game.levels.index("strong")


def test_the_strong_player_only_ever_chooses_legal_actions():
    rng = random.Random(7)
    state = game.deal(game.new_match(), shuffled(game, rng))
    while (seat := game.to_act(state)) is not None:
        choice = strong(game.view(state, seat), rng)
        assert choice in [action.to_json(with_seat=False) for action in game.legal_actions(state)]
        state = game.play(state, {"seat": seat, **choice})


def test_a_strong_player_asked_out_of_turn_refuses():
    state = game.deal(game.new_match(), list(game.full_deck))
    with pytest.raises(ValueError, match="not its turn"):
        strong(game.view(state, 0), random.Random(0))  # seat 1 is to act


def in_play(seed: int):
    """A deal of four `basic` players some tricks into the play."""
    rng = random.Random(seed)
    while True:
        state = game.deal(game.new_match(), shuffled(game, rng))
        while game.to_act(state) is not None and (state.deal.phase is not Phase.PLAYING or len(state.deal.tricks) < 3):
            seat = game.to_act(state)
            state = game.play(state, {"seat": seat, **game.bot("basic")(game.view(state, seat), rng)})
        if game.to_act(state) is not None:
            return state


def test_the_strong_player_decides_from_the_view_alone():
    state = in_play(3)
    seat = game.to_act(state)
    assert seat is not None
    # Two opponents swap a card of the same suit: the seat's view is the same, so must its choice be.
    hands = [list(hand) for hand in state.deal.hands]
    left, right = (seat + 1) % 4, (seat + 3) % 4
    swapped = next((a, b) for a in hands[left] for b in hands[right] if a[1] == b[1])
    hands[left][hands[left].index(swapped[0])] = swapped[1]
    hands[right][hands[right].index(swapped[1])] = swapped[0]
    other = replace(state, deal=replace(state.deal, hands=tuple(tuple(hand) for hand in hands)))
    view = game.view(state, seat)
    assert game.view(other, seat) == view
    # Read back from JSON: the player takes nothing but the view.
    assert strong(json.loads(json.dumps(view)), random.Random(1)) == strong(game.view(other, seat), random.Random(1))


def test_the_strong_player_chooses_the_same_from_the_same_view_and_seed():
    state = in_play(4)
    view = game.view(state, game.to_act(state))
    assert [strong(view, random.Random(n)) for n in range(3)] == [strong(view, random.Random(n)) for n in range(3)]


def test_a_strong_move_stays_within_its_time_on_this_machine():
    # Loose: the machine is shared; the duel measures the median and worst properly.
    state = in_play(5)
    view = game.view(state, game.to_act(state))
    started = time.perf_counter()
    strong(view, random.Random(0))
    assert time.perf_counter() - started < 2.0


@pytest.mark.slow
def test_strong_takes_at_least_its_floor_of_the_points_against_basic_with_the_same_cards():
    # A floor under the search, not the measure (see `strength_floor` and `make bench-duels`).
    check_floor("doublehand")
