"""Who is around: a player who read their match lately (at the table), and when each player was last seen.

Both are noted in the cache, not the database: a poll every few seconds must not write a row each time.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, datetime

from django.core.cache import cache
from django.utils import timezone

AT_TABLE_SECONDS = 30
"""A player who read their match this recently is taken to have the table open."""
ONLINE_SECONDS = 120
"""A player seen this recently is shown as online."""
SEEN_KEPT_SECONDS = 30 * 24 * 3600
"""How long the time a player was last seen is kept: older than this, they show as not seen lately."""
SEEN_STEP_SECONDS = 15
"""A player seen again within this long is not noted again: a poll every few seconds writes the cache seldom."""


def at_table_key(match_pk: int, user_id: int) -> str:
    """The cache key that marks a player as having read their match lately."""
    return f"at-table:{match_pk}:{user_id}"


def mark_at_table(match_pk: int, user_id: int) -> None:
    """Note that the player just read their match (and so was seen)."""
    cache.set(at_table_key(match_pk, user_id), True, AT_TABLE_SECONDS)
    note_seen(user_id)


def at_table(match_pk: int, user_id: int) -> bool:
    """Whether the player read their match within the last `AT_TABLE_SECONDS`."""
    return bool(cache.get(at_table_key(match_pk, user_id)))


def _seen_key(user_id: int) -> str:
    return f"seen:{user_id}"


def note_seen(user_id: int, now: datetime | None = None) -> None:
    """Note that the player was just seen (reading a match, a circle's page); at most once a `SEEN_STEP_SECONDS`."""
    stamp = (now or timezone.now()).timestamp()
    # `add` writes only if the step's marker is gone: one round trip while the player keeps polling.
    if cache.add(f"seen-step:{user_id}", True, SEEN_STEP_SECONDS) or now is not None:
        cache.set(_seen_key(user_id), stamp, SEEN_KEPT_SECONDS)


def last_seen(user_ids: Iterable[int]) -> dict[int, datetime]:
    """When each of the players was last seen, for those seen within `SEEN_KEPT_SECONDS` (one cache round trip)."""
    ids = list(user_ids)
    found = cache.get_many([_seen_key(user_id) for user_id in ids])
    return {
        user_id: datetime.fromtimestamp(found[_seen_key(user_id)], tz=UTC)
        for user_id in ids
        if _seen_key(user_id) in found
    }


def is_online(seen: datetime | None, now: datetime | None = None) -> bool:
    """Whether a player last seen then counts as online now."""
    return seen is not None and ((now or timezone.now()) - seen).total_seconds() <= ONLINE_SECONDS
