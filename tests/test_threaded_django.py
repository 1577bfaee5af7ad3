"""The web process's Django (config/threaded_django.py): each request whole in one thread of a fixed pool.

It must answer as Django's own ASGI handler does, for every kind of request the API gets, and hand streams and
the server's lifespan messages to that handler (config/asgi_front.py).
"""

from __future__ import annotations

import asyncio
import gc
import json
import threading
from email.utils import parsedate_to_datetime
from typing import Any

import pytest
from django.core.asgi import get_asgi_application
from django.core.wsgi import get_wsgi_application

from config.asgi_front import front
from config.gc_tuning import freeze_startup_objects
from config.threaded_django import threaded

pytestmark = pytest.mark.django_db(transaction=True)  # the pool's threads use their own connections


def call(
    application: Any, method: str, path: str, body: bytes = b"", headers: list[tuple[bytes, bytes]] | None = None
) -> tuple[int, dict[bytes, bytes], bytes]:
    """One request through an ASGI application, its body in two parts: the status, headers and body sent."""
    sent: list[dict[str, Any]] = []
    parts = [body[: len(body) // 2], body[len(body) // 2 :]]
    path, _, query = path.partition("?")
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": query.encode(),
        "server": ("testserver", 80),
        "client": ("127.0.0.1", 50000),
        "headers": [(b"host", b"testserver"), (b"content-length", str(len(body)).encode()), *(headers or [])],
    }

    async def receive() -> dict[str, Any]:
        if parts:
            return {"type": "http.request", "body": parts.pop(0), "more_body": bool(parts)}
        await asyncio.Event().wait()  # the client stays until answered (Django's handler listens for it leaving)
        raise AssertionError("unreachable")

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    asyncio.run(application(scope, receive, send))
    body_sent = b"".join(message.get("body", b"") for message in sent[1:])
    # Header names without case, as HTTP has them (Django's handler keeps theirs; servers send them lower case).
    return sent[0]["status"], {name.lower(): value for name, value in sent[0]["headers"]}, body_sent


THREADED = threaded(get_wsgi_application(), threads=2)
DJANGOS = get_asgi_application()
JSON = [(b"content-type", b"application/json")]


@pytest.mark.parametrize(
    ("method", "path", "body", "headers"),
    [
        ("GET", "/api/health", b"", []),
        ("GET", "/api/rooms?game=doublehand&page=2", b"", []),
        ("GET", "/api/matches/café", b"", []),
        ("GET", "/api/nothing-here", b"", []),
        ("POST", "/api/guests", b'{"display_name": 12}', JSON),
        ("POST", "/api/guests", b"{not json", JSON),
        ("DELETE", "/api/health", b"", []),
        ("GET", "/", b"", []),
    ],
)
def test_it_answers_as_djangos_own_asgi_handler(method, path, body, headers):
    threaded_answer = call(THREADED, method, path, body, headers)
    djangos_answer = call(DJANGOS, method, path, body, headers)
    assert threaded_answer[0] == djangos_answer[0]
    assert threaded_answer[2] == djangos_answer[2]
    # The same headers, but for those that name a fresh nonce or time on every answer.
    varying = {b"content-security-policy", b"date", b"x-request-id", b"expires"}
    assert {k: v for k, v in threaded_answer[1].items() if k not in varying} == {
        k: v for k, v in djangos_answer[1].items() if k not in varying
    }
    # An answer that must not be cached expires "now": the two answers may straddle a second's turn.
    assert (b"expires" in threaded_answer[1]) == (b"expires" in djangos_answer[1])
    if b"expires" in djangos_answer[1]:
        threaded_expiry = parsedate_to_datetime(threaded_answer[1][b"expires"].decode())
        djangos_expiry = parsedate_to_datetime(djangos_answer[1][b"expires"].decode())
        assert abs((threaded_expiry - djangos_expiry).total_seconds()) <= 2


def test_a_request_body_reaches_the_view_whole_and_makes_a_guest():
    status, headers, body = call(THREADED, "POST", "/api/guests", '{"display_name": "Ren\u00e9e"}'.encode(), JSON)
    assert status == 201, body
    answer = json.loads(body)
    assert answer["display_name"] == "Ren\u00e9e" and answer["token"]
    assert headers[b"content-type"] == b"application/json"


def test_requests_run_on_a_fixed_pool_of_threads_not_a_thread_each():
    application = threaded(get_wsgi_application(), threads=2)
    names: set[str] = set()
    for _ in range(12):
        assert call(application, "GET", "/api/health")[0] == 200
        names |= {thread.name for thread in threading.enumerate() if thread.name.startswith("django")}
    # Two threads of this pool at most (the module's own pool may have started its two as well).
    assert len(names) <= 4


def test_streams_and_lifespan_go_to_djangos_asgi_handler():
    seen: list[tuple[str, str]] = []

    async def streams(scope: dict[str, Any], receive: Any, send: Any) -> None:
        seen.append((scope["type"], scope.get("path", "")))
        if scope["type"] == "http":
            await send({"type": "http.response.start", "status": 200, "headers": []})
            await send({"type": "http.response.body", "body": b"stream"})

    application = front(THREADED, places=2, streams=streams)
    assert call(application, "GET", "/api/matches/abc123/stream")[2] == b"stream"
    assert call(application, "GET", "/api/health")[0] == 200

    async def lifespan() -> None:
        await application({"type": "lifespan"}, None, None)  # type: ignore[arg-type]

    asyncio.run(lifespan())
    assert seen == [("http", "/api/matches/abc123/stream"), ("lifespan", "")]


def test_startup_objects_are_frozen_out_of_the_collectors_passes():
    gc.unfreeze()
    try:
        freeze_startup_objects()
        assert gc.get_freeze_count() > 10_000
        tracked = len(gc.get_objects(generation=2))
        assert tracked < gc.get_freeze_count()
    finally:
        gc.unfreeze()
