"""The game record contract: what replay reports, and which code each fault gets, in the order checked."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from games.engine.doublehand import DOUBLEHAND
from games.engine.doublehand.deal import stack_deck
from games.engine.french import DECK
from games.engine.playout import play_match
from games.engine.record import replay_report
from tests.engine.test_doublehand_rules import ONE_SUIT_EACH

SEAT_ZERO_SWEEPS: dict[str, Any] = {
    "format": "tricktable-record/1",
    "game": "doublehand",
    "first_dealer": 3,
    "deals": [
        {
            "deck": stack_deck(ONE_SUIT_EACH, 3),
            "actions": [
                {"seat": 0, "type": "bid", "value": 7},
                {"seat": 1, "type": "pass"},
                {"seat": 2, "type": "pass"},
                {"seat": 3, "type": "pass"},
                {"seat": 0, "type": "declare_trump", "card": "TS"},
            ],
        }
    ],
}


def sweep_record(tricks: int) -> dict:
    """SEAT_ZERO_SWEEPS with `tricks` tricks played, seat 0 leading its spades high to low."""
    record = copy.deepcopy(SEAT_ZERO_SWEEPS)
    spades = [c for c in ONE_SUIT_EACH[0] if c != "TS"]
    for trick in range(tricks):
        if trick == 12:
            record["deals"][0]["actions"].append({"seat": 0, "type": "reveal_trump"})
            lead = "TS"
        else:
            lead = spades[trick]
        record["deals"][0]["actions"].append({"seat": 0, "type": "play", "card": lead})
        for seat in (1, 2, 3):
            record["deals"][0]["actions"].append({"seat": seat, "type": "play", "card": ONE_SUIT_EACH[seat][trick]})
    return record


def error_of(record) -> dict:
    result = replay_report(record)
    assert result["ok"] is False, result
    return result["error"]


@pytest.fixture(scope="module")
def finished() -> dict:
    return play_match(DOUBLEHAND, seed=7, levels=["random"] * 4)


class TestSuccessfulReplay:
    def test_a_record_stopped_after_the_declaration_reports_the_leaders_turn(self):
        result = replay_report(SEAT_ZERO_SWEEPS)
        assert result["ok"] is True
        assert result["status"] == "in_progress"
        assert result["to_act"] == 0
        assert sorted(a["card"] for a in result["legal"]) == sorted(c for c in ONE_SUIT_EACH[0] if c != "TS")
        assert result["scores"] == [0, 0]
        assert result["games_won"] == [0, 0]
        assert result["winner"] is None
        assert result["deals"] == [
            {
                "dealer": 3,
                "void": False,
                "tricks": [],
                "score_delta": [0, 0],
                "bid": {"seat": 0, "value": 7},
                "trump": {"card": "TS", "mode": "haath_par", "revealed": False},
                "hands_won": [0, 0],
            }
        ]

    def test_a_whole_sweep_replays_to_fifty_two(self):
        result = replay_report(sweep_record(13))
        deal = result["deals"][0]
        assert result["ok"] is True
        assert result["to_act"] is None  # the next deck is missing
        assert result["legal"] == []
        assert result["scores"] == [52, 0]
        assert deal["score_delta"] == [52, 0]
        assert deal["hands_won"] == [13, 0]
        assert deal["trump"] == {"card": "TS", "mode": "haath_par", "revealed": True}
        assert deal["tricks"][0] == {"leader": 0, "cards": [[0, "AS"], [1, "AH"], [2, "AD"], [3, "AC"]], "winner": 0}
        assert [t["winner"] for t in deal["tricks"]] == [0] * 13

    def test_a_void_deal_is_followed_by_the_same_dealer(self):
        record = {
            "format": "tricktable-record/1",
            "game": "doublehand",
            "deals": [
                {"deck": list(DECK), "actions": [{"seat": s, "type": "pass"} for s in (1, 2, 3, 0)]},
                {"deck": list(DECK), "actions": []},
            ],
        }
        result = replay_report(record)
        assert [d["dealer"] for d in result["deals"]] == [0, 0]
        assert result["deals"][0]["void"] is True
        assert result["deals"][0]["bid"] is None
        assert result["deals"][0]["trump"] is None
        assert result["to_act"] == 1

    def test_a_finished_match_reports_its_winner(self, finished):
        result = replay_report(finished)
        assert result["status"] == "finished"
        assert result["to_act"] is None
        assert len(result["winner"]) == 1
        team = result["winner"][0]
        assert result["scores"][team] >= 252
        assert result["games_won"][team] == 1
        assert sum(d["score_delta"][team] for d in result["deals"]) == result["scores"][team]

    def test_extra_keys_are_allowed_everywhere(self):
        record = copy.deepcopy(SEAT_ZERO_SWEEPS)
        record["comment"] = "x"
        record["deals"][0]["note"] = 1
        record["deals"][0]["actions"][0]["why"] = "strong spades"
        record["deals"][0]["actions"][1]["value"] = "ignored"
        assert replay_report(record)["ok"] is True

    def test_options_and_first_dealer_may_be_left_out_or_null(self):
        record = copy.deepcopy(SEAT_ZERO_SWEEPS)
        record["first_dealer"] = 0
        record["deals"] = []
        record["options"] = None
        assert replay_report(record)["ok"] is True
        del record["first_dealer"]
        del record["options"]
        assert replay_report(record) == {
            "ok": True,
            "game": "doublehand",
            "status": "in_progress",
            "to_act": None,
            "legal": [],
            "scores": [0, 0],
            "games_won": [0, 0],
            "winner": None,
            "deals": [],
        }


class TestRecordChecks:
    @pytest.mark.parametrize(
        ("change", "deal"),
        [
            (lambda r: r.update(format="tricktable-record/2"), None),
            (lambda r: r.pop("format"), None),
            (lambda r: r.update(game="chess"), None),
            (lambda r: r.update(options={"auction": "closed"}), None),
            (lambda r: r.update(options={"trumps": 1}), None),
            (lambda r: r.update(options=[1]), None),
            (lambda r: r.update(first_dealer=4), None),
            (lambda r: r.update(first_dealer="0"), None),
            (lambda r: r.update(first_dealer=True), None),
            (lambda r: r.update(deals={}), None),
            (lambda r: r.pop("deals"), None),
            (lambda r: r["deals"].append(7), 1),
            (lambda r: r["deals"].append({"actions": []}), 1),
            (lambda r: r["deals"].append({"deck": list(DECK), "actions": {}}), 1),
        ],
    )
    def test_the_record_as_a_whole_is_checked_first(self, change, deal):
        record = sweep_record(13)
        # An illegal action in deal 0 must not be reported: whole-record faults come first.
        record["deals"][0]["actions"][5]["card"] = "2C"
        change(record)
        error = error_of(record)
        assert error | {"message": ""} == {"deal": deal, "action": None, "code": "bad_record", "message": ""}
        assert error["message"]

    @pytest.mark.parametrize("record", [[], "x", 3, None])
    def test_a_record_that_is_not_an_object_is_a_bad_record(self, record):
        assert error_of(record)["code"] == "bad_record"

    def test_a_deal_after_an_unfinished_one_is_a_bad_record(self):
        record = sweep_record(2)
        record["deals"].append({"deck": list(DECK), "actions": []})
        assert error_of(record) | {"message": ""} == {"deal": 1, "action": None, "code": "bad_record", "message": ""}

    @pytest.mark.parametrize(
        "deck", [list(DECK[:51]), [*DECK[:51], "AS"], [*DECK[:51], "1X"], "AS", None, [*DECK, "AS"]]
    )
    def test_a_deck_that_is_not_a_permutation_is_a_bad_deck(self, deck):
        record = copy.deepcopy(SEAT_ZERO_SWEEPS)
        record["deals"][0]["deck"] = deck
        assert error_of(record) | {"message": ""} == {"deal": 0, "action": None, "code": "bad_deck", "message": ""}

    def test_a_deal_after_the_match_is_over_is_game_over(self, finished):
        record = copy.deepcopy(finished)
        record["deals"].append({"deck": "not even a deck", "actions": []})
        error = error_of(record)
        assert (error["deal"], error["action"], error["code"]) == (len(finished["deals"]), None, "game_over")


class TestActionChecks:
    @pytest.mark.parametrize(
        "action",
        [
            "pass",
            [1],
            {"type": "pass"},
            {"seat": 4, "type": "pass"},
            {"seat": -1, "type": "pass"},
            {"seat": "0", "type": "pass"},
            {"seat": 0.0, "type": "pass"},
            {"seat": True, "type": "pass"},
            {"seat": 0},
            {"seat": 0, "type": "fold"},
            {"seat": 0, "type": "bid"},
            {"seat": 0, "type": "bid", "value": "7"},
            {"seat": 0, "type": "bid", "value": 7.0},
            {"seat": 0, "type": "play", "card": "1S"},
            {"seat": 0, "type": "play", "card": "as"},
            {"seat": 0, "type": "play"},
            {"seat": 0, "type": "declare_trump"},
            {"seat": 0, "type": "declare_trump", "card": "AS", "hidden_index": 0},
        ],
    )
    def test_a_malformed_action_is_malformed_even_when_out_of_turn(self, action):
        record = copy.deepcopy(SEAT_ZERO_SWEEPS)
        record["deals"][0]["actions"][1] = action  # seat 1's turn
        assert error_of(record) | {"message": ""} == {"deal": 0, "action": 1, "code": "malformed", "message": ""}

    def test_an_action_after_the_end_of_the_match_is_game_over(self, finished):
        record = copy.deepcopy(finished)
        record["deals"][-1]["actions"].append({"seat": 1, "type": "pass"})
        error = error_of(record)
        assert error["code"] == "game_over"
        assert (error["deal"], error["action"]) == (len(finished["deals"]) - 1, len(finished["deals"][-1]["actions"]))

    def test_an_action_after_the_end_of_a_deal_is_a_bad_record(self):
        record = sweep_record(13)
        record["deals"][0]["actions"].append({"seat": 3, "type": "bid", "value": 40})
        error = error_of(record)
        assert (error["deal"], error["action"], error["code"]) == (0, 58, "bad_record")

    def test_an_action_after_a_void_deal_is_a_bad_record(self):
        actions = [{"seat": s, "type": "pass"} for s in (1, 2, 3, 0, 1)]
        record = {
            "format": "tricktable-record/1",
            "game": "doublehand",
            "deals": [{"deck": list(DECK), "actions": actions}],
        }
        assert error_of(record)["code"] == "bad_record"

    def test_an_action_by_the_wrong_seat_is_not_your_turn_before_it_is_illegal(self):
        record = copy.deepcopy(SEAT_ZERO_SWEEPS)
        record["deals"][0]["actions"][1] = {"seat": 2, "type": "bid", "value": 5}
        assert error_of(record) | {"message": ""} == {"deal": 0, "action": 1, "code": "not_your_turn", "message": ""}

    def test_an_illegal_action_names_its_deal_and_index_and_says_why(self):
        record = sweep_record(1)
        record["deals"][0]["actions"].append({"seat": 0, "type": "play", "card": "AH"})
        assert error_of(record) == {
            "deal": 0,
            "action": 9,
            "code": "illegal_action",
            "message": "seat 0 does not hold AH",
        }

    def test_a_bid_of_five_is_an_illegal_action(self):
        record = copy.deepcopy(SEAT_ZERO_SWEEPS)
        record["deals"][0]["actions"][1] = {"seat": 1, "type": "bid", "value": 5}
        assert error_of(record)["code"] == "illegal_action"


def test_a_record_survives_a_trip_through_json(finished):
    assert replay_report(json.loads(json.dumps(finished))) == replay_report(finished)
