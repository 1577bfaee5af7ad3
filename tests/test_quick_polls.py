"""The quick poll in front of Django (games/quick_polls.py): a current ETag answered 304 in the event loop, or Django.

On PostgreSQL only, as in the Procfile's web process: the quick polls ask an async pool of their own.
"""

from __future__ import annotations

import asyncio
import http.client
from collections.abc import Iterator
from typing import Any

import pytest
from django.db import connection

from config.asgi_front import front
from games.quick_polls import APPLICATION_NAME, QuickPolls, conninfo_of
from games.services.matches import run_computer_turns
from tests.api.helpers import started_match
from tests.conftest import Player
from tests.web_process import web_process

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="the quick polls are the PostgreSQL web process's"),
]

DJANGOS_304 = [(b"x-frame-options", b"DENY"), (b"content-security-policy", b"default-src 'self'")]


class BehindTheFront:
    """Stands for Django behind the front: answers every request 304 with its own headers, and counts them."""

    def __init__(self) -> None:
        self.calls = 0

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        self.calls += 1
        await send({"type": "http.response.start", "status": 304, "headers": [*DJANGOS_304, (b"etag", b'"old"')]})
        await send({"type": "http.response.body", "body": b""})


# One event loop for all of a test's polls, as a web process has: the async pool's connections belong to it.
LOOP = asyncio.new_event_loop()


def poll(application: Any, match_id: str, token: str, etag: str) -> tuple[int, dict[bytes, bytes]]:
    """One conditional GET of the match through an ASGI application; the status and headers it sent."""
    sent: list[dict[str, Any]] = []
    scope = {
        "type": "http",
        "method": "GET",
        "path": f"/api/matches/{match_id}",
        "query_string": b"",
        "headers": [(b"authorization", f"Token {token}".encode()), (b"if-none-match", etag.encode())],
    }

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    LOOP.run_until_complete(application(scope, receive, send))
    return sent[0]["status"], dict(sent[0]["headers"])


@pytest.fixture
def quick() -> Iterator[QuickPolls]:
    quick = QuickPolls(conninfo_of(connection.settings_dict), size=2)
    yield quick
    if quick.pool is not None:
        LOOP.run_until_complete(quick.pool.close())


def test_a_current_etag_is_answered_in_front_with_djangos_own_headers(quick, alice, bob, charlie):
    match_id = started_match(alice)
    run_computer_turns(match_id)
    open_match = started_match(bob, allow_spectators=True)
    watching = charlie.get(f"/api/matches/{open_match}")["ETag"]
    etag = alice.get(f"/api/matches/{match_id}")["ETag"]
    django = BehindTheFront()
    application = front(django, places=1, quick=quick)
    # Until Django has answered one such poll, the front does not know its headers and leaves the poll to it
    assert poll(application, match_id, alice.token, etag)[0] == 304
    assert django.calls == 1
    # then it answers current ETags itself, with Django's headers and the current ETag.
    status, headers = poll(application, match_id, alice.token, etag)
    assert (status, django.calls) == (304, 1)
    assert headers == {**dict(DJANGOS_304), b"etag": etag.encode()}
    # Anything else goes to Django: an ETag of an earlier state, a token of nobody's, a caller who may not see it,
    for token, tag in ((alice.token, '"1.0.00000000"'), ("nobody", etag), (bob.token, etag.replace(".0.", ".x."))):
        poll(application, match_id, token, tag)
    assert django.calls == 4
    # and so does a spectator of a running match, current ETag or not: the view checks their device, and where
    # they stand when the room shows the match one trick behind (docs/fair-play.md).
    assert poll(application, open_match, charlie.token, watching)[0] == 304
    assert django.calls == 5


def test_with_the_database_away_the_poll_goes_to_django(alice):
    match_id = started_match(alice)
    etag = alice.get(f"/api/matches/{match_id}")["ETag"]
    quick = QuickPolls("host=127.0.0.1 port=1 connect_timeout=1", size=1)
    quick.headers = list(DJANGOS_304)
    django = BehindTheFront()
    assert poll(front(django, places=1, quick=quick), match_id, alice.token, etag)[0] == 304
    assert django.calls == 1


def comparable(headers: list[tuple[str, str]]) -> list[tuple[str, Any]]:
    """Headers as two processes' answers compare: no date, and the content policy's directives in any order."""
    kept = [(name.lower(), value) for name, value in headers if name.lower() != "date"]
    return sorted(
        (name, sorted(value.split("; ")) if name == "content-security-policy" else value) for name, value in kept
    )


def test_the_web_processs_quick_304_is_the_one_django_gives(alice: Player):
    """Over HTTP, from the Procfile's web process: the same answer with the quick polls on as with them off."""
    match_id = started_match(alice)
    run_computer_turns(match_id)
    db = connection.settings_dict
    env = {
        "PATH": "/usr/bin:/bin",
        "DATABASE_URL": f"postgres://{db['USER']}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}",
        "DJANGO_DEBUG": "1",
        "WEB_CONCURRENCY": "1",
        "LOG_LEVEL": "WARNING",
    }
    answers, used = {}, {}
    for setting in ("0", "1"):
        with web_process({**env, "QUICK_POLLS": setting}) as port:
            client = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            headers = {"Authorization": f"Token {alice.token}"}
            client.request("GET", f"/api/matches/{match_id}", headers=headers)
            response = client.getresponse()
            response.read()
            etag = response.getheader("ETag", "")
            seen = []
            for _ in range(3):  # the first poll teaches the front Django's headers; the next are its own
                client.request("GET", f"/api/matches/{match_id}", headers={**headers, "If-None-Match": etag})
                response = client.getresponse()
                seen.append((response.status, response.read(), sorted(response.getheaders())))
            answers[setting] = [(status, body, comparable(got)) for status, body, got in seen]
            quick_connections = connection.cursor().execute(
                "SELECT count(*) FROM pg_stat_activity WHERE application_name = %s AND datname = %s",
                [APPLICATION_NAME, db["NAME"]],
            )
            used[setting] = quick_connections.fetchone()[0] > 0
    assert answers["0"] == answers["1"]
    assert {status for status, _, _ in answers["1"]} == {304}
    # With them on, the web process polled through its quick pool; with them off, it had none.
    assert used == {"0": False, "1": True}
