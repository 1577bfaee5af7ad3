"""Ratings recomputed from scratch: every finished match's log replayed, its result read, the ratings rebuilt in order.

`recompute` builds everything in memory (the matches' events are read a batch of matches at a time); `differences`
compares it with what is stored, and `write` replaces what is stored with it. With a circle, only that circle's
results and ratings; without, every match's result and every rating (each circle's and the overall ones).
"""

from __future__ import annotations

import json
import math
import multiprocessing
from collections import defaultdict
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.db import connection, connections, transaction

from circles.models import Circle, CircleRoom
from games.engine import GAMES
from games.models import Event, EventType, Match, MatchStatus, Seat
from ratings.ledger import Entrant, rated_people
from ratings.models import MatchResult, Rating, RatingChange, SeatResult
from ratings.outcomes import MatchOutcome, match_outcome
from ratings.services.levels import level_skills
from ratings.services.results import ABANDONING_EVENTS, Sitter
from ratings.skill import Skill

BATCH = 200
"""Matches whose events are read in one query."""
TOLERANCE = 1e-9
"""How far a stored rating may be from the recomputed one and still be the same (the arithmetic is the same)."""

SeatRow = tuple[int, int | None, str, int, int, bool, int, int, int]
"""A seat's result as compared: seat, user, level, team, rank, won, points, bids made, bids set."""
Scope = tuple[int | None, str, int]
"""A rating's key: circle (None: overall), game, user."""


@dataclass
class Recomputed:
    """What the log says, built from scratch."""

    circle: Circle | None
    results: dict[int, tuple[int | None, bool, list[SeatRow]]] = field(default_factory=dict)
    """By match key: its circle's key, whether it is rated, and its seats."""
    finished: dict[int, tuple[datetime, str]] = field(default_factory=dict)
    """By match key: when it finished (the order of rating) and its game."""
    ratings: dict[Scope, tuple[Skill, int]] = field(default_factory=dict)
    """Each rating and the number of rated matches that made it."""
    changes: list[tuple[int, int | None, int, Skill]] = field(default_factory=list)
    """(match, circle or None, user, rating after) in the order they were made."""

    @property
    def rated_matches(self) -> int:
        """The matches counted in the ratings."""
        return sum(rated for _, rated, _ in self.results.values())


def _matches(circle: Circle | None) -> Any:
    finished = Match.objects.filter(status=MatchStatus.FINISHED, aborted=False)
    if circle is not None:
        finished = finished.filter(room__circle_link__circle=circle)
    return finished.order_by("pk").values_list("pk", "seq", "game", "options", "first_dealer", "finished_at", "room_id")


def _batches(rows: Sequence[Any]) -> Iterator[Sequence[Any]]:
    for start in range(0, len(rows), BATCH):
        yield rows[start : start + BATCH]


DEAL_EVENTS = (
    'SELECT "match_id", "type", "payload" FROM "games_event" WHERE "match_id" IN ({}) '
    'AND "type" IN (\'deal\', \'action\') ORDER BY "match_id", "seq"'
)
"""The deals and actions of a batch of matches' logs, in order (`{}`: the batch's placeholders)."""

MatchRow = tuple[int, int, str, Any, int, Any, int]
"""A finished match as `_matches` reads it: key, seq, game, options, first dealer, finished at, room."""


def _deals_by_match(keys: Sequence[int]) -> dict[int, list[tuple[object, list[object]]]]:
    """The deals `(deck, actions)` of each match's log, for a batch of matches, in one query.

    Each match's payloads are decoded as one JSON array: one call to the decoder a match rather than an event.
    """
    if not keys:
        return {}
    texts: dict[int, list[str]] = defaultdict(list)
    kinds: dict[int, list[str]] = defaultdict(list)
    with connection.cursor() as cursor:
        cursor.execute(DEAL_EVENTS.format(", ".join(["%s"] * len(keys))), list(keys))
        for match_id, kind, payload in cursor.fetchall():
            # Both databases hand JSON columns to a raw cursor as text.
            texts[match_id].append(payload if isinstance(payload, str) else json.dumps(payload))
            kinds[match_id].append(kind)
    deals: dict[int, list[tuple[object, list[object]]]] = {}
    for match_id, parts in texts.items():
        payloads = json.loads("[" + ",".join(parts) + "]")
        mine: list[tuple[object, list[object]]] = []
        for kind, payload in zip(kinds[match_id], payloads, strict=True):
            if kind == EventType.DEAL:
                mine.append((payload["deck"], []))
            else:
                mine[-1][1].append(payload)
        deals[match_id] = mine
    return deals


def replayed(rows: Sequence[MatchRow]) -> dict[int, MatchOutcome | None]:
    """Each match's outcome from its log replayed through the engine (None: the log has no end)."""
    outcomes: dict[int, MatchOutcome | None] = {}
    for batch in _batches(rows):
        deals = _deals_by_match([row[0] for row in batch])
        for pk, _seq, game, options, first_dealer, _finished_at, _room_id in batch:
            outcomes[pk] = match_outcome(GAMES[game], options, first_dealer, deals.get(pk, []))
    return outcomes


def _replayed_apart(rows: Sequence[MatchRow]) -> dict[int, MatchOutcome | None]:
    """`replayed` in a process of its own: it opens its own connection (the parent's were closed before forking)."""
    return replayed(rows)


def replayed_in(rows: Sequence[MatchRow], jobs: int) -> dict[int, MatchOutcome | None]:
    """`replayed`, the matches shared among `jobs` processes on PostgreSQL (each match's replay stands alone).

    On another database (SQLite's file or memory, which a forked process cannot share safely), or inside a
    transaction (whose connection cannot be closed before forking), in this process.
    """
    if jobs <= 1 or connection.vendor != "postgresql" or connection.in_atomic_block or len(rows) < 2 * BATCH:
        return replayed(rows)
    connections.close_all()
    shares = [rows[index::jobs] for index in range(jobs)]
    outcomes: dict[int, MatchOutcome | None] = {}
    with ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("fork")) as pool:
        for part in pool.map(_replayed_apart, shares):
            outcomes.update(part)
    return outcomes


def recompute(circle: Circle | None = None, jobs: int = 1) -> Recomputed:
    """Every result and rating from the matches' logs (only the circle's, given one), replayed in `jobs` processes."""
    done = Recomputed(circle=circle)
    rows: list[MatchRow] = list(_matches(circle))
    keys = [row[0] for row in rows]
    rooms = {row[6] for row in rows}
    whole = circle is None
    abandoning = Event.objects.filter(type__in=ABANDONING_EVENTS)
    abandoned = set((abandoning if whole else abandoning.filter(match_id__in=keys)).values_list("match_id", flat=True))
    links = CircleRoom.objects.all() if whole else CircleRoom.objects.filter(room_id__in=rooms)
    circle_of_room = dict(links.values_list("room_id", "circle_id"))
    rates_computers = dict(Circle.objects.values_list("pk", "rate_computer_matches"))
    seated: dict[int, list[Sitter]] = defaultdict(list)
    seats = Seat.objects.filter(room__matches__isnull=False) if whole else Seat.objects.filter(room_id__in=rooms)
    for room_id, user_id, level in seats.order_by("room_id", "index").values_list("room_id", "user_id", "bot_level"):
        seated[room_id].append(Sitter(user_id, "" if user_id is not None else (level or "basic")))
    kept = MatchResult.objects.all() if whole else MatchResult.objects.filter(match_id__in=keys)
    decided = dict(kept.values_list("match_id", "rated"))
    rows = [row for row in rows if row[0] not in abandoned]
    outcomes = replayed_in(rows, jobs)
    for pk, _seq, game, _options, _first_dealer, finished_at, room_id in rows:
        outcome = outcomes[pk]
        if outcome is None:
            continue
        circle_id = circle_of_room.get(room_id)
        sitters = seated[room_id]
        with_computers = any(sitter.user_id is None for sitter in sitters)
        if circle_id is None:
            rated = False
        elif pk in decided:
            rated = decided[pk]  # decided when it ended, under the circle's setting then
        else:
            rated = not with_computers or rates_computers[circle_id]
        done.results[pk] = (
            circle_id,
            rated,
            [
                (
                    part.seat,
                    sitters[part.seat].user_id,
                    sitters[part.seat].level,
                    part.team,
                    part.rank,
                    part.won,
                    part.points,
                    part.bids_made,
                    part.bids_set,
                )
                for part in outcome.seats
            ],
        )
        done.finished[pk] = (finished_at, game)
    _rate_all(done)
    return done


def _rate_all(done: Recomputed) -> None:
    """Rate the rated matches in the order they finished, in their circle and (for a full recompute) overall."""
    levels: dict[str, dict[str, Skill]] = {}
    current: dict[Scope, tuple[Skill, int]] = done.ratings
    order = sorted(
        (pk for pk, (_, rated, _) in done.results.items() if rated), key=lambda pk: (done.finished[pk][0], pk)
    )
    for pk in order:
        circle_id, _, seats = done.results[pk]
        game = done.finished[pk][1]
        if game not in levels:
            levels[game] = level_skills(game)
        entrants = [Entrant(team, rank, user, level) for _, user, level, team, rank, *_ in seats]
        scopes: tuple[int | None, ...] = (circle_id,) if done.circle is not None else (circle_id, None)
        for scope in scopes:
            people = {
                entrant.user_id: current[(scope, game, entrant.user_id)][0]
                for entrant in entrants
                if entrant.user_id is not None and (scope, game, entrant.user_id) in current
            }
            for user, skill in rated_people(entrants, people, levels[game]).items():
                key = (scope, game, user)
                current[key] = (skill, current[key][1] + 1 if key in current else 1)
                done.changes.append((pk, scope, user, skill))


def differences(done: Recomputed) -> list[str]:
    """What is stored and differs from the recomputation, a line each (empty: they agree)."""
    lines: list[str] = []
    stored_results = (
        MatchResult.objects.all() if done.circle is None else MatchResult.objects.filter(circle=done.circle)
    )
    stored: dict[int, tuple[int | None, bool, list[SeatRow]]] = {}
    seats_of: dict[int, list[SeatRow]] = defaultdict(list)
    seat_rows = SeatResult.objects.filter(result__in=stored_results).order_by("result_id", "seat")
    for values in seat_rows.values_list(
        "result__match_id", "seat", "user_id", "level", "team", "rank", "won", "points", "bids_made", "bids_set"
    ):
        seats_of[values[0]].append(tuple(values[1:]))  # type: ignore[arg-type]
    for match_id, circle_id, rated in stored_results.values_list("match_id", "circle_id", "rated"):
        stored[match_id] = (circle_id, rated, seats_of[match_id])
    for pk in sorted(set(stored) | set(done.results)):
        if pk not in stored:
            lines.append(f"match {pk}: no result stored")
        elif pk not in done.results:
            lines.append(f"match {pk}: a result is stored, but its log gives none (abandoned or unfinished)")
        elif stored[pk] != done.results[pk]:
            lines.append(f"match {pk}: stored result {stored[pk]} differs from its log's {done.results[pk]}")
    ratings = Rating.objects.all() if done.circle is None else Rating.objects.filter(circle=done.circle)
    kept = {(row.circle_id, row.game, row.user_id): row for row in ratings}
    for key in sorted(set(kept) | set(done.ratings), key=repr):
        if key not in kept:
            lines.append(f"rating {key}: none stored, recomputed {done.ratings[key]}")
        elif key not in done.ratings:
            lines.append(f"rating {key}: stored, but no rated match makes it")
        else:
            skill, matches = done.ratings[key]
            row = kept[key]
            if (
                not math.isclose(row.mu, skill.mu, abs_tol=TOLERANCE)
                or not math.isclose(row.sigma, skill.sigma, abs_tol=TOLERANCE)
                or row.matches != matches
            ):
                lines.append(
                    f"rating {key}: stored {row.mu:.6f} ± {row.sigma:.6f} over {row.matches}, "
                    f"recomputed {skill.mu:.6f} ± {skill.sigma:.6f} over {matches}"
                )
    return lines


def write(done: Recomputed) -> None:
    """Replace the stored results and ratings (of the circle, or all of them) with the recomputed ones.

    Rows are written in batches, and a whole recompute names no list of matches in a query (SQLite limits them).
    """
    whole = done.circle is None
    with transaction.atomic():
        kept = MatchResult.objects.all() if whole else MatchResult.objects.filter(circle=done.circle)
        stale = [pk for match_id, pk in kept.values_list("match_id", "pk") if match_id not in done.results]
        for start in range(0, len(stale), BATCH):
            MatchResult.objects.filter(pk__in=stale[start : start + BATCH]).delete()
        mine = MatchResult.objects.all() if whole else MatchResult.objects.filter(match_id__in=list(done.results))
        existing = {row.match_id: row for row in mine.only("pk", "match_id")}
        updated: list[MatchResult] = []
        made: list[MatchResult] = []
        for pk, (circle_id, rated, _) in done.results.items():
            finished_at, game = done.finished[pk]
            if pk in existing:
                row = existing[pk]
                row.circle_id, row.rated, row.game = circle_id, rated, game
                updated.append(row)
            else:
                made.append(
                    MatchResult(match_id=pk, game=game, circle_id=circle_id, rated=rated, finished_at=finished_at)
                )
        MatchResult.objects.bulk_update(updated, ["circle", "rated", "game"], batch_size=1000)
        MatchResult.objects.bulk_create(made, batch_size=1000)
        result_of = {row.match_id: row.pk for row in [*updated, *made]}
        (SeatResult.objects.all() if whole else SeatResult.objects.filter(result__circle=done.circle)).delete()
        SeatResult.objects.bulk_create(
            [
                SeatResult(
                    result_id=result_of[pk],
                    seat=seat,
                    user_id=user,
                    level=level,
                    team=team,
                    rank=rank,
                    won=won,
                    points=points,
                    bids_made=made_bids,
                    bids_set=set_bids,
                    game=done.finished[pk][1],
                    finished_at=done.finished[pk][0],
                )
                for pk, (_, _, rows) in done.results.items()
                for seat, user, level, team, rank, won, points, made_bids, set_bids in rows
            ],
            batch_size=1000,
        )
        ratings = Rating.objects.all() if done.circle is None else Rating.objects.filter(circle=done.circle)
        ratings.delete()
        changes = RatingChange.objects.all() if done.circle is None else RatingChange.objects.filter(circle=done.circle)
        changes.delete()
        Rating.objects.bulk_create(
            [
                Rating(circle_id=circle_id, game=game, user_id=user, mu=skill.mu, sigma=skill.sigma, matches=matches)
                for (circle_id, game, user), (skill, matches) in done.ratings.items()
            ],
            batch_size=1000,
        )
        RatingChange.objects.bulk_create(
            [
                RatingChange(result_id=result_of[pk], circle_id=scope, user_id=user, mu=skill.mu, sigma=skill.sigma)
                for pk, scope, user, skill in done.changes
            ],
            batch_size=1000,
        )
