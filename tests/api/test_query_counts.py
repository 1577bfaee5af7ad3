"""How many database statements a read and a move cost: they must not creep up (transaction control not counted)."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games.models import Match
from games.services.matches import run_computer_turns
from tests.api.helpers import act, started_match, state

pytestmark = pytest.mark.django_db

READ_STATEMENTS = 1
"""The caller's token read with the match, its room, seats and people."""
CONDITIONAL_READ_STATEMENTS = 1
"""A matching ETag is answered from the token, the match's row and its seats: no event read, no replay."""
STALE_CONDITIONAL_READ_STATEMENTS = 2
"""An ETag that is no longer current: the small query that tells, then the read."""
MOVE_STATEMENTS = {"postgresql": 3, "sqlite": 6}
"""The token checked in the query that locks the match with its table; the Idempotency-Key claimed with the
deal's events read (on SQLite, two statements); then the writes: on PostgreSQL one statement (the new event,
the match's row and the key's answer), on SQLite three (in-process, where a statement costs no round trip)."""


def statements(queries: CaptureQueriesContext) -> list[str]:
    control = ("BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE SAVEPOINT", "ROLLBACK TO SAVEPOINT")
    return [query["sql"] for query in queries.captured_queries if not query["sql"].upper().startswith(control)]


def test_a_read_a_conditional_read_and_a_move_cost_few_statements(alice, bob):
    match_id = started_match(alice, bob, bot_level="random")
    run_computer_turns(match_id)
    mover = {0: alice, 1: bob}[state(alice, match_id)["to_act"]]
    with CaptureQueriesContext(connection) as read:
        response = mover.get(f"/api/matches/{match_id}")
    assert response.status_code == 200
    assert len(statements(read)) <= READ_STATEMENTS, statements(read)
    with CaptureQueriesContext(connection) as conditional:
        again = mover.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=response.headers["ETag"])
    assert again.status_code == 304
    assert len(statements(conditional)) <= CONDITIONAL_READ_STATEMENTS, statements(conditional)
    assert not any("games_event" in sql for sql in statements(conditional))
    with CaptureQueriesContext(connection) as stale:
        assert mover.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH='"0.0.0"').status_code == 200
    assert len(statements(stale)) <= STALE_CONDITIONAL_READ_STATEMENTS, statements(stale)
    body = response.json()
    # A move that does not end the trick's deal nor hand the turn to a computer (those add their own events).
    with CaptureQueriesContext(connection) as move:
        answer = act(mover, match_id, body["legal"][0], body["seq"], key="move-1")
    assert answer.status_code == 201, answer.content
    assert len(statements(move)) <= MOVE_STATEMENTS[connection.vendor], statements(move)
    # One transaction (in a test, itself a savepoint): claiming the key needs no savepoint of its own.
    savepoints = [query["sql"] for query in move.captured_queries if query["sql"].startswith("SAVEPOINT")]
    assert len(savepoints) <= 1, savepoints
    assert answer.headers["ETag"]
    # The answer's ETag names the state it shows: still current unless computer players have moved since.
    follow = mover.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=answer.headers["ETag"])
    moved_on = Match.objects.get(public_id=match_id).seq != answer.json()["seq"]
    assert follow.status_code == (200 if moved_on else 304)
