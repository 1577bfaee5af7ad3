"""Stored records replay to their stored reports (a change of rules shows up here as a diff)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.engine import GAMES
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
    record = json.loads((RECORDS / f"{name}.json").read_text())
    report = json.loads((RECORDS / f"{name}.expected.json").read_text())
    game = GAMES[report["game"]]
    target = game.target(game.new_match(record.get("options")))
    # Within the game in progress, the scores are the sum of the deals' deltas since the last game ended.
    scores = [0] * len(game.teams)
    for number, deal in enumerate(report["deals"]):
        if target is not None and max(scores) >= target:
            scores = [0] * len(game.teams)
        scores = [a + b for a, b in zip(scores, deal["score_delta"], strict=True)]
        # Tricks are only ever collected whole; every one is, once the deal is over.
        if "hands_won" in deal:
            over = number < len(report["deals"]) - 1 or report["status"] == "finished"
            assert sum(deal["hands_won"]) <= len(deal["tricks"])
            if over and not deal["void"]:
                assert sum(deal["hands_won"]) == len(deal["tricks"])
    assert scores == report["scores"]


def test_there_are_stored_records():
    assert len(NAMES) >= 4
