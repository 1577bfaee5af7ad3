"""Display names: what is allowed, how a typed name is tidied, and which names could be taken for others."""

from __future__ import annotations

from collections.abc import Iterable

from config.text import first_unprintable, grapheme_count, looks_empty, looks_like, visible_text

MIN_LENGTH = 1
MAX_LENGTH = 24
"""Counted in characters as a reader sees them (grapheme clusters): क्ष is one, as 👨‍👩‍👧 is. Counting code points
would give a name in Devanagari, three or so to a syllable, a third of the room of one in Latin letters."""
MAX_CODE_POINTS = 40
"""The column's size, which also holds: 24 characters of joined emoji would need far more code points."""


class BadName(ValueError):
    """A display name that cannot be used: a machine-readable code and the reason."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def clean_display_name(raw: object) -> str:
    """The name tidied (invisible characters removed, spaces collapsed), or BadName: any printable text that shows.

    Invisible characters are removed rather than refused: a name pasted from elsewhere often carries a stray
    U+200B or U+FEFF that its owner never saw. A name with nothing visible left is refused.
    """
    if not isinstance(raw, str):
        raise BadName("bad_display_name", "a display name must be text")
    if not raw.strip():
        raise BadName("name_length", f"a display name must be {MIN_LENGTH} to {MAX_LENGTH} characters long")
    name = " ".join(visible_text(raw).split())
    if looks_empty(name):
        raise BadName("name_invisible", "a display name needs characters that show, not only blank or invisible ones")
    unprintable = first_unprintable(name)
    if unprintable is not None:
        raise BadName("name_unprintable", f"a display name cannot contain the control character {unprintable!r}")
    if grapheme_count(name) > MAX_LENGTH:
        raise BadName("name_length", f"a display name must be {MIN_LENGTH} to {MAX_LENGTH} characters long")
    if len(name) > MAX_CODE_POINTS:
        raise BadName("name_length", "this display name is too long to keep (joined emoji count more); shorten it")
    return name


def look_alike(name: str, others: Iterable[str]) -> str | None:
    """The first of the other names that this one could be taken for (the same skeleton, other text), if any."""
    return next((other for other in others if other and looks_like(name, other)), None)
