"""All Fours' `strong` player: sampled deals agree with the view, playouts with the rules; it beats `basic`."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from games.engine import MatchState
from games.engine.allfours import ALLFOURS
from games.engine.allfours.deal import Phase
from games.engine.allfours.scoring import game_pips
from games.engine.allfours.strong import cards_ruled_out, finish, playout_action, sample_deal, voids_shown
from games.engine.playout import shuffled
from games.engine.search.playouts import Search, play_out
from games.engine.search.reasons import REASONS
from games.engine.search.sampling import played_pieces
from tests.engine.allfours_helpers import act, deal_of, hands, plays, start
from tests.engine.moments import partway
from tests.engine.strength_floor import check_floor
from tests.profiles import examples

game = ALLFOURS
strong = game.bot("strong")


RANDOM_DEALS = {
    "seed": st.integers(0, 2**32 - 1),
    "steps": st.integers(0, 60),
    "levels": st.lists(st.sampled_from(["random", "basic"]), min_size=4, max_size=4),
    "draw": st.integers(0, 2**32 - 1),
}


@settings(max_examples=examples(80), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(viewer=st.integers(0, 3), **RANDOM_DEALS)
def test_a_sampled_deal_shows_the_viewer_exactly_its_own_view(seed, steps, levels, viewer, draw):
    state = partway(game, seed, steps, levels)
    view = game.view(state, viewer)
    sampled = sample_deal(view, random.Random(draw))
    # Hand, kicks, calls, table, points, pack and hand sizes, legal actions: the seat cannot tell the two apart.
    assert game.view(sampled, viewer) == view


@settings(max_examples=examples(80), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(**RANDOM_DEALS)
def test_the_unseen_cards_are_dealt_exactly_to_the_other_hands_and_the_pack_and_keep_the_voids(
    seed, steps, levels, draw
):
    state = partway(game, seed, steps, levels)
    viewer = game.to_act(state)
    view = game.view(state, viewer)
    deal = sample_deal(view, random.Random(draw)).deal
    assert deal.hands[viewer] == tuple(view["hand"])
    seen = set(view["hand"]) | set(view["kicks"]) | played_pieces(view)
    others = [card for seat, hand in enumerate(deal.hands) if seat != viewer for card in hand]
    assert sorted(others + list(deal.pack)) == sorted(card for card in game.full_deck if card not in seen)
    assert [len(hand) for hand in deal.hands] == view["hand_sizes"]
    assert len(deal.pack) == view["pack"]
    for seat, suit in voids_shown(view):
        assert all(card[1] != suit for card in deal.hands[seat]), (seat, suit)


def test_only_a_card_neither_of_the_suit_led_nor_trump_shows_a_void():
    view = {
        "trump": "H",
        "tricks": [
            # Seat 1 trumps in, which it may do holding spades; seat 2 throws a diamond: it has no spade.
            {"leader": 0, "cards": [[0, "2S"], [1, "3H"], [2, "4D"], [3, "5S"]], "winner": 1},
            # Trumps led: seat 3 plays a club, so holds no trump.
            {"leader": 1, "cards": [[1, "AH"], [2, "4H"], [3, "6C"], [0, "7H"]], "winner": 1},
        ],
        "trick": {"leader": 1, "cards": [[1, "KD"], [2, "8S"]], "winner": None},
    }
    assert voids_shown(view) == {(2, "S"), (3, "H"), (2, "D")}


LAYOUT = hands("AK2.3.4.6", "3.AK2.8.T", "T4.4.T.89", "78.5.J.J2")
"""Dealer 3 kicks the six of hearts: seat 0 stands on hearts and leads."""


def test_a_seat_that_trumped_in_may_still_be_dealt_the_suit_led():
    # Seat 1 trumps the ace of spades though it holds the three: seat 0 must not take that for a void.
    state = plays(act(start(LAYOUT, "6H", dealer=3), 0, "stand"), "AS", "AH", "4S", "7S")
    view = game.view(state, 0)
    held = {card for draw in range(200) for card in sample_deal(view, random.Random(draw)).deal.hands[1]}
    assert "3S" in held


def test_the_playout_plays_every_card_as_basic_would():
    rng = random.Random(5)
    for _ in range(30):
        state = game.deal(game.new_match(), shuffled(game, rng))
        while (seat := game.to_act(state)) is not None:
            choice = game.bot("basic")(game.view(state, seat), rng)
            assert playout_action(state, rng).to_json(with_seat=False) == choice
            state = game.play(state, {"seat": seat, **choice})


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    **RANDOM_DEALS,
    no_undertrump=st.booleans(),
    game_tie=st.sampled_from(["none", "elder"]),
    game_points=st.integers(1, 2),
)
# States where one of these rules changes the deal's points, which few random ones do (about 1 in 300 for each): a
# playout in which `basic` would undertrump if it were allowed, and one in which the game pips tie.
@example(
    seed=96,
    steps=6,
    levels=["basic", "basic", "basic", "random"],
    draw=96,
    no_undertrump=True,
    game_tie="none",
    game_points=1,
)
@example(
    seed=313,
    steps=12,
    levels=["random", "basic", "basic", "random"],
    draw=313,
    no_undertrump=True,
    game_tie="none",
    game_points=1,
)
@example(
    seed=19,
    steps=22,
    levels=["random", "random", "random", "basic"],
    draw=19,
    no_undertrump=False,
    game_tie="elder",
    game_points=2,
)
@example(
    seed=289,
    steps=0,
    levels=["basic", "random", "random", "basic"],
    draw=289,
    no_undertrump=False,
    game_tie="elder",
    game_points=2,
)
def test_the_fast_playout_ends_where_the_rules_playout_ends(
    seed, steps, levels, draw, no_undertrump, game_tie, game_points
):
    # The rules that the fast playout applies or scores itself: which trumps may be played, and what Game is worth.
    rules = {"no_undertrump": no_undertrump, "game_tie": game_tie, "game_points": game_points}
    state = partway(game, seed, steps, levels)
    state = replace(state, options={**state.options, **rules})
    # Scores near the target: a point that wins the game mid-deal ends it there, the rest unscored.
    near = replace(state, tally=replace(state.tally, scores=(10 + seed % 4, 9 + draw % 5)))
    search = Search(game=game, sample=sample_deal, policy=playout_action, budget=1)
    for start_state in (state, near):
        end = play_out(search, start_state, random.Random(draw))
        assert end.deal is not None
        assert finish(start_state, random.Random(draw)) == (end.deal.score_delta, game_pips(end.deal.tricks))


def in_play(seed: int) -> MatchState[Any]:
    """A deal of four `basic` players two tricks into the play, with three cards or more to choose from."""
    rng = random.Random(seed)
    while True:
        state = game.deal(game.new_match(), shuffled(game, rng))
        while game.to_act(state) is not None and (state.deal.phase is not Phase.PLAYING or len(state.deal.tricks) < 2):
            seat = game.to_act(state)
            state = game.play(state, {"seat": seat, **game.bot("basic")(game.view(state, seat), rng)})
        if game.to_act(state) is not None and len(game.legal_actions(state)) >= 3:
            return state


def test_the_strong_player_decides_from_the_view_alone():
    state = in_play(3)
    seat = game.to_act(state)
    assert seat is not None
    deal = deal_of(state)
    hands_now = [list(hand) for hand in deal.hands]
    left, right = (seat + 1) % 4, (seat + 3) % 4
    # Two opponents swap cards of one suit that neither has shown it lacks: the seat's view is the same.
    swapped = next((a, b) for a in hands_now[left] for b in hands_now[right] if a[1] == b[1] and a != b)
    hands_now[left][hands_now[left].index(swapped[0])] = swapped[1]
    hands_now[right][hands_now[right].index(swapped[1])] = swapped[0]
    other = replace(state, deal=replace(deal, hands=tuple(tuple(hand) for hand in hands_now)))
    view = game.view(state, seat)
    assert game.view(other, seat) == view
    # Read back from JSON: the player takes nothing but the view.
    assert strong(json.loads(json.dumps(view)), random.Random(1)) == strong(game.view(other, seat), random.Random(1))


def test_the_strong_player_calls_and_plays_the_same_from_the_same_view_and_seed():
    rng = random.Random(8)
    state = game.deal(game.new_match(), shuffled(game, rng))
    calling = game.view(state, game.to_act(state))
    later = in_play(4)
    playing = game.view(later, game.to_act(later))
    for view in (calling, playing):
        assert [strong(view, random.Random(n)) for n in range(2)] == [strong(view, random.Random(n)) for n in range(2)]
        assert strong(view, random.Random(0)) in view["legal"]


def reason_of(state: MatchState[Any], card: str) -> str | None:
    seat = game.to_act(state)
    return game.reason(game.view(state, seat), {"type": "play", "card": card})


def test_the_reasons_read_the_trick_in_play():
    state = act(start(LAYOUT, "6H", dealer=3), 0, "stand")
    assert reason_of(state, "3H") == "draws_trumps"
    assert reason_of(state, "AS") == "leads_winner"
    led = plays(state, "AS")
    assert reason_of(led, "AH") == "trumps_in"
    assert reason_of(led, "3S") == "saves_high"
    # Seat 0's ace wins for seat 2's side: a low card leaves the trick to it, a ten adds game pips to it.
    followed = plays(led, "3S")
    assert reason_of(followed, "4S") == "leaves_to_partner"
    assert reason_of(followed, "TS") == "feeds_partner"
    assert reason_of(followed, "4H") == "trumps_in"
    assert game.reason(game.view(start(LAYOUT, "6H", dealer=3), 0), {"type": "stand"}) is None


def test_every_reason_the_strong_player_gives_is_a_known_code():
    rng = random.Random(11)
    for _ in range(3):
        state = game.deal(game.new_match(), shuffled(game, rng))
        while (seat := game.to_act(state)) is not None:
            view = game.view(state, seat)
            choice = game.bot("basic")(view, rng)
            code = game.reason(view, choice)
            assert code is None or code in REASONS
            if choice["type"] == "play":
                for legal in view["legal"]:
                    assert game.reason(view, legal) in (None, *REASONS)
            state = game.play(state, {"seat": seat, **choice})


@pytest.mark.slow
def test_strong_takes_at_least_its_floor_of_the_points_against_basic_with_the_same_cards():
    # A floor under the search, not the measure (see `strength_floor` and `make bench-duels`).
    check_floor("allfours")


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 60), viewer=st.integers(0, 3))
def test_the_cards_ruled_out_are_never_held_when_the_opponents_play_as_basic(seed, steps, viewer):
    state = partway(game, seed, steps, ["basic"] * 4)
    view = game.view(state, viewer)
    for seat, cards in cards_ruled_out(view, no_undertrump=False).items():
        assert seat % 2 != viewer % 2
        assert not cards & set(state.deal.hands[seat]), (seat, cards & set(state.deal.hands[seat]))


def read(trump: str, hand: str, tricks: list[list[list[Any]]], seat: int = 0) -> dict[int, set[str]]:
    """The cards ruled out for seat 0's opponents after these tricks (the last one may be in play)."""
    done = [{"leader": cards[0][0], "cards": cards, "winner": None} for cards in tricks[:-1]]
    view = {"seat": seat, "trump": trump, "kicks": [], "hand": hand.split(), "tricks": done}
    view["trick"] = {"leader": tricks[-1][0][0], "cards": tricks[-1], "winner": None}
    return cards_ruled_out(view, no_undertrump=False)


def test_a_seat_that_follows_low_under_the_opponents_holds_no_lower_card_of_the_suit():
    # Hearts trumps; seat 0 leads the king of spades, seat 1 gives the five: not the two, three, four.
    ruled = read("H", "AS", [[[0, "KS"], [1, "5S"]]])[1]
    assert {"2S", "3S", "4S"} <= ruled
    assert "6S" not in ruled


def test_the_last_seat_that_does_not_take_the_trick_holds_no_card_that_would():
    # Seat 3, last, lets the queen of spades go with the two: no higher spade, and (ten in the trick) no trump.
    ruled = read("H", "4C", [[[0, "QS"], [1, "TS"], [2, "3S"], [3, "2S"]]])[3]
    assert {"KS", "AS", "2H", "JH", "AH"} <= ruled


def test_a_seat_that_does_not_take_the_trick_before_the_last_holds_not_the_best_card_left():
    # Seat 1 gives the two of spades under the queen: it has not the ace of spades, nor (a ten out) the ace of trumps.
    ruled = read("H", "4C", [[[0, "TS"], [1, "2S"]]])[1]
    assert {"AS", "AH"} <= ruled
    assert "KS" not in ruled


def test_a_seat_whose_partner_holds_the_trick_safe_feeds_it_its_dearest_card():
    # Seat 1's partner holds the ace of spades, which nothing beats in spades: giving the two, seat 1 has no ten.
    ruled = read("H", "4C", [[[0, "3S"], [1, "AS"], [2, "5S"], [3, "2S"]]])[3]
    assert {"TS", "KS", "JS", "TH", "JH"} <= ruled
    assert "AH" not in ruled


def test_a_plain_lead_shows_no_plain_ace_and_nothing_cheaper_and_not_the_best_trump_left():
    # Seat 1 leads the six of clubs; seat 0 holds a trump, so another is out: seat 1 lacks the ace of hearts.
    ruled = read("H", "2H", [[[1, "6C"]]])[1]
    assert {"AS", "AD", "AC", "5S", "2D", "AH"} <= ruled
    assert "7S" not in ruled and "TS" not in ruled


def test_a_lesser_trump_led_shows_a_hand_of_trumps():
    # Seat 1 leads the five of hearts with the ace still out: it holds nothing but trumps, none cheaper.
    ruled = read("H", "2C", [[[1, "5H"]]])[1]
    assert {"AS", "KD", "3C", "3H", "4H"} <= ruled
    assert "6H" not in ruled and "AH" not in ruled
