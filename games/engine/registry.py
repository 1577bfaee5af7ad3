"""The games the engine knows, by their id."""

from __future__ import annotations

from typing import Any

from games.engine.allfours import ALLFOURS
from games.engine.doublehand import DOUBLEHAND
from games.engine.ganjifa import GANJIFA
from games.engine.protocol import DEFAULT_LEVEL, Game
from games.engine.texas42 import TEXAS42

GAMES: dict[str, Game[Any]] = {}


def register(game: Game[Any]) -> Game[Any]:
    """Make a game known by its id (the engine's own games at import; tests add their own)."""
    if DEFAULT_LEVEL not in game.bots:
        raise ValueError(f"{game.id} must have a '{DEFAULT_LEVEL}' computer player")
    if len(game.full_deck) != len(set(game.full_deck)):
        raise ValueError(f"{game.id}'s full deck holds a piece twice")
    GAMES[game.id] = game
    return game


def get_game(game_id: str) -> Game[Any]:
    """The rules of a game by id; KeyError for an unknown one."""
    return GAMES[game_id]


register(DOUBLEHAND)
register(ALLFOURS)
register(TEXAS42)
register(GANJIFA)
