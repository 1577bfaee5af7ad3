"""Texas 42's marks game, scenario by scenario from `shared/spec/texas42.md` section 8."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.engine.errors import EngineError, ErrorCode
from games.engine.record import replay_report
from games.engine.texas42 import TEXAS42
from games.engine.texas42.deal import Play, stack_deck
from games.engine.texas42.suits import LEADS, NO_TRUMP, NO_TRUMP_LOW, NO_TRUMP_SUIT
from games.engine.texas42.tricks import playable, sevens_playable, sevens_winner, trick_winner

game = TEXAS42

# Dealer 0: seat 1 bids first. Seat 1 holds four doubles, seat 2 three, seat 0 a low hand without any.
HANDS = [
    ["4-0", "3-2", "3-1", "3-0", "2-1", "2-0", "1-0"],
    ["6-6", "5-5", "4-4", "3-3", "6-5", "6-4", "6-3"],
    ["2-2", "1-1", "0-0", "5-4", "5-3", "5-2", "5-1"],
    ["6-2", "6-1", "6-0", "5-0", "4-3", "4-2", "4-1"],
]
DECK = stack_deck(HANDS, 0)
EVERY = ["nello", "sevens", "splash", "plunge"]


def start(**options: Any) -> Any:
    return game.deal(game.new_match({"scoring": "marks", **options}), DECK)


def act(state: Any, seat: int, kind: str, **args: Any) -> Any:
    return game.play(state, {"seat": seat, "type": kind, **args})


def bids(state: Any) -> list[tuple[int | None, str | None]]:
    return [(a.value, a.contract) for a in game.legal_actions(state) if a.type == "bid"]


def refused(state: Any, action: dict[str, Any]) -> EngineError:
    with pytest.raises(EngineError) as caught:
        game.play(state, action)
    return caught.value


def record(actions: list[dict[str, Any]], **options: Any) -> dict[str, Any]:
    return {
        "format": "tricktable-record/1",
        "game": "texas42",
        "options": {"scoring": "marks", **options},
        "deals": [{"deck": DECK, "actions": actions}],
    }


def passes(*seats: int) -> list[dict[str, Any]]:
    return [{"seat": seat, "type": "pass"} for seat in seats]


class TestBiddingInMarks:
    def test_the_first_bid_may_be_30_to_41_one_mark_or_a_jump_to_two_with_the_contracts_the_hand_allows(self):
        state = start(contracts=EVERY)
        assert bids(state) == [
            *[(v, None) for v in range(30, 42)],
            (42, None),
            (84, None),
            (84, "splash"),
            (168, "plunge"),
        ]

    def test_a_seat_with_three_doubles_may_splash_but_not_plunge(self):
        state = act(start(contracts=EVERY), 1, "bid", value=35)
        assert bids(state) == [*[(v, None) for v in range(36, 42)], (42, None), (84, None), (84, "splash")]

    def test_above_two_marks_one_mark_at_a_time(self):
        state = act(start(), 1, "bid", value=84)
        assert bids(state) == [(126, None)]
        state = act(state, 2, "bid", value=126)
        assert bids(state) == [(168, None)]

    @pytest.mark.parametrize(
        ("value", "words"),
        [(126, "jump to 84 (two marks) at most"), (85, "whole number of marks"), (29, "lowest bid is 30")],
    )
    def test_bids_off_the_ladder_are_illegal(self, value, words):
        error = refused(start(), {"seat": 1, "type": "bid", "value": value})
        assert error.code is ErrorCode.ILLEGAL_ACTION and words in error.message

    def test_after_84_the_next_bid_is_126_only(self):
        error = refused(act(start(), 1, "bid", value=84), {"seat": 2, "type": "bid", "value": 168})
        assert "only higher bid is 126" in error.message

    def test_a_splash_over_a_plunge_at_168_is_worth_210(self):
        state = act(start(contracts=EVERY), 1, "bid", value=168, contract="plunge")
        assert bids(state) == [(210, None), (210, "splash")]
        state = act(state, 2, "bid", value=210, contract="splash")
        assert state.deal.bid == (2, 210, "splash")

    def test_the_splash_and_plunge_minimums_follow_the_options(self):
        state = start(contracts=EVERY, splash_min=126, plunge_min=126)
        assert (126, "splash") in bids(state) and (126, "plunge") in bids(state)

    @pytest.mark.parametrize(
        ("seat", "value", "contract", "options", "words"),
        [
            (1, 84, "splash", {"contracts": ["plunge"]}, "does not play splash"),
            (1, 126, "splash", {"contracts": EVERY}, "at 84 exactly"),
            (1, 84, "plunge", {"contracts": EVERY}, "at 168 exactly"),
        ],
    )
    def test_a_splash_or_plunge_the_table_or_hand_does_not_allow_is_illegal(
        self, seat, value, contract, options, words
    ):
        error = refused(start(**options), {"seat": seat, "type": "bid", "value": value, "contract": contract})
        assert error.code is ErrorCode.ILLEGAL_ACTION and words in error.message

    def test_a_splash_needs_three_doubles_in_hand(self):
        state = act(start(contracts=EVERY), 1, "pass")
        state = act(state, 2, "pass")
        error = refused(state, {"seat": 3, "type": "bid", "value": 84, "contract": "splash"})
        assert "needs at least 3 doubles" in error.message and "holds 0" in error.message

    def test_a_splash_under_points_is_illegal(self):
        state = game.deal(game.new_match(), DECK)
        error = refused(state, {"seat": 1, "type": "bid", "value": 84, "contract": "splash"})
        assert error.code is ErrorCode.ILLEGAL_ACTION and "marks game" in error.message

    @pytest.mark.parametrize("contract", ["nello", None, 1, ""])
    def test_a_bids_contract_other_than_splash_or_plunge_is_malformed(self, contract):
        report = replay_report(record([{"seat": 1, "type": "bid", "value": 84, "contract": contract}], contracts=EVERY))
        assert report["error"]["code"] == "malformed"

    def test_under_force_the_dealer_must_bid_in_marks_too(self):
        state = start(contracts=EVERY, all_pass="force")
        for seat in (1, 2, 3):
            state = act(state, seat, "pass")
        assert next((a.type, a.value) for a in game.legal_actions(state)) == ("bid", 30)
        error = refused(state, {"seat": 0, "type": "pass"})
        assert "must bid 30 or more" in error.message


class TestNaming:
    def test_after_a_splash_the_partner_names_a_trump_and_leads(self):
        state = act(start(contracts=EVERY), 1, "bid", value=84, contract="splash")
        for seat in (2, 3, 0):
            state = act(state, seat, "pass")
        assert game.to_act(state) == 3
        assert [a.trump for a in game.legal_actions(state)] == [0, 1, 2, 3, 4, 5, 6, "doubles", "notrump"]
        error = refused(state, {"seat": 3, "type": "name_trump", "trump": "nello"})
        assert "after a splash the partner names a trump" in error.message
        state = act(state, 3, "name_trump", trump=6)
        assert (game.to_act(state), state.deal.trick.leader) == (3, 3)

    def test_nello_and_sevens_are_named_only_from_their_minimum_bids(self):
        state = act(start(contracts=EVERY, sevens_min=84), 1, "bid", value=42)
        for seat in (2, 3, 0):
            state = act(state, seat, "pass")
        assert [a.trump for a in game.legal_actions(state)][-1] == "nello"
        error = refused(state, {"seat": 1, "type": "name_trump", "trump": "sevens"})
        assert "sevens needs a bid of at least 84; the bid is 42" in error.message

    @pytest.mark.parametrize(
        ("options", "words"), [({"contracts": ["sevens"]}, "does not play nello"), ({}, "does not play nello")]
    )
    def test_a_contract_the_room_does_not_play_is_illegal(self, options, words):
        state = act(start(**options), 1, "bid", value=42)
        for seat in (2, 3, 0):
            state = act(state, seat, "pass")
        error = refused(state, {"seat": 1, "type": "name_trump", "trump": "nello"})
        assert error.code is ErrorCode.ILLEGAL_ACTION and words in error.message

    def test_nello_under_points_is_illegal_and_an_unknown_name_malformed(self):
        actions = [{"seat": 1, "type": "bid", "value": 42}, *passes(2, 3, 0)]
        state = game.new_match()
        for action in [{"seat": 1, "type": "bid", "value": 42}, *passes(2, 3, 0)]:
            state = game.play(game.deal(state, DECK) if state.deal is None else state, action)
        error = refused(state, {"seat": 1, "type": "name_trump", "trump": "nello"})
        assert "marks game" in error.message
        bad = record([*actions, {"seat": 1, "type": "name_trump", "trump": "misere"}], contracts=EVERY)
        assert replay_report(bad)["error"]["code"] == "malformed"


def nello_by_dealer(**options: Any) -> Any:
    """Three passes, then the dealer (seat 0, the low hand) bids 42 and names nello: seat 2 sits out."""
    state = start(contracts=["nello"], **options)
    for seat in (1, 2, 3):
        state = act(state, seat, "pass")
    state = act(state, 0, "bid", value=42)
    return act(state, 0, "name_trump", trump="nello")


class TestNello:
    def test_the_partner_sits_out_and_each_trick_has_three_tiles(self):
        state = nello_by_dealer()
        assert state.deal.sitting_out == 2
        view = game.view(state, 1)
        assert (view["trump"], view["doubles"], view["sitting_out"]) == ("nello", "suit", 2)
        state = act(state, 0, "play", card="1-0")
        assert game.to_act(state) == 1
        state = act(state, 1, "play", card="6-6")
        # Seat 2 is skipped: seat 3 must follow the ones with 6-1 or 4-1, and takes the trick.
        assert game.to_act(state) == 3
        assert sorted(str(a.card) for a in game.legal_actions(state)) == ["4-1", "6-1"]
        state = act(state, 3, "play", card="4-1")
        trick = state.deal.tricks[0]
        assert ([p.seat for p in trick.plays], trick.winner) == ([0, 1, 3], 3)
        assert game.to_act(state) == 3 and state.deal.result is None

    def test_the_sitter_may_not_act(self):
        error = refused(act(nello_by_dealer(), 0, "play", card="1-0"), {"seat": 2, "type": "play", "card": "5-4"})
        assert error.code is ErrorCode.NOT_YOUR_TURN

    def test_the_bidders_first_trick_sets_it_and_the_hand_ends_there(self):
        state = nello_by_dealer()
        # The bidder leads 4-0 (a four, the highest of the fours in play but 4-4, 4-3...): seat 1 holds 4-4 but
        # under `suit` doubles it is no four; seat 3 follows with a four and beats it. Then 2-0 goes unbeaten.
        state = act(state, 0, "play", card="2-0")
        state = act(state, 1, "play", card="6-3")
        state = act(state, 3, "play", card="4-2")
        assert state.deal.tricks[0].winner == 3
        state = act(state, 3, "play", card="6-2")
        state = act(state, 0, "play", card="3-2")
        state = act(state, 1, "play", card="6-4")
        assert state.deal.tricks[1].winner == 1
        state = act(state, 1, "play", card="3-3")
        # Doubles are a suit: seat 3 holds none and may throw; seat 0 holds none either.
        state = act(state, 3, "play", card="6-0")
        state = act(state, 0, "play", card="3-0")
        assert state.deal.tricks[2].winner == 1
        state = act(state, 1, "play", card="6-5")
        state = act(state, 3, "play", card="6-1")
        state = act(state, 0, "play", card="4-0")
        # 6-5 beats 6-1 in sixes: the bidder (seat 0) shed 4-0 and still has not won a trick.
        assert state.deal.tricks[3].winner == 1 and state.deal.result is None
        state = act(state, 1, "play", card="5-5")
        state = act(state, 3, "play", card="5-0")
        state = act(state, 0, "play", card="3-1")
        state = act(state, 1, "play", card="4-4")
        state = act(state, 3, "play", card="4-3")
        state = act(state, 0, "play", card="2-1")
        assert state.deal.result is None
        state = act(state, 1, "play", card="6-6")
        state = act(state, 3, "play", card="4-1")
        state = act(state, 0, "play", card="1-0")
        assert state.deal.result == "made"
        assert (list(state.deal.score_delta), state.tally.scores) == ([1, 0], (1, 0))

    def test_set_by_the_bidders_trick_ends_the_hand_early_and_a_further_action_is_a_bad_record(self):
        # Seat 1 bids nello on its four doubles and leads 6-6: a double calls for a double, and nothing beats 6-6.
        # Seat 3 sits out; seat 2 follows with a double, seat 0 has none. The bidder takes the first trick.
        actions = [{"seat": 1, "type": "bid", "value": 42}, *passes(2, 3, 0)]
        actions.append({"seat": 1, "type": "name_trump", "trump": "nello"})
        actions += [{"seat": 1, "type": "play", "card": "6-6"}, {"seat": 2, "type": "play", "card": "2-2"}]
        actions += [{"seat": 0, "type": "play", "card": "1-0"}]
        report = replay_report(record(actions, contracts=["nello"]))
        deal = report["deals"][0]
        assert (deal["trump"], deal["doubles"], deal["result"], len(deal["tricks"])) == ("nello", "suit", "set", 1)
        assert deal["score_delta"] == [1, 0] and report["to_act"] is None and report["scores"] == [1, 0]
        assert deal["tricks_taken"] == [0, 1]
        assert deal["bid"] == {"seat": 1, "value": 42} and deal["tricks"][0]["cards"] == [
            [1, "6-6"],
            [2, "2-2"],
            [0, "1-0"],
        ]
        late = replay_report(record([*actions, {"seat": 1, "type": "play", "card": "5-5"}], contracts=["nello"]))
        assert (late["error"]["code"], late["error"]["action"]) == ("bad_record", len(actions))

    def test_without_early_end_all_seven_are_played_and_the_first_result_stands(self):
        state = nello_by_dealer(early_end=False)
        rng = random.Random(3)
        while game.to_act(state) is not None:
            legal = game.legal_actions(state)
            state = game.apply(state, legal[rng.randrange(len(legal))])
        deal = state.deal
        assert len(deal.tricks) == 7
        first_win = next((n for n, trick in enumerate(deal.tricks) if trick.winner == 0), None)
        assert deal.result == ("made" if first_win is None else "set")


class TestSevens:
    def test_every_player_must_play_the_tile_nearest_seven(self):
        assert set(sevens_playable(("6-1", "5-2", "0-0"))) == {"6-1", "5-2"}
        assert sevens_playable(("6-6", "0-0", "5-4")) == ("5-4",)
        # 4-4 and 3-3 are 8 and 6 pips, one from seven each.
        assert set(sevens_playable(("4-4", "3-3", "6-6"))) == {"4-4", "3-3"}

    def test_the_nearest_tile_wins_and_ties_go_by_the_option(self):
        plays = (Play(1, "6-6"), Play(2, "4-4"), Play(3, "3-3"), Play(0, "1-0"))
        assert sevens_winner(plays, bidders=1, ties="first") == 2
        assert sevens_winner(plays, bidders=1, ties="bidder") == 3
        assert sevens_winner(plays, bidders=0, ties="bidder") == 2

    def test_a_sevens_hand_plays_by_the_rule_and_a_refusal_says_why(self):
        state = act(start(contracts=["sevens"]), 1, "bid", value=42)
        for seat in (2, 3, 0):
            state = act(state, seat, "pass")
        state = act(state, 1, "name_trump", trump="sevens")
        assert game.view(state, 0)["doubles"] is None
        # 4-4 and 3-3 lie one pip from seven; every other tile of the hand further.
        assert sorted(str(a.card) for a in game.legal_actions(state)) == ["3-3", "4-4"]
        error = refused(state, {"seat": 1, "type": "play", "card": "6-6"})
        assert "nearest to seven" in error.message


class TestDoublesWithoutTrumps:
    def test_high_a_double_is_the_highest_of_its_suit(self):
        plays = (Play(0, "4-1"), Play(1, "4-4"))
        assert trick_winner(plays, NO_TRUMP, LEADS[NO_TRUMP]["4-1"]) == 1

    def test_low_a_double_is_the_lowest_of_its_suit(self):
        plays = (Play(0, "4-4"), Play(1, "4-1"))
        assert trick_winner(plays, NO_TRUMP_LOW, LEADS[NO_TRUMP_LOW]["4-4"]) == 1

    def test_suit_a_led_double_calls_for_a_double_and_a_double_never_follows_a_pip_lead(self):
        suit = LEADS[NO_TRUMP_SUIT]["4-4"]
        assert playable(("2-2", "4-1"), suit, NO_TRUMP_SUIT) == ("2-2",)
        assert trick_winner((Play(0, "4-4"), Play(1, "6-6")), NO_TRUMP_SUIT, suit) == 1
        fours = LEADS[NO_TRUMP_SUIT]["4-1"]
        assert playable(("4-4", "4-0"), fours, NO_TRUMP_SUIT) == ("4-0",)
        assert playable(("4-4", "6-0"), fours, NO_TRUMP_SUIT) == ("4-4", "6-0")
        assert trick_winner((Play(0, "4-1"), Play(1, "4-4")), NO_TRUMP_SUIT, fours) == 0

    @pytest.mark.parametrize("doubles", ["high", "low", "suit"])
    def test_notrump_follows_its_option_under_both_scorings(self, doubles):
        for scoring in ("points", "marks"):
            state = game.deal(game.new_match({"scoring": scoring, "notrump_doubles": doubles}), DECK)
            state = act(state, 1, "bid", value=30)
            for seat in (2, 3, 0):
                state = act(state, seat, "pass")
            state = act(state, 1, "name_trump", trump="notrump")
            assert (game.view(state, None)["trump"], game.view(state, None)["doubles"]) == ("notrump", doubles)


class TestMarksScore:
    def test_a_bid_up_to_42_is_one_mark_and_above_a_mark_for_each_42(self):
        rng = random.Random(5)
        for value in (30, 42, 84):
            state = act(start(), 1, "bid", value=value)
            for seat in (2, 3, 0):
                state = act(state, seat, "pass")
            state = act(state, 1, "name_trump", trump=6)
            while game.to_act(state) is not None:
                state = game.play(
                    state, {"seat": game.to_act(state), **game.bot("basic")(game.view(state, game.to_act(state)), rng)}
                )
            marks = max(1, value // 42)
            assert sorted(state.deal.score_delta) == [0, marks]
            assert state.deal.score_delta[1] == (marks if state.deal.result == "made" else 0)

    def test_seven_marks_win_the_game(self):
        state = game.new_match({"scoring": "marks", "target": 1})
        state = game.deal(state, DECK)
        state = act(state, 1, "bid", value=84)
        for seat in (2, 3, 0):
            state = act(state, seat, "pass")
        state = act(state, 1, "name_trump", trump=6)
        rng = random.Random(1)
        while game.to_act(state) is not None:
            legal = game.legal_actions(state)
            state = game.apply(state, legal[rng.randrange(len(legal))])
        outcome = game.outcome(state)
        assert outcome is not None and outcome.scores in ((2, 0), (0, 2))
