"""Django's Redis cache, but a Redis that cannot be reached (restarting, say) is a cache miss rather than a 500.

What the cache holds here can be lost without harm: rate-limit counters (they let requests through while Redis
is away, as a fresh window would), the seats at an open table (a turn notice may be sent that was not needed),
the streams' places. So a request goes on without it, and the failure is logged.
"""

from __future__ import annotations

import logging
from typing import Any

import redis
from django.core.cache.backends.redis import RedisCache, RedisCacheClient

log = logging.getLogger(__name__)

AWAY = (redis.ConnectionError, redis.TimeoutError)
"""Redis away or too slow; any other error (a wrong command) is a bug and still raises."""


def _away(operation: str, error: Exception) -> None:
    log.warning("cache %s skipped, Redis cannot be reached: %s", operation, error)


class ForgivingRedisCacheClient(RedisCacheClient):
    """Each operation answers what an empty cache would while Redis cannot be reached."""

    def add(self, key: Any, value: Any, timeout: Any) -> bool:
        """Stored, as far as the caller knows: it goes on as at the start of a window."""
        try:
            return bool(super().add(key, value, timeout))
        except AWAY as error:
            _away("add", error)
            return True

    def get(self, key: Any, default: Any) -> Any:
        """A miss."""
        try:
            return super().get(key, default)
        except AWAY as error:
            _away("get", error)
            return default

    def set(self, key: Any, value: Any, timeout: Any) -> None:
        """Not kept."""
        try:
            super().set(key, value, timeout)
        except AWAY as error:
            _away("set", error)

    def touch(self, key: Any, timeout: Any) -> bool:
        """Not found."""
        try:
            return bool(super().touch(key, timeout))
        except AWAY as error:
            _away("touch", error)
            return False

    def delete(self, key: Any) -> bool:
        """Not found."""
        try:
            return bool(super().delete(key))
        except AWAY as error:
            _away("delete", error)
            return False

    def get_many(self, keys: Any) -> dict[Any, Any]:
        """All misses."""
        try:
            return dict(super().get_many(keys))
        except AWAY as error:
            _away("get_many", error)
            return {}

    def has_key(self, key: Any) -> bool:
        """Not found."""
        try:
            return bool(super().has_key(key))
        except AWAY as error:
            _away("has_key", error)
            return False

    def incr(self, key: Any, delta: int) -> Any:
        """The first count of a window."""
        try:
            return super().incr(key, delta)
        except AWAY as error:
            _away("incr", error)
            return delta

    def set_many(self, data: Any, timeout: Any) -> None:
        """Not kept."""
        try:
            super().set_many(data, timeout)
        except AWAY as error:
            _away("set_many", error)

    def delete_many(self, keys: Any) -> None:
        """Nothing to delete."""
        try:
            super().delete_many(keys)
        except AWAY as error:
            _away("delete_many", error)

    def clear(self) -> bool:
        """Nothing to clear."""
        try:
            return bool(super().clear())
        except AWAY as error:
            _away("clear", error)
            return False


class ForgivingRedisCache(RedisCache):
    """`django.core.cache.backends.redis.RedisCache` through `ForgivingRedisCacheClient`."""

    def __init__(self, server: str, params: dict[str, Any]) -> None:
        """As Django's, with the forgiving client."""
        super().__init__(server, params)
        self._class = ForgivingRedisCacheClient
