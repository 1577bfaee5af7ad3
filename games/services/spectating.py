"""The spectator delay: spectators of a running partnership match see it as it stood one trick ago.

The point (docs/fair-play.md): a partner's friend, or the partner on a second account, watching the table learns
nothing of the trick in play in time to pass it on. What a delayed spectator sees is the match as it stood at the
`Behind.seq`: the action that completed the current deal's latest finished trick, or, before any trick of the
deal is finished (the bidding and the first trick), the deal's `deal` event, the deal dealt and nothing chosen.
It is rebuilt from the event log, never by hiding parts of the live view, so that nothing later can slip through.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from django.core.cache import cache

from accounts.models import User
from config.rows import prepared_cursor
from games.engine import GAMES, Game, MatchState
from games.models import Match, MatchStatus

CUT_SECONDS = 3600
"""How long the cache keeps where a match's spectators stand, for each seq of the match (it never changes)."""


@dataclass(frozen=True)
class Behind:
    """Where a delayed spectator stands in the match: the last seq they may know, and the state then."""

    seq: int
    """The last event a delayed spectator may know of."""
    actions: int
    """How many of the current deal's actions that includes."""
    state: MatchState[Any] | None = None
    """The engine state at `seq` (None where only the seq was asked for)."""


def has_partners(game: Game[Any]) -> bool:
    """Whether a game is played in partnerships (a team of more than one seat): only those are delayed."""
    return any(len(team) > 1 for team in game.teams)


def match_is_delayed(match: Match) -> bool:
    """Whether the match's spectators see it one trick behind: running, a partnership game, and the room asks it."""
    return match.status == MatchStatus.IN_PROGRESS and match.room.spectator_delay and has_partners(GAMES[match.game])


def delayed_for(match: Match, user: User, seat: int | None) -> bool:
    """Whether this caller sees the match one trick behind: an unseated spectator (not staff) of a delayed match."""
    return seat is None and not user.is_staff and match_is_delayed(match)


def shown_seq(match: Match, user: User, seat: int | None) -> int:
    """The last seq this caller may know of: the match's, or for a delayed spectator where they stand."""
    return behind(match, with_state=False).seq if delayed_for(match, user, seat) else match.seq


_CURRENT_DEAL = (
    'SELECT "seq", "type", "payload" FROM "games_event" WHERE "match_id" = %s AND "seq" >= %s AND "seq" <= %s '
    "AND \"type\" IN ('deal', 'action') ORDER BY \"seq\""
)


def behind(match: Match, *, with_state: bool = True) -> Behind:
    """Where the match's delayed spectators stand now, replayed from the current deal's events.

    Without `with_state`, only the seq and the count, from the cache when a read at the same seq put them there.
    """
    # By public id: a database made again (tests, a restore) reuses keys, and the cache may outlive it.
    key = f"spectators-behind:{match.public_id}:{match.seq}"
    if not with_state:
        kept = cache.get(key)
        if isinstance(kept, list) and len(kept) == 2:
            return Behind(kept[0], kept[1])
    game = GAMES[match.game]
    with prepared_cursor() as cursor:
        cursor.execute(_CURRENT_DEAL, [match.pk, match.deal_seq, match.seq])
        rows = cursor.fetchall()
    state = game.resume(match.checkpoint)
    shown = Behind(match.deal_seq, 0, state)
    finished = 0
    for index, (seq, kind, payload) in enumerate(rows):
        # Both databases hand JSON columns to a raw cursor as text.
        value: Any = json.loads(payload) if isinstance(payload, str) else payload
        if kind == "deal":
            state = game.deal(state, value["deck"])
            shown = Behind(seq, 0, state)
            continue
        state = game.play(state, value)
        done = 0 if state.deal is None else len(game.tricks_of(state.deal))
        if done > finished:
            finished = done
            shown = Behind(seq, index, state)  # the deal's `deal` event is row 0: `index` actions taken
    cache.set(key, [shown.seq, shown.actions], CUT_SECONDS)
    return shown
