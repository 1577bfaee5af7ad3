"""While Redis cannot be reached the cache answers as an empty cache would, so that requests go on (no 500)."""

from __future__ import annotations

import socket

from config.redis_cache import ForgivingRedisCache


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_cache_whose_redis_is_away_answers_as_an_empty_one():
    # Given a cache on a port where no Redis listens (as while Redis restarts)
    cache = ForgivingRedisCache(f"redis://127.0.0.1:{closed_port()}/0", {"OPTIONS": {"socket_connect_timeout": 0.2}})
    # Then every operation answers at once, as on an empty cache
    assert cache.get("seat", "missing") == "missing"
    cache.set("seat", True, 30)
    assert cache.add("tries", 1, 60) is True
    assert cache.incr("tries") == 1
    assert cache.get_many(["a", "b"]) == {}
    assert cache.delete("seat") is False
    assert cache.has_key("seat") is False
