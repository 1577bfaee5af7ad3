"""All Fours records replayed by the engine alone: the deal keys of the spec page, and the contract's error codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from games.engine.allfours import ALLFOURS
from games.engine.allfours.deal import stack_deck
from games.engine.record import replay_report
from tests.engine.allfours_helpers import filled, plain_cards

ROOT = Path(__file__).resolve().parents[2]
game = ALLFOURS

# Dealer 0, so seat 1 stands or begs. Three hands' worth of kicks: spades every time, six and jack scoring.
VOID_KICKS = ["6S", "4S", "JS"]
VOID_DECK = stack_deck(filled({}, 12, plain_cards(), kicks=VOID_KICKS), 0, VOID_KICKS)
# A deal whose first kick is spades (no points), with no spade dealt to anyone.
PLAIN_DECK = stack_deck(filled({}, 6, plain_cards(without_suit="S")), 0, ["7S"])
# A deal whose kick is the jack of spades: three points for the dealer's team.
JACK_KICKED = stack_deck(filled({}, 6, plain_cards(without_suit="S")), 0, ["JS"])


def record(*deals: tuple[list[str], list[dict[str, Any]]], **extra: Any) -> dict[str, Any]:
    return {
        "format": "tricktable-record/1",
        "game": "allfours",
        "deals": [{"deck": deck, "actions": actions} for deck, actions in deals],
        **extra,
    }


def error_of(rec: dict[str, Any]) -> dict[str, Any]:
    result = replay_report(rec)
    assert result["ok"] is False, result
    return result["error"]


BEG_AND_RUN = [{"seat": 1, "type": "beg"}, {"seat": 0, "type": "run_pack"}]


class TestReport:
    def test_a_void_deal_reports_its_kicks_and_points_and_the_same_dealer_deals_again(self):
        result = replay_report(record((VOID_DECK, BEG_AND_RUN), (PLAIN_DECK, [])))
        assert result["ok"] is True
        void, following = result["deals"]
        assert void == {
            "dealer": 0,
            "void": True,
            "tricks": [],
            "score_delta": [5, 0],
            "kicks": ["6S", "4S", "JS"],
            "trump": None,
            "points": [{"kind": "kick", "team": 0, "points": 2}, {"kind": "kick", "team": 0, "points": 3}],
        }
        assert following["dealer"] == 0
        assert (result["to_act"], result["scores"], result["status"]) == (1, [5, 0], "in_progress")
        assert sorted(action["type"] for action in result["legal"]) == ["beg", "stand"]

    def test_a_record_stopped_after_a_beg_reports_the_dealers_choice(self):
        result = replay_report(record((PLAIN_DECK, [{"seat": 1, "type": "beg"}])))
        assert result["to_act"] == 0
        assert sorted(action["type"] for action in result["legal"]) == ["give_one", "run_pack"]
        assert result["deals"][0]["trump"] is None

    def test_a_played_deal_reports_its_trump_tricks_and_points_in_order(self):
        rec = record((PLAIN_DECK, [{"seat": 1, "type": "beg"}, {"seat": 0, "type": "give_one"}]))
        state = game.new_match()
        state = game.deal(state, PLAIN_DECK)
        for action in rec["deals"][0]["actions"]:
            state = game.play(state, action)
        while (seat := game.to_act(state)) is not None:
            action = {"seat": seat, "type": "play", "card": game.legal_actions(state)[0].card}
            rec["deals"][0]["actions"].append(action)
            state = game.play(state, action)
        deal = replay_report(rec)["deals"][0]
        assert (deal["trump"], deal["kicks"], len(deal["tricks"])) == ("S", ["7S"], 6)
        # No spade was dealt: the give-one point, then Game only.
        assert [award["kind"] for award in deal["points"]] == ["give_one", "game"]
        assert deal["tricks"][0]["leader"] == 1

    def test_a_game_won_by_a_kick_ends_the_match_with_no_action(self):
        result = replay_report(record((JACK_KICKED, []), options={"target": 3}))
        assert (result["status"], result["winner"], result["to_act"], result["legal"]) == ("finished", [0], None, [])
        assert result["deals"][0]["points"] == [{"kind": "kick", "team": 0, "points": 3}]
        assert (result["deals"][0]["trump"], result["deals"][0]["void"]) == (None, False)

    def test_a_match_goes_on_after_a_game_won_by_a_kick_from_zero_with_the_next_dealer(self):
        rec = record((JACK_KICKED, []), (PLAIN_DECK, []), options={"target": 3, "games_per_match": 3})
        result = replay_report(rec)
        assert (result["games_won"], result["scores"], result["to_act"]) == ([1, 0], [0, 0], 2)
        assert result["deals"][1]["dealer"] == 1

    def test_options_equal_to_the_defaults_are_not_recorded(self):
        state = game.new_match({"kick_points": {"J": 3, "6": 2, "A": 1}, "target": 14, "no_undertrump": True})
        assert game.recorded_options(state) == {"no_undertrump": True}


class TestErrors:
    @pytest.mark.parametrize(
        "action",
        [
            {"seat": 1, "type": "knock"},
            {"seat": 1, "type": "play"},
            {"seat": 1, "type": "play", "card": "1S"},
            {"seat": 4, "type": "stand"},
            {"seat": "1", "type": "stand"},
            {"seat": 3, "type": "play", "card": 7},
        ],
    )
    def test_a_malformed_action_is_malformed_even_when_out_of_turn(self, action):
        assert error_of(record((PLAIN_DECK, [action])))["code"] == "malformed"

    def test_an_action_after_a_game_won_by_a_kick_is_game_over(self):
        error = error_of(record((JACK_KICKED, [{"seat": 1, "type": "stand"}]), options={"target": 3}))
        assert (error["code"], error["deal"], error["action"]) == ("game_over", 0, 0)

    def test_a_deal_after_the_match_is_over_is_game_over(self):
        error = error_of(record((JACK_KICKED, []), (PLAIN_DECK, []), options={"target": 3}))
        assert (error["code"], error["deal"], error["action"]) == ("game_over", 1, None)

    def test_an_action_in_a_void_deal_is_a_bad_record(self):
        error = error_of(record((VOID_DECK, [*BEG_AND_RUN, {"seat": 1, "type": "play", "card": "AH"}])))
        assert (error["code"], error["deal"], error["action"]) == ("bad_record", 0, 2)

    def test_an_action_in_a_deal_that_ended_a_game_is_a_bad_record_while_the_match_goes_on(self):
        rec = record((JACK_KICKED, [{"seat": 1, "type": "stand"}]), options={"target": 3, "games_per_match": 3})
        assert error_of(rec)["code"] == "bad_record"

    def test_a_seat_out_of_turn_is_not_your_turn_before_the_action_is_illegal(self):
        error = error_of(record((PLAIN_DECK, [{"seat": 0, "type": "give_one"}])))
        assert (error["code"], error["message"]) == ("not_your_turn", "it is seat 1's turn, not seat 0's")

    def test_an_illegal_action_says_why(self):
        error = error_of(record((PLAIN_DECK, [{"seat": 1, "type": "play", "card": PLAIN_DECK[0]}])))
        assert (error["code"], error["message"]) == ("illegal_action", "seat 1 must first stand or beg")
        error = error_of(
            record((PLAIN_DECK, [{"seat": 1, "type": "stand"}, {"seat": 1, "type": "play", "card": "AS"}]))
        )
        assert (error["code"], error["action"], error["message"]) == ("illegal_action", 1, "seat 1 does not hold AS")

    def test_a_deal_after_an_unfinished_one_is_a_bad_record(self):
        error = error_of(record((PLAIN_DECK, []), (PLAIN_DECK, [])))
        assert (error["code"], error["deal"], error["action"]) == ("bad_record", 1, None)

    def test_a_deck_that_is_not_a_permutation_is_a_bad_deck(self):
        assert error_of(record((PLAIN_DECK[:-1], [])))["code"] == "bad_deck"

    @pytest.mark.parametrize(
        "options",
        [
            {"kick_points": {"B": 1}},
            {"kick_points": [1]},
            {"game_points": 3},
            {"game_tie": "dealer"},
            {"target": 0},
            {"games_per_match": 2},
            {"no_undertrump": "yes"},
            {"hang_jack": 3},
        ],
    )
    def test_an_unknown_option_or_value_is_a_bad_record(self, options):
        error = error_of(record((PLAIN_DECK, []), options=options))
        assert (error["code"], error["deal"], error["action"]) == ("bad_record", None, None)


def test_the_command_line_replays_an_all_fours_record():
    done = subprocess.run(
        [sys.executable, "-m", "games.engine", "replay", "-"],
        input=json.dumps(record((VOID_DECK, BEG_AND_RUN), (PLAIN_DECK, [{"seat": 1, "type": "stand"}]))),
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert [deal["void"] for deal in result["deals"]] == [True, False]
    assert result["deals"][1]["trump"] == "S"
    assert result["to_act"] == 1
