"""Ganjifa's `strong` player: deals sampled as the view allows, `basic`'s rules in its playouts, reasons, strength."""

from __future__ import annotations

import json
import random
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engine import MatchState
from games.engine.ganjifa import strong as ganjifa_strong
from games.engine.ganjifa.cards import DECK, SUIT_OF
from games.engine.ganjifa.strong import (
    Reading,
    candidates,
    cards_ruled_out,
    playout_action,
    sample_deal,
)
from games.engine.ganjifa.voids import suits_lacking
from games.engine.playout import shuffled
from games.engine.search.reasons import REASONS
from tests.engine.ganjifa_helpers import game
from tests.engine.moments import partway
from tests.engine.strength_floor import check_floor
from tests.profiles import examples

strong = game.bot("strong")


@settings(max_examples=examples(80), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    steps=st.integers(0, 140),
    levels=st.lists(st.sampled_from(["random", "basic"]), min_size=3, max_size=3),
    viewer=st.integers(0, 2),
    draw=st.integers(0, 2**32 - 1),
)
def test_a_sampled_deal_agrees_with_everything_the_view_shows(seed, steps, levels, viewer, draw):
    state = partway(game, seed, steps, levels)
    view = game.view(state, viewer)
    sampled = sample_deal(view, random.Random(draw))
    # The seat cannot tell the sampled deal from the real one: its hand, the table, hand sizes, captures, legal actions.
    assert game.view(sampled, viewer) == view
    # The unseen cards, exactly: every card is in one hand or on the table, once.
    hands = sampled.deal.hands
    played = [name for done in view["tricks"] for _, name in done["cards"]] + [n for _, n in view["trick"]["cards"]]
    assert sorted([*played, *(name for hand in hands for name in hand)]) == sorted(DECK)
    # No seat holds a suit it has shown it lacks; and what the view proves holds in the real deal too.
    lacks = suits_lacking(view)
    for seat in range(3):
        assert not {SUIT_OF[name] for name in hands[seat]} & lacks[seat]
        assert not {SUIT_OF[name] for name in state.deal.hands[seat]} & lacks[seat]


def test_sampled_deals_agree_with_the_view_when_the_others_do_not_play_as_basic():
    # `strong` players follow suit otherwise than `basic` at times: the cards ruled out by reading their play may
    # not fit the hands, and then only what the rules prove is kept.
    rng = random.Random(3)
    levels = ["strong", "basic", "strong"]
    state = game.deal(game.new_match(), shuffled(game, rng))
    while (seat := game.to_act(state)) is not None:
        view = game.view(state, seat)
        assert game.view(sample_deal(view, random.Random(seat)), seat) == view
        state = game.play(state, {"seat": seat, **game.bot(levels[seat])(view, rng)})


def test_a_seat_that_plays_off_suit_lacks_every_suit_between_unless_it_trumps():
    # By day rama (6) is trumps. Seat 1 answers a matsya (0) lead with narasimha (3): it held no matsya, kurma or
    # varaha. Seat 2 answers with a trump: it held no matsya, and that is all it shows.
    view = {
        "trump": "rama",
        "tricks": [{"leader": 0, "cards": [[0, "matsya:K"], [1, "narasimha:5"], [2, "rama:3"]], "winner": 2}],
        "trick": {"leader": 2, "cards": []},
        "dukal": None,
    }
    assert suits_lacking(view) == [set(), {0, 1, 2}, {0}]


def test_a_discard_to_a_dukal_shows_nothing():
    dukal = [[0, "kalki:K"], [0, "kalki:M"], [0, "kalki:1"], [0, "kalki:2"], [0, "kalki:3"]]
    discards = [[seat, f"{suit}:{rank}"] for seat, suit in ((1, "matsya"), (2, "kurma")) for rank in (4, 5, 6, 7, 8)]
    view = {
        "trump": "rama",
        "tricks": [{"leader": 0, "cards": dukal + discards, "winner": 0}],
        "trick": {"leader": 0, "cards": []},
        "dukal": None,
    }
    assert suits_lacking(view) == [set(), set(), set()]


def test_a_card_ducked_or_just_winning_rules_out_the_cards_it_passed_over():
    # In kalki the numbers rank 10 high. Seat 1 follows the 8 with a 6 and loses: it is taken to hold no lower kalki.
    # Seat 2, last, beats the 8 with the minister, passing over the 9 and the 10: it is taken to hold neither.
    view = {
        "trump": "rama",
        "tricks": [{"leader": 0, "cards": [[0, "kalki:8"], [1, "kalki:6"], [2, "kalki:M"]], "winner": 2}],
        "trick": {"leader": 2, "cards": [[2, "kalki:K"], [0, "kalki:2"]]},
        "dukal": None,
    }
    ruled_out = cards_ruled_out(view)
    assert ruled_out[0] == {"kalki:1"}
    assert ruled_out[1] == {f"kalki:{number}" for number in range(1, 6)}
    assert ruled_out[2] == {"kalki:9", "kalki:10"}


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 140), viewer=st.integers(0, 2))
def test_the_true_hands_explain_every_recent_play_of_basic_players(seed, steps, viewer):
    # Cards alike to `basic` may be played in either order: a hand's order, which no one else sees, never counts.
    state = partway(game, seed, steps, ["basic", "basic", "basic"])
    assert Reading(game.view(state, viewer)).misplays(state.deal.hands) == 0


def test_hands_exchanged_between_the_others_do_not_explain_their_play():
    state = partway(game, 2, 60, ["basic", "basic", "basic"])
    reading = Reading(game.view(state, game.to_act(state)))
    first, second = reading.others
    hands = list(state.deal.hands)
    hands[first], hands[second] = hands[second], hands[first]
    assert reading.misplays(tuple(hands)) > 0


def test_the_deals_searched_explain_the_others_play_better_than_deals_drawn_at_random(monkeypatch):
    # Of several dealings drawn, the one with the fewest plays that `basic` would not have made is searched.
    views = [
        game.view(state, game.to_act(state)) for state in (partway(game, seed, 70, ["basic"] * 3) for seed in range(4))
    ]

    def mean_misplays(draws: int) -> float:
        monkeypatch.setattr(ganjifa_strong, "DRAWS", draws)
        rng = random.Random(5)
        counts = []
        for view in views:
            reading = Reading(view)
            counts += [reading.misplays(reading.sample(view, rng).deal.hands) for _ in range(10)]
        return sum(counts) / len(counts)

    assert mean_misplays(8) < mean_misplays(1) / 2


def test_the_playouts_play_exactly_as_basic_does():
    # The search's model of the other players is `basic` itself: read off the sampled deal, it chooses the same.
    rng = random.Random(8)
    basic = game.bot("basic")
    for dealer in range(3):
        state = game.deal(game.new_match(first_dealer=dealer), shuffled(game, rng))
        while (seat := game.to_act(state)) is not None:
            choice = basic(game.view(state, seat), rng)
            assert playout_action(state, rng).to_json(with_seat=False) == choice
            state = game.play(state, {"seat": seat, **choice})


def test_the_candidates_are_legal_and_leave_out_only_cards_that_play_alike():
    state = partway(game, 4, 30, ["basic", "basic", "basic"])
    view = game.view(state, game.to_act(state))
    tried = candidates(view)
    assert tried and all(choice in view["legal"] for choice in tried)
    kept = {choice["card"] for choice in tried if choice["type"] == "play"}
    for choice in view["legal"]:
        if choice["type"] == "play" and choice["card"] not in kept:
            # Left out: the seat holds a card of the same suit with no unplayed card between the two.
            assert any(SUIT_OF[other] == SUIT_OF[choice["card"]] for other in kept)


def test_the_strong_player_decides_from_the_view_alone():
    state = partway(game, 5, 40, ["basic", "basic", "basic"])
    seat = game.to_act(state)
    others = [other for other in range(3) if other != seat]
    # The other two swap a card of a suit neither has shown it lacks: the seat's view is the same, so is its choice.
    view = game.view(state, seat)
    lacks = suits_lacking(view)
    hands = [list(hand) for hand in state.deal.hands]
    one, other = next(
        (a, b)
        for a in hands[others[0]]
        for b in hands[others[1]]
        if SUIT_OF[a] not in lacks[others[1]] | lacks[others[0]]
        and SUIT_OF[b] not in lacks[others[0]] | lacks[others[1]]
    )
    hands[others[0]][hands[others[0]].index(one)] = other
    hands[others[1]][hands[others[1]].index(other)] = one
    swapped = MatchState(
        options=state.options,
        dealer=state.dealer,
        tally=state.tally,
        deal=state.deal._replace(hands=tuple(tuple(hand) for hand in hands)),
        deals_dealt=state.deals_dealt,
    )
    assert game.view(swapped, seat) == view
    assert strong(json.loads(json.dumps(view)), random.Random(1)) == strong(game.view(swapped, seat), random.Random(1))


def test_a_reading_refuses_a_view_that_no_deal_agrees_with():
    state = partway(game, 6, 20, ["basic", "basic", "basic"])
    view = game.view(state, 0)
    with pytest.raises(ValueError, match="hand sizes"):
        Reading({**view, "hand_sizes": [size + 1 for size in view["hand_sizes"]]})


def test_every_reason_given_for_a_strong_choice_is_a_known_code():
    rng = random.Random(9)
    given_reasons = set()
    state = game.deal(game.new_match(), shuffled(game, rng))
    while (seat := game.to_act(state)) is not None:
        view = game.view(state, seat)
        choice = (strong if seat == 0 else game.bot("basic"))(view, rng)
        code = game.reason(view, choice)
        assert code is None or code in REASONS
        given_reasons.add(code)
        state = game.play(state, {"seat": seat, **choice})
    assert {"takes_trick", "saves_high", "leads_winner"} <= given_reasons


def test_a_dukal_is_a_sequence_and_a_card_that_beats_the_trick_takes_it():
    view = {
        "seat": 1,
        "trump": "rama",
        "hand": ["matsya:1", "matsya:10", "rama:2"],
        "tricks": [],
        "trick": {"leader": 0, "cards": [[0, "matsya:5"]]},
        "dukal": None,
    }
    assert game.reason(view, {"type": "dukal", "cards": ["kalki:K", "kalki:M", "kalki:1", "kalki:2", "kalki:3"]}) == (
        "plays_sequence"
    )
    # In matsya the numbers rank in reverse: 1 beats 5, and 10 does not.
    assert game.reason(view, {"type": "play", "card": "matsya:1"}) == "takes_trick"
    assert game.reason(view, {"type": "play", "card": "matsya:10"}) == "saves_high"


def test_a_strong_move_stays_within_its_time_on_this_machine():
    # Loose: the machine is shared; the duel measures the median and worst properly.
    state = partway(game, 7, 4, ["basic", "basic", "basic"])
    view = game.view(state, game.to_act(state))
    started = time.perf_counter()
    strong(view, random.Random(0))
    assert time.perf_counter() - started < 2.0


@pytest.mark.slow
def test_strong_takes_at_least_its_floor_of_the_points_against_basic_with_the_same_cards():
    # A floor under the search, not the measure (see `strength_floor` and `make bench-duels`).
    check_floor("ganjifa")
