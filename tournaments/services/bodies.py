"""What the tournaments API answers: an event's line and its body with rounds, tables and standings."""

from __future__ import annotations

from typing import Any

from django.db.models import Q, QuerySet

from accounts.models import User
from circles.services.access import access_circle
from games.models import Match
from games.services.names import public_name
from tournaments.models import Entry, Format, Stage, Table, Tournament
from tournaments.services import duplicate, rounds
from tournaments.standings import TIE_BREAKS


def _points(value: Any) -> str | None:
    return None if value is None else f"{value:.2f}"


def next_match(tournament: Tournament, user: User) -> dict[str, Any] | None:
    """The caller's undecided table of the current round, if it has a room: where to play and by when."""
    if tournament.stage != Stage.RUNNING:
        return None
    table = (
        Table.objects.filter(
            Q(places__entry__user=user) | Q(places__entry__partner=user),
            round__tournament=tournament,
            round__number=tournament.current_round,
            decided_at__isnull=True,
            room__isnull=False,
        )
        .select_related("round", "room")
        .first()
    )
    if table is None or table.room is None:
        return None
    match = Match.objects.filter(room=table.room_id).order_by("-pk").only("public_id").first()
    return {
        "round": table.round.number,
        "table": table.number,
        "room": table.room.code,
        "match": None if match is None else match.public_id,
        "deadline": table.round.deadline,
    }


def line_body(tournament: Tournament, user: User) -> dict[str, Any]:
    """An event's line in a list."""
    return {
        "id": tournament.public_id,
        "name": tournament.name,
        "game": tournament.game,
        "format": tournament.format,
        "stage": tournament.stage,
        "current_round": tournament.current_round,
        "rounds": tournament.rounds,
        "starts_at": tournament.starts_at,
        "entrants": tournament.entries.filter(withdrawn_in_round__isnull=True).count(),
        "circle": {"id": tournament.circle.public_id, "name": tournament.circle.name},
        "next_match": next_match(tournament, user),
    }


def circle_tournaments(circle_id: str, user: User) -> list[dict[str, Any]]:
    """A circle's events, newest first (members only)."""
    circle, _ = access_circle(circle_id, user)
    events = Tournament.objects.filter(circle=circle).select_related("circle").order_by("-created_at", "-pk")
    return [line_body(tournament, user) for tournament in events[:100]]


def my_tournaments(user: User) -> list[dict[str, Any]]:
    """The events the caller entered: open and running first, then the rest, newest first."""
    events: QuerySet[Tournament] = (
        Tournament.objects.filter(Q(entries__user=user) | Q(entries__partner=user))
        .distinct()
        .select_related("circle")
        .order_by("-created_at", "-pk")
    )
    lines = [line_body(tournament, user) for tournament in events[:100]]
    lines.sort(key=lambda line: line["stage"] not in (Stage.OPEN, Stage.RUNNING))
    return lines


def _person(user: User) -> dict[str, str]:
    return {"id": user.public_id, "name": public_name(user)}


def entry_body(entry: Entry) -> dict[str, Any]:
    """An entrant: their player(s), seed, first round and when they withdrew."""
    players = [_person(entry.user)] + ([_person(entry.partner)] if entry.partner is not None else [])
    return {
        "id": entry.public_id,
        "players": players,
        "seed": entry.seed,
        "first_round": entry.first_round,
        "withdrawn_in_round": entry.withdrawn_in_round,
    }


def tournament_body(tournament: Tournament, user: User, is_owner: bool) -> dict[str, Any]:
    """The whole event as a member sees it: settings, entrants, rounds with tables, standings."""
    entries = {entry.pk: entry for entry in tournament.entries.select_related("user", "partner").order_by("seed")}
    mine = next((entry for entry in entries.values() if user.pk in (entry.user_id, entry.partner_id)), None)
    rounds_out = []
    tables = (
        Table.objects.filter(round__tournament=tournament)
        .select_related("round", "room")
        .prefetch_related("places")
        .order_by("round__number", "number")
    )
    matches = {
        match.room_id: match.public_id
        for match in Match.objects.filter(room__tournament_table__round__tournament=tournament).only(
            "public_id", "room_id"
        )
    }
    # A running duplicate event's tables, points and standings would tell what a finished table made of deals still
    # hidden from the others (its score over every deck): they are withheld until the event ends.
    withheld = tournament.format == Format.DUPLICATE and tournament.stage != Stage.FINISHED
    by_round: dict[int, list[Table]] = {}
    for table in tables:
        by_round.setdefault(table.round_id, []).append(table)
    for round_ in tournament.round_set.order_by("number"):
        rounds_out.append(
            {
                "number": round_.number,
                "started_at": round_.started_at,
                "deadline": round_.deadline,
                "finished_at": round_.finished_at,
                "tables": [
                    {
                        "number": table.number,
                        "room": None if table.room is None else table.room.code,
                        "match": matches.get(table.room_id) if table.room_id else None,
                        "decided": table.decided_at is not None,
                        "outcome": table.outcome or None,
                        "places": [
                            {
                                "entry": entries[place.entry_id].public_id,
                                "side": place.side,
                                "points": None if withheld else _points(place.points),
                                "score": None if withheld else place.score,
                                "forfeited": place.forfeited,
                            }
                            for place in sorted(table.places.all(), key=lambda place: place.side)
                        ],
                    }
                    for table in by_round.get(round_.pk, [])
                ],
            }
        )
    lines = [] if withheld else rounds.current_standings(tournament, entries)
    enterable = tournament.stage == Stage.OPEN or (
        tournament.stage == Stage.RUNNING
        and tournament.format == Format.SWISS
        and tournament.current_round < (tournament.rounds or 0)
    )
    full = (
        tournament.max_entrants is not None
        and sum(entry.withdrawn_in_round is None for entry in entries.values()) >= tournament.max_entrants
    )
    return {
        "id": tournament.public_id,
        "circle": {"id": tournament.circle.public_id, "name": tournament.circle.name},
        "name": tournament.name,
        "game": tournament.game,
        "options": tournament.options,
        "turn_seconds": tournament.turn_seconds,
        "bot_level": tournament.bot_level,
        "format": tournament.format,
        "rounds": tournament.rounds,
        "partnerships": tournament.partnerships,
        "table_size": rounds.table_size(tournament),
        "max_entrants": tournament.max_entrants,
        "starts_at": tournament.starts_at,
        "round_hours": tournament.round_hours,
        "forfeit_timeouts": tournament.forfeit_timeouts,
        "stage": tournament.stage,
        "current_round": tournament.current_round,
        "created_at": tournament.created_at,
        "started_at": tournament.started_at,
        "finished_at": tournament.finished_at,
        "is_owner": is_owner,
        "can_enter": enterable and mine is None and not full,
        "my_entry": None if mine is None else entry_body(mine),
        "next_match": next_match(tournament, user),
        "entries": [entry_body(entry) for entry in entries.values()],
        "round_tables": rounds_out,
        "standings": [
            {
                "rank": line.rank,
                "entry": entries[line.entry].public_id,
                "points": _points(line.points),
                "played": line.played,
                "tie_breaks": {name: _points(value) for name, value in line.tie_breaks.items()},
                "eliminated": line.eliminated,
            }
            for line in lines
        ],
        "tie_breaks": list(TIE_BREAKS.get(tournament.format, ())),
        "duplicate": duplicate.body_part(tournament, user),
    }
