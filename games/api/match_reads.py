"""A match read or move authenticates its caller in the same query that reads the match: one round trip, not two.

Phones poll their match every few seconds, nearly always to be told 304: the token lookup and the match's row
were two queries, and a query's round trip costs more than the rest of such a read. A move does the same in
the query that locks the match, inside the move's transaction.
"""

from __future__ import annotations

from rest_framework.request import Request

from accounts import tokens
from accounts.models import Token
from accounts.tokens import digest_of
from games.models import Match
from games.services.presence import mark_at_table
from games.services.tables import read_table


def read_match_with_token(request: Request, key: str) -> Token | None:
    """The device token for a key, found in the query that reads the match of the URL (kept on the request).

    With no such match, the token is looked up alone: the view then answers 404 (or the token a 401).
    """
    return _with_token(request, key, lock=False)


def lock_match_with_token(request: Request, key: str) -> Token | None:
    """As `read_match_with_token`, locking the match's row: the caller must be in the move's transaction."""
    return _with_token(request, key, lock=True)


def _with_token(request: Request, key: str, lock: bool) -> Token | None:
    match = read_table(request.parser_context["kwargs"]["match_id"], lock=lock, token_digest=digest_of(key))
    if match is None:
        return tokens.find(key)
    if match.caller_token is not None:
        match.caller_token.key = key
        # For push: a player who reads their match has the table open (kept in the cache, never the database).
        mark_at_table(match.pk, match.caller_token.user_id)
    request.table_read = match  # type: ignore[attr-defined]
    return match.caller_token


def table_of(request: Request, public_id: str) -> Match | None:
    """The match read while authenticating the request, if it was (a session-signed request reads it later)."""
    match: Match | None = getattr(request, "table_read", None)
    return match if match is not None and match.public_id == public_id else None
