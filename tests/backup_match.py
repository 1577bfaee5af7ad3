"""A match on the database DATABASE_URL names: part of one played, or, after a restore, checked and moved on.

tests/test_backup_restore.py runs each step in a process of its own (`python -m tests.backup_match play|check`),
as the app runs on the database it is pointed at; each prints what it found as JSON.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import django


def play() -> dict[str, Any]:
    """Alice's match against three computer players, a few moves in and her turn again: her token, its id, her view."""
    from games.services.matches import run_computer_turns
    from tests.api.helpers import act, started_match, state
    from tests.conftest import make_player

    alice = make_player("Alice")
    match_id = started_match(alice)
    for _ in range(2):
        run_computer_turns(match_id)
        view = state(alice, match_id)
        assert act(alice, match_id, view["legal"][0], view["seq"]).status_code == 201
    run_computer_turns(match_id)
    return {"token": alice.token, "match_id": match_id, "view": state(alice, match_id)}


def check(token: str, match_id: str) -> dict[str, Any]:
    """Alice's view of the match, its replay's verdict, then her next move and the verdict after it."""
    from rest_framework.test import APIClient

    from games.models import Match
    from games.services.matches import run_computer_turns
    from games.services.open_replay import replay_verdict

    alice = APIClient()
    alice.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    view = alice.get(f"/api/matches/{match_id}").json()
    verdict = replay_verdict(Match.objects.get(public_id=match_id))
    body = {"action": view["legal"][0], "expected_seq": view["seq"]}
    moved = alice.post(f"/api/matches/{match_id}/actions", body, format="json")
    run_computer_turns(match_id)
    return {
        "view": view,
        "verdict": verdict,
        "move_status": moved.status_code,
        "seq_after": Match.objects.get(public_id=match_id).seq,
        "verdict_after": replay_verdict(Match.objects.get(public_id=match_id)),
    }


if __name__ == "__main__":
    django.setup()
    step, *arguments = sys.argv[1:]
    print(json.dumps(play() if step == "play" else check(*arguments)))
