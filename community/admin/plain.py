"""The panel in plain words: game names, dates as people write them, and stored JSON as short lines of text."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.contrib import admin
from django.http import HttpRequest
from django.utils import formats, timezone
from django.utils.dateparse import parse_datetime

from games.names import game_name

__all__ = ["NOTHING", "WhenColumn", "game_name", "level_name", "phrase_words", "plain", "when"]

LEVEL_NAMES = {"random": "easy", "basic": "normal", "strong": "expert"}
"""The computer players' levels as the app names them to players (the API keeps its values)."""
NOTHING = "—"


def level_name(level: str) -> str:
    """A computer player's level as players know it."""
    return LEVEL_NAMES.get(level, level)


def phrase_words(phrase: str) -> str:
    """A quick phrase's id in words (the app says it in each reader's language)."""
    return phrase.replace("_", " ")


def when(moment: datetime | None) -> str:
    """A moment in the site's time zone as people write it: 2 Dec 2026, 14:05."""
    if moment is None:
        return NOTHING
    local = timezone.localtime(moment) if timezone.is_aware(moment) else moment
    return formats.date_format(local, "j M Y, H:i")


class ReadOnlyAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    """A list and pages that are only read: the rows are made and changed in the app, and stay (results, holidays)."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        """Rows are made in the app."""
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """Rows are changed in the app, where what depends on them (standings, clocks) follows."""
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """Rows stay: what was read from them (standings, paused clocks) would be left without them."""
        return False


class WhenColumn:
    """A list's "When" column: the row's `created_at` in plain words, sortable (admins that list it mix this in)."""

    @admin.display(description="When", ordering="created_at")
    def when(self, row: Any) -> str:
        """When the row was made, as people write it."""
        return when(row.created_at)


def _words(key: str) -> str:
    return key.replace("_", " ")


# PostgreSQL's jsonb stores keys in its own order (shortest first, "new" before "old"),
# so the way a change reads is fixed here rather than taken from storage.
_KEYS_FIRST = ("old", "new")


def _in_reading_order(value: dict[Any, Any]) -> list[tuple[Any, Any]]:
    first = [(key, value[key]) for key in _KEYS_FIRST if key in value]
    return first + [(key, item) for key, item in value.items() if key not in _KEYS_FIRST]


def plain(value: Any) -> str:
    """Stored JSON as text: `{"old": "Ann", "new": "Anna"}` reads "old: Ann; new: Anna", lists with commas."""
    if value is None or value == "" or value == [] or value == {}:
        return NOTHING
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return "; ".join(f"{_words(str(key))}: {plain(item)}" for key, item in _in_reading_order(value))
    if isinstance(value, list | tuple):
        return ", ".join(plain(item) for item in value)
    if isinstance(value, str):
        moment = _moment(value)
        return when(moment) if moment is not None else value
    return str(value)


def _moment(text: str) -> datetime | None:
    """A date and time written in ISO form (as the audit log keeps a ban's end), else None."""
    if len(text) < 16 or text[4:5] != "-" or "T" not in text:
        return None
    try:
        return parse_datetime(text)
    except ValueError:
        return None
