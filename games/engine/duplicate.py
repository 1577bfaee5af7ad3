"""Duplicate play's shared rules: the decks of an event or a duel, their check, and a side's points from a deal."""

from __future__ import annotations

import random
import statistics
from collections.abc import Sequence
from typing import Any

from games.engine.errors import EngineError, ErrorCode
from games.engine.playout import shuffled
from games.engine.protocol import Game


def event_decks(game: Game[Any], deals: int, source: int | random.Random) -> list[list[str]]:
    """`deals` shuffled decks, deal number by deal number, from a seed (reproducible) or a random source.

    The engine reads no random source of its own: a service passes the operating system's (`secrets.SystemRandom`).
    """
    rng = random.Random(source) if isinstance(source, int) else source
    return [shuffled(game, rng) for _ in range(deals)]


def check_decks(game: Game[Any], decks: object) -> list[list[str]]:
    """The decks as lists of pieces, each a permutation of the game's full deck; else `bad_decks`."""
    if not isinstance(decks, list) or not decks:
        raise EngineError(ErrorCode.BAD_DECKS, "decks must be a non-empty list of decks")
    full = sorted(game.full_deck)
    for number, deck in enumerate(decks):
        if not isinstance(deck, list) or not all(isinstance(piece, str) for piece in deck):
            raise EngineError(ErrorCode.BAD_DECKS, f"deck {number} is not a list of {game.id} pieces")
        if sorted(deck) != full:
            raise EngineError(
                ErrorCode.BAD_DECKS,
                f"deck {number} is not a shuffle of the {game.id} deck: it must hold each of its "
                f"{len(full)} pieces exactly once",
            )
    return [list(deck) for deck in decks]


def side_points(score_delta: Sequence[int], side: int) -> int:
    """What a deal gave a side (a team, or a seat at Ganjifa): its entry of the deal's `score_delta`."""
    return int(score_delta[side])


def others_points(score_delta: Sequence[int], side: int) -> float:
    """The mean of what a deal gave the other sides: a side's opponents, as one."""
    return statistics.fmean(points for index, points in enumerate(score_delta) if index != side)
