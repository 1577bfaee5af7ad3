"""Computer players: each picks an action from one seat's view alone."""

from __future__ import annotations

import random
from collections.abc import Callable

from games.engine.actions import JSON
from games.engine.bots.random_bot import choose_random
from games.engine.doublehand.bot import choose_basic as doublehand_basic

Bot = Callable[[JSON, random.Random], JSON]

LEVELS = ("random", "basic")
"""Computer player levels, weakest first."""

_BASIC: dict[str, Bot] = {"doublehand": doublehand_basic}


def bot_for(game_id: str, level: str) -> Bot:
    """The computer player of a level for a game; KeyError for an unknown pair."""
    if level == "random":
        return choose_random
    if level == "basic":
        return _BASIC[game_id]
    raise KeyError(level)


def choose(game_id: str, level: str, view: JSON, rng: random.Random) -> JSON:
    """The action (without seat) a computer player of this level takes, given only its seat's view."""
    return bot_for(game_id, level)(view, rng)
