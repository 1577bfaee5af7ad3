"""Deals kept hidden after they end: a part built on rooms (a duplicate event) says how many of a match's are shown.

Other tables play the same decks, so until every table has finished a deal nobody may see its cards or what the
others did with it: not a replay, a record, a deal's summary, a share link, nor someone watching. Play never
imports the part that knows: it registers a guard (`guard_deals`) in its app's `ready()`, as circles register
their join guard, and play's reads ask `deals_shown`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from config.api.service_errors import ServiceError, conflict
from games.models import EventType, Match

DealGuard = Callable[[Match], int | None]
DEAL_GUARDS: list[DealGuard] = []
"""Each answers how many of a match's deals (from its first) may be shown, or None for a match it knows nothing of."""

_SHOWN_KEY = "deals_shown"


def guard_deals(guard: DealGuard) -> None:
    """Have `guard(match)` limit the deals of a match that are shown; registered in an app's `ready()`."""
    if guard not in DEAL_GUARDS:
        DEAL_GUARDS.append(guard)


def deals_shown(match: Match) -> int | None:
    """How many of the match's deals may be shown (the fewest any guard allows), or None: all of them.

    Asked once per match object (a request's): the answer is kept on it.
    """
    if _SHOWN_KEY in match.__dict__:
        shown: int | None = match.__dict__[_SHOWN_KEY]
        return shown
    shown = None
    for guard in DEAL_GUARDS:
        allowed = guard(match)
        if allowed is not None:
            shown = allowed if shown is None else min(shown, allowed)
    match.__dict__[_SHOWN_KEY] = shown
    return shown


def deal_shown(match: Match, number: int) -> bool:
    """Whether deal `number` (0 for the first) of the match may be shown."""
    shown = deals_shown(match)
    return shown is None or number < shown


def every_deal_shown(match: Match) -> bool:
    """Whether every deal the match has dealt may be shown."""
    shown = deals_shown(match)
    return shown is None or match.events.filter(type=EventType.DEAL).count() <= shown


def deal_not_revealed() -> ServiceError:
    """The answer for a deal kept hidden until every table that plays its cards has finished it."""
    return conflict(
        "deal_not_revealed", "other tables play the same cards: this deal is shown once every table has finished it"
    )


def access_deal_shown(match: Match, number: int) -> None:
    """Refuse a deal (0 for the first) kept hidden (`deals_shown`)."""
    if not deal_shown(match, number):
        raise deal_not_revealed()


def access_every_deal_shown(match: Match) -> None:
    """Refuse what shows every deal of a match (its record, a watcher's view) while one is kept hidden."""
    if not every_deal_shown(match):
        raise deal_not_revealed()


def shown_deal_end(match: Match, payload: dict[str, Any]) -> dict[str, Any]:
    """A deal's end as kept in the log, or, for a hidden deal, only what the table saw: the shared summary keys.

    The game's own keys of a summary (a trump card never turned up, say) are a report's, seen once it is shown.
    """
    number = int(payload["number"]) - 1  # the log counts deals from 1
    if deal_shown(match, number):
        return payload
    summary = payload["summary"]
    shared = {key: summary[key] for key in ("dealer", "void", "tricks", "score_delta") if key in summary}
    return {**payload, "summary": shared}
