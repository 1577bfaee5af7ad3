"""The games' names as players know them, for the panel and the models' own names (the API names games by id)."""

from __future__ import annotations

GAME_NAMES = {
    "doublehand": "Doublehand",
    "allfours": "All Fours",
    "ganjifa": "Dashavatara Ganjifa",
    "texas42": "Texas 42",
}


def game_name(game: str) -> str:
    """A game by the name players know it by (a game without one, by its id in words)."""
    return GAME_NAMES.get(game, game.replace("_", " ").capitalize())
