"""The chat's word filter: whole words on the moderators' list (`BlockedWord`) are masked, whatever their case.

The list is read at most every few seconds in each process, and forgotten at once in the process where a
moderator changes it (the signals below); other processes see the change within `WORDS_TTL_SECONDS`.
"""

from __future__ import annotations

import re
import time
import unicodedata
from typing import Any

from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver

from community.models import BlockedWord

WORDS_TTL_SECONDS = 5.0
"""How long a process keeps the list before reading it again."""

_loaded: tuple[float, re.Pattern[str] | None] | None = None
"""When the list was read (monotonic seconds) and the pattern that finds its words (None: no words)."""


def _is_word_part(ch: str) -> bool:
    """A letter, a digit, a combining mark (a Devanagari vowel sign, say) or an underscore: part of a word."""
    return ch == "_" or unicodedata.category(ch)[0] in "LMN"


def _pattern() -> re.Pattern[str] | None:
    global _loaded
    loaded = _loaded
    if loaded is not None and time.monotonic() - loaded[0] < WORDS_TTL_SECONDS:
        return loaded[1]
    listed = {
        unicodedata.normalize("NFC", word).strip().lower()
        for word in BlockedWord.objects.values_list("word", flat=True)
    }
    words = sorted(listed - {""}, key=lambda word: (-len(word), word))
    # Longest first, so that a longer listed word wins over a shorter one it starts with.
    pattern = re.compile(rf"(?<!\w)(?:{'|'.join(map(re.escape, words))})(?!\w)", re.IGNORECASE) if words else None
    _loaded = (time.monotonic(), pattern)
    return pattern


def mask_blocked_words(text: str) -> str:
    """The text with each listed word that stands as a whole word masked: each of its letters becomes `*`."""
    pattern = _pattern()
    if pattern is None:
        return text

    def masked(found: re.Match[str]) -> str:
        start, end = found.span()
        # `\w` leaves out combining marks: a match that a mark continues is part of a longer word.
        if (start > 0 and _is_word_part(text[start - 1])) or (end < len(text) and _is_word_part(text[end])):
            return found[0]
        return "".join("*" if _is_word_part(ch) else ch for ch in found[0])

    return pattern.sub(masked, text)


def forget_blocked_words() -> None:
    """Read the list again at the next message (a moderator changed it)."""
    global _loaded
    _loaded = None


@receiver(post_save, sender=BlockedWord, dispatch_uid="chat_filter_saved")
@receiver(post_delete, sender=BlockedWord, dispatch_uid="chat_filter_deleted")
def _blocked_words_changed(**kwargs: Any) -> None:
    forget_blocked_words()
