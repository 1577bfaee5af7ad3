"""The `random` computer player: any legal action, uniformly at random."""

from __future__ import annotations

import random

from games.engine.actions import JSON


def choose_random(view: JSON, rng: random.Random) -> JSON:
    """A uniformly random action from the view's legal actions."""
    legal = view["legal"]
    if not legal:
        raise ValueError("the seat has no legal action: it is not its turn")
    return dict(rng.choice(legal))
