"""Display names: what is allowed, and how a typed name is tidied."""

from __future__ import annotations

import unicodedata

MIN_LENGTH = 1
MAX_LENGTH = 24
PUNCTUATION = " -_.'"


class BadName(ValueError):
    """A display name that cannot be used, with the reason."""


def clean_display_name(raw: object) -> str:
    """The name with spaces tidied, or BadName: letters of any script, digits, spaces and - _ . ' only."""
    if not isinstance(raw, str):
        raise BadName("a display name must be text")
    name = " ".join(unicodedata.normalize("NFC", raw).split())
    if not MIN_LENGTH <= len(name) <= MAX_LENGTH:
        raise BadName(f"a display name must be {MIN_LENGTH} to {MAX_LENGTH} characters long")
    for ch in name:
        # Letters with their combining marks (as in Devanagari), digits, and a little punctuation.
        if ch not in PUNCTUATION and unicodedata.category(ch)[0] not in "LMN":
            raise BadName(f"a display name cannot contain {ch!r}")
    if not any(unicodedata.category(ch)[0] in "LN" for ch in name):
        raise BadName("a display name needs at least one letter or digit")
    return name
