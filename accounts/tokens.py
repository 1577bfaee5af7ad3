"""Keys that authenticate a device: issued, found and revoked; the database keeps only their digests."""

from __future__ import annotations

import hashlib
import secrets
from functools import cache

from django.db import transaction

from accounts.models import Token, User
from accounts.signals import devices_signed_out
from config.rows import columns, hydrate, prepared_cursor, width

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


@cache
def _find_query() -> str:
    # Every API request authenticates: one hand-written query, not the ORM's compiled one (see config/rows.py).
    return (
        f"SELECT {columns(Token, 't')}, {columns(User, 'u')} FROM {Token._meta.db_table} t "
        f'JOIN {User._meta.db_table} u ON u."id" = t."user_id" WHERE t."digest" = %s'
    )


def find(key: str) -> Token | None:
    """The token with that key, with its account, if it has not been revoked."""
    with prepared_cursor() as cursor:
        cursor.execute(_find_query(), [digest_of(key)])
        row = cursor.fetchone()
    if row is None:
        return None
    token = hydrate(Token, row[: width(Token)])
    token.user = hydrate(User, row[width(Token) :])
    token.key = key
    return token


def revoke(token: Token) -> None:
    """Sign one device out."""
    Token.objects.filter(pk=token.pk).delete()


def revoke_all(user: User) -> None:
    """Sign every device of the account out, and forget what they registered (`devices_signed_out`).

    A subscription sent with a stolen token would go on hearing of the account's turns and rooms, and its owner
    cannot see it to remove it. The app sends its own subscription again at its next start, with its new token.
    """
    with transaction.atomic():
        Token.objects.filter(user=user).delete()
        devices_signed_out.send(sender=User, user=user)
