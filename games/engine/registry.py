"""The games the engine knows, by their id."""

from __future__ import annotations

from typing import Any

from games.engine.doublehand import DOUBLEHAND
from games.engine.protocol import Game

GAMES: dict[str, Game[Any]] = {game.id: game for game in (DOUBLEHAND,)}


def get_game(game_id: str) -> Game[Any]:
    """The rules of a game by id; KeyError for an unknown one."""
    return GAMES[game_id]
