"""Whole matches played by computer players, producing game records (for tests, benchmarks and bug reports)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from games.engine.actions import JSON
from games.engine.protocol import Game
from games.engine.record import build_record

MAX_DEALS = 10_000
"""A match that has not ended after this many deals is cut off (it cannot happen with sane bots)."""


def shuffled(game: Game[Any], rng: random.Random) -> list[str]:
    """A shuffled copy of the game's full deck."""
    return rng.sample(game.full_deck, len(game.full_deck))


def play_match(
    game: Game[Any],
    seed: int,
    levels: Sequence[str],
    options: object = None,
    first_dealer: int = 0,
) -> JSON:
    """Play a whole match with one computer player per seat and return its record."""
    rng = random.Random(seed)
    bots = [game.bot(level) for level in levels]
    state = game.new_match(options, first_dealer)
    deals: list[JSON] = []
    while not state.finished and len(deals) < MAX_DEALS:
        deck = shuffled(game, rng)
        state = game.deal(state, deck)
        actions: list[JSON] = []
        while (seat := game.to_act(state)) is not None:
            choice = bots[seat](game.view(state, seat), rng)
            action = {"seat": seat, **choice}
            state = game.play(state, action)
            actions.append(action)
        deals.append({"deck": deck, "actions": actions})
    return build_record(game, state, first_dealer, deals)
