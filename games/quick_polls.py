"""A poll whose ETag is current answered 304 in the web process's event loop, before Django, from an async pool.

Nearly every poll of a phone finds nothing new. `NotModifiedMiddleware` answers those polls with one query, but
each still costs Django's request, its middleware and a thread. Under ASGI (the Procfile's web process, on
PostgreSQL) this answers them first, with the same query on a small pool of async connections: a poll then costs a
coroutine, and takes none of the places meant for reads and moves (`config.asgi_front`). Anything it cannot settle
goes on to Django, which answers as before.

The 304 carries exactly the headers that Django's own 304 carries (security headers, the content policy...): it
learns them from the first such answer that passes through, and answers nothing itself until then.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from games.not_modified import MATCH_READ, conditional_read
from games.services.etags import CALLERS_ETAG, etag_of_callers_rows, names_etag

Message = Mapping[str, Any]
Send = Callable[[Message], Awaitable[None]]


# Connection settings that are Django's or psycopg's keyword arguments, not the server's connection parameters.
_NOT_CONNINFO = {"pool", "prepare_threshold", "server_side_binding", "isolation_level", "assume_role", "cursor_factory"}

APPLICATION_NAME = "quick-polls"
"""How the pool's connections name themselves to PostgreSQL (`pg_stat_activity`)."""

log = logging.getLogger(__name__)


def conninfo_of(database: Mapping[str, Any]) -> str:
    """A libpq connection string for one of Django's PostgreSQL `DATABASES` entries."""
    from psycopg.conninfo import make_conninfo

    options = {key: value for key, value in database.get("OPTIONS", {}).items() if key not in _NOT_CONNINFO}
    given = {
        "dbname": database.get("NAME"),
        "user": database.get("USER"),
        "password": database.get("PASSWORD"),
        "host": database.get("HOST"),
        "port": str(database["PORT"]) if database.get("PORT") else None,
    }
    return make_conninfo("", **{key: value for key, value in given.items() if value}, **options)


def for_database(database: Mapping[str, Any], size: int) -> QuickPolls:
    """The answerer of polls for one of Django's PostgreSQL `DATABASES` entries, with at most `size` connections.

    Named by `QUICK_POLLS_ANSWERER` in settings, for `config.asgi`, which imports no app.
    """
    return QuickPolls(conninfo_of(database), size)


WAIT_SECONDS = 2.0
"""The longest a quick poll waits for one of the pool's connections; a busy pool answers far sooner."""


class QuickPolls:
    """Answers conditional match reads whose ETag is current; says which requests it left to Django."""

    def __init__(self, conninfo: str, size: int) -> None:
        self.conninfo = conninfo
        self.size = size
        self.pool: Any = None
        self.headers: list[tuple[bytes, bytes]] | None = None
        """Django's 304 headers for a match read, without its ETag, once one has been seen."""

    async def answer(self, scope: Mapping[str, Any], headers: Mapping[bytes, str], send: Send) -> bool:
        """Send the 304 and answer True when the caller's ETag is current and the caller may read the match."""
        if self.headers is None:
            return False
        asked = conditional_read(
            scope["method"], scope["path"], headers.get(b"if-none-match"), headers.get(b"authorization", "")
        )
        if asked is None:
            return False
        public_id, digest, tags = asked
        try:
            etag = await self._etag(public_id, digest)
        except Exception:  # the database is away, say: Django answers, with its own error handling
            log.warning("the quick poll could not ask the database", exc_info=True)
            return False
        if etag is None or not names_etag(tags, etag):
            return False
        await send({"type": "http.response.start", "status": 304, "headers": [*self.headers, (b"etag", etag.encode())]})
        await send({"type": "http.response.body", "body": b""})
        return True

    def learning(self, scope: Mapping[str, Any], send: Send) -> Send:
        """The `send` for a request Django answers: it keeps the headers of Django's 304 to a match read."""
        if self.headers is not None or not MATCH_READ.fullmatch(scope["path"]):
            return send

        async def learn(message: Message) -> None:
            if message["type"] == "http.response.start" and message["status"] == 304:
                self.headers = [(name, value) for name, value in message["headers"] if name.lower() != b"etag"]
            await send(message)

        return learn

    async def _etag(self, public_id: str, digest: str) -> str | None:
        if self.pool is None:
            await self._open()
        async with self.pool.connection() as connection:
            # Prepared at once: the same statement is the whole of this pool's work.
            cursor = await connection.execute(CALLERS_ETAG, [public_id, digest], prepare=True)
            rows = await cursor.fetchall()
        return etag_of_callers_rows(rows)

    async def _open(self) -> None:
        from psycopg_pool import AsyncConnectionPool

        pool = AsyncConnectionPool(
            # In autocommit: one statement needs no transaction around it, nor its two extra round trips.
            self.conninfo,
            min_size=1,
            max_size=self.size,
            # How long a poll waits for a connection before Django answers it instead: with the database away, a
            # pool's default of 30 s would hold every quick poll that long.
            timeout=WAIT_SECONDS,
            open=False,
            kwargs={"autocommit": True, "application_name": APPLICATION_NAME},
        )
        await pool.open()
        if self.pool is None:
            self.pool = pool
        else:  # another request opened one meanwhile
            await pool.close()
