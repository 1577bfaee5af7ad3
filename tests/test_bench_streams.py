"""The live tables' load test, small: 20 open streams on one web process, every move reaching every seat."""

from __future__ import annotations

from bench.streams import run
from tests.test_match_streams import REDIS_URL, needs_redis


@needs_redis
def test_twenty_streams_each_get_every_move_of_their_match(tmp_path):
    figures = run(streams=20, seconds=3, database=f"sqlite:///{tmp_path / 'streams.sqlite3'}", redis_url=REDIS_URL)
    assert figures["streams"] == 20
    assert figures["moves"] > 0
    assert figures["missing"] == 0
    assert figures["deliveries"] == 4 * figures["moves"]
    # Far above what this machine measures (tens of ms), so that only a stream that waits for a poll fails it.
    assert figures["delivery_median_ms"] < 1000
