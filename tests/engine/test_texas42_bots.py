"""Texas 42's computer players: legal from their view alone, sensible bids and plays, and `basic` clearly stronger."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games.engine.playout import shuffled
from games.engine.texas42 import TEXAS42
from games.engine.texas42.bot import best_trump, hand_worth
from tests.engine.bot_duel import duel
from tests.engine.texas42_helpers import STRONG_FOURS, act, bid_and_name, calls, hands, plays, start

game = TEXAS42
DEALS = 500
basic = game.bot("basic")


def choice(state) -> dict:
    return basic(game.view(state, game.to_act(state)), random.Random(0))


@pytest.mark.slow
def test_basic_beats_random_with_the_same_tiles_on_both_sides():
    result = duel(game, "basic", "random", DEALS, seed=20261130)
    print(
        f"basic vs random over {DEALS} deals: win rate {result.win_rate:.1%}, {result.mean_margin:+.1f} points a deal"
    )
    assert result.win_rate > 0.9
    assert result.mean_margin > 30


def test_bots_only_ever_choose_legal_actions():
    rng = random.Random(5)
    for level in ("random", "basic"):
        bot = game.bot(level)
        for options in ({"games_per_match": 3}, {"all_pass": "force"}):
            state = game.new_match(options)
            for _ in range(8):
                if state.finished:
                    break
                state = game.deal(state, shuffled(game, rng))
                while (seat := game.to_act(state)) is not None:
                    choice = bot(game.view(state, seat), rng)
                    assert choice in [a.to_json(with_seat=False) for a in game.legal_actions(state)]
                    state = game.play(state, {"seat": seat, **choice})


def test_a_bot_asked_out_of_turn_refuses():
    state = game.deal(game.new_match(), list(game.full_deck))
    view = game.view(state, 0)  # seat 1 is to act
    for level in ("random", "basic"):
        with pytest.raises(ValueError, match="not its turn"):
            game.bot(level)(view, random.Random(0))


def play_deal(deck: list[str], dealer: int, rng: random.Random):
    """One deal of four `basic` players from a fresh match; the deal as it ended."""
    state = game.deal(game.new_match(first_dealer=dealer), deck)
    while (seat := game.to_act(state)) is not None:
        state = game.play(state, {"seat": seat, **basic(game.view(state, seat), rng)})
    return state.deal


def test_four_basic_players_bid_what_they_can_make_most_of_the_time():
    rng = random.Random(20261201)
    deals = [play_deal(shuffled(game, rng), number % 4, rng) for number in range(150)]
    played = [deal for deal in deals if not deal.void]
    made = sum(deal.score_delta[deal.bid.seat % 2] > 0 for deal in played) / len(played)
    bids = Counter(deal.bid.value for deal in played)
    print(f"thrown in {1 - len(played) / len(deals):.1%}; winning bids {sorted(bids.items())}; made {made:.1%}")
    # Most deals are played, most bids are made, and nobody bids the ladder on a guess.
    assert len(played) > 0.6 * len(deals)
    assert made > 0.55
    assert max(bids) <= 42


# Seat 0 (STRONG_FOURS) holds five fours with the double, and the double six and five.
def test_basic_values_trump_length_and_doubles():
    assert best_trump(STRONG_FOURS[0]) == 4
    assert hand_worth(STRONG_FOURS[0]) > hand_worth(STRONG_FOURS[3]) + 15


def test_basic_bids_a_strong_hand_passes_a_weak_one_and_never_outbids_its_partner():
    assert choice(start(STRONG_FOURS, dealer=3)) == {"type": "bid", "value": 30}
    # Seat 1 holds no four, no double but 3-3, 1-1 and 0-0 and three sixes: not worth 31 over seat 0.
    assert choice(calls(start(STRONG_FOURS, dealer=3), 30)) == {"type": "pass"}
    # Seat 2 passes over its partner's bid.
    assert choice(calls(start(STRONG_FOURS, dealer=3), 30, None)) == {"type": "pass"}


def test_the_dealer_forced_to_bid_bids_the_least():
    state = calls(start(STRONG_FOURS, dealer=0, all_pass="force"), None, None, None)
    assert choice(state) == {"type": "bid", "value": 30}


def test_basic_names_its_longest_suit():
    state = calls(start(STRONG_FOURS, dealer=3), 30, None, None, None)
    assert choice(state) == {"type": "name_trump", "trump": 4}


def test_the_bidder_leads_its_top_trump_to_draw_the_others():
    state = bid_and_name(STRONG_FOURS, [30, None, None, None], 4)
    assert choice(state) == {"type": "play", "card": "4-4"}
    # Seat 2 holds two fours still out: the bidder leads trumps again, its best.
    state = plays(state, "4-4", "0-0", "4-0", "1-0")
    assert choice(state) == {"type": "play", "card": "6-4"}


# Seat 0 bids and names fives; it leads its 5-5 and seat 2 (its partner) can only play off: it gives its count.
FEEDING = hands(
    "5-5 6-5 5-4 5-3 6-6 1-1 0-0",
    "5-2 5-1 6-2 6-1 3-3 2-2 2-0",
    "6-4 4-1 3-2 4-4 3-1 3-0 1-0",
    "5-0 6-3 6-0 4-3 4-2 4-0 2-1",
)


def test_basic_gives_count_to_a_partners_winning_trick():
    state = plays(bid_and_name(FEEDING, [30, None, None, None], 5), "5-5", "5-1")
    # Seat 2 has no five and nothing can beat the double five: it gives its best count, the 6-4, not the 4-1.
    assert choice(state) == {"type": "play", "card": "6-4"}


# Seat 1 bids and names sixes and leads its 6-6: the others cannot beat it.
SIXES_LED = hands(
    "6-5 6-4 5-5 4-4 4-1 1-1 0-0",
    "6-6 6-3 6-2 6-1 3-3 2-2 1-0",
    "6-0 5-0 3-2 5-4 4-3 2-1 2-0",
    "5-3 5-2 5-1 4-2 4-0 3-1 3-0",
)


def test_basic_keeps_count_away_from_a_trick_the_others_take():
    state = plays(bid_and_name(SIXES_LED, [None, 30, None, None], 6), "6-6", "6-0")
    # Seat 3, with no six, throws its cheapest tile: no count, no double, the lowest ends.
    assert choice(state) == {"type": "play", "card": "3-0"}
    state = act(state, 3, "play", card="3-0")
    # Seat 0 must play a six: the 6-5, keeping its 6-4 (ten in count) from the bidder's trick.
    assert choice(state) == {"type": "play", "card": "6-5"}


# Seat 0 leads its 6-3 and seat 1 follows; seat 2 holds the 6-4 and the 6-2, and the 6-6 and 6-5 are still out.
PARTNER_BEATABLE = hands(
    "0-0 1-0 2-0 3-0 6-3 5-5 4-4",
    "6-1 5-1 4-1 3-1 2-1 1-1 5-0",
    "6-4 6-2 5-4 5-3 5-2 4-3 4-2",
    "6-6 6-5 6-0 4-0 3-3 3-2 2-2",
)


@pytest.mark.parametrize(("bid", "expected"), [(42, "6-4"), (30, "6-2")])
def test_with_every_trick_needed_basic_tops_a_partners_tile_that_may_be_beaten(bid, expected):
    state = plays(bid_and_name(PARTNER_BEATABLE, [bid, None, None, None], 0), "6-3", "6-1")
    # At 42 one lost trick sets the bid: seat 2 plays its highest six over its partner's, count and all. At 30 it
    # keeps its count back from a trick it cannot make safe.
    assert choice(state) == {"type": "play", "card": expected}


# Seat 0 bids a splash with four doubles; seat 2, its partner, names ones (it holds none), takes the first trick
# with the 6-6, and must lead again with no sure winner. The 3-3 fell on that trick.
SPLASH_PARTNER = hands(
    "0-0 5-5 4-4 6-1 5-1 4-1 3-3",
    "6-5 6-3 1-1 1-0 3-1 5-0 6-0",
    "6-6 3-0 4-2 5-3 5-2 4-3 4-0",
    "2-1 2-2 3-2 5-4 6-4 6-2 2-0",
)


def test_a_splash_bidders_partner_leads_into_a_double_it_has_not_seen():
    state = start(SPLASH_PARTNER, dealer=3, scoring="marks", contracts=["splash"])
    state = act(state, 0, "bid", value=84, contract="splash")
    state = act(act(act(state, 1, "pass"), 2, "pass"), 3, "pass")
    state = plays(act(state, 2, "name_trump", trump=1), "6-6", "6-2", "3-3", "6-0")
    # Its lowest tile, the 3-0, leads threes, whose double is gone; the 4-0 leads fours, whose double the bidder may
    # hold.
    assert choice(state) == {"type": "play", "card": "4-0"}
