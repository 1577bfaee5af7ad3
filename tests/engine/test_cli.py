"""The `python -m games.engine` command line, run as a separate process as other programs run it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.engine.test_record import sweep_record

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "games.engine", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},  # no Django settings needed
        check=False,
    )


def test_replay_prints_the_report_and_exits_zero(tmp_path):
    path = tmp_path / "record.json"
    path.write_text(json.dumps(sweep_record(13)))
    done = run("replay", str(path))
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["ok"] is True
    assert result["scores"] == [52, 0]


def test_replay_reads_standard_input_for_a_dash():
    done = run("replay", "-", stdin=json.dumps(sweep_record(2)))
    assert done.returncode == 0
    assert json.loads(done.stdout)["to_act"] == 0


def test_replay_exits_one_with_the_error_object_for_a_refused_action():
    record = sweep_record(1)
    record["deals"][0]["actions"].append({"seat": 1, "type": "play", "card": "KH"})
    done = run("replay", "-", stdin=json.dumps(record))
    assert done.returncode == 1
    assert json.loads(done.stdout)["error"]["code"] == "not_your_turn"


def test_replay_calls_text_that_is_not_json_a_bad_record():
    done = run("replay", "-", stdin="{not json")
    assert done.returncode == 1
    assert json.loads(done.stdout) == {
        "ok": False,
        "error": {
            "deal": None,
            "action": None,
            "code": "bad_record",
            "message": json.loads(done.stdout)["error"]["message"],
        },
    }


def test_replay_of_a_missing_file_is_a_usage_error(tmp_path):
    done = run("replay", str(tmp_path / "nope.json"))
    assert done.returncode == 2
    assert "cannot read" in done.stderr


def test_random_prints_a_record_that_replays_to_a_finished_match():
    done = run("random", "doublehand", "--seed", "3", "--bots", "basic,random,basic,random")
    assert done.returncode == 0, done.stderr
    record = json.loads(done.stdout)
    assert record["format"] == "tricktable-record/1"
    replayed = run("replay", "-", stdin=done.stdout)
    assert json.loads(replayed.stdout)["status"] == "finished"


def test_random_is_reproducible_from_its_seed():
    first = run("random", "doublehand", "--seed", "11", "--options", '{"ace_rule": true}')
    again = run("random", "doublehand", "--seed", "11", "--options", '{"ace_rule": true}')
    assert first.stdout == again.stdout
    assert json.loads(first.stdout)["options"] == {"ace_rule": True}


def test_random_refuses_unknown_options_and_levels():
    assert run("random", "doublehand", "--options", '{"x": 1}').returncode == 2
    assert run("random", "doublehand", "--bots", "genius").returncode == 2


def bad_record_from(done: subprocess.CompletedProcess[str]) -> dict:
    assert done.returncode == 1, done.stderr
    error = json.loads(done.stdout)["error"]
    assert (error["code"], error["deal"], error["action"]) == ("bad_record", None, None)
    return error


def test_replay_calls_a_record_that_is_not_utf8_a_bad_record(tmp_path):
    path = tmp_path / "latin1.json"
    path.write_bytes(b'{"format": "tricktable-record/1", "game": "doublehand", "deals": [], "x": "\xff"}')
    assert "UTF-8" in bad_record_from(run("replay", str(path)))["message"]
    done = subprocess.run(
        [sys.executable, "-m", "games.engine", "replay", "-"],
        input=path.read_bytes(),
        capture_output=True,
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
        check=False,
    )
    assert json.loads(done.stdout)["error"]["code"] == "bad_record"


def test_replay_refuses_json_that_python_would_take_but_is_not_json():
    record = '{"format": "tricktable-record/1", "game": "doublehand", "deals": [], "x": NaN}'
    bad_record_from(run("replay", "-", stdin=record))
    bad_record_from(run("replay", "-", stdin=record.replace("NaN", "-Infinity")))


def test_replay_answers_json_even_for_absurdly_long_numbers_and_deep_nesting():
    long_number = '{"format": "tricktable-record/1", "game": "doublehand", "deals": [], "x": ' + "9" * 5000 + "}"
    bad_record_from(run("replay", "-", stdin=long_number))
    deep = (
        '{"format": "tricktable-record/1", "game": "doublehand", "deals": [], "x": '
        + "[" * 100_000
        + "]" * 100_000
        + "}"
    )
    bad_record_from(run("replay", "-", stdin=deep))


def test_replay_takes_a_byte_order_mark_and_any_odd_number_of_games():
    record = {"format": "tricktable-record/1", "game": "doublehand", "options": {"games_per_match": 101}, "deals": []}
    done = run("replay", "-", stdin="\ufeff" + json.dumps(record))
    assert done.returncode == 0, done.stdout
