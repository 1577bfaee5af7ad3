"""Share codes: short, easy to say and type, hard to guess."""

from __future__ import annotations

import secrets

from config.public_ids import PUBLIC_ID_BYTES, PUBLIC_ID_PATTERN
from config.public_ids import new_public_id as _new_public_id

__all__ = ["PUBLIC_ID_BYTES", "PUBLIC_ID_PATTERN", "new_public_id"]

# No I, L, O, 0 or 1: they are read aloud and typed from a phone, where those get confused.
ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
LENGTH = 6


def new_code() -> str:
    """A random share code (31^6, about 887 million, of them; guessing is also rate-limited)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def normalise_code(text: str) -> str:
    """A typed code as stored: upper case, without spaces or dashes."""
    return "".join(ch for ch in text.upper() if ch not in " -")


def looks_like_code(text: str) -> bool:
    """True if the text could be a share code at all."""
    return len(text) == LENGTH and all(ch in ALPHABET for ch in text)


def new_public_id() -> str:
    """A match's id in URLs: 96 random bits as 16 URL-safe characters, so matches cannot be found by counting."""
    return _new_public_id()
