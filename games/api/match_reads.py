"""A match read authenticates its caller in the same query that reads the match: one round trip, not two.

Phones poll their match every few seconds, nearly always to be told 304: the token lookup and the match's row
were two queries, and a query's round trip costs more than the rest of such a read.
"""

from __future__ import annotations

from rest_framework.request import Request

from accounts.authentication import DeviceTokenAuthentication, accept
from accounts.models import Token, User
from accounts.tokens import digest_of
from games.models import Match
from games.services.tables import read_table


class MatchReadAuthentication(DeviceTokenAuthentication):
    """The device token of `Authorization: Token <key>`, checked while the match of the URL is read with it."""

    def authenticate(self, request: Request) -> tuple[User, Token] | None:
        """The account and token, as DeviceTokenAuthentication; the match read along waits on the request."""
        self._request = request
        return super().authenticate(request)

    def authenticate_credentials(self, key: str) -> tuple[User, Token]:
        """The account and token for a key, or a 401; a missing match leaves the token to be checked alone."""
        public_id = self._request.parser_context["kwargs"]["match_id"]
        match = read_table(public_id, token_digest=digest_of(key))
        if match is None:
            return super().authenticate_credentials(key)  # the view then answers 404 for the match
        if match.caller_token is not None:
            match.caller_token.key = key
        found = accept(match.caller_token)
        self._request.table_read = match  # type: ignore[attr-defined]
        return found


def table_of(request: Request, public_id: str) -> Match | None:
    """The match read while authenticating the request, if it was (a session-signed request reads it later)."""
    match: Match | None = getattr(request, "table_read", None)
    return match if match is not None and match.public_id == public_id else None
