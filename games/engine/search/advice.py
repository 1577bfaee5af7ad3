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


def expert_review(game_id: str, view: JSON, played: JSON, seed: int) -> JSON:
    """The expert's choice from a seat's view (as `expert_choice` makes it from `seed`) and what `played` loses.

    `{"strong": choice, "loss": points or None, "notable": bool}`: the loss is None, and never notable, where the
    expert chooses without searching (a game without a searching player, or a bid made by rule of thumb).
    """
    game = GAMES[game_id]
    if ADVICE_LEVEL in game.bots and game.appraiser is not None:
        found = game.appraiser(view, played, random.Random(seed))
        if found is not None:
            return {"strong": found.choice, "loss": found.loss, "notable": found.notable}
    return {"strong": expert_choice(game_id, view, seed), "loss": None, "notable": False}
