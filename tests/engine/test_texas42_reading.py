"""Texas 42's reading of play: the tiles a seat's play as `basic` passes over, and the sampler that deals them away."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engine.search.sampling import tricks_shown
from games.engine.texas42 import TEXAS42, strong
from games.engine.texas42.reading import calls_read, tiles_ruled_out
from tests.engine.moments import partway
from tests.profiles import examples

game = TEXAS42


@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    steps=st.integers(4, 40),
    viewer=st.integers(0, 3),
    scoring=st.sampled_from(["points", "marks"]),
)
def test_the_tiles_ruled_out_are_never_held_when_every_seat_plays_as_basic(seed, steps, viewer, scoring):
    state = partway(game, seed, steps, ["basic"] * 4, {"scoring": scoring})
    view = game.view(state, viewer)
    for seat, tiles in tiles_ruled_out(view, [other for other in range(4) if other != viewer]).items():
        assert seat != viewer
        assert not tiles & set(state.deal.hands[seat]), (seat, tiles & set(state.deal.hands[seat]))


def read(
    hand: str, tricks: list[list[list[Any]]], trump: int | str = 6, bid: int = 1, value: int = 30, seat: int = 0
) -> dict[int, set[str]]:
    """The tiles ruled out for every seat but the viewer after these tricks (the last one in play)."""
    done = [{"leader": cards[0][0], "cards": cards, "winner": None} for cards in tricks[:-1]]
    view = {
        "seat": seat,
        "trump": trump,
        "doubles": "high" if trump == "notrump" else None,
        "bid": {"seat": bid, "value": value},
        "hand": hand.split(),
        "tricks": done,
        "trick": {"leader": tricks[-1][0][0], "cards": tricks[-1], "winner": None},
    }
    return tiles_ruled_out(view, [other for other in range(4) if other != seat])


def test_a_seat_that_follows_low_under_the_opponents_holds_no_lower_tile_of_the_suit():
    # Sixes trumps; seat 0 leads the double five, seat 1 follows with the 5-3: not the 5-2 or 5-1 (the 5-0 has count).
    ruled = read("5-5 2-2", [[[0, "5-5"], [1, "5-3"]]], bid=0)[1]
    assert {"5-2", "5-1"} <= ruled
    assert not {"5-4", "5-0"} & ruled


def test_a_seat_that_lets_a_count_trick_go_without_the_suit_led_holds_no_trump():
    # Seat 1 has no five and gives the 3-1 to seat 0's trick of ten: no six (it would have trumped), nothing cheaper.
    ruled = read("5-5 2-2", [[[0, "5-5"], [1, "3-1"]]], bid=0)[1]
    assert {"6-6", "6-5", "6-4", "6-3", "6-2", "6-1", "6-0"} <= ruled
    assert {"2-1", "2-0", "1-0", "3-0"} <= ruled
    assert not {"4-3", "4-0", "1-1"} & ruled


def test_a_seat_whose_partner_holds_the_trick_safe_feeds_it_its_dearest_tile():
    # Seat 1's double six cannot be beaten: seat 3, following trumps with the 6-2, held no dearer six (the count,
    # or fewer pips: `basic` keeps its high trumps).
    ruled = read("6-1 2-2", [[[1, "6-6"], [2, "6-3"], [3, "6-2"]]])[3]
    assert {"6-4", "6-0"} <= ruled
    assert not {"6-5", "6-3"} & ruled


def test_a_tile_led_that_may_be_beaten_is_the_seats_cheapest_and_it_held_no_sure_winner():
    # Seat 0 holds the 4-4 over seat 2's 4-2: that was seat 2's cheapest tile, and it had not the double six.
    ruled = read("4-4 5-5", [[[2, "4-2"]]], bid=1)[2]
    assert {"3-1", "2-0", "1-0", "6-6"} <= ruled
    assert not {"5-2", "4-3", "6-5"} & ruled


def test_a_bidder_that_leads_another_tile_while_trumps_are_out_holds_none():
    # Seat 1 bid and seat 0 holds the 6-1: leading the 2-0, seat 1 has no six.
    ruled = read("6-1 4-4", [[[1, "2-0"]]])[1]
    assert {"6-6", "6-5", "6-4", "6-3", "6-2", "6-0", "1-0"} <= ruled
    assert "2-1" not in ruled


def test_a_bidder_that_leads_a_trump_that_may_be_beaten_holds_no_lower_one_and_not_the_best():
    # Seat 0 holds the 6-5: seat 1's 6-3 may be beaten, so seat 1 pulls trumps with its lowest and lacks the 6-6.
    ruled = read("6-5 4-4", [[[1, "6-3"]]])[1]
    assert {"6-6", "6-2", "6-1", "6-0"} <= ruled
    assert "6-4" not in ruled


def test_a_sure_tile_led_is_the_one_with_the_most_count_among_the_sure():
    # No trumps: seat 1 leads the double four, which nothing beats in fours; it had not the double five (ten count).
    ruled = read("2-2 1-0", [[[1, "4-4"]]], trump="notrump", bid=3)[1]
    assert "5-5" in ruled
    assert "6-4" not in ruled


def test_a_seat_that_takes_a_count_trick_it_may_lose_takes_it_with_its_cheapest_winner():
    # Seat 0 leads the 5-0 (five count) and holds the double five: seat 1's 5-4 was its lowest five above the 5-0.
    ruled = read("5-5 2-2", [[[0, "5-0"], [1, "5-4"]]], bid=0)[1]
    assert {"5-1", "5-2", "5-3"} <= ruled
    assert "6-5" not in ruled


def test_the_side_that_must_take_every_trick_is_not_read():
    # Seat 1 bid 42 and leads the 2-0: it plays for every trick, by other rules, and is not read. Seat 2, which may
    # lose the trick to seat 0's double two and the trick holds no count, gives its cheapest two.
    ruled = read("6-1 2-2", [[[1, "2-0"], [2, "5-2"]]], value=42)
    assert not ruled.get(1)
    assert {"2-1", "4-2"} <= ruled[2]
    assert "6-2" not in ruled[2]


def test_nello_and_sevens_are_not_read():
    assert read("6-1 4-4", [[[1, "2-0"]]], trump="nello") == {}
    assert read("6-1 4-4", [[[1, "2-0"]]], trump="sevens") == {}


def playing_views(count: int) -> list[dict[str, Any]]:
    """Views of deals partway through their play by `basic`, in which the opponents' play rules some tiles out."""
    views: list[dict[str, Any]] = []
    seed = 0
    while len(views) < count:
        view = game.view(partway(game, seed, 12 + seed % 16, ["basic"] * 4), seed % 4)
        seed += 1
        opponents = [other for other in range(4) if other % 2 != view["seat"] % 2]
        if view["phase"] == "playing" and any(tiles_ruled_out(view, opponents).values()):
            views.append(view)
    return views


def test_the_sampler_deals_no_opponent_a_tile_its_play_rules_out(monkeypatch):
    monkeypatch.setattr(strong, "READ_PLAY", True)
    for view in playing_views(6):
        table = strong.Table(view)
        ruled = tiles_ruled_out(view, [other for other in range(4) if other % 2 != view["seat"] % 2])
        assert table.ruled_out == ruled
        rng = random.Random(0)
        for _ in range(20):
            sampled = table.sample(rng).deal
            for seat, tiles in ruled.items():
                assert not tiles & set(sampled.hands[seat])


def test_the_partner_is_read_only_when_asked(monkeypatch):
    monkeypatch.setattr(strong, "READ_PLAY", True)
    view = playing_views(1)[0]
    partner = (view["seat"] + 2) % 4
    assert partner not in strong.Table(view).ruled_out
    monkeypatch.setattr(strong, "READ_PARTNER", True)
    others = [other for other in range(4) if other != view["seat"]]
    assert strong.Table(view).ruled_out == tiles_ruled_out(view, others)


def test_a_reading_no_deal_fits_falls_back_to_the_suits_shown(monkeypatch):
    monkeypatch.setattr(strong, "READ_PLAY", True)
    view = playing_views(1)[0]
    hidden = set(strong.Table(view).unseen)
    # Every unseen tile ruled out of every other hand: no deal fits, so the reading is dropped.
    monkeypatch.setattr(strong, "tiles_ruled_out", lambda _view, seats: dict.fromkeys(seats, hidden))
    table = strong.Table(view)
    assert table.ruled_out == {}
    table.sample(random.Random(0))


@settings(max_examples=examples(100), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 40), viewer=st.integers(0, 3))
def test_every_hand_as_dealt_fits_the_calls_read_when_every_seat_bids_as_basic(seed, steps, viewer):
    state = partway(game, seed, steps, ["basic"] * 4)
    view = game.view(state, viewer)
    played = {
        seat: [name for trick in tricks_shown(view) for who, name in trick["cards"] if who == seat] for seat in range(4)
    }
    for seat, checks in calls_read(view, [other for other in range(4) if other != viewer]).items():
        dealt = [*state.deal.hands[seat], *played[seat]]
        assert all(check(dealt) for check in checks), (seat, dealt, view["calls"])


STRONG_SIXES = ["6-6", "6-5", "6-4", "6-3", "6-2", "5-5", "4-4"]
"""Five trumps from the top, two doubles and ten count: a hand `basic` bids on."""
WEAK = ["5-2", "4-3", "4-0", "3-1", "2-1", "2-0", "1-0"]
"""No double, no count, no long suit: a hand `basic` passes."""


def calls_view(calls: list[int | None], trump: int | str | None = None, **options: Any) -> dict[str, Any]:
    """A view after these calls (None a pass), seat 0 calling first, seat 3 dealing."""
    made = [
        {"seat": seat, "type": "pass"} if value is None else {"seat": seat, "type": "bid", "value": value}
        for seat, value in enumerate(calls)
    ]
    bids = [call for call in made if call["type"] == "bid"]
    bid = None if not bids else {"seat": bids[-1]["seat"], "value": bids[-1]["value"]}
    return {"options": options, "calls": made, "bid": bid, "trump": trump}


def test_a_pass_shows_a_hand_basic_would_not_bid_on():
    checks = calls_read(calls_view([None]), [0])[0]
    assert all(check(WEAK) for check in checks)
    assert not all(check(STRONG_SIXES) for check in checks)


def test_a_bid_shows_a_hand_worth_it():
    checks = calls_read(calls_view([30]), [0])[0]
    assert all(check(STRONG_SIXES) for check in checks)
    assert not all(check(WEAK) for check in checks)


def test_the_trump_named_is_the_best_suit_of_the_hand_as_dealt():
    checks = calls_read(calls_view([None, 30, None, None], trump=5), [1])[1]
    fives = ["5-5", "5-4", "5-3", "5-2", "5-1", "6-6", "4-4"]
    assert all(check(fives) for check in checks)
    assert not all(check(STRONG_SIXES) for check in checks)


def test_a_pass_while_the_partner_holds_the_bid_and_a_forced_bid_show_nothing():
    assert 2 not in calls_read(calls_view([30, None, None, None]), [2])
    assert calls_read(calls_view([None, None, None, 30], all_pass="force"), [3]) == {}
    assert 3 in calls_read(calls_view([None, None, None, 30]), [3])


def test_the_calls_of_the_marks_game_are_not_read():
    assert calls_read(calls_view([None, 30, None, None], trump=5, scoring="marks"), [0, 1]) == {}


def test_the_sampler_deals_hands_that_fit_the_calls_more_often_than_without_them(monkeypatch):
    monkeypatch.setattr(strong, "READ_CALLS", True)
    views = [view for view in playing_views(8) if calls_read(view, [1, 2, 3])]
    assert views
    rng = random.Random(0)
    fitting = unread = 0
    for view in views:
        table = strong.Table(view)
        fitting += sum(table.fits_calls(dealt_of(table, rng)) for _ in range(40))
        monkeypatch.setattr(strong, "READ_CALLS", False)
        blind = strong.Table(view)
        assert not blind.checks
        unread += sum(table.fits_calls(dealt_of(blind, rng)) for _ in range(40))
        monkeypatch.setattr(strong, "READ_CALLS", True)
    # 310 of 320 against 148 of 320.
    assert fitting >= 0.9 * 40 * len(views) > unread


def dealt_of(table: strong.Table, rng: random.Random) -> dict[object, list[str]]:
    """The unseen hands of a sampled deal, keyed by seat."""
    hands = table.sample(rng).deal.hands
    return {seat: list(hands[seat]) for seat in range(4) if seat != table.seat}


def test_without_the_readings_the_sampler_keeps_only_the_suits_shown(monkeypatch):
    monkeypatch.setattr(strong, "READ_PLAY", False)
    monkeypatch.setattr(strong, "READ_CALLS", False)
    for view in playing_views(2):
        table = strong.Table(view)
        assert table.ruled_out == {} and table.checks == {}
