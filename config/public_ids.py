"""Opaque ids the API shows for rows whose database keys stay inside the server: random, so nobody can count them."""

from __future__ import annotations

import re
import secrets
from typing import Any

from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.models import CharField, Func
from django.db.models.sql.compiler import SQLCompiler

PUBLIC_ID_BYTES = 12
PUBLIC_ID_LENGTH = 24
"""The column's length: room for the database's own ids (`RandomPublicId`) as well as `new_public_id`'s."""
PUBLIC_ID_PATTERN = "[A-Za-z0-9_-]{1,24}"
"""What a URL may hold as a public id: URL-safe characters only, so that no odd text reaches a query."""


def new_public_id() -> str:
    """A fresh public id: 96 random bits as 16 URL-safe characters."""
    return secrets.token_urlsafe(PUBLIC_ID_BYTES)


def looks_like_public_id(text: object) -> bool:
    """Whether the text could be a public id at all (anything else names nothing, and needs no query)."""
    return isinstance(text, str) and re.fullmatch(PUBLIC_ID_PATTERN, text) is not None


class RandomPublicId(Func):
    """A public id the database makes itself (`db_default`), for rows inserted by code that does not set one.

    During an upgrade the previous release still runs after the migration that added the column, and its inserts
    leave the column out: each such row gets 96 random bits too. PostgreSQL base64-encodes two random UUIDs' fully
    random bytes (`gen_random_uuid` is built in since version 13; `random()` is not meant for secrets), in the
    URL-safe alphabet, as `new_public_id` does; SQLite has no base64, so it writes 24 hex digits.
    """

    output_field = CharField()
    allowed_default = True
    template = (
        "translate(encode(substring(uuid_send(gen_random_uuid()) from 1 for 6)"
        " || substring(uuid_send(gen_random_uuid()) from 11 for 6), 'base64'), '+/', '-_')"
    )

    def as_sqlite(self, compiler: SQLCompiler, connection: BaseDatabaseWrapper, **extra: Any) -> Any:
        """Hex digits of 12 random bytes (SQLite's `randomblob` draws them from its own strong generator)."""
        return self.as_sql(compiler, connection, template="lower(hex(randomblob(12)))", **extra)
