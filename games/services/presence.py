"""Who has their table open: a player who read their match lately, noted in the cache (not the database)."""

from __future__ import annotations

from django.core.cache import cache

AT_TABLE_SECONDS = 30
"""A player who read their match this recently is taken to have the table open."""


def at_table_key(match_pk: int, user_id: int) -> str:
    """The cache key that marks a player as having read their match lately."""
    return f"at-table:{match_pk}:{user_id}"


def mark_at_table(match_pk: int, user_id: int) -> None:
    """Note that the player just read their match."""
    cache.set(at_table_key(match_pk, user_id), True, AT_TABLE_SECONDS)


def at_table(match_pk: int, user_id: int) -> bool:
    """Whether the player read their match within the last `AT_TABLE_SECONDS`."""
    return bool(cache.get(at_table_key(match_pk, user_id)))
