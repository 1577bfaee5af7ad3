"""A player's live streams are capped: past the cap a clear 429 (the app polls); a closed stream frees its place.

Over real HTTP, from the Procfile's web process (as tests/test_match_streams.py), without Redis: one web process,
whose cache holds the places.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator

import pytest
from django.db import connection

from tests.api.helpers import started_match
from tests.conftest import Player
from tests.sse_client import Stream
from tests.web_process import web_process

pytestmark = pytest.mark.django_db(transaction=True)

CAP = 3


def database_url() -> str:
    db = connection.settings_dict
    if connection.vendor == "postgresql":
        return f"postgres://{db['USER']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"
    return f"sqlite:///{db['NAME']}"


@pytest.fixture
def web(settings) -> Iterator[int]:
    """The web process without Redis, a heartbeat every second (a dropped stream is noticed at the next one)."""
    settings.REDIS_URL = ""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("DATABASE_", "REDIS_", "CELERY_"))}
    env.update(
        DATABASE_URL=database_url(),
        DJANGO_DEBUG="1",
        WEB_CONCURRENCY="1",
        LOG_LEVEL="WARNING",
        STREAM_HEARTBEAT_SECONDS="1",
        STREAM_MAX_PER_USER=str(CAP),
    )
    with web_process(env) as port:
        yield port


def stream(port: int, player: Player, match_id: str) -> Stream:
    return Stream(port, f"/api/matches/{match_id}/stream", {"Authorization": f"Token {player.token}"})


def test_a_player_holds_only_so_many_streams_and_gets_a_place_back_when_one_closes(web, alice, bob):
    match_id = started_match(alice, bob)
    # Given Alice with as many streams open as she may hold
    held = [stream(web, alice, match_id) for _ in range(CAP)]
    assert [each.status for each in held] == [200] * CAP
    # When she opens one more, she is told so, and when to try again (the app polls meanwhile)
    refused = stream(web, alice, match_id)
    assert refused.status == 429
    assert b'"too_many_streams"' in refused.body
    assert int(refused.response_headers["retry-after"]) > 0
    # Bob's places are his own
    theirs = stream(web, bob, match_id)
    assert theirs.status == 200
    # Once one of hers closes, its place is hers again (noticed at its next heartbeat)
    held.pop().close()
    deadline = time.monotonic() + 15
    again = stream(web, alice, match_id)
    while again.status == 429 and time.monotonic() < deadline:
        time.sleep(0.5)
        again = stream(web, alice, match_id)
    assert again.status == 200
    for each in [*held, theirs, again]:
        each.close()
