"""Token authentication (`Authorization: Token <key>`), checked against the digests of the keys issued."""

from __future__ import annotations

from rest_framework import authentication, exceptions
from rest_framework.request import Request

from accounts import tokens
from accounts.models import Token, User


class DeviceTokenAuthentication(authentication.TokenAuthentication):
    """DRF's token header, one key per device; `request.auth` is the device's Token.

    A view with a `read_with_token(request, key)` finds the token itself, in the query that reads what it
    serves (one round trip, not two: games/api/match_reads.py); that answers the token, or None.
    """

    def authenticate(self, request: Request) -> tuple[User, Token] | None:
        """The account and token of the request's header, or None without one (a 401 for a bad one)."""
        self._request = request
        return super().authenticate(request)

    def authenticate_credentials(self, key: str) -> tuple[User, Token]:
        """The account and token for a key, or a 401."""
        view = (self._request.parser_context or {}).get("view")
        read_with_token = getattr(view, "read_with_token", None)
        return accept(tokens.find(key) if read_with_token is None else read_with_token(self._request, key))


def accept(token: Token | None) -> tuple[User, Token]:
    """The account and token found for a key, or a 401 if none was found or the account is inactive."""
    if token is None:
        raise exceptions.AuthenticationFailed("invalid token")
    if not token.user.is_active:
        raise exceptions.AuthenticationFailed("user inactive or deleted")
    return token.user, token
