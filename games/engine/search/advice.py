"""The expert's choice for a seat's view, by game and seed alone: what a hint asks, in whatever process answers it."""

from __future__ import annotations

import random

from games.engine.actions import JSON
from games.engine.protocol import DEFAULT_LEVEL
from games.engine.registry import GAMES

ADVICE_LEVEL = "strong"
"""The computer players' level whose choices hints give; a game without it gives `DEFAULT_LEVEL`'s."""


def expert_choice(game_id: str, view: JSON, seed: int) -> JSON:
    """The `strong` level's choice from a seat's view (`DEFAULT_LEVEL`'s in a game without it), from `seed`."""
    game = GAMES[game_id]
    player = game.bots.get(ADVICE_LEVEL) or game.bot(DEFAULT_LEVEL)
    return dict(player(view, random.Random(seed)))
