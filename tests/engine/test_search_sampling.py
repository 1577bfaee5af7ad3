"""Deals sampled for the `strong` player agree with everything the seat's view shows (hypothesis)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engine import Game
from games.engine.doublehand import DOUBLEHAND
from games.engine.doublehand.strong import sample_deal
from games.engine.search.sampling import deal_unseen, played_pieces, voids_shown
from games.engine.texas42 import TEXAS42
from games.engine.texas42.strong import sample_deal as texas42_sample
from games.engine.texas42.suits import LEADS, MEMBERS, trump_number
from tests.engine.moments import partway
from tests.profiles import examples

game = DOUBLEHAND
SAMPLERS: dict[str, tuple[Game[Any], Any]] = {
    "doublehand": (DOUBLEHAND, sample_deal),
    "texas42": (TEXAS42, texas42_sample),
}


@pytest.mark.parametrize("game_id", sorted(SAMPLERS))
@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    steps=st.integers(0, 130),
    levels=st.lists(st.sampled_from(["random", "basic"]), min_size=4, max_size=4),
    viewer=st.integers(0, 3),
    draw=st.integers(0, 2**32 - 1),
)
def test_a_sampled_deal_shows_the_viewer_exactly_its_own_view(game_id, seed, steps, levels, viewer, draw):
    rules, sample = SAMPLERS[game_id]
    state = partway(rules, seed, steps, levels)
    viewer %= rules.seat_count
    view = rules.view(state, viewer)
    sampled = sample(view, random.Random(draw))
    # Same hand, table, trump as far as known, hand sizes, calls, points and legal actions: the seat cannot tell
    # the sampled deal from the real one.
    assert rules.view(sampled, viewer) == view


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    steps=st.integers(0, 130),
    levels=st.lists(st.sampled_from(["random", "basic"]), min_size=4, max_size=4),
    draw=st.integers(0, 2**32 - 1),
)
def test_sampled_hands_hold_no_played_card_respect_the_voids_and_the_hand_sizes(seed, steps, levels, draw):
    state = partway(game, seed, steps, levels)
    viewer = game.to_act(state)
    view = game.view(state, viewer)
    deal = sample_deal(view, random.Random(draw)).deal
    played = played_pieces(view)
    held = [card for hand in deal.hands for card in hand]
    apart = [] if deal.trump is None or deal.trump.card in held or deal.trump.card in played else [deal.trump.card]
    assert sorted(held + sorted(played) + apart) == sorted(game.full_deck)
    assert [len(hand) for hand in deal.hands] == view["hand_sizes"]
    assert not played & set(held)
    returned = deal.trump.card if deal.trump is not None and deal.trump.revealed else None
    tricks = [*view["tricks"], *([view["trick"]] if view["trick"] else [])]
    for seat, suit in voids_shown(tricks, lambda card: card[1]):
        # A revealed trump card goes back to the bid winner: the one card that may break a void.
        assert all(card[1] != suit or card == returned for card in deal.hands[seat]), (seat, suit)


def tiles_held_against_a_lead(view: dict[str, Any], hands: tuple[tuple[str, ...], ...]) -> list[tuple[int, str]]:
    """(seat, tile) pairs where a sampled Texas 42 hand holds a tile of a suit its seat did not follow."""
    if view["trump"] is None:
        return []  # nothing played yet
    trump = trump_number(view["trump"])
    broken = []
    for trick in [*view["tricks"], *([view["trick"]] if view["trick"] else [])]:
        if not trick["cards"]:
            continue
        members = MEMBERS[trump][LEADS[trump][trick["cards"][0][1]]]
        for seat, tile in trick["cards"][1:]:
            if tile not in members and seat != view["seat"]:
                broken += [(seat, held) for held in hands[seat] if held in members]
    return broken


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    steps=st.integers(0, 40),
    levels=st.lists(st.sampled_from(["random", "basic"]), min_size=4, max_size=4),
    draw=st.integers(0, 2**32 - 1),
)
def test_sampled_dominoes_hands_hold_no_tile_of_a_suit_their_seat_did_not_follow(seed, steps, levels, draw):
    # A tile belongs to up to two suits, so a void there is a set of tiles rather than one suit letter.
    state = partway(TEXAS42, seed, steps, levels)
    view = TEXAS42.view(state, TEXAS42.to_act(state))
    assert not tiles_held_against_a_lead(view, texas42_sample(view, random.Random(draw)).deal.hands)


@settings(max_examples=examples(200), deadline=None)
@given(
    sizes=st.lists(st.integers(0, 13), min_size=1, max_size=5),
    seed=st.integers(0, 2**32 - 1),
    strictness=st.floats(0, 0.9),
)
def test_dealing_the_unseen_fills_each_place_with_only_pieces_allowed_there(sizes, seed, strictness):
    rng = random.Random(seed)
    pieces = [f"p{n}" for n in range(sum(sizes))]
    # A real dealing exists; each piece is barred at random from places other than its real one.
    truth = {
        piece: slot for slot, size in enumerate(sizes) for piece in pieces[sum(sizes[:slot]) : sum(sizes[:slot]) + size]
    }
    barred = {
        (piece, slot)
        for piece in pieces
        for slot in range(len(sizes))
        if slot != truth[piece] and rng.random() < strictness
    }
    room: dict[object, int] = dict(enumerate(sizes))
    dealt = deal_unseen(pieces, room, lambda piece, slot: (piece, slot) not in barred, rng)
    assert {slot: len(held) for slot, held in dealt.items()} == room
    assert sorted(piece for held in dealt.values() for piece in held) == sorted(pieces)
    assert not {(piece, slot) for slot, held in dealt.items() for piece in held} & barred


def test_dealing_the_unseen_refuses_constraints_that_admit_no_dealing():
    with pytest.raises(ValueError, match="no place"):
        deal_unseen(["a", "b"], {0: 1, 1: 1}, lambda piece, slot: slot == 0, random.Random(0))
