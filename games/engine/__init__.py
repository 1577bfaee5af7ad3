"""The pure-Python rules engine: one protocol for every game, no Django and no I/O."""

from games.engine.actions import Action
from games.engine.errors import EngineError, ErrorCode
from games.engine.match import MatchState
from games.engine.protocol import Game, Outcome
from games.engine.registry import GAMES, get_game

__all__ = ["GAMES", "Action", "EngineError", "ErrorCode", "Game", "MatchState", "Outcome", "get_game"]
