"""Scenario tests of Doublehand, one class per numbered section of shared/spec/doublehand.md."""

from __future__ import annotations

import json

import pytest

from games.engine import EngineError, ErrorCode
from games.engine.doublehand.deal import Bid, DoublehandDeal, Phase, Play, Trick, deal_hands, stack_deck
from games.engine.doublehand.scoring import collect, score_deal
from games.engine.french import DECK
from tests.engine.doublehand_helpers import act, acts, game, hands, play_out, start

# Each seat holds one whole suit: nobody can ever follow, so the leader wins every trick.
ONE_SUIT_EACH = hands(
    "AKQJT98765432...",
    ".AKQJT98765432..",
    "..AKQJT98765432.",
    "...AKQJT98765432",
)

# Team 0 holds spades and hearts, team 1 diamonds and clubs, with a few spades spread for trumping.
REVEAL_LAYOUT = hands(
    "AKQJT98.AKQJT9..",  # seat 0 sees AS KS QS JS TS; unseen 9S 8S AH KH QH JH TH 9H
    "765..AKQJT.AKQJT",  # seat 1: no hearts, three spades
    "43.8765432.987.2",  # seat 2: seven hearts
    "2..65432.9876543",  # seat 3: no hearts, one spade
)


def expect_error(code: ErrorCode, state, seat: int, kind: str, **args) -> EngineError:
    with pytest.raises(EngineError) as caught:
        act(state, seat, kind, **args)
    assert caught.value.code is code, caught.value.message
    return caught.value


def declared(layout=REVEAL_LAYOUT, trump: dict | None = None, **options):
    """Seat 0 (first to call, the dealer being 3) bids 7, the others pass, seat 0 declares."""
    state = start(layout, dealer=3, **options)
    state = acts(state, (0, "bid", {"value": 7}), (1, "pass"), (2, "pass"), (3, "pass"))
    return act(state, 0, "declare_trump", **(trump or {"card": "TS"}))


class TestDeal:
    def test_it_deals_packets_of_five_four_four_from_the_seat_after_the_dealer(self):
        deck = list(DECK)
        dealt = deal_hands(tuple(deck), dealer=2)
        assert dealt[3] == tuple(deck[0:5] + deck[20:24] + deck[36:40])
        assert dealt[0] == tuple(deck[5:10] + deck[24:28] + deck[40:44])
        assert dealt[1] == tuple(deck[10:15] + deck[28:32] + deck[44:48])
        assert dealt[2] == tuple(deck[15:20] + deck[32:36] + deck[48:52])

    def test_each_player_sees_only_the_first_packet_before_the_trump_is_chosen(self):
        state = start(REVEAL_LAYOUT)
        for seat in range(4):
            view = game.view(state, seat)
            assert view["hand"] == REVEAL_LAYOUT[seat][:5]
            assert view["unseen_cards"] == 8
            text = json.dumps(view)
            for card in REVEAL_LAYOUT[seat][5:]:
                assert f'"{card}"' not in text

    def test_a_deck_that_is_not_a_permutation_is_refused(self):
        state = game.new_match()
        for deck in (list(DECK[:-1]), [*DECK[:-1], "AS"], [*DECK[:-1], "XX"], "AS KS"):
            with pytest.raises(EngineError) as caught:
                game.deal(state, deck)
            assert caught.value.code is ErrorCode.BAD_DECK


class TestBidding:
    def test_bidding_starts_left_of_the_dealer(self):
        state = start(REVEAL_LAYOUT, dealer=1)
        assert game.to_act(state) == 2
        expect_error(ErrorCode.NOT_YOUR_TURN, state, 1, "pass")

    @pytest.mark.parametrize("value", [6, 14, 0, -7])
    def test_a_bid_must_be_from_seven_to_thirteen(self, value):
        error = expect_error(ErrorCode.ILLEGAL_ACTION, start(REVEAL_LAYOUT), 0, "bid", value=value)
        assert "from 7 to 13" in error.message

    @pytest.mark.parametrize("value", ["8", 8.0, None, True])
    def test_a_bid_value_that_is_not_a_json_integer_is_malformed(self, value):
        expect_error(ErrorCode.MALFORMED, start(REVEAL_LAYOUT), 0, "bid", value=value)

    def test_a_bid_must_be_higher_than_the_highest_so_far(self):
        state = acts(start(REVEAL_LAYOUT), (0, "bid", {"value": 9}))
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 1, "bid", value=9)
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 1, "bid", value=8)
        assert [a.value for a in game.legal_actions(state) if a.type == "bid"] == [10, 11, 12, 13]

    def test_a_player_who_passed_makes_no_more_calls(self):
        state = acts(start(REVEAL_LAYOUT), (0, "pass"), (1, "bid", {"value": 7}), (2, "pass"), (3, "bid", {"value": 8}))
        # Seat 0 passed, so the turn skips it and goes back to seat 1.
        assert game.to_act(state) == 1
        state = acts(state, (1, "bid", {"value": 9}))
        assert game.to_act(state) == 3

    def test_the_auction_ends_when_every_other_player_has_passed_after_a_bid(self):
        state = acts(start(REVEAL_LAYOUT), (0, "pass"), (1, "bid", {"value": 7}), (2, "pass"), (3, "bid", {"value": 8}))
        state = acts(state, (1, "pass"))
        assert state.deal.phase is Phase.DECLARING
        assert state.deal.bid == Bid(3, 8)
        assert game.to_act(state) == 3

    def test_a_bid_of_thirteen_ends_the_auction_at_once(self):
        state = acts(start(REVEAL_LAYOUT), (0, "bid", {"value": 13}))
        assert state.deal.phase is Phase.DECLARING
        assert game.to_act(state) == 0

    def test_when_all_four_pass_the_deal_is_void_and_the_same_dealer_deals_again(self):
        state = acts(start(REVEAL_LAYOUT, dealer=3), (0, "pass"), (1, "pass"), (2, "pass"), (3, "pass"))
        assert state.deal.phase is Phase.VOID
        assert game.to_act(state) is None
        assert game.legal_actions(state) == []
        assert state.dealer == 3
        assert state.deal is not None
        summary = game.deal_summary(state.deal)
        assert summary["void"] is True
        assert summary["bid"] is None
        assert summary["score_delta"] == [0, 0]
        with pytest.raises(EngineError) as caught:
            act(state, 0, "bid", value=7)
        assert caught.value.code is ErrorCode.DEAL_OVER
        state = game.deal(state, list(DECK))
        assert state.deal.dealer == 3
        assert game.to_act(state) == 0

    def test_only_bids_and_passes_are_possible_during_the_auction(self):
        state = start(REVEAL_LAYOUT)
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 0, "play", card="AS")
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 0, "declare_trump", card="AS")

    def test_in_a_single_auction_each_player_calls_once_and_the_highest_bid_wins(self):
        state = start(REVEAL_LAYOUT, auction="single")
        state = acts(state, (0, "bid", {"value": 7}), (1, "pass"), (2, "bid", {"value": 9}))
        assert game.to_act(state) == 3
        state = acts(state, (3, "pass"))
        assert state.deal.phase is Phase.DECLARING
        assert state.deal.bid == Bid(2, 9)

    def test_in_a_single_auction_a_bid_of_thirteen_also_ends_it_at_once(self):
        state = acts(start(REVEAL_LAYOUT, auction="single"), (0, "pass"), (1, "bid", {"value": 13}))
        assert state.deal.phase is Phase.DECLARING
        assert game.to_act(state) == 1

    def test_in_a_single_auction_four_passes_void_the_deal(self):
        state = acts(start(REVEAL_LAYOUT, auction="single"), (0, "pass"), (1, "pass"), (2, "pass"), (3, "pass"))
        assert state.deal.phase is Phase.VOID


class TestTrumpDeclaration:
    def test_haath_par_takes_one_of_the_five_visible_cards_out_of_the_hand(self):
        state = declared(trump={"card": "TS"})
        assert state.deal.trump.card == "TS"
        assert state.deal.trump.mode.value == "haath_par"
        assert "TS" not in state.deal.hands[0]
        assert len(state.deal.hands[0]) == 12
        # Now everyone sees all their cards.
        assert game.view(state, 0)["hand"] == [c for c in REVEAL_LAYOUT[0] if c != "TS"]
        for seat in (1, 2, 3):
            assert game.view(state, seat)["hand"] == REVEAL_LAYOUT[seat]

    def test_haath_par_trump_is_known_to_the_bid_winner_only(self):
        state = declared(trump={"card": "TS"})
        assert game.view(state, 0)["trump"]["card"] == "TS"
        for seat in (1, 2, 3, None):
            view = game.view(state, seat)
            assert view["trump"] == {"mode": "haath_par", "revealed": False, "card": None, "suit": None}
            assert '"TS"' not in json.dumps(view)

    def test_a_haath_par_card_must_be_one_of_the_five_visible(self):
        state = acts(start(REVEAL_LAYOUT), (0, "bid", {"value": 7}), (1, "pass"), (2, "pass"), (3, "pass"))
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, 0, "declare_trump", card="9S")
        assert "visible" in error.message
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 0, "declare_trump", card="2C")

    def test_kheench_picks_blind_among_the_eight_unseen_cards_in_dealt_order(self):
        state = declared(trump={"hidden_index": 3})
        assert state.deal.trump.card == REVEAL_LAYOUT[0][5 + 3] == "KH"
        assert state.deal.trump.mode.value == "kheench"

    def test_kheench_leaves_even_the_bid_winner_blind(self):
        state = declared(trump={"hidden_index": 3})
        for seat in (0, 1, 2, 3, None):
            view = game.view(state, seat)
            assert view["trump"]["card"] is None
            assert '"KH"' not in json.dumps(view)

    @pytest.mark.parametrize("index", [8, 9, -1])
    def test_a_hidden_index_outside_zero_to_seven_is_illegal(self, index):
        state = acts(start(REVEAL_LAYOUT), (0, "bid", {"value": 7}), (1, "pass"), (2, "pass"), (3, "pass"))
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 0, "declare_trump", hidden_index=index)

    @pytest.mark.parametrize("args", [{}, {"card": "TS", "hidden_index": 1}, {"hidden_index": "1"}, {"card": "ZZ"}])
    def test_declare_trump_needs_exactly_one_well_formed_argument(self, args):
        state = acts(start(REVEAL_LAYOUT), (0, "bid", {"value": 7}), (1, "pass"), (2, "pass"), (3, "pass"))
        expect_error(ErrorCode.MALFORMED, state, 0, "declare_trump", **args)

    def test_only_the_bid_winner_declares(self):
        state = acts(start(REVEAL_LAYOUT), (0, "bid", {"value": 7}), (1, "pass"), (2, "pass"), (3, "pass"))
        expect_error(ErrorCode.NOT_YOUR_TURN, state, 1, "declare_trump", card="7S")


class TestPlay:
    def test_the_bid_winner_leads_the_first_trick(self):
        assert game.to_act(declared()) == 0

    def test_a_player_holding_the_led_suit_must_follow(self):
        state = acts(declared(), (0, "play", {"card": "AH"}), (1, "play", {"card": "AD"}))
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, 2, "play", card="4S")
        assert error.message == "seat 2 holds a heart and must follow suit"
        assert {a.card for a in game.legal_actions(state)} == {"8H", "7H", "6H", "5H", "4H", "3H", "2H"}

    def test_a_card_not_held_is_illegal(self):
        error = expect_error(ErrorCode.ILLEGAL_ACTION, declared(), 0, "play", card="2C")
        assert "does not hold 2C" in error.message

    def test_a_player_who_cannot_follow_may_play_any_card_or_reveal(self):
        state = acts(declared(), (0, "play", {"card": "AH"}))
        legal = game.legal_actions(state)
        assert {a.card for a in legal if a.type == "play"} == set(REVEAL_LAYOUT[1])
        assert any(a.type == "reveal_trump" for a in legal)

    def test_a_player_who_leads_cannot_reveal(self):
        error = expect_error(ErrorCode.ILLEGAL_ACTION, declared(), 0, "reveal_trump")
        assert "leads" in error.message

    def test_a_player_who_can_follow_cannot_reveal(self):
        state = acts(declared(), (0, "play", {"card": "AH"}), (1, "play", {"card": "AD"}))
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 2, "reveal_trump")
        assert all(a.type == "play" for a in game.legal_actions(state))

    def test_a_reveal_shows_the_trump_to_all_and_returns_it_to_the_bid_winner(self):
        state = acts(declared(), (0, "play", {"card": "AH"}), (1, "reveal_trump"))
        assert state.deal.trump.revealed
        assert "TS" in state.deal.hands[0]
        for seat in (0, 1, 2, 3, None):
            assert game.view(state, seat)["trump"] == {"mode": "haath_par", "revealed": True, "card": "TS", "suit": "S"}
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 1, "reveal_trump")

    def test_the_revealer_must_then_play_a_trump_if_they_hold_one(self):
        state = acts(declared(), (0, "play", {"card": "AH"}), (1, "reveal_trump"))
        error = expect_error(ErrorCode.ILLEGAL_ACTION, state, 1, "play", card="AD")
        assert "must play a spade" in error.message
        assert {a.card for a in game.legal_actions(state)} == {"7S", "6S", "5S"}

    def test_only_the_revealer_of_that_moment_is_bound_to_play_trump(self):
        state = acts(declared(), (0, "play", {"card": "AH"}), (1, "reveal_trump"), (1, "play", {"card": "5S"}))
        state = acts(state, (2, "play", {"card": "2H"}))
        # Seat 3 cannot follow and holds the 2S trump, yet may throw a club.
        state = acts(state, (3, "play", {"card": "3C"}))
        assert state.deal.tricks[0].winner == 1

    def test_the_bid_winner_with_an_empty_hand_must_reveal_even_when_leading(self):
        state = start(ONE_SUIT_EACH, dealer=3)
        state = acts(state, (0, "bid", {"value": 7}), (1, "pass"), (2, "pass"), (3, "pass"))
        state = act(state, 0, "declare_trump", card="TS")
        for _ in range(12):
            for _seat in range(4):
                legal = game.legal_actions(state)
                state = game.apply(state, next(a for a in legal if a.type == "play"))
        assert state.deal.hands[0] == ()
        assert game.to_act(state) == 0
        assert [a.to_json() for a in game.legal_actions(state)] == [{"seat": 0, "type": "reveal_trump"}]
        expect_error(ErrorCode.ILLEGAL_ACTION, state, 0, "play", card="TS")
        state = act(state, 0, "reveal_trump")
        assert [a.card for a in game.legal_actions(state)] == ["TS"]
        state = play_out(act(state, 0, "play", card="TS"))
        assert state.deal.tricks[-1].winner == 0


class TestWinningATrick:
    def test_a_trump_suit_card_played_while_the_trump_is_hidden_is_an_ordinary_card(self):
        state = acts(declared(), (0, "play", {"card": "AH"}), (1, "play", {"card": "5S"}))
        state = acts(state, (2, "play", {"card": "2H"}), (3, "play", {"card": "2S"}))
        assert state.deal.tricks[0].winner == 0

    def test_the_revealers_own_card_is_an_effective_trump(self):
        state = acts(declared(), (0, "play", {"card": "AH"}), (1, "reveal_trump"), (1, "play", {"card": "5S"}))
        state = acts(state, (2, "play", {"card": "8H"}), (3, "play", {"card": "3C"}))
        assert state.deal.tricks[0].winner == 1

    @pytest.mark.parametrize(("retroactive", "winner"), [(False, 3), (True, 1)])
    def test_a_reveal_makes_earlier_cards_of_the_trick_trumps_only_under_retroactive_reveal(self, retroactive, winner):
        state = declared(retroactive_reveal=retroactive)
        state = acts(state, (0, "play", {"card": "AH"}), (1, "play", {"card": "5S"}), (2, "play", {"card": "2H"}))
        state = acts(state, (3, "reveal_trump"), (3, "play", {"card": "2S"}))
        assert state.deal.tricks[0].winner == winner


def sar(winners: list[tuple[int, str]], *, by_team: bool = False, ace_rule: bool = False) -> DoublehandDeal:
    """Feed tricks won by (seat, winning card) through the collection rule."""
    deal = DoublehandDeal(dealer=0, hands=((), (), (), ()))
    for seat, card in winners:
        deal = collect(
            deal, Trick(leader=seat, plays=(Play(seat, card),), winner=seat), by_team=by_team, ace_rule=ace_rule
        )
    return deal


class TestSar:
    def test_two_tricks_in_a_row_by_one_player_collect_everything_on_the_table(self):
        deal = sar([(1, "2C"), (0, "3C"), (0, "4C")])
        assert deal.hands_won == (3, 0)
        assert deal.sar.on_table == 0

    def test_the_run_starts_again_from_nothing_after_a_collection(self):
        deal = sar([(0, "2C"), (0, "3C"), (0, "4C")])
        assert deal.hands_won == (2, 0)
        assert deal.sar.on_table == 1
        assert sar([(0, "2C"), (0, "3C"), (0, "4C"), (0, "5C")]).hands_won == (4, 0)

    def test_partners_in_turn_do_not_collect_when_collecting_by_player(self):
        assert sar([(0, "2C"), (2, "3C")]).hands_won == (0, 0)

    def test_partners_in_turn_collect_when_collecting_by_team(self):
        assert sar([(0, "2C"), (2, "3C")], by_team=True).hands_won == (2, 0)

    def test_the_winner_of_the_thirteenth_trick_collects_what_is_left(self):
        alternating = [(trick % 2, "2C") for trick in range(13)]
        deal = sar(alternating)
        assert deal.hands_won == (13, 0)

    def test_under_the_ace_rule_an_ace_won_trick_does_not_collect(self):
        deal = sar([(0, "AS"), (0, "AH")], ace_rule=True)
        assert deal.hands_won == (0, 0)
        assert deal.sar.on_table == 2
        # The run lasts: the next trick won with another card collects all three.
        assert sar([(0, "AS"), (0, "AH"), (0, "KS")], ace_rule=True).hands_won == (3, 0)
        # An ace can still start the pair.
        assert sar([(0, "AS"), (0, "KS")], ace_rule=True).hands_won == (2, 0)

    def test_under_the_ace_rule_the_run_still_breaks_when_another_player_wins(self):
        deal = sar([(0, "KS"), (0, "AS"), (1, "2C")], ace_rule=True)
        assert deal.hands_won == (0, 0)
        assert (deal.sar.holder, deal.sar.run, deal.sar.on_table) == (1, 1, 3)

    def test_under_the_ace_rule_the_thirteenth_trick_collects_even_with_an_ace(self):
        tricks = [(trick % 2, "2C") for trick in range(12)] + [(1, "AS")]
        assert sar(tricks, ace_rule=True).hands_won == (0, 13)


class TestScoring:
    @pytest.mark.parametrize(
        ("bid", "hands_won", "points"),
        [
            (Bid(0, 7), (13, 0), (52, 0)),  # 1. all thirteen on a bid below 13
            (Bid(1, 12), (0, 13), (0, 52)),
            (Bid(0, 9), (0, 13), (0, 104)),  # 2. none at all
            (Bid(3, 7), (13, 0), (104, 0)),
            (Bid(0, 13), (13, 0), (13, 0)),  # 3. made: a bid of 13 scores 13, not 52
            (Bid(2, 8), (8, 5), (8, 0)),
            (Bid(1, 7), (3, 10), (0, 7)),
            (Bid(0, 9), (8, 5), (0, 18)),  # 4. failed: the opponents score double
            (Bid(0, 13), (12, 1), (0, 26)),
            (Bid(1, 13), (13, 0), (26, 0)),  # a bid of 13 with no hands falls under case 4
        ],
    )
    def test_the_four_scoring_cases(self, bid, hands_won, points):
        assert score_deal(bid, hands_won) == points

    def test_a_whole_deal_won_on_a_bid_of_seven_scores_fifty_two(self):
        state = declared(ONE_SUIT_EACH, trump={"card": "TS"})
        state = play_out(state)
        assert state.deal.phase is Phase.OVER
        assert len(state.deal.tricks) == 13
        assert state.deal.hands_won == (13, 0)
        assert state.deal.score_delta == (52, 0)
        assert state.tally.scores == (52, 0)
        assert state.dealer == 0  # the deal passes on

    def test_a_whole_deal_won_on_a_bid_of_thirteen_scores_thirteen(self):
        state = acts(start(ONE_SUIT_EACH, dealer=3), (0, "bid", {"value": 13}))
        state = play_out(act(state, 0, "declare_trump", hidden_index=0))
        assert state.deal.score_delta == (13, 0)


def seat_zero_takes_every_trick(state):
    """Deal ONE_SUIT_EACH so that seat 0 holds the spades; seat 0 bids 7 and the others pass."""
    state = game.deal(state, stack_deck(ONE_SUIT_EACH, state.dealer))
    while state.deal.phase is Phase.BIDDING:
        seat = game.to_act(state)
        assert seat is not None
        state = act(state, seat, "bid", value=7) if seat == 0 and state.deal.bid is None else act(state, seat, "pass")
    return play_out(act(state, 0, "declare_trump", card="AS"))


class TestGameAndMatch:
    def test_a_team_reaching_252_wins_the_game(self):
        state = game.new_match()
        for number in range(4):
            state = seat_zero_takes_every_trick(state)
            assert state.tally.scores == (52 * (number + 1), 0)
            assert state.dealer == (number + 1) % 4
        state = seat_zero_takes_every_trick(state)
        assert state.tally.scores == (260, 0)
        assert state.tally.winner == (0,)
        assert game.outcome(state).winners == (0,)
        assert game.to_act(state) is None
        with pytest.raises(EngineError) as caught:
            game.deal(state, list(DECK))
        assert caught.value.code is ErrorCode.GAME_OVER

    def test_in_a_match_of_three_games_scores_restart_and_two_games_win(self):
        state = game.new_match({"games_per_match": 3})
        for _ in range(5):
            state = seat_zero_takes_every_trick(state)
        assert state.tally.games_won == (1, 0)
        assert state.tally.scores == (0, 0)
        assert state.tally.winner is None
        assert state.dealer == 1  # the deal keeps passing round
        for _ in range(5):
            state = seat_zero_takes_every_trick(state)
        assert state.tally.games_won == (2, 0)
        assert state.tally.winner == (0,)
        assert state.tally.scores == (260, 0)

    @pytest.mark.parametrize(
        "options",
        [{"games_per_match": 2}, {"games_per_match": 0}, {"auction": "closed"}, {"colour": "red"}, {"ace_rule": 1}],
    )
    def test_unknown_options_and_values_are_refused(self, options):
        with pytest.raises(EngineError) as caught:
            game.new_match(options)
        assert caught.value.code is ErrorCode.BAD_OPTION
