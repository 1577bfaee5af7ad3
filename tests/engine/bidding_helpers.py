"""Views at a seat's turn to bid, for the tests of the bids `strong` searches."""

from __future__ import annotations

import random
from typing import Any

from games.engine import GAMES
from games.engine.actions import JSON
from games.engine.playout import shuffled


def bidding_view(game_id: str, seed: int, options: JSON | None = None) -> JSON:
    """A seat's view at its call, after the calls `basic` made before it (none to three)."""
    game, basic = GAMES[game_id], GAMES[game_id].bot("basic")
    rng = random.Random(seed)
    state = game.deal(game.new_match(options, first_dealer=seed % 4), shuffled(game, rng))
    for _ in range(seed % 4):
        seat = game.to_act(state)
        assert seat is not None
        state = game.play(state, {"seat": seat, **basic(game.view(state, seat), rng)})
    seat = game.to_act(state)
    assert seat is not None
    view: dict[str, Any] = game.view(state, seat)
    assert view["phase"] == "bidding"
    return view


def least_bid(view: JSON) -> JSON | None:
    return next((choice for choice in view["legal"] if choice["type"] == "bid"), None)
