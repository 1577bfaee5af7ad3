"""Moments of a deal for the engine's tests: a state partway into a deal that computer players play."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from games.engine.match import MatchState
from games.engine.playout import shuffled
from games.engine.protocol import Game


def partway(
    game: Game[Any], seed: int, steps: int, levels: Sequence[str], options: Mapping[str, Any] | None = None
) -> MatchState[Any]:
    """A deal (under the options) played `steps` actions in by a level a seat, at most to its last action.

    Someone is always to act: a deal with no action at all (none that the rules deal so) is dealt again.
    """
    rng = random.Random(seed)
    while True:
        match = game.new_match(dict(options or {}), first_dealer=seed % game.seat_count)
        state = game.deal(match, shuffled(game, rng))
        acting = []
        while (seat := game.to_act(state)) is not None:
            acting.append(state)
            state = game.play(state, {"seat": seat, **game.bot(levels[seat])(game.view(state, seat), rng)})
        if acting:
            return acting[min(steps, len(acting) - 1)]
