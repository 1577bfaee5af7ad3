"""Scenario tests of Texas 42 from hand-built decks, one class per numbered section of shared/spec/texas42.md."""

from __future__ import annotations

import itertools
import json

import pytest

from games.engine import EngineError, ErrorCode
from games.engine.texas42.bidding import bid_refusal, bids_allowed
from games.engine.texas42.deal import Bid, Phase, draw_hands, stack_deck
from games.engine.texas42.dominoes import COUNT, TILES
from games.engine.texas42.options import OPTION_LINKS
from tests.engine.texas42_helpers import (
    STRONG_FOURS,
    STRONG_FOURS_PLAY,
    act,
    bid_and_name,
    calls,
    deal_of,
    game,
    legal,
    may_follow,
    play_out,
    plays,
    points_by_hand,
    start,
    stronger,
    summary,
    winner_of,
)


def expect_error(code: ErrorCode, state, seat: int, kind: str, **args) -> EngineError:
    with pytest.raises(EngineError) as caught:
        act(state, seat, kind, **args)
    assert caught.value.code is code, caught.value.message
    return caught.value


def bid_values(state) -> list[int]:
    return [action["value"] for action in legal(state) if action["type"] == "bid"]


def strong_fours_played(values: list[int | None], dealer: int = 3, **options):
    """STRONG_FOURS bid as given, fours named by seat 0 (the highest bidder), and played as worked out."""
    state = bid_and_name(STRONG_FOURS, values, 4, dealer, **options)
    assert deal_of(state).bid.seat == 0
    for trick in STRONG_FOURS_PLAY:
        state = plays(state, *trick)
    return state


class TestDominoesAndCount:
    def test_the_set_is_the_28_double_six_tiles_written_high_end_first(self):
        assert len(TILES) == len(set(TILES)) == 28
        assert all(int(name[0]) >= int(name[2]) for name in TILES)
        assert {"6-6", "6-4", "5-0", "0-0"} <= set(TILES)
        assert "4-6" not in TILES

    def test_the_count_is_35_and_a_hand_42(self):
        assert COUNT == {"5-5": 10, "6-4": 10, "5-0": 5, "4-1": 5, "3-2": 5}
        assert sum(COUNT.values()) + 7 == 42


class TestDraw:
    def test_each_player_draws_seven_from_the_seat_after_the_dealer_to_the_dealer(self):
        deck = tuple(TILES)
        drawn = draw_hands(deck, dealer=1)
        assert drawn[2] == deck[0:7]
        assert drawn[3] == deck[7:14]
        assert drawn[0] == deck[14:21]
        assert drawn[1] == deck[21:28]

    def test_the_seat_after_the_dealer_bids_first(self):
        state = start(STRONG_FOURS, dealer=1)
        assert (deal_of(state).phase, game.to_act(state)) == (Phase.BIDDING, 2)

    @pytest.mark.parametrize(
        "deck", [list(TILES[:-1]), [*TILES[:-1], "6-6"], [*TILES[:-1], "7-0"], [*TILES[:-1], "0-6"], "6-6"]
    )
    def test_the_deck_must_be_a_permutation_of_the_set(self, deck):
        with pytest.raises(EngineError) as caught:
            game.deal(game.new_match(), deck)
        assert caught.value.code is ErrorCode.BAD_DECK

    def test_a_deck_holding_something_unhashable_is_a_bad_deck(self):
        with pytest.raises(EngineError) as caught:
            game.deal(game.new_match(), [*TILES[:-1], ["0-0"]])
        assert caught.value.code is ErrorCode.BAD_DECK


class TestBidding:
    def test_each_player_bids_once_from_the_dealers_left_and_the_dealer_last(self):
        state = start(STRONG_FOURS, dealer=3)
        order = []
        for value in (30, None, 31, None):
            order.append(game.to_act(state))
            state = calls(state, value)
        assert order == [0, 1, 2, 3]
        # One round only: the highest bidder, seat 2, now names trumps.
        assert (deal_of(state).phase, game.to_act(state), deal_of(state).bid) == (Phase.NAMING_TRUMP, 2, Bid(2, 31))

    def test_the_opening_bid_is_any_whole_number_from_30_to_42(self):
        state = start(STRONG_FOURS)
        assert legal(state)[0] == {"type": "pass"}
        assert bid_values(state) == list(range(30, 43))

    def test_every_bid_must_be_higher_than_the_one_before(self):
        state = calls(start(STRONG_FOURS), 35)
        assert bid_values(state) == list(range(36, 43))
        # A pass leaves the highest bid standing.
        assert bid_values(calls(state, None)) == list(range(36, 43))

    @pytest.mark.parametrize(
        ("before", "value", "why"),
        [
            ([], 29, "the lowest bid is 30"),
            ([], 5, "the lowest bid is 30"),
            ([], 0, "the lowest bid is 30"),
            ([], -30, "the lowest bid is 30"),
            ([], 43, "from 30 to 42"),
            ([], 84, "84 doubles a bid of 42"),
            ([35], 35, "higher than the highest so far, 35"),
            ([35], 34, "higher than the highest so far, 35"),
            ([35, None], 30, "higher than the highest so far, 35"),
            ([41], 84, "84 doubles a bid of 42 and may only follow one"),
            ([41], 168, "168 doubles a bid of 84"),
            ([42], 42, "the only higher bid is 84"),
            ([42], 43, "the only higher bid is 84"),
            ([42], 168, "the only higher bid is 84"),
            ([42, 84], 85, "the only higher bid is 168"),
            ([42, 84], 250, "the only higher bid is 168"),
            ([42, 84, 168], 336, "the only higher bid is 250"),
        ],
    )
    def test_a_bid_the_rules_do_not_allow_is_illegal(self, before, value, why):
        state = calls(start(STRONG_FOURS), *before)
        seat = game.to_act(state)
        assert seat is not None
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, seat, "bid", value=value)
        assert why in error.message

    def test_after_42_each_bid_may_only_double_up_the_ladder_84_168_250(self):
        state = calls(start(STRONG_FOURS, dealer=2), 40)
        assert bid_values(state) == [41, 42]
        state = calls(state, 42)
        assert bid_values(state) == [84]
        state = calls(state, 84)
        assert bid_values(state) == [168]
        state = calls(state, 168)
        # Seat 2, the dealer, bid last and holds the bid.
        assert deal_of(state).bid == Bid(2, 168)
        assert (game.to_act(state), deal_of(state).phase) == (2, Phase.NAMING_TRUMP)

    def test_250_is_the_top_of_the_ladder(self):
        state = calls(start(STRONG_FOURS, dealer=3), 42, 84, 168)
        assert bid_values(state) == [250]
        error = expect_error(
            ErrorCode.ILLEGAL_ACTION, calls(start(STRONG_FOURS, dealer=3), 42, 84), 2, "bid", value=250
        )
        assert "the only higher bid is 168" in error.message
        state = calls(state, 250)
        assert deal_of(state).bid == Bid(3, 250)
        # With one call each, 250 can only be the dealer's: nothing is left above it.
        assert bids_allowed(250) == ()
        assert "no higher bid is possible" in str(bid_refusal(250, 500))

    def test_a_bid_that_is_not_a_whole_number_is_malformed(self):
        state = start(STRONG_FOURS)
        for value in ("30", 30.0, True, None, [30]):
            expect_error(ErrorCode.MALFORMED, state, 0, "bid", value=value)
        with pytest.raises(EngineError) as caught:
            game.play(state, {"seat": 0, "type": "bid"})
        assert caught.value.code is ErrorCode.MALFORMED

    def test_out_of_turn_calls_are_refused_before_their_value_is_judged(self):
        state = start(STRONG_FOURS)
        expect_error(ErrorCode.NOT_YOUR_TURN, state, 1, "bid", value=5)
        expect_error(ErrorCode.NOT_YOUR_TURN, state, 3, "pass")

    def test_only_bids_and_passes_are_taken_while_bidding(self):
        state = calls(start(STRONG_FOURS), 30)
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, 1, "play", card="6-3")
        assert "must first bid or pass" in error.message
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 1, "name_trump", trump=6)

    def test_when_all_four_pass_the_deal_is_thrown_in_and_the_next_seat_deals(self):
        state = calls(start(STRONG_FOURS, dealer=3), None, None, None, None)
        deal = deal_of(state)
        assert (deal.phase, deal.void, deal.over, game.to_act(state)) == (Phase.VOID, True, True, None)
        assert (state.dealer, state.awaiting_deal, state.tally.scores) == (0, True, (0, 0))
        assert summary(state) == {
            "dealer": 3,
            "void": True,
            "tricks": [],
            "score_delta": [0, 0],
            "bid": None,
            "trump": None,
            "points_taken": [0, 0],
            "tricks_taken": [0, 0],
            "result": None,
            "doubles": None,
        }
        # The dominoes are shuffled again: the next deal is dealt by seat 0, and seat 1 bids first.
        again = game.deal(state, stack_deck(STRONG_FOURS, 0))
        assert (deal_of(again).dealer, game.to_act(again)) == (0, 1)

    def test_under_force_the_dealer_must_bid_when_the_three_before_have_passed(self):
        state = calls(start(STRONG_FOURS, dealer=3, all_pass="force"), None, None, None)
        assert legal(state) == [{"type": "bid", "value": value} for value in range(30, 43)]
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, 3, "pass")
        assert "must bid from 30 to 42" in error.message
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 3, "bid", value=84)
        state = calls(state, 30)
        assert (deal_of(state).bid, game.to_act(state)) == (Bid(3, 30), 3)

    def test_under_force_the_dealer_may_pass_when_someone_has_bid(self):
        state = calls(start(STRONG_FOURS, dealer=3, all_pass="force"), None, 30, None)
        assert legal(state)[0] == {"type": "pass"}
        assert deal_of(calls(state, None)).bid == Bid(1, 30)

    def test_under_force_only_the_dealer_is_forced(self):
        state = calls(start(STRONG_FOURS, dealer=3, all_pass="force"), None, None)
        assert legal(state)[0] == {"type": "pass"}


class TestNamingTrumps:
    def test_the_highest_bidder_names_trumps_then_leads(self):
        state = calls(start(STRONG_FOURS, dealer=3), None, 30, 31, None)
        assert game.to_act(state) == 2
        assert legal(state) == [{"type": "name_trump", "trump": name} for name in (0, 1, 2, 3, 4, 5, 6)] + [
            {"type": "name_trump", "trump": "doubles"},
            {"type": "name_trump", "trump": "notrump"},
        ]
        state = act(state, 2, "name_trump", trump="doubles")
        deal = deal_of(state)
        assert (deal.phase, game.to_act(state), deal.trick.leader) == (Phase.PLAYING, 2, 2)
        assert game.view(state, 0)["trump"] == "doubles"
        assert summary(state)["trump"] == "doubles"

    @pytest.mark.parametrize("trump", [7, -1, "6", "fours", "no-trump", True, False, 4.0, None, [4]])
    def test_a_trump_other_than_0_to_6_doubles_or_notrump_is_malformed(self, trump):
        state = calls(start(STRONG_FOURS), 30, None, None, None)
        expect_error(ErrorCode.MALFORMED, state, 0, "name_trump", trump=trump)
        # Malformed comes before whose turn it is.
        expect_error(ErrorCode.MALFORMED, state, 1, "name_trump", trump=trump)

    def test_only_the_trump_is_named_before_play(self):
        state = calls(start(STRONG_FOURS), 30, None, None, None)
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, 0, "play", card="4-4")
        assert "must now name trumps" in error.message
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 0, "bid", value=31)
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 0, "pass")
        expect_error(ErrorCode.NOT_YOUR_TURN, state, 1, "name_trump", trump=4)

    def test_trumps_are_named_once(self):
        state = bid_and_name(STRONG_FOURS, [30, None, None, None], 4)
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, 0, "name_trump", trump=5)
        assert "must play a tile" in error.message


class TestSuitsAndFollowing:
    def test_with_fours_trump_6_4_is_a_trump_and_does_not_follow_a_six(self):
        # 6-3 led is a six; the 6-4 holder with no other six may play anything, 6-4 included.
        assert may_follow(4, "6-3", "6-4 5-2 3-1") == ["6-4", "5-2", "3-1"]
        # Holding another six, the player must play it: 6-4 is a trump, not a six.
        assert may_follow(4, "6-3", "6-4 6-2 3-1") == ["6-2"]

    def test_with_a_pip_trump_a_trump_led_must_be_followed_with_a_trump(self):
        assert may_follow(4, "6-4", "6-6 4-0 5-5") == ["4-0"]
        assert may_follow(4, "4-4", "6-4 6-2 4-1") == ["6-4", "4-1"]
        # No trump: anything.
        assert may_follow(4, "4-4", "6-6 3-0 5-5") == ["6-6", "3-0", "5-5"]

    def test_a_plain_domino_led_is_of_the_suit_of_its_higher_end_and_followed_by_either_end(self):
        # 6-3 led with fives trump is a six: 6-6 and 3-6 follow, 3-3 does not, 6-5 is a trump.
        assert may_follow(5, "6-3", "3-3 6-6 6-5 6-0") == ["6-6", "6-0"]
        assert may_follow(5, "6-3", "3-3 6-5 3-1") == ["3-3", "6-5", "3-1"]
        # A double led is of its own number.
        assert may_follow(5, "3-3", "6-3 3-0 5-3 6-6") == ["6-3", "3-0"]

    def test_with_doubles_trump_the_doubles_are_the_trump_suit_only(self):
        assert may_follow("doubles", "5-5", "6-5 2-2 0-0") == ["2-2", "0-0"]
        # 6-5 led is a six; the double six is a trump, not a six.
        assert may_follow("doubles", "6-5", "6-6 6-1 5-5") == ["6-1"]
        assert may_follow("doubles", "6-5", "6-6 5-1 5-5") == ["6-6", "5-1", "5-5"]

    def test_with_notrump_the_higher_end_of_the_domino_led_rules(self):
        # 6-3 led is a six: any tile with a six follows, the double six too; 3-3 and 3-1 do not.
        assert may_follow("notrump", "6-3", "3-3 6-6 3-1 6-0") == ["6-6", "6-0"]
        assert may_follow("notrump", "6-3", "3-3 5-5 3-1") == ["3-3", "5-5", "3-1"]
        # 4-1 led is a four: 1-1 does not follow, 6-4 does.
        assert may_follow("notrump", "4-1", "1-1 6-4 1-0") == ["6-4"]

    def test_a_player_who_can_follow_must_and_is_told_why(self):
        # Seat 0 bids 30 and names fours; after a double six led, seat 1 holds three sixes.
        state = plays(bid_and_name(STRONG_FOURS, [30, None, None, None], 4), "6-6")
        assert [action["card"] for action in legal(state)] == ["6-3", "6-2", "6-1"]
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, 1, "play", card="3-3")
        assert error.message == "sixes were led and seat 1 holds 6-3: it must follow suit"
        state = plays(state, "6-1")
        # Seat 2 holds 6-5 and 6-0 and two trumps; seat 3 holds no six and may play anything.
        assert [action["card"] for action in legal(state)] == ["6-5", "6-0"]
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 2, "play", card="4-1")
        state = plays(state, "6-0")
        assert len(legal(state)) == 7

    def test_a_trump_led_must_be_followed_with_a_trump_and_is_told_why(self):
        state = plays(bid_and_name(STRONG_FOURS, [30, None, None, None], 4), "4-4", "0-0")
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, 2, "play", card="6-5")
        assert error.message == "trumps were led and seat 2 holds one (4-1): it must follow with a trump"

    def test_a_tile_not_held_is_illegal_and_an_unknown_one_malformed(self):
        state = bid_and_name(STRONG_FOURS, [30, None, None, None], 4)
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, 0, "play", card="6-3")
        assert error.message == "seat 0 does not hold 6-3"
        for name in ("4-6", "7-7", "66", 64, None):
            expect_error(ErrorCode.MALFORMED, state, 0, "play", card=name)


class TestWinningATrick:
    def test_in_a_pip_trump_the_double_is_highest_then_the_others_by_their_other_end(self):
        order = ["4-4", "6-4", "5-4", "4-3", "4-2", "4-1", "4-0"]
        for higher, lower in itertools.pairwise(order):
            assert stronger(4, "4-0", higher, lower)
        assert winner_of(4, "4-0", "6-4", "4-4", "4-3") == "4-4"
        assert winner_of(0, "6-0", "5-0", "0-0", "1-0") == "0-0"

    def test_the_highest_trump_wins_over_any_tile_of_the_suit_led(self):
        assert winner_of(4, "6-6", "6-5", "4-0", "6-3") == "4-0"
        assert winner_of(4, "6-6", "4-1", "4-0", "6-3") == "4-1"

    def test_without_a_trump_the_highest_tile_of_the_suit_led_wins_and_others_never_do(self):
        assert winner_of(4, "6-3", "6-5", "5-5", "6-2") == "6-5"
        # 3-3 has no six: it cannot win a trick led with 6-3.
        assert winner_of(4, "6-3", "3-3", "5-5", "2-2") == "6-3"
        # In a suit s, s-s is highest: 2-2 takes a two led with 2-1.
        assert winner_of(4, "2-1", "6-2", "2-2", "2-0") == "2-2"

    def test_with_doubles_trump_6_6_is_highest_down_to_0_0_and_suits_have_no_double(self):
        assert winner_of("doubles", "6-5", "0-0", "6-6", "6-4") == "6-6"
        assert winner_of("doubles", "1-1", "0-0", "6-1", "6-4") == "1-1"
        assert winner_of("doubles", "6-5", "6-4", "6-1", "5-4") == "6-5"

    def test_with_notrump_the_highest_of_the_suit_of_the_higher_end_led_wins(self):
        assert winner_of("notrump", "6-3", "6-6", "3-3", "6-5") == "6-6"
        assert winner_of("notrump", "6-3", "3-3", "5-5", "6-0") == "6-3"
        # 3-1 led is a three: 6-3 ranks by its other end, 6, just below 3-3.
        assert winner_of("notrump", "3-1", "6-3", "4-4", "3-0") == "6-3"
        assert winner_of("notrump", "3-1", "6-3", "3-3", "3-0") == "3-3"

    def test_the_winner_leads_the_next_trick_and_all_seven_are_played(self):
        state = bid_and_name(STRONG_FOURS, [None, 30, None, None], 6)
        state = plays(state, "6-3")
        # Seat 2 plays 6-5 and seat 3 trumps nothing (no six); seat 0's 6-6 is the highest trump.
        state = plays(state, "6-5", "5-2", "6-6")
        assert deal_of(state).tricks[-1].winner == 0
        assert game.to_act(state) == 0
        state = play_out(state)
        assert len(deal_of(state).tricks) == 7
        assert not any(deal_of(state).hands)


class TestScoringAHand:
    def test_the_hand_worked_out_by_hand_gives_the_bidders_all_42(self):
        # Fours trumps; seat 0 leads every trick and wins it (see STRONG_FOURS_PLAY):
        # 4-4 0-0 4-0 1-0: 1 | 6-4 1-1 4-1 2-1: 1 + 10 + 5 | 6-6 6-1 6-0 3-0: 1 | 5-5 3-3 5-3 5-0: 1 + 10 + 5
        # | 5-4 6-2 2-0 3-1: 1 | 4-3 6-3 2-2 5-1: 1 | 4-2 3-2 6-5 5-2: 1 + 5.  1 + 16 + 1 + 16 + 1 + 1 + 6 = 42.
        state = strong_fours_played([30, None, None, None])
        assert summary(state)["points_taken"] == [42, 0]
        assert summary(state)["score_delta"] == [42, 0]
        assert (state.tally.scores, state.dealer, game.to_act(state)) == ((42, 0), 0, None)

    def test_a_made_bid_scores_each_side_what_it_took(self):
        # Seat 0 bids 30 and names twos; playing the first legal tile each time, its side takes 35 and the other 7.
        state = play_out(bid_and_name(STRONG_FOURS, [30, None, None, None], 2))
        taken = points_by_hand(summary(state)["tricks"])
        assert taken == summary(state)["points_taken"] == [35, 7]
        assert summary(state)["score_delta"] == [35, 7]

    def test_a_bid_made_exactly_is_made(self):
        state = play_out(bid_and_name(STRONG_FOURS, [35, None, None, None], 2))
        assert summary(state)["score_delta"] == [35, 7]

    def test_a_set_bid_scores_nothing_and_gives_the_others_what_they_took_and_the_bid(self):
        # Seat 0 bids 30 and names fives; it takes 19, the others 23.
        state = play_out(bid_and_name(STRONG_FOURS, [30, None, None, None], 5))
        assert points_by_hand(summary(state)["tricks"]) == summary(state)["points_taken"] == [19, 23]
        assert summary(state)["score_delta"] == [0, 23 + 30]

    def test_a_bid_set_by_one_point_is_set(self):
        state = play_out(bid_and_name(STRONG_FOURS, [36, None, None, None], 2))
        assert summary(state)["points_taken"] == [35, 7]
        assert summary(state)["score_delta"] == [0, 7 + 36]

    def test_the_limit_bid_is_made_only_by_taking_every_trick(self):
        state = strong_fours_played([42, None, None, None])
        assert summary(state)["score_delta"] == [42, 0]
        # Seat 1 bids 42 and names threes: it takes 25 of the 42, short of every trick.
        state = play_out(bid_and_name(STRONG_FOURS, [None, 42, None, None], 3))
        assert summary(state)["points_taken"] == [17, 25]
        assert summary(state)["score_delta"] == [17 + 42, 0]

    def test_a_doubled_bid_scores_its_value_when_every_trick_is_taken(self):
        # Dealer 2: seat 3 bids 42, seat 0 doubles to 84 and takes every trick.
        state = strong_fours_played([42, 84, None, None], dealer=2)
        assert summary(state)["bid"] == {"seat": 0, "value": 84}
        assert summary(state)["score_delta"] == [84, 0]

    def test_a_doubled_bid_set_gives_the_others_what_they_took_and_the_bid(self):
        # Up the whole ladder, seat 2 to seat 1: seat 1 holds 250, names fours (it holds none) and is set.
        state = bid_and_name(STRONG_FOURS, [42, 84, 168, 250], 4, dealer=1)
        assert deal_of(state).bid == Bid(1, 250)
        state = play_out(state)
        taken = summary(state)["points_taken"]
        assert taken[1] < 42
        assert summary(state)["score_delta"] == [taken[0] + 250, 0]

    def test_a_thrown_in_deal_scores_nothing(self):
        state = calls(start(STRONG_FOURS), None, None, None, None)
        assert (summary(state)["score_delta"], state.tally.scores) == ([0, 0], (0, 0))


class TestGameAndMatch:
    def test_the_first_side_to_250_at_the_end_of_a_hand_wins(self):
        state = strong_fours_played([30, None, None, None], scores=(210, 240))
        assert (state.tally.winner, state.tally.scores, state.tally.games_won) == ((0,), (252, 240), (1, 0))
        assert game.outcome(state).winners == (0,)

    def test_when_both_sides_reach_250_on_the_same_hand_the_bidders_win(self):
        # Seat 0 makes 30 with twos: 220 + 35 = 255 for the bidders, 245 + 7 = 252 for the others.
        state = play_out(bid_and_name(STRONG_FOURS, [30, None, None, None], 2, scores=(220, 245)))
        assert state.tally.scores == (255, 252)
        assert state.tally.winner == (0,)

    def test_when_both_reach_250_the_bidders_win_even_with_fewer_points(self):
        state = play_out(bid_and_name(STRONG_FOURS, [30, None, None, None], 2, scores=(216, 249)))
        assert state.tally.scores == (251, 256)
        assert state.tally.winner == (0,)

    @pytest.mark.parametrize("bidder", [1, 3])
    @pytest.mark.parametrize("scores", [(245, 220), (249, 216)], ids=["more", "fewer"])
    def test_when_both_reach_250_seats_1_and_3_win_when_they_bid(self, bidder, scores):
        # STRONG_FOURS turned so that `bidder` holds seat 0's hand and deals after it: the hand plays out
        # as seat 0's did with twos, 35 to the bidders and 7 to seats 0 and 2, who also reach 250 first
        # in seat order, so a winner picked by seat order rather than by the bid fails here.
        turned = [STRONG_FOURS[(seat - bidder) % 4] for seat in range(4)]
        state = play_out(bid_and_name(turned, [30, None, None, None], 2, dealer=(bidder - 1) % 4, scores=scores))
        assert deal_of(state).bid == Bid(bidder, 30)
        assert state.tally.scores == (scores[0] + 7, scores[1] + 35)
        assert min(state.tally.scores) >= 250
        assert state.tally.winner == (1,)
        assert game.outcome(state).winners == (1,)

    def test_a_set_bid_can_give_the_other_side_the_game(self):
        state = play_out(bid_and_name(STRONG_FOURS, [30, None, None, None], 5, scores=(249, 200)))
        assert state.tally.scores == (249, 253)
        assert state.tally.winner == (1,)

    def test_the_target_option_moves_the_winning_score(self):
        state = strong_fours_played([30, None, None, None], target=42)
        assert state.tally.winner == (0,)
        state = strong_fours_played([30, None, None, None], target=43)
        assert state.tally.winner is None

    def test_a_match_of_three_games_goes_on_from_zero_with_the_next_dealer(self):
        state = strong_fours_played([30, None, None, None], scores=(240, 100), games_per_match=3)
        assert (state.tally.winner, state.tally.games_won, state.tally.scores) == (None, (1, 0), (0, 0))
        assert (state.dealer, state.awaiting_deal, summary(state)["score_delta"]) == (0, True, [42, 0])
        # The second game is won too: two of three, the match is over.
        state = game.deal(state, stack_deck(STRONG_FOURS, 0))
        state = calls(state, None, None, None, 30)
        state = act(state, 0, "name_trump", trump=4)
        for trick in STRONG_FOURS_PLAY:
            state = plays(state, *trick)
        assert state.tally.scores == (42, 0)
        assert state.tally.winner is None
        # Skip ahead: the same game at 240 to 0.
        state = strong_fours_played([30, None, None, None], scores=(240, 0), games_won=(1, 0), games_per_match=3)
        assert (state.tally.winner, state.tally.games_won, state.tally.scores) == ((0,), (2, 0), (282, 0))
        with pytest.raises(EngineError) as caught:
            game.deal(state, list(TILES))
        assert caught.value.code is ErrorCode.GAME_OVER

    def test_the_deal_passes_to_the_left_after_every_hand(self):
        state = strong_fours_played([30, None, None, None], dealer=3)
        assert state.dealer == 0
        state = strong_fours_played([None, 30, None, None], dealer=2)
        assert state.dealer == 3


class TestOptions:
    def test_the_defaults(self):
        assert game.new_match().options == {
            "games_per_match": 1,
            "all_pass": "redeal",
            "target": 250,
            "scoring": "points",
            "contracts": [],
            "early_end": True,
            "notrump_doubles": "high",
            "nello_doubles": "suit",
            "nello_min": 42,
            "sevens_min": 42,
            "sevens_ties": "first",
            "splash_min": 84,
            "plunge_min": 168,
        }
        assert game.target(game.new_match()) == 250

    def test_the_marks_game_plays_to_seven_unless_a_target_is_given(self):
        assert game.target(game.new_match({"scoring": "marks"})) == 7
        assert game.target(game.new_match({"scoring": "marks", "target": 250})) == 250
        assert game.recorded_options(game.new_match({"scoring": "marks", "target": 7})) == {"scoring": "marks"}
        assert game.recorded_options(game.new_match({"scoring": "marks", "target": 250})) == {
            "scoring": "marks",
            "target": 250,
        }

    @pytest.mark.parametrize("name", sorted(OPTION_LINKS))
    def test_an_option_shown_only_with_marks_is_refused_under_points_away_from_its_default(self, name):
        link = OPTION_LINKS[name]
        if "shown_when" not in link:
            assert link["default_by"]["defaults"] == {"points": 250, "marks": 7}
            return
        spec = game.option_specs[name]
        other = {"contracts": ["nello"], "early_end": False}.get(name)
        if other is None:
            other = next(value for value in spec.values if value != spec.default)  # type: ignore[attr-defined]
        with pytest.raises(EngineError):
            game.new_match({name: other})
        assert game.new_match({"scoring": "marks", name: other}).options[name] == other

    def test_the_marks_games_options_at_their_defaults_and_notrump_doubles_are_allowed_under_points(self):
        given = {"scoring": "points", "early_end": True, "nello_min": 42, "contracts": [], "notrump_doubles": "low"}
        assert game.new_match(given).options["notrump_doubles"] == "low"

    @pytest.mark.parametrize(
        ("options", "words"),
        [
            ({"scoring": "pips"}, "must be one of points, marks"),
            ({"contracts": ["nello"]}, "'contracts' belongs to the marks game"),
            ({"contracts": ["plunge", "sevens"]}, "'contracts' belongs to the marks game"),
            ({"early_end": False}, "'early_end' belongs to the marks game"),
            ({"sevens_ties": "bidder"}, "'sevens_ties' belongs to the marks game"),
            ({"splash_min": 126}, "'splash_min' belongs to the marks game"),
            ({"scoring": "marks", "contracts": ["double"]}, "must be a list of contracts"),
            ({"scoring": "marks", "contracts": "nello"}, "must be a list of contracts"),
            ({"scoring": "marks", "contracts": ["splash", "splash"]}, "more than once"),
            ({"scoring": "marks", "nello_min": 63}, "must be one of 42, 84"),
            ({"scoring": "marks", "plunge_min": 84}, "must be one of 126, 168"),
            ({"scoring": "marks", "early_end": "yes"}, "true or false"),
            ({"all_pass": "throw_in"}, "must be one of redeal, force"),
            ({"target": 0}, "target"),
            ({"games_per_match": 2}, "odd"),
            ({"marks": 7}, "unknown option 'marks'"),
        ],
    )
    def test_options_out_of_place_or_not_allowed_are_refused_with_the_reason(self, options, words):
        with pytest.raises(EngineError) as caught:
            game.new_match(options)
        assert caught.value.code is ErrorCode.BAD_OPTION
        assert words in caught.value.message

    def test_options_equal_to_the_defaults_are_not_recorded(self):
        state = game.new_match({"scoring": "points", "contracts": [], "target": 250, "all_pass": "force"})
        assert game.recorded_options(state) == {"all_pass": "force"}


class TestViews:
    def test_a_seat_sees_its_own_tiles_the_others_counts_the_bids_and_the_trump(self):
        state = plays(bid_and_name(STRONG_FOURS, [30, None, 31, None], 4), "4-1")
        view = game.view(state, 1)
        assert view["hand"] == STRONG_FOURS[1]
        assert view["hand_sizes"] == [7, 7, 6, 7]
        assert view["calls"] == [
            {"seat": 0, "type": "bid", "value": 30},
            {"seat": 1, "type": "pass"},
            {"seat": 2, "type": "bid", "value": 31},
            {"seat": 3, "type": "pass"},
        ]
        assert (view["bid"], view["trump"], view["phase"]) == ({"seat": 2, "value": 31}, 4, "playing")
        assert view["trick"] == {"leader": 2, "cards": [[2, "4-1"]], "winner": None, "trumps": [True]}
        text = json.dumps(view)
        hidden = {name for other in (0, 2, 3) for name in STRONG_FOURS[other]} - {"4-1"}
        assert not [name for name in hidden if f'"{name}"' in text]

    def test_tricks_points_and_count_taken_are_shown_per_team(self):
        state = bid_and_name(STRONG_FOURS, [30, None, None, None], 4)
        state = plays(state, *STRONG_FOURS_PLAY[0], *STRONG_FOURS_PLAY[1], "6-6")
        view = game.view(state, None)
        assert view["tricks_taken"] == [2, 0]
        assert view["points_taken"] == [17, 0]
        assert view["count_taken"] == [["6-4", "4-1"], []]
        assert [trick["winner"] for trick in view["tricks"]] == [0, 0]
        assert view["trick"]["trumps"] == [False]
        assert view["hand"] == []

    def test_before_any_deal_the_view_has_empty_keys(self):
        view = game.view(game.new_match(), 0)
        assert (view["calls"], view["bid"], view["trump"], view["points_taken"]) == ([], None, None, [0, 0])
