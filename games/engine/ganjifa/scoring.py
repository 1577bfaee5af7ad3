"""Ganjifa's result (spec section 5): a point a captured card, and the highest total wins, shared when equal."""

from __future__ import annotations


def winners(scores: tuple[int, ...]) -> tuple[int, ...]:
    """The players with the highest score: more than one when they are equal."""
    best = max(scores)
    return tuple(player for player, score in enumerate(scores) if score == best)
