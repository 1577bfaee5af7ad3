"""Keys that authenticate a device: issued, found and revoked; the database keeps only their digests."""

from __future__ import annotations

import hashlib
import secrets

from accounts.models import Token, User

TOKENS_PER_ACCOUNT = 20
"""Devices an account may stay signed in on; signing in on one more signs out the one signed in longest ago."""


def digest_of(key: str) -> str:
    """The stored form of a key (a random key needs no salt: it cannot be guessed from its digest)."""
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()


def issue(user: User) -> str:
    """A new key for one more device of the account."""
    key = secrets.token_hex(20)
    Token.objects.create(user=user, digest=digest_of(key))
    newest_first = Token.objects.filter(user=user).order_by("-created", "-pk").values_list("pk", flat=True)
    Token.objects.filter(pk__in=list(newest_first[TOKENS_PER_ACCOUNT:])).delete()
    return key


def find(key: str) -> Token | None:
    """The token with that key, with its account, if it has not been revoked."""
    token = Token.objects.select_related("user").filter(digest=digest_of(key)).first()
    if token is not None:
        token.key = key
    return token


def revoke(token: Token) -> None:
    """Sign one device out."""
    Token.objects.filter(pk=token.pk).delete()


def revoke_all(user: User) -> None:
    """Sign every device of the account out."""
    Token.objects.filter(user=user).delete()
