"""Token authentication (`Authorization: Token <key>`), checked against the digests of the keys issued."""

from __future__ import annotations

from rest_framework import authentication, exceptions

from accounts import tokens
from accounts.models import Token, User


class DeviceTokenAuthentication(authentication.TokenAuthentication):
    """DRF's token header, one key per device; `request.auth` is the device's Token."""

    def authenticate_credentials(self, key: str) -> tuple[User, Token]:
        """The account and token for a key, or a 401."""
        return accept(tokens.find(key))


def accept(token: Token | None) -> tuple[User, Token]:
    """The account and token found for a key, or a 401 if none was found or the account is inactive."""
    if token is None:
        raise exceptions.AuthenticationFailed("invalid token")
    if not token.user.is_active:
        raise exceptions.AuthenticationFailed("user inactive or deleted")
    return token.user, token
