"""A share link's token: a public half to find the link by, and a secret half compared in constant time.

The token is 36 URL-safe characters from `secrets` (216 random bits): the first 12 (72 bits) pick the row, the other
24 (144 bits) are the secret. The database is searched by the first half only, so how long a look-up takes can
tell nothing about the secret; the secret is then compared with `hmac.compare_digest`. Both halves are kept as
they are, not hashed: the players of a match see their links again (to copy one or revoke it), which a digest
could not give back. Nothing of the token comes from the match or its id.
"""

from __future__ import annotations

import hmac
import re
import secrets
from typing import NamedTuple

TOKEN_BYTES = 27
SELECTOR_LENGTH = 12
SECRET_LENGTH = 24
TOKEN_LENGTH = SELECTOR_LENGTH + SECRET_LENGTH
TOKEN_PATTERN = f"[A-Za-z0-9_-]{{{TOKEN_LENGTH}}}"
"""What a token looks like: anything else names no link, and is refused without a query."""


class Token(NamedTuple):
    """A token split in its two halves."""

    selector: str
    secret: str

    @property
    def text(self) -> str:
        """The token as the link carries it."""
        return self.selector + self.secret


def new_token() -> Token:
    """A fresh random token."""
    text = secrets.token_urlsafe(TOKEN_BYTES)
    assert len(text) == TOKEN_LENGTH
    return Token(text[:SELECTOR_LENGTH], text[SELECTOR_LENGTH:])


def split(text: str) -> Token | None:
    """A token given in a URL, split; None if it cannot be a token at all."""
    if not re.fullmatch(TOKEN_PATTERN, text):
        return None
    return Token(text[:SELECTOR_LENGTH], text[SELECTOR_LENGTH:])


def same_secret(given: str, stored: str) -> bool:
    """Whether two secrets are equal, in a time that does not depend on where they differ."""
    return hmac.compare_digest(given.encode("ascii"), stored.encode("ascii"))
