"""Ganjifa records replayed by the engine alone: captures worked out by hand, the deal keys, and the error codes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from games.engine.ganjifa.deal import stack_deck
from games.engine.record import replay_report
from tests.engine.ganjifa_helpers import SUITED, cards

ROOT = Path(__file__).resolve().parents[2]
RECORDS = Path(__file__).parent / "records"
DECK = stack_deck(SUITED, 0)
"""SUITED dealt by seat 0: seat 0 holds every rama card and leads the first trick."""


def record(*deals: tuple[list[str], list[dict[str, Any]]], **extra: Any) -> dict[str, Any]:
    return {
        "format": "tricktable-record/1",
        "game": "ganjifa",
        "deals": [{"deck": deck, "actions": actions} for deck, actions in deals],
        **extra,
    }


def stored(name: str) -> dict[str, Any]:
    return json.loads((RECORDS / f"{name}.json").read_text())


def error_of(rec: dict[str, Any]) -> dict[str, Any]:
    result = replay_report(rec)
    assert result["ok"] is False, result
    return result["error"]


def play(seat: int, name: str) -> dict[str, Any]:
    return {"seat": seat, "type": "play", "card": name}


def dukal(seat: int, spec: str) -> dict[str, Any]:
    return {"seat": seat, "type": "dukal", "cards": cards(spec)}


def discard(seat: int, spec: str) -> dict[str, Any]:
    return {"seat": seat, "type": "discard", "cards": cards(spec)}


FIRST_TRICK = [play(0, "rama:K"), play(1, "varaha:10"), play(2, "krishna:1")]


class TestTheRecordWorkedOutByHand:
    """tests/engine/records/ganjifa-by-hand.json: a match of two deals by day, first dealer 2.

    Deal 0. Seat 0 (A) holds every rama card (the trumps), every matsya and kurma card and varaha K M 9 10;
    seat 1 (B) varaha 1 to 8, every narasimha and vamana card and parashurama 1 to 8; seat 2 (C) parashurama
    K M 9 10 and every krishna, buddha and kalki card.

    - A holds the king of trumps and leads it. B holds no rama and no trump: after rama come krishna, buddha,
      kalki, then (wrapping round) matsya, kurma, varaha, the first suit it holds: it plays varaha:3. C plays
      krishna, the suit after rama. The king of trumps wins: A has 3.
    - A leads the dukal of all twelve matsya cards (king, minister, 1 to 10); B discards its twelve vamana, C its
      twelve kalki. A captures 36: 39.
    - A leads the kurma dukal the same way; B discards parashurama 1 to 8 and varaha 4 to 7, C its buddha. 75.
      Each hand now holds 15 cards: A the rama M and 1 to 10, varaha K M 9 10; B varaha 8 1 2 and every
      narasimha card; C parashurama K M 9 10 and krishna K M 2 to 10.
    - A leads varaha:K; B must follow (varaha:8), C holds no varaha and no trump and plays parashurama, the next
      suit it holds. The king wins: 78. Then varaha:M: B follows with varaha:2, C parashurama; M ranks above 2: 81.
    - A leads varaha:9. B follows with varaha:1, which ranks above it (in the first five suits 1 is the highest
      number): B wins the trick, 3, and leads.
    - B leads the dukal of all twelve narasimha cards: its size, 12, is every other hand's. C discards all it
      holds, then A all it holds, its eleven trumps included. B captures 36: 39. The hands are empty.

    Captured: A 81, B 39, C 0; 120 in all.

    Deal 1, dealer 0: the same hands and the same play, A's hand now seat 1's, B's seat 0's and C's seat 2's; C
    now plays right after A, which changes no trick's winner. Captured: 39, 81, 0.

    Totals 120, 120, 0: seats 0 and 1 share the win, each with one game won.
    """

    result = json.loads((RECORDS / "ganjifa-by-hand.expected.json").read_text())

    def test_it_replays_to_the_captures_worked_out_by_hand(self):
        assert replay_report(stored("ganjifa-by-hand")) == self.result
        deals = self.result["deals"]
        assert [deal["dealer"] for deal in deals] == [2, 0]
        assert [deal["captured"] for deal in deals] == [[81, 39, 0], [39, 81, 0]]
        assert [deal["score_delta"] for deal in deals] == [[81, 39, 0], [39, 81, 0]]
        assert [deal["trump"] for deal in deals] == ["rama", "rama"]
        assert (self.result["status"], self.result["scores"]) == ("finished", [120, 120, 0])
        assert (self.result["winner"], self.result["games_won"]) == ([0, 1], [1, 1, 0])
        assert (self.result["to_act"], self.result["legal"]) == (None, [])

    def test_the_tricks_go_as_worked_out(self):
        tricks = self.result["deals"][0]["tricks"]
        assert [trick["leader"] for trick in tricks] == [0, 0, 0, 0, 0, 0, 1]
        assert [trick["winner"] for trick in tricks] == [0, 0, 0, 0, 0, 1, 1]
        assert [len(trick["cards"]) for trick in tricks] == [3, 36, 36, 3, 3, 3, 36]
        assert tricks[0]["cards"] == [[0, "rama:K"], [1, "varaha:3"], [2, "krishna:1"]]
        assert tricks[5]["cards"] == [[0, "varaha:9"], [1, "varaha:1"], [2, "parashurama:M"]]
        # A dukal's trick: its cards in the action's order, then each discard, seat by seat from the leader.
        last = tricks[6]["cards"]
        assert last[:12] == [[1, name] for name in cards("narasimha *")]
        assert [seat for seat, _ in last[12:]] == [2] * 12 + [0] * 12

    def test_in_the_second_deal_the_seat_after_the_leader_discards_first(self):
        dukal = self.result["deals"][1]["tricks"][1]
        assert [seat for seat, _ in dukal["cards"]] == [1] * 12 + [2] * 12 + [0] * 12


class TestReport:
    def test_the_first_action_of_a_deal_is_the_king_of_trumps(self):
        result = replay_report(record((DECK, [])))
        assert (result["to_act"], result["legal"]) == (0, [{"type": "play", "card": "rama:K"}])
        assert result["deals"] == [
            {"dealer": 0, "void": False, "tricks": [], "score_delta": [0, 0, 0], "trump": "rama", "captured": [0, 0, 0]}
        ]

    def test_the_night_trump_is_krishna(self):
        result = replay_report(record((DECK, []), options={"period": "night"}))
        assert (result["to_act"], result["legal"], result["deals"][0]["trump"]) == (
            2,
            [{"type": "play", "card": "krishna:K"}],
            "krishna",
        )

    def test_a_leader_is_offered_every_card_and_every_dukal(self):
        result = replay_report(record((DECK, FIRST_TRICK)))
        assert result["to_act"] == 0
        kinds = [action["type"] for action in result["legal"]]
        assert kinds.count("play") == 39 and kinds.count("dukal") == 72
        assert result["deals"][0]["captured"] == [3, 0, 0]

    def test_a_record_cut_while_a_dukal_is_answered_lists_the_discard_as_a_count(self):
        result = replay_report(stored("ganjifa-cut-mid-dukal"))
        assert result == json.loads((RECORDS / "ganjifa-cut-mid-dukal.expected.json").read_text())
        assert (result["status"], result["to_act"], result["legal"]) == (
            "in_progress",
            2,
            [{"type": "discard", "count": 5}],
        )
        # The trick in play is not among the finished tricks yet.
        assert len(result["deals"][0]["tricks"]) == 1

    def test_a_finished_deal_of_a_longer_match_waits_for_the_next_deck(self):
        rec = stored("ganjifa-by-hand")
        rec["deals"] = rec["deals"][:1]
        result = replay_report(rec)
        assert (result["status"], result["to_act"], result["scores"], result["winner"]) == (
            "in_progress",
            None,
            [81, 39, 0],
            None,
        )
        assert result["games_won"] == [0, 0, 0]


class TestErrors:
    @pytest.mark.parametrize(
        "action",
        [
            {"seat": 0, "type": "lead"},
            {"seat": 0, "type": "play"},
            {"seat": 0, "type": "play", "card": "rama:11"},
            {"seat": 0, "type": "play", "card": "Rama:K"},
            {"seat": 0, "type": "play", "card": ["rama:K"]},
            {"seat": 0, "type": "dukal"},
            {"seat": 0, "type": "dukal", "cards": "rama:K"},
            {"seat": 0, "type": "dukal", "cards": ["rama:K", "rama:0"]},
            {"seat": 0, "type": "discard", "card": "rama:K"},
            {"seat": 3, "type": "play", "card": "rama:K"},
            {"seat": True, "type": "play", "card": "rama:K"},
            ["seat", 0],
        ],
    )
    def test_a_malformed_action_is_malformed_even_out_of_turn_or_out_of_phase(self, action):
        error = error_of(record((DECK, [action])))
        assert (error["code"], error["deal"], error["action"]) == ("malformed", 0, 0)

    def test_out_of_turn_comes_before_illegal(self):
        error = error_of(record((DECK, [{"seat": 1, "type": "discard", "cards": []}])))
        assert (error["code"], error["message"]) == ("not_your_turn", "it is seat 0's turn, not seat 1's")

    def test_the_stored_illegal_dukal_says_its_numbers_do_not_run(self):
        rec = stored("ganjifa-illegal-dukal-gap")
        assert error_of(rec) == {
            "deal": 0,
            "action": 3,
            "code": "illegal_action",
            "message": "the numbers of a dukal must run without a gap (10 does not join 1): 3, 4, 6 is not a run",
        }
        assert replay_report(rec) == json.loads((RECORDS / "ganjifa-illegal-dukal-gap.expected.json").read_text())

    def test_the_stored_illegal_follow_names_the_suit_after_the_led_one(self):
        assert error_of(stored("ganjifa-illegal-follow-wrap"))["message"] == (
            "rama, the trump suit, was led and seat 1 holds none: "
            "it must play a card of varaha, the first suit after rama that it holds"
        )

    @pytest.mark.parametrize(
        ("actions", "words"),
        [
            ([play(0, "matsya:K")], "the first trick is led with the king of trumps alone"),
            ([dukal(0, "matsya K M 1 2 3")], "no dukal may be led to the first trick"),
            ([*FIRST_TRICK, dukal(0, "matsya K 1 2 3")], "minister"),
            ([*FIRST_TRICK, dukal(0, "matsya K M 1 2 kurma 3")], "one suit"),
            ([*FIRST_TRICK, dukal(0, "")], "no card is given"),
            ([*FIRST_TRICK, play(0, "matsya:1"), dukal(1, "vamana K M 1 2 3")], "not leading"),
            ([*FIRST_TRICK, dukal(0, "matsya K M 1 2 3"), discard(1, "vamana 1 2 3 4")], "exactly 5 cards"),
            ([*FIRST_TRICK, dukal(0, "matsya K M 1 2 3"), discard(1, "")], "not 0"),
            ([*FIRST_TRICK, discard(0, "matsya 1 2 3")], "no dukal has been led"),
        ],
    )
    def test_an_action_the_rules_forbid_is_illegal_and_says_why(self, actions, words):
        error = error_of(record((DECK, actions)))
        assert (error["code"], error["action"]) == ("illegal_action", len(actions) - 1)
        assert words in error["message"]

    def test_an_action_after_the_last_trick_is_a_bad_record_and_after_the_match_game_over(self):
        rec = stored("ganjifa-by-hand")
        first = rec["deals"][0]
        extra = play(0, "rama:K")
        rec_one = {**rec, "options": {}, "deals": [{**first, "actions": [*first["actions"], extra]}]}
        error = error_of(rec_one)
        assert (error["code"], error["action"]) == ("game_over", len(first["actions"]))
        rec_two = {**rec, "deals": [{**first, "actions": [*first["actions"], extra]}]}
        error = error_of(rec_two)
        assert (error["code"], error["action"]) == ("bad_record", len(first["actions"]))
        error = error_of({**rec, "deals": [*rec["deals"], rec["deals"][0]]})
        assert (error["code"], error["deal"], error["action"]) == ("game_over", 2, None)

    def test_a_deal_after_an_unfinished_one_is_a_bad_record(self):
        error = error_of(record((DECK, FIRST_TRICK), (DECK, []), options={"deals": 2}))
        assert (error["code"], error["deal"], error["action"]) == ("bad_record", 1, None)

    @pytest.mark.parametrize("deck", [DECK[:-1], [*DECK[:-1], DECK[0]], [*DECK[:-1], "rama:0"], [*DECK[:-1], "AS"]])
    def test_a_deck_that_is_not_a_permutation_of_the_pack_is_a_bad_deck(self, deck):
        error = error_of(record((deck, [])))
        assert (error["code"], error["deal"], error["action"]) == ("bad_deck", 0, None)

    @pytest.mark.parametrize(
        ("options", "words"),
        [
            ({"period": "evening"}, "period"),
            ({"deals": 0}, "deals"),
            ({"deals": 2.0}, "deals"),
            ({"games_per_match": 1}, "unknown option 'games_per_match'"),
            ({"target": 60}, "unknown option 'target'"),
        ],
    )
    def test_an_unknown_option_or_value_is_a_bad_record(self, options, words):
        error = error_of(record((DECK, []), options=options))
        assert (error["code"], error["deal"], error["action"]) == ("bad_record", None, None)
        assert words in error["message"]


def test_the_stored_random_match_replays_to_its_stored_report():
    result = replay_report(stored("ganjifa-random-seed11"))
    assert result == json.loads((RECORDS / "ganjifa-random-seed11.expected.json").read_text())
    assert [sum(deal["captured"]) for deal in result["deals"]] == [120, 120]
    first, second = (deal["captured"] for deal in result["deals"])
    assert result["scores"] == [a + b for a, b in zip(first, second, strict=True)]


def test_the_command_line_replays_a_ganjifa_record():
    done = subprocess.run(
        [sys.executable, "-m", "games.engine", "replay", "-"],
        input=json.dumps(record((DECK, FIRST_TRICK))),
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert (result["game"], result["to_act"], result["deals"][0]["captured"]) == ("ganjifa", 0, [3, 0, 0])
