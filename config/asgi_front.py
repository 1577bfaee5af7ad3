"""What stands in front of Django under ASGI: bodies checked and read in the event loop, then a few requests at once.

A slow client costs only a waiting coroutine: its body is read here, in the event loop, before the request takes
one of the worker's `WEB_CONCURRENT_REQUESTS` places in Django (each a thread with its own database connection).
So no number of clients sending half a body can hold the places that answer everyone else, and a burst of requests
opens no more database connections than workers x places.

A live table's stream (`STREAM_PATH`) takes no place: it lasts as long as the table is open, and waits in the event
loop; its short database reads run in the event loop's default thread pool, a few threads for every stream of the
process, each handing its connection back after the read (`games.api.streams`).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Protocol

from django.conf import settings

from config.api.errors import error_response
from config.request_bodies import Refusal, body_refusal

Message = Mapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[dict[str, Any], Receive, Send], Awaitable[None]]

STREAM_PATH = re.compile(r"/api/matches/[^/]+/stream")
"""Long-lived streams, let in without a place."""


class Quick(Protocol):
    """Answers some requests itself, in the event loop, before they take a place (`games.quick_polls`)."""

    async def answer(self, scope: Mapping[str, Any], headers: Mapping[bytes, str], send: Send) -> bool:
        """Whether it answered the request."""

    def learning(self, scope: Mapping[str, Any], send: Send) -> Send:
        """The `send` for a request it left to the application."""


def front(app: ASGIApp, places: int, quick: Quick | None = None, streams: ASGIApp | None = None) -> ASGIApp:
    """The ASGI application behind the checks: at most `places` requests inside it at once, each with its body read.

    With `quick`, the requests it can answer at once (a poll whose ETag is current) take no place.
    """
    gate = asyncio.Semaphore(places)

    async def fronted(scope: dict[str, Any], receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await (streams or app)(scope, receive, send)
            return
        headers = {name.lower(): value.decode("latin-1") for name, value in scope["headers"]}
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        refusal = body_refusal(headers.get(b"content-length"), headers.get(b"transfer-encoding"), limit)
        if refusal is not None:
            await _send_refusal(scope["path"], refusal, send)
            return
        body = await read_body(receive)
        if body is None:
            return  # the client went away before sending all of it
        if STREAM_PATH.fullmatch(scope["path"]):
            await (streams or app)(scope, _replay(body, receive), send)
            return
        if quick is not None:
            if await quick.answer(scope, headers, send):
                return
            send = quick.learning(scope, send)
        async with gate:
            await app(scope, _replay(body, receive), send)

    return fronted


async def read_body(receive: Receive) -> bytes | None:
    """The whole body (the server holds it to its Content-Length); None if the client disconnects first."""
    chunks: list[bytes] = []
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return None
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            return b"".join(chunks)


def _replay(body: bytes, receive: Receive) -> Receive:
    """A receive that gives the body read already, then whatever the client sends next (its disconnection)."""
    given = False

    async def replayed() -> Message:
        nonlocal given
        if given:
            return await receive()
        given = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replayed


async def _send_refusal(path: str, refusal: Refusal, send: Send) -> None:
    response = error_response(path, *refusal)
    headers = [(name.lower().encode("latin-1"), value.encode("latin-1")) for name, value in response.items()]
    await send({"type": "http.response.start", "status": response.status_code, "headers": headers})
    await send({"type": "http.response.body", "body": response.content})
