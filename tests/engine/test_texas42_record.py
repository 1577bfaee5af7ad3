"""Texas 42 records replayed by the engine alone: scores worked out by hand, the deal keys, and the error codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from games.engine.record import replay_report
from games.engine.texas42.deal import stack_deck
from tests.engine.texas42_helpers import STRONG_FOURS, STRONG_FOURS_PLAY

ROOT = Path(__file__).resolve().parents[2]
RECORDS = Path(__file__).parent / "records"


def record(*deals: tuple[list[str], list[dict[str, Any]]], **extra: Any) -> dict[str, Any]:
    return {
        "format": "tricktable-record/1",
        "game": "texas42",
        "deals": [{"deck": deck, "actions": actions} for deck, actions in deals],
        **extra,
    }


def error_of(rec: dict[str, Any]) -> dict[str, Any]:
    result = replay_report(rec)
    assert result["ok"] is False, result
    return result["error"]


def calls(dealer: int, *values: int | None) -> list[dict[str, Any]]:
    """The calls of one round from the seat after the dealer: a value bids it, None passes."""
    return [
        {"seat": (dealer + 1 + step) % 4, **({"type": "pass"} if value is None else {"type": "bid", "value": value})}
        for step, value in enumerate(values)
    ]


def strong_fours_tricks() -> list[dict[str, Any]]:
    """STRONG_FOURS_PLAY as actions: seat 0 leads every trick."""
    return [
        {"seat": step, "type": "play", "card": name} for trick in STRONG_FOURS_PLAY for step, name in enumerate(trick)
    ]


# Dealer 0: seats 1, 2 and 3 pass and seat 0 bids 30, names fours and takes every trick.
DEALER_0 = stack_deck(STRONG_FOURS, 0)
MADE_30 = [*calls(0, None, None, None, 30), {"seat": 0, "type": "name_trump", "trump": 4}, *strong_fours_tricks()]
ALL_PASS = calls(0, None, None, None, None)


class TestTheRecordWorkedOutByHand:
    """tests/engine/records/texas42-by-hand.json, first dealer 3, every deal dealt from STRONG_FOURS.

    - Deal 0, dealer 3: all four pass. Thrown in, nothing scored; seat 0 deals next.
    - Deal 1, dealer 0: seat 0 bids 30 and names fours, and takes every trick (see test_texas42_rules):
      1 + 16 + 1 + 16 + 1 + 1 + 6 = 42 points. 42 >= 30: made, each side scores what it took: 42 to 0.
    - Deal 2, dealer 1: seat 2 bids 42, seat 0 doubles to 84, names fours and plays the same seven tricks: every
      trick taken, a limit bid made, 84 to 0. Scores 126 to 0.
    - Deal 3, dealer 2: seat 0 bids 30 and names fives; each seat plays its first legal tile. Fives are
      5-5 6-5 5-4 5-3 5-2 5-1 5-0, in that order of rank.
        4-4 led (a four): 6-3 (no four), 4-1 (follows), 5-2 (no plain four: trumps). Seat 3 wins, 1 + 5 = 6.
        5-1 led (trumps): 5-4, 6-2 (no trump), 6-5. 6-5 is the highest trump: seat 2 wins, 1.
        4-0 led: 5-0 (seat 3 has no plain four: trumps), 6-4, 6-1. Seat 3 wins, 1 + 5 + 10 = 16.
        3-1 led: 4-3, 3-3, 6-0 (5-3 is a trump, not a three). The double three wins for seat 1, 1.
        3-2 led by seat 1: 5-3 (seat 2 has no plain three), 3-0, 4-2. Seat 2 trumps it, 1 + 5 = 6.
        2-2 led: 2-1, 6-6, 1-1. The double two wins for seat 2, 1.
        2-0 led: 1-0, 5-5 (seat 0 has only 5-5 left), 0-0. Seat 0 trumps it, 1 + 10 = 11.
      Seat 0's side took 1 + 6 + 1 + 11 = 19, the others 6 + 16 + 1 = 23. 19 < 30: set, 0 to 23 + 30 = 53.
      Scores 126 to 53.
    - Deal 4, dealer 3: seat 0 bids 35 and names twos; first legal tiles again: 35 to 7 (counted from the tricks
      in test_texas42_rules). Exactly made: 35 to 7. Scores 161 to 60.
    - Deal 5, dealer 0: seat 0 bids 42, names no-trump and leads 6-6; the record stops with seat 1 to follow
      sixes: 6-3, 6-2 or 6-1.
    """

    result = json.loads((RECORDS / "texas42-by-hand.expected.json").read_text())

    def test_it_replays_to_the_scores_worked_out_by_hand(self):
        assert replay_report(json.loads((RECORDS / "texas42-by-hand.json").read_text())) == self.result
        deals = self.result["deals"]
        assert [deal["dealer"] for deal in deals] == [3, 0, 1, 2, 3, 0]
        assert [deal["void"] for deal in deals] == [True, False, False, False, False, False]
        assert [deal["score_delta"] for deal in deals] == [[0, 0], [42, 0], [84, 0], [0, 53], [35, 7], [0, 0]]
        assert [deal["points_taken"] for deal in deals] == [[0, 0], [42, 0], [42, 0], [19, 23], [35, 7], [0, 0]]
        assert (self.result["scores"], self.result["games_won"], self.result["winner"]) == ([161, 60], [0, 0], None)

    def test_the_set_hand_goes_trick_by_trick_as_worked_out(self):
        tricks = self.result["deals"][3]["tricks"]
        assert [[name for _, name in trick["cards"]] for trick in tricks] == [
            ["4-4", "6-3", "4-1", "5-2"],
            ["5-1", "5-4", "6-2", "6-5"],
            ["4-0", "5-0", "6-4", "6-1"],
            ["3-1", "4-3", "3-3", "6-0"],
            ["3-2", "5-3", "3-0", "4-2"],
            ["2-2", "2-1", "6-6", "1-1"],
            ["2-0", "1-0", "5-5", "0-0"],
        ]
        assert [trick["winner"] for trick in tricks] == [3, 2, 3, 1, 2, 2, 0]

    def test_each_deal_reports_its_bid_trump_and_points_taken(self):
        deals = self.result["deals"]
        assert (deals[0]["bid"], deals[0]["trump"]) == (None, None)
        assert [deal["bid"] for deal in deals[1:]] == [
            {"seat": 0, "value": 30},
            {"seat": 0, "value": 84},
            {"seat": 0, "value": 30},
            {"seat": 0, "value": 35},
            {"seat": 0, "value": 42},
        ]
        assert [deal["trump"] for deal in deals[1:]] == [4, 4, 5, 2, "notrump"]
        keys = {"dealer", "void", "tricks", "score_delta", "bid", "trump", "points_taken", "tricks_taken", "result"}
        assert set(deals[0]) == {*keys, "doubles"}
        # The doubles' treatment only where there is no trump suit; the result once the seventh trick is played.
        assert [deal["doubles"] for deal in deals[1:]] == [None, None, None, None, "high"]
        assert deals[0]["result"] is None and all(deal["result"] in ("made", "set") for deal in deals[1:5])

    def test_the_record_stops_mid_trick_with_the_follow_it_allows(self):
        assert (self.result["status"], self.result["to_act"]) == ("in_progress", 1)
        assert self.result["legal"] == [{"type": "play", "card": name} for name in ("6-3", "6-2", "6-1")]


class TestReport:
    def test_the_highest_bid_is_reported_while_the_bidding_is_open(self):
        result = replay_report(record((DEALER_0, calls(0, 31, None))))
        assert result["deals"][0]["bid"] == {"seat": 1, "value": 31}
        assert result["to_act"] == 3
        assert result["legal"][:2] == [{"type": "pass"}, {"type": "bid", "value": 32}]

    def test_after_the_dealers_call_the_bidder_names_trumps(self):
        result = replay_report(record((DEALER_0, calls(0, None, 30, None, None))))
        assert result["to_act"] == 2
        assert {"type": "name_trump", "trump": "doubles"} in result["legal"]
        assert len(result["legal"]) == 9

    def test_a_void_deal_is_followed_by_the_next_dealer_and_the_match_goes_on(self):
        result = replay_report(record((DEALER_0, ALL_PASS), (stack_deck(STRONG_FOURS, 1), [])))
        assert [deal["dealer"] for deal in result["deals"]] == [0, 1]
        assert result["deals"][0]["void"] is True
        assert result["to_act"] == 2

    def test_a_forced_dealer_is_shown_no_pass(self):
        result = replay_report(record((DEALER_0, calls(0, None, None, None)), options={"all_pass": "force"}))
        assert result["to_act"] == 0
        assert {"type": "pass"} not in result["legal"]

    def test_a_finished_deal_waits_for_the_next_deck(self):
        result = replay_report(record((DEALER_0, MADE_30)))
        assert (result["to_act"], result["legal"], result["scores"]) == (None, [], [42, 0])

    def test_a_game_to_42_ends_the_match_on_that_hand(self):
        result = replay_report(record((DEALER_0, MADE_30), options={"target": 42}))
        assert (result["status"], result["winner"], result["games_won"]) == ("finished", [0], [1, 0])


class TestErrors:
    @pytest.mark.parametrize(
        "action",
        [
            {"seat": 1, "type": "knock"},
            {"seat": 1, "type": "bid"},
            {"seat": 1, "type": "bid", "value": "30"},
            {"seat": 1, "type": "bid", "value": 30.5},
            {"seat": 1, "type": "bid", "value": True},
            {"seat": 1, "type": "play", "card": "4-6"},
            {"seat": 1, "type": "play", "card": 64},
            {"seat": 1, "type": "name_trump"},
            {"seat": 1, "type": "name_trump", "trump": 7},
            {"seat": 1, "type": "name_trump", "trump": "sixes"},
            {"seat": 1, "type": "name_trump", "trump": "4"},
            {"seat": 1, "type": "name_trump", "trump": True},
            {"seat": 4, "type": "pass"},
            {"seat": "1", "type": "pass"},
            {"seat": True, "type": "pass"},
            ["seat", 1],
        ],
    )
    def test_a_malformed_action_is_malformed_even_out_of_turn_or_out_of_phase(self, action):
        error = error_of(record((DEALER_0, [action])))
        assert (error["code"], error["deal"], error["action"]) == ("malformed", 0, 0)

    def test_out_of_turn_comes_before_illegal(self):
        error = error_of(record((DEALER_0, [{"seat": 2, "type": "bid", "value": 5}])))
        assert (error["code"], error["message"]) == ("not_your_turn", "it is seat 1's turn, not seat 2's")

    @pytest.mark.parametrize(
        ("actions", "words"),
        [
            (calls(0, 29), "the lowest bid is 30"),
            (calls(0, 35, 35), "higher than the highest so far, 35"),
            (calls(0, 42, 43), "the only higher bid is 84"),
            (calls(0, 84), "84 doubles a bid of 42"),
            ([{"seat": 1, "type": "name_trump", "trump": 4}], "must first bid or pass"),
            ([{"seat": 1, "type": "play", "card": "6-3"}], "must first bid or pass"),
            ([*calls(0, 30, None, None, None), {"seat": 1, "type": "play", "card": "6-3"}], "must now name trumps"),
            ([*calls(0, 30, None, None, None), {"seat": 1, "type": "pass"}], "must now name trumps"),
        ],
    )
    def test_an_action_the_rules_forbid_is_illegal_and_says_why(self, actions, words):
        error = error_of(record((DEALER_0, actions)))
        assert (error["code"], error["action"]) == ("illegal_action", len(actions) - 1)
        assert words in error["message"]

    def test_the_stored_illegal_follow_says_which_tile_must_follow(self):
        rec = json.loads((RECORDS / "texas42-illegal-follow.json").read_text())
        error = error_of(rec)
        assert error == {
            "deal": 0,
            "action": 6,
            "code": "illegal_action",
            "message": "sixes were led and seat 1 holds 6-3: it must follow suit",
        }

    def test_the_forced_dealer_may_not_pass(self):
        error = error_of(record((DEALER_0, ALL_PASS), options={"all_pass": "force"}))
        assert (error["code"], error["action"]) == ("illegal_action", 3)
        assert "must bid from 30 to 42" in error["message"]

    def test_an_action_in_a_thrown_in_deal_is_a_bad_record(self):
        error = error_of(record((DEALER_0, [*ALL_PASS, {"seat": 1, "type": "pass"}])))
        assert (error["code"], error["deal"], error["action"]) == ("bad_record", 0, 4)

    def test_an_action_after_the_last_trick_is_a_bad_record(self):
        error = error_of(record((DEALER_0, [*MADE_30, {"seat": 0, "type": "play", "card": "4-4"}])))
        assert (error["code"], error["deal"], error["action"]) == ("bad_record", 0, len(MADE_30))

    def test_an_action_or_a_deal_after_the_match_is_over_is_game_over(self):
        over = {"target": 42}
        error = error_of(record((DEALER_0, [*MADE_30, {"seat": 0, "type": "pass"}]), options=over))
        assert (error["code"], error["action"]) == ("game_over", len(MADE_30))
        error = error_of(record((DEALER_0, MADE_30), (stack_deck(STRONG_FOURS, 1), []), options=over))
        assert (error["code"], error["deal"], error["action"]) == ("game_over", 1, None)

    def test_a_deal_after_an_unfinished_one_is_a_bad_record(self):
        error = error_of(record((DEALER_0, calls(0, 30)), (DEALER_0, [])))
        assert (error["code"], error["deal"], error["action"]) == ("bad_record", 1, None)

    @pytest.mark.parametrize(
        "deck", [DEALER_0[:-1], [*DEALER_0[:-1], DEALER_0[0]], [*DEALER_0[:-1], "6-7"], [*DEALER_0[:-1], "4-6"]]
    )
    def test_a_deck_that_is_not_a_permutation_of_the_set_is_a_bad_deck(self, deck):
        error = error_of(record((deck, [])))
        assert (error["code"], error["deal"], error["action"]) == ("bad_deck", 0, None)

    @pytest.mark.parametrize(
        ("options", "words"),
        [
            ({"contracts": ["nello"]}, "'contracts' belongs to the marks game"),
            ({"scoring": "points", "early_end": False}, "'early_end' belongs to the marks game"),
            ({"nello_min": 84}, "'nello_min' belongs to the marks game"),
            ({"plunge_min": 126}, "'plunge_min' belongs to the marks game"),
            ({"scoring": "marks", "contracts": ["nello", "nello"]}, "more than once"),
            ({"scoring": "marks", "contracts": ["double"]}, "contracts"),
            ({"scoring": "marks", "splash_min": 42}, "splash_min"),
            ({"scoring": "marks", "notrump_doubles": "middle"}, "notrump_doubles"),
            ({"scoring": "tricks"}, "scoring"),
            ({"all_pass": "dealer"}, "all_pass"),
            ({"target": 0}, "target"),
            ({"games_per_match": 2}, "games_per_match"),
            ({"nello": True}, "unknown option 'nello'"),
        ],
    )
    def test_an_option_out_of_place_or_unknown_is_a_bad_record(self, options, words):
        error = error_of(record((DEALER_0, []), options=options))
        assert (error["code"], error["deal"], error["action"]) == ("bad_record", None, None)
        assert words in error["message"]


def test_the_command_line_replays_a_texas_42_record():
    done = subprocess.run(
        [sys.executable, "-m", "games.engine", "replay", "-"],
        input=json.dumps(record((DEALER_0, ALL_PASS), (stack_deck(STRONG_FOURS, 1), calls(1, 30)))),
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert [deal["void"] for deal in result["deals"]] == [True, False]
    assert result["deals"][1]["bid"] == {"seat": 2, "value": 30}
    assert result["to_act"] == 3
