"""Django's WSGI handler on a fixed pool of threads, as an ASGI application that hands each request over once.

Django's own ASGI handler passes a request between the event loop and threads several times: its sync
middleware in one thread, back to the loop for the async-capable middleware, then a new thread for the view
(each request gets a thread of its own). Under load every one of those passes waits for the busy event loop,
and for the interpreter's lock. Here the body has been read already (`config.asgi_front`), so the whole
request runs in one pool thread and its answer comes back to the loop in one piece. The pool's threads live as
long as the process, so each keeps its database connection between requests.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from a2wsgi.wsgi import build_environ

from config.asgi_front import ASGIApp, Receive, Send, read_body

WSGIApp = Any


def threaded(wsgi_app: WSGIApp, threads: int) -> ASGIApp:
    """An ASGI application running `wsgi_app` for each whole request in one of `threads` threads."""
    pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="django")

    async def application(scope: dict[str, Any], receive: Receive, send: Send) -> None:
        body = await read_body(receive)
        if body is None:
            return  # the client went away before sending all of it
        # a2wsgi's environ, as PEP 3333 has it; its input is the body already read, not a stream from the loop.
        environ: dict[str, Any] = dict(build_environ(scope, io.BytesIO(body)))  # type: ignore[arg-type]
        status, headers, chunks = await asyncio.get_running_loop().run_in_executor(pool, _answer, wsgi_app, environ)
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": b"".join(chunks)})

    return application


def _answer(wsgi_app: WSGIApp, environ: dict[str, Any]) -> tuple[int, list[tuple[bytes, bytes]], list[bytes]]:
    """Run the WSGI application to the end: its status, headers and body."""
    started: dict[str, Any] = {}
    chunks: list[bytes] = []

    def start_response(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
        started["status"] = int(status.split(" ", 1)[0])
        started["headers"] = [(name.lower().encode("latin-1"), value.encode("latin-1")) for name, value in headers]
        return chunks.append

    result: Iterable[bytes] = wsgi_app(environ, start_response)
    try:
        chunks.extend(result)
    finally:
        close = getattr(result, "close", None)
        if close is not None:
            close()  # Django's request_finished: the database connection goes back
    return started["status"], started["headers"], chunks
