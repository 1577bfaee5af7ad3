"""Doublehand's `strong` player: legal, decided by the view alone, reproducible, and stronger than `basic`."""

from __future__ import annotations

import json
import random
import time
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from games.engine.doublehand import DOUBLEHAND
from games.engine.doublehand import strong as strong_module
from games.engine.doublehand.deal import Phase
from games.engine.doublehand.strong import cards_ruled_out, finish, playout_action, sample_deal
from games.engine.playout import shuffled
from games.engine.search.playouts import Search, play_out
from games.engine.search.sampling import tricks_shown
from tests.engine.moments import partway
from tests.engine.strength_floor import check_floor
from tests.profiles import examples

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


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    steps=st.integers(0, 60),
    levels=st.lists(st.sampled_from(["random", "basic"]), min_size=4, max_size=4),
    draw=st.integers(0, 2**32 - 1),
    collect_by=st.sampled_from(["player", "team"]),
    ace_rule=st.booleans(),
    retroactive_reveal=st.booleans(),
)
# A deal where turning the trick's trump-suit cards into trumps on the reveal changes the points, which few random
# ones do (about 1 in 100).
@example(
    seed=219,
    steps=50,
    levels=["basic", "random", "basic", "random"],
    draw=219,
    collect_by="player",
    ace_rule=False,
    retroactive_reveal=True,
)
def test_the_fast_playout_ends_where_the_rules_playout_ends(
    seed, steps, levels, draw, collect_by, ace_rule, retroactive_reveal
):
    options = {"collect_by": collect_by, "ace_rule": ace_rule, "retroactive_reveal": retroactive_reveal}
    state = partway(game, seed, steps, levels, options)
    # The rules' own playout: `playout_action` playing every seat through the rules, with no judge.
    end = play_out(Search(game=game, sample=sample_deal, policy=playout_action, budget=1), state, random.Random(draw))
    assert finish(state, random.Random(draw)) == end.deal.score_delta


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


def test_an_opponent_following_below_the_best_card_held_none_lower():
    # Seat 0's view: seat 3 followed the nine of hearts with the four, under seat 2's king: it held no lower heart.
    tricks = [{"cards": [[1, "9H"], [2, "KH"], [3, "4H"]]}]
    assert cards_ruled_out(tricks, 0) == {3: {"2H", "3H"}}


def test_an_opponent_taking_the_lead_held_nothing_between_it_and_the_card_it_beat():
    tricks = [{"cards": [[2, "5H"], [3, "9H"], [0, "AH"], [1, "2H"]]}]
    # Seat 3 beat the five with the nine: no six, seven or eight. Seat 1 threw the two under the ace: nothing lower.
    assert cards_ruled_out(tricks, 0) == {3: {"6H", "7H", "8H"}}


@settings(max_examples=examples(30), deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_four_basic_players_never_hold_a_card_their_following_rules_out(seed):
    rng = random.Random(seed)
    state = game.deal(game.new_match(), shuffled(game, rng))
    while (seat := game.to_act(state)) is not None:
        deal = state.deal
        if deal.phase is Phase.PLAYING:
            ruled_out = cards_ruled_out(tricks_shown(game.view(state, seat)), seat)
            for other, cards in ruled_out.items():
                assert isinstance(other, int) and other % 2 != seat % 2
                # The trump card shown goes back to the bid winner's hand: the sampler places it, unread.
                assert not (cards & set(deal.hands[other])) - {deal.trump.card}
        state = game.play(state, {"seat": seat, **game.bot("basic")(game.view(state, seat), rng)})


def test_with_the_play_read_sampled_deals_give_no_opponent_a_card_its_following_rules_out(monkeypatch):
    monkeypatch.setattr(strong_module, "READ_PLAY", True)
    state = in_play(6)
    while len(state.deal.tricks) < 6:
        seat = game.to_act(state)
        state = game.play(state, {"seat": seat, **game.bot("basic")(game.view(state, seat), random.Random(0))})
    seat = game.to_act(state)
    assert seat is not None
    view = game.view(state, seat)
    ruled_out = cards_ruled_out(tricks_shown(view), seat)
    assert ruled_out, "six tricks of four basic players rule some cards out"
    rng = random.Random(1)
    for _ in range(30):
        deal = sample_deal(view, rng).deal
        for other, cards in ruled_out.items():
            assert isinstance(other, int) and not cards & set(deal.hands[other])
