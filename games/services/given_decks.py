"""Rooms whose decks are given (a duplicate event's tables): the providers a part registers, and their rules.

Play never imports the part that gives the decks: it registers a provider (`provide_decks`) in its app's
`ready()`, as circles register their join guard.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.engine import Game
from games.engine.options import Count
from games.models import EventType, Match

DeckProvider = Callable[[Match], list[list[str]] | None]
DECK_PROVIDERS: list[DeckProvider] = []
"""Each answers a match's decks in order, or None for a match it gives none to."""

_DECKS_KEY = "given_decks"

FIXED_FIRST_DEALER = 0
"""Who deals first where the decks are given: every table alike, so that deal `n` has the same dealer everywhere."""


def provide_decks(provider: DeckProvider) -> None:
    """Have `provider(match)` give the decks of the matches it knows; registered in an app's `ready()`."""
    if provider not in DECK_PROVIDERS:
        DECK_PROVIDERS.append(provider)


def given_decks(match: Match) -> list[list[str]] | None:
    """The decks the match deals in order, or None when it shuffles its own (every ordinary match).

    Asked once per match object (a request's): the answer is kept on it.
    """
    if _DECKS_KEY not in match.__dict__:
        found = (decks for provider in DECK_PROVIDERS if (decks := provider(match)) is not None)
        match.__dict__[_DECKS_KEY] = next(found, None)
    given: list[list[str]] | None = match.__dict__[_DECKS_KEY]
    return given


def duplicate_options(game: Game[Any], options: dict[str, Any], room_limit: Callable[[Count], int]) -> dict[str, Any]:
    """A room's options with every count that ends a game or a match at its room's limit (odd where it must be).

    A table that deals given decks ends when they are played: a target reached mid-deal (All Fours) or a match
    won by games (`games_per_match`), or Ganjifa's `deals`, must not end it sooner.
    """
    adjusted = dict(options)
    for name in ("target", "games_per_match", "deals"):
        spec = game.option_specs.get(name)
        if isinstance(spec, Count):
            limit = room_limit(spec)
            adjusted[name] = limit - 1 if spec.odd and limit % 2 == 0 else limit
    return adjusted


def points_over_deals(match: Match) -> list[int]:
    """Each side's points over the match's finished deals: the sum of their `score_delta`s (saved or queued)."""
    payloads = [event.payload for event in match.events.filter(type=EventType.DEAL_END).order_by("seq")]
    saved = {payload["number"] for payload in payloads}
    queued = match.__dict__.get("unsaved_events", [])
    payloads += [e.payload for e in queued if e.type == EventType.DEAL_END and e.payload["number"] not in saved]
    totals: list[int] = []
    for payload in payloads:
        delta = payload["summary"]["score_delta"]
        totals = [a + b for a, b in zip(totals, delta, strict=True)] if totals else list(delta)
    return totals


def winners_by_points(totals: list[int]) -> list[int]:
    """The side with the most points; none on a tie for the most."""
    if not totals:
        return []
    best = max(totals)
    leaders = [side for side, points in enumerate(totals) if points == best]
    return leaders if len(leaders) == 1 else []
