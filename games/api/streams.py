"""GET /api/matches/{id}/stream: the caller's redacted events as server-sent events, while the table is open.

An async view, served by the web process's event loop: an open stream is a waiting coroutine, not a thread, and
it takes none of `config.asgi_front`'s places for short requests. Each message is one event of the log as
GET /api/matches/{id}/events gives it (`events_after`), with the event's seq as its SSE `id`; `Last-Event-ID`
(or `?after=`) resumes after a seq, and without either the stream starts after the match's seq now. With
REDIS_URL, the process's subscription (`games.services.live`) wakes the stream when the match moves; without it,
or while Redis is away, the stream reads the match's seq every `STREAM_POLL_SECONDS`. A comment line goes out
every `STREAM_HEARTBEAT_SECONDS`; the stream ends once a finished match's last events are sent, and within
`STREAM_RECHECK_SECONDS` of its token being revoked, its account banned, or the seat it was opened from being taken
away (`_still_open`): a stream must not outlive what let it open, and a match may last for days. A player holds at
most `STREAM_MAX_PER_USER` streams at once (a place each, in the cache), so that no one token holds the process's
connections; past that the app is told 429 and polls.

The token comes in the `Authorization` header, as for every route: the app reads the stream with fetch(), not
EventSource (which cannot send headers), so no token ever goes into a URL or a cookie.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncGenerator, AsyncIterator
from contextlib import ExitStack, aclosing
from dataclasses import dataclass
from typing import Any

from asgiref.sync import sync_to_async
from django.conf import settings
from django.core.cache import cache
from django.db import close_old_connections, connection
from django.http import HttpRequest, HttpResponseBase, JsonResponse, StreamingHttpResponse

from accounts import tokens
from accounts.access import access_active_user, is_banned
from accounts.models import Token, User
from config.api.service_errors import ServiceError
from games.api.matches import whole_number
from games.api.serializers import LARGEST_SEQ
from games.models import Match, MatchStatus, Seat
from games.services import devices, history, live, matches, spectating
from games.services.access import access_match_watcher


def _error(status: int, code: str, message: str, **extra: Any) -> JsonResponse:
    return JsonResponse({"code": code, "message": message, **extra}, status=status)


def _place_seconds() -> int:
    """How long a stream's place outlives its last message (a heartbeat at least): a lost process's places expire."""
    return 3 * settings.STREAM_HEARTBEAT_SECONDS


async def _take_place(user_id: int) -> str | None:
    """The cache key of a free one of the player's places for a stream, now held; None if all are taken."""
    for place in range(settings.STREAM_MAX_PER_USER):
        key = f"stream-place:{user_id}:{place}"
        if await cache.aadd(key, True, timeout=_place_seconds()):
            return key
    return None


async def _holding(place: str, messages: AsyncGenerator[bytes]) -> AsyncIterator[bytes]:
    """The stream's messages, its place held while it sends them and given back when it ends or is dropped."""
    try:
        async with aclosing(messages):
            async for message in messages:
                await cache.aset(place, True, timeout=_place_seconds())
                yield message
    finally:
        # Not awaited: a cancelled stream's clean-up must not wait on anything that could be cancelled again.
        cache.delete(place)


async def match_stream(request: HttpRequest, match_id: str) -> HttpResponseBase:
    """The stream's checks (token, access, resume point), then the stream itself."""
    if request.method != "GET":
        return _error(405, "method_not_allowed", f'method "{request.method}" not allowed')
    if "wsgi.input" in request.META:
        # A WSGI server (`make run`'s runserver) would hold a thread per stream, and buffer it: the app polls.
        return _error(503, "stream_unavailable", "no live stream on this server: poll GET /api/matches/{id}")
    words = request.headers.get("Authorization", "").split()
    if len(words) != 2 or words[0].lower() != "token":
        return _error(401, "not_authenticated", "send the token as 'Authorization: Token <token>'")
    resume = request.headers.get("Last-Event-ID") or request.GET.get("after")
    after = None if resume is None else whole_number(resume.strip())
    if resume is not None and (after is None or after > LARGEST_SEQ):
        return _error(400, "bad_after", f"'Last-Event-ID' and 'after' must be a sequence number, 0 to {LARGEST_SEQ}")
    try:
        opened = await _database(_open, words[1], match_id, devices.marks_of(request))
    except ServiceError as error:
        return JsonResponse(error.to_json(), status=error.status)
    if opened is None:
        return _error(401, "bad_token", "invalid token")
    user, seq, grant = opened
    place = await _take_place(user.pk)
    if place is None:
        # A stream whose connection was lost is noticed at its next heartbeat, which gives its place back.
        wait = settings.STREAM_HEARTBEAT_SECONDS
        refused = _error(
            429,
            "too_many_streams",
            f"at most {settings.STREAM_MAX_PER_USER} live streams at once; close one, or poll GET /api/matches/{{id}}",
            retry_after=wait,
        )
        refused["Retry-After"] = str(wait)
        return refused
    response = StreamingHttpResponse(_holding(place, _messages(match_id, user, seq if after is None else after, grant)))
    response["Content-Type"] = "text/event-stream; charset=utf-8"
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"  # nginx and others: pass each message on at once
    return response


async def _database(function: Any, *args: Any) -> Any:
    """A sync database call in the default thread pool (a few threads for every stream), connection closed after.

    Closing hands a pooled connection back (PostgreSQL): an open stream holds no connection while it waits.
    """

    def call() -> Any:
        close_old_connections()
        try:
            return function(*args)
        finally:
            connection.close()

    return await sync_to_async(call, thread_sensitive=False)()


@dataclass(frozen=True)
class Grant:
    """What a stream was opened with, checked again while it runs (`_still_open`)."""

    token_pk: int
    seat: int | None
    """The seat the caller held when it opened (None: a spectator)."""


def _open(key: str, match_id: str, marks: devices.Marks = (None, None)) -> tuple[User, int, Grant] | None:
    """The token's account, the match's seq now and what the stream is opened with; None for a token that is not.

    A 404 (ServiceError) as GET /api/matches/{id} gives it; a banned account is refused as it will be ended, and a
    spectator on a seated player's device (of another account) as the read is (403 `same_device`).
    """
    token = tokens.find(key)
    if token is None or not token.user.is_active:
        return None
    access_active_user(token.user)
    match = matches.find_match(match_id)
    seat = access_match_watcher(match, token.user)
    devices.note_reader(match, token.user, marks)
    index = None if seat is None else seat.index
    # A spectator one trick behind starts where they stand, not after events they may not see yet.
    return token.user, spectating.shown_seq(match, token.user, index), Grant(token.pk, index)


def _still_open(match_id: str, grant: Grant) -> bool:
    """Whether a stream may go on: its token not revoked, its account active and not banned, its seat still held."""
    token = Token.objects.select_related("user").filter(pk=grant.token_pk).first()
    if token is None or not token.user.is_active or is_banned(token.user):
        return False
    seat = Seat.objects.filter(room__matches__public_id=match_id, user_id=token.user_id).values_list("index", flat=True)
    return seat.first() == grant.seat


def _read(match_id: str, user: User, after: int) -> tuple[list[dict[str, Any]], bool, bool, int]:
    """The caller's events after a seq, whether more are waiting, whether the match is over, and its seq then.

    Access is checked. The match's seq may be past the last event sent, for a spectator one trick behind.
    """
    match = matches.find_match(match_id)
    page = history.events_after(match, user, after)
    return page["events"], page["more"], match.status == MatchStatus.FINISHED, match.seq


def _seq(match_id: str) -> int | None:
    """The match's seq now (one small query), None if it is gone."""
    return Match.objects.filter(public_id=match_id).values_list("seq", flat=True).first()


def _message(event: dict[str, Any]) -> bytes:
    return f"id: {event['seq']}\nevent: match_event\ndata: {json.dumps(event, separators=(',', ':'))}\n\n".encode()


async def _messages(match_id: str, user: User, after: int, grant: Grant) -> AsyncGenerator[bytes]:
    """Every event after `after` as it comes, a heartbeat when nothing does, until the match is finished.

    Ends as well, within `STREAM_RECHECK_SECONDS`, once `_still_open` says the stream may not go on.
    """
    heartbeat = settings.STREAM_HEARTBEAT_SECONDS
    poll = settings.STREAM_POLL_SECONDS
    recheck = settings.STREAM_RECHECK_SECONDS
    fanout = live.fanout()
    loop = asyncio.get_running_loop()
    next_check = loop.time() + recheck
    with ExitStack() as stack:
        woken = stack.enter_context(fanout.watch(match_id)) if fanout is not None else asyncio.Event()
        yield f"retry: {settings.STREAM_RETRY_MILLISECONDS}\n: open\n\n".encode()
        known: int | None = None
        last_sent = loop.time()
        while True:
            woken.clear()
            # Here as well as while waiting: a busy match wakes the stream before any wait runs out.
            if loop.time() >= next_check:
                if not await _database(_still_open, match_id, grant):
                    return
                next_check = loop.time() + recheck
            try:
                events, more, finished, read_at = await _database(_read, match_id, user, after)
            except ServiceError:
                return  # no longer visible to the caller
            if events:
                after = events[-1]["seq"]
                yield b"".join(_message(event) for event in events)
                last_sent = loop.time()
            if more:
                continue
            if finished:
                return
            known = max(after, read_at)  # the seq to wait past: a delayed spectator's events stop short of it
            while True:
                listening = fanout is not None and fanout.connected
                wait = max(0.0, last_sent + heartbeat - loop.time())
                if not listening:
                    wait = min(wait, poll)
                wait = min(wait, max(0.0, next_check - loop.time()))
                try:
                    await asyncio.wait_for(woken.wait(), timeout=wait)
                    break
                except TimeoutError:
                    pass
                if loop.time() >= next_check:
                    if not await _database(_still_open, match_id, grant):
                        return  # its token revoked, its account banned, or its seat taken away
                    next_check = loop.time() + recheck
                beat = loop.time() >= last_sent + heartbeat
                if beat:
                    yield b": heartbeat\n\n"
                    last_sent = loop.time()
                if listening and not beat:
                    continue  # with each heartbeat, a look at the seq in case a message was lost
                seq = await _database(_seq, match_id)
                if seq is None or seq != known:
                    break
