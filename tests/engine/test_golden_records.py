"""Stored records replay to their stored reports (a change of rules shows up here as a diff)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.engine.record import replay_report

RECORDS = Path(__file__).parent / "records"
NAMES = sorted(path.name.removesuffix(".json") for path in RECORDS.glob("*.json") if ".expected" not in path.name)


@pytest.mark.parametrize("name", NAMES)
def test_a_stored_record_replays_to_its_stored_report(name):
    record = json.loads((RECORDS / f"{name}.json").read_text())
    expected = json.loads((RECORDS / f"{name}.expected.json").read_text())
    assert replay_report(record) == expected


@pytest.mark.parametrize("name", [n for n in NAMES if "illegal" not in n])
def test_a_stored_report_adds_up(name):
    report = json.loads((RECORDS / f"{name}.expected.json").read_text())
    # Within the game in progress, the scores are the sum of the deals' deltas since the last game ended.
    scores = [0, 0]
    for deal in report["deals"]:
        if max(scores) >= 252:
            scores = [0, 0]
        scores = [a + b for a, b in zip(scores, deal["score_delta"], strict=True)]
        if not deal["void"] and len(deal["tricks"]) == 13:
            assert sum(deal["hands_won"]) == 13
    assert scores == report["scores"]


def test_there_are_stored_records():
    assert len(NAMES) >= 4
