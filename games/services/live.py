"""Live tables: a match's new seq published on Redis once its transaction commits, and each process's listener.

`on_match_moved` hears of every write to a match's log (`save_move` announces each: `games.events.MatchMoved`)
once its transaction has committed, and sends the match's seq out on its channel. Redis being down never fails a
move: the error is logged, and open streams still find the move by reading the match's seq now and then.

Each web process holds one pattern subscription (`Fanout`), whatever the number of open streams, and wakes the
streams of the match named by each message; the streams then read their own redacted events from the database.
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

import redis
import redis.asyncio
from django.conf import settings

from games.events import MatchMoved, subscribe

log = logging.getLogger(__name__)

CHANNEL_PREFIX = "tricktable:match:"


def channel(public_id: str) -> str:
    """The Redis channel of one match's moves."""
    return CHANNEL_PREFIX + public_id


def on_match_moved(event: MatchMoved) -> None:
    """Publish the match's new seq (nothing without REDIS_URL: streams then poll the database)."""
    if settings.REDIS_URL:
        publish(settings.REDIS_URL, event.match, event.seq)


def listen() -> None:
    """Publish every match's moves (called once, by the app's `ready`)."""
    subscribe(MatchMoved, on_match_moved)


@cache
def _client(url: str) -> redis.Redis:
    # Short timeouts: a move waits for this publish, so a Redis that does not answer must not hold it long.
    return redis.Redis.from_url(url, socket_timeout=1, socket_connect_timeout=0.5)


def publish(url: str, public_id: str, seq: int) -> None:
    """Tell every web process the match's new seq; log and go on if Redis cannot be reached."""
    try:
        _client(url).publish(channel(public_id), str(seq))
    except (redis.RedisError, OSError) as error:
        log.warning("could not publish match %s seq %s: %s", public_id, seq, error)


class Fanout:
    """One process's subscription to every match's channel, waking the open streams of the match in each message."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.connected = False
        self.waiting: defaultdict[str, set[asyncio.Event]] = defaultdict(set)
        self.task: asyncio.Task[None] | None = None

    @contextmanager
    def watch(self, public_id: str) -> Iterator[asyncio.Event]:
        """An event set whenever the match moves, for as long as the stream holds it."""
        if self.task is None or self.task.done():
            self.task = asyncio.get_running_loop().create_task(self._listen())
        woken = asyncio.Event()
        self.waiting[public_id].add(woken)
        try:
            yield woken
        finally:
            streams = self.waiting[public_id]
            streams.discard(woken)
            if not streams:
                del self.waiting[public_id]

    async def _listen(self) -> None:
        """Read every match's messages, reconnecting after a second when Redis goes away."""
        while self.waiting:
            try:
                client = redis.asyncio.Redis.from_url(self.url, socket_connect_timeout=2)
                async with client, client.pubsub() as pubsub:
                    await pubsub.psubscribe(CHANNEL_PREFIX + "*")
                    self.connected = True
                    # A move made before the subscription began was not heard: every stream reads once more.
                    self._wake_all()
                    async for message in pubsub.listen():
                        if message["type"] == "pmessage":
                            self._wake(message["channel"].decode()[len(CHANNEL_PREFIX) :])
            except (redis.RedisError, OSError) as error:
                log.warning("the live tables' subscription failed: %s", error)
            finally:
                self.connected = False
            # Streams poll the database while the subscription is down; wake them all to read at once.
            self._wake_all()
            await asyncio.sleep(1)

    def _wake_all(self) -> None:
        for public_id in list(self.waiting):
            self._wake(public_id)

    def _wake(self, public_id: str) -> None:
        for woken in self.waiting.get(public_id, ()):
            woken.set()


_fanouts: dict[tuple[asyncio.AbstractEventLoop, str], Fanout] = {}


def fanout() -> Fanout | None:
    """The running event loop's subscription (None without REDIS_URL: streams then poll the database)."""
    url = settings.REDIS_URL
    if not url:
        return None
    key = (asyncio.get_running_loop(), url)
    if key not in _fanouts:
        _fanouts[key] = Fanout(url)
    return _fanouts[key]
