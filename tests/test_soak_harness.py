"""The soak suite's own judgement, on made-up answers (the suite itself runs with `make soak`, on real processes)."""

from __future__ import annotations

import sys
from collections import Counter

from bench.api import Person
from bench.procfile import procfile_command
from bench.soak.checks import Check
from bench.soak.races import Shot, judge, shots_for
from bench.soak.report import Report

PEOPLE = [Person("m1", seat, f"token-{seat}") for seat in range(4)]
VIEW = {"to_act": 2, "seq": 7, "legal": [{"type": "pass"}, {"type": "bid", "value": 3}]}


def test_a_round_fires_duplicates_conflicts_and_moves_out_of_turn():
    shots = shots_for(0, PEOPLE, VIEW, 12)
    assert len(shots) == 12
    keys = Counter(shot.key for shot in shots if shot.key)
    assert keys["race-0-a"] >= 3, "the same key sent again and again"
    assert any(shot.key is None for shot in shots)
    assert any(shot.token != "token-2" for shot in shots), "someone whose turn it is not"


def test_one_move_its_replay_and_clear_409s_are_all_right():
    shots = [Shot("m1", "token-2", {"expected_seq": 7}, "k") for _ in range(2)]
    shots += [Shot("m1", "token-1", {"expected_seq": 7}, "other")]
    made = {"seq": 8}
    answers = [(201, made, '"etag"'), (201, made, ""), (409, {"code": "stale", "seq": 8}, "")]
    outcome: Counter[str] = Counter()
    bad: list[str] = []
    judge(shots, answers, outcome, bad)
    assert bad == []
    assert outcome == {"moves made": 1, "201 replayed (same key)": 1, "409 stale": 1}


def test_two_moves_at_one_turn_or_a_500_are_caught():
    shots = [Shot("m1", "token-2", {}, f"k{n}") for n in range(3)]
    answers = [(201, {}, '"a"'), (201, {}, '"b"'), (500, {"code": "server_error"}, "")]
    bad: list[str] = []
    judge(shots, answers, Counter(), bad)
    assert "2 moves made at one turn" in bad
    assert any("500" in problem for problem in bad)


def test_the_suite_runs_the_procfiles_processes_with_this_interpreter():
    assert procfile_command("worker", {})[:5] == [sys.executable, "-m", "celery", "-A", "config"]
    web = procfile_command("web", {"PORT": "8123"})
    assert "127.0.0.1:8123" in web


def test_a_report_fails_when_any_check_fails(tmp_path, capsys):
    report = Report("short")
    report.add("races", {"submissions": 3}, [Check("one move per turn", True)], 1.0)
    assert report.ok
    report.add("faults", {}, [Check("every match finished", False, "1/2")], 1.0)
    assert not report.ok
    report.write(tmp_path / "report.json", 2.0)
    assert '"ok": false' in (tmp_path / "report.json").read_text()
    assert "1 CHECK(S) FAILED" in capsys.readouterr().out
