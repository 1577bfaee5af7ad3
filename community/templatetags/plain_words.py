"""Template filters of the moderation panel: stored JSON and game ids in plain words (see community.admin.plain)."""

from __future__ import annotations

from typing import Any

from django import template

from community.admin import plain as words

register = template.Library()


@register.filter
def plain(value: Any) -> str:
    """Stored JSON as short lines of text."""
    return words.plain(value)


@register.filter
def game_name(game: str) -> str:
    """A game by the name players know it by."""
    return words.game_name(game)


@register.filter
def level_name(level: str) -> str:
    """A computer player's level as players know it."""
    return words.level_name(level)


@register.filter
def phrase_words(phrase: str) -> str:
    """A quick phrase's id in words."""
    return words.phrase_words(phrase)
