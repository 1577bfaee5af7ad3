"""Duplicate events: a table for each entrant (or each few), every table dealt the event's decks in order.

A deal is recorded at a table as it ends (`record_deal`), shown to all once every live table has finished it
(`revealed_deals`), and compared with the tables that held the same cards (`tournaments.duplicate_scoring`).
The event ends when every table has played every deck, or at its deadline (`close`).
"""

from __future__ import annotations

import secrets
from decimal import Decimal
from fractions import Fraction
from typing import Any

from django.db import transaction
from django.utils import timezone

from accounts.models import User
from circles.models import CircleRoom
from config.api.service_errors import bad_request
from games.engine import GAMES, EngineError, Game
from games.engine.duplicate import check_decks, event_decks, side_points
from games.events import DealEnded
from games.models import EventType, Match, MatchStatus, RoomStatus, Seat
from games.services.given_decks import GivenDecks, deals_of_decks, deck_results, duplicate_options
from games.services.matches import begin_match, end_before_decks_played
from games.services.rooms import create_room, room_limit
from tournaments import duplicate_scoring
from tournaments.models import (
    DealResult,
    Entry,
    Format,
    Outcome,
    Round,
    Stage,
    Table,
    TableFill,
    TableSeat,
    Tournament,
)

MOST_DEALS = 12
"""The most decks an event deals (a circle's "deal of the week" is a few)."""


def decks_for(game_id: str, deals: object = None, decks: object = None) -> list[list[str]]:
    """An event's decks: those given, checked against the game's deck, or `deals` of them shuffled by the OS."""
    game = GAMES[game_id]
    if decks is not None:
        try:
            checked = check_decks(game, decks)
        except EngineError as error:
            raise bad_request("bad_decks", error.message) from None
        if len(checked) > MOST_DEALS:
            raise bad_request("bad_decks", f"an event deals at most {MOST_DEALS} decks")
        return checked
    if not isinstance(deals, int) or isinstance(deals, bool) or not 1 <= deals <= MOST_DEALS:
        raise bad_request("bad_decks", f"deals must be a whole number from 1 to {MOST_DEALS}")
    return event_decks(game, deals, secrets.SystemRandom())


def table_decks(match: Match) -> GivenDecks | None:
    """The decks a duplicate table's match deals, with their spares (`games.services.given_decks`); else None."""
    row = (
        Tournament.objects.filter(format=Format.DUPLICATE, round_set__tables__room_id=match.room_id)
        .values_list("decks", "spare_decks")
        .first()
    )
    return None if row is None else GivenDecks(list(row[0]), list(row[1]))


def deals_shown_at(match: Match) -> int | None:
    """How many of a duplicate table's deals may be shown (`games.services.reveals`); None for any other match.

    Those of the decks every live table has finished, spares included.
    """
    row = (
        Tournament.objects.filter(format=Format.DUPLICATE, round_set__tables__room_id=match.room_id)
        .values_list("revealed_deals", "stage")
        .first()
    )
    if row is None:
        return None
    revealed, stage = row
    if stage == Stage.FINISHED:
        return None
    return 0 if not revealed or match.pk is None else deals_of_decks(match, int(revealed))


# --- opening the tables ------------------------------------------------------


def places_of(game: Game[Any], partnerships: bool) -> list[tuple[int, ...]]:
    """The seats each entrant of a table fills, in order: a team's for a partnership (or a one-seat side), else one."""
    if partnerships or all(len(team) == 1 for team in game.teams):
        return [tuple(team) for team in game.teams]
    return [(seat,) for seat in range(game.seat_count)]


def side_of(game: Game[Any], seat: int) -> int:
    """The side (team, or a Ganjifa seat) a seat plays for."""
    return next(side for side, team in enumerate(game.teams) if seat in team)


def open_tables(round_: Round) -> list[Table]:
    """Seat the entrants at tables whose rooms deal the event's decks, and begin their matches.

    "computers": one table per entrant, who sits side 0, computer players in every other seat. "entrants": the
    entrants in order fill every place of a table, the last table's places left over going to computer players.
    Rooms are the circle's, with spectators off. Holds the event's row lock.
    """
    with transaction.atomic():
        tournament = Tournament.objects.select_for_update().select_related("circle").get(pk=round_.tournament_id)
        if not tournament.decks:
            raise bad_request("bad_decks", "a duplicate event needs its decks before it starts")
        game = GAMES[tournament.game]
        if len(tournament.spare_decks) < len(tournament.decks):
            tournament.spare_decks = event_decks(game, len(tournament.decks), secrets.SystemRandom())
            tournament.save(update_fields=["spare_decks"])
        places = places_of(game, tournament.partnerships)
        per_table = 1 if tournament.table_fill == TableFill.COMPUTERS else len(places)
        entries = list(
            Entry.objects.filter(tournament=tournament, withdrawn_in_round__isnull=True)
            .select_related("user", "partner")
            .order_by("seed")
        )
        options = duplicate_options(game, dict(tournament.options), room_limit)
        tables = []
        for number, start in enumerate(range(0, len(entries), per_table), start=1):
            seated = entries[start : start + per_table]
            tables.append(_open_table(tournament, round_, number, options, list(zip(places, seated, strict=False))))
        return tables


Seating = list[tuple[tuple[int, ...], Entry]]
"""A table's entrants, each with the seats they fill."""


def _open_table(tournament: Tournament, round_: Round, number: int, options: dict[str, Any], seating: Seating) -> Table:
    """One table: its room (made by its first entrant), its seats, the table's rows, then its match begun."""
    game = GAMES[tournament.game]
    creator = seating[0][1].user
    room = create_room(
        creator,
        tournament.game,
        options,
        tournament.turn_seconds,
        bot_level=tournament.bot_level,
        allow_spectators=False,
        spectator_delay=True,
    )
    people: dict[int, User] = {}
    for seats, entry in seating:
        for index, person in zip(seats, (entry.user, entry.partner), strict=False):
            if person is not None:
                people[index] = person
    Seat.objects.filter(room=room).update(user=None)  # the creator may sit elsewhere than seat 0
    for seat in Seat.objects.filter(room=room).order_by("index"):
        seat.user = people.get(seat.index)
        seat.bot_level = "" if seat.user is not None else tournament.bot_level
        seat.save(update_fields=["user", "bot_level"])
    room.status = RoomStatus.PLAYING
    room.save(update_fields=["status"])
    CircleRoom.objects.create(circle=tournament.circle, room=room)
    table = Table.objects.create(round=round_, number=number, room=room)
    TableSeat.objects.bulk_create(
        TableSeat(table=table, entry=entry, side=side_of(game, seats[0])) for seats, entry in seating
    )
    begin_match(room)  # the table's row is there: the match deals the event's decks (`table_decks`)
    return table


# --- recording deals ---------------------------------------------------------


def record_deal(ended: DealEnded) -> None:
    """Keep what each finished deck gave each side at a duplicate table, reveal those every live table has finished.

    Heard after a deal's transaction commits; holds the event's row lock. A deck is finished once its last deal has
    ended (a deal thrown in is dealt again from the deck's spare: `games.services.given_decks`). Each deck is kept
    once, so a deal heard twice, or late, changes nothing. The event ends once every table has played every deck.
    """
    table = (
        Table.objects.filter(room__matches__public_id=ended.match, round__tournament__format=Format.DUPLICATE)
        .select_related("round")
        .first()
    )
    if table is None:
        return
    with transaction.atomic():
        tournament = Tournament.objects.select_for_update().get(pk=table.round.tournament_id)
        match = Match.objects.get(public_id=ended.match)
        results = [result for result in deck_results(match) if result.number < len(tournament.decks)]
        kept = set(table.deal_results.values_list("number", flat=True))
        DealResult.objects.bulk_create(
            DealResult(table=table, number=result.number, dealer=result.dealer, points=result.points)
            for result in results
            if result.number not in kept
        )
        if match.status == MatchStatus.FINISHED:
            _decide(table, Outcome.PLAYED)
        _reveal(tournament)
        if tournament.stage == Stage.RUNNING and not _tables(tournament).filter(outcome="").exists():
            _finish(tournament)


def catch_up() -> int:
    """Record what a lost deal's end left unrecorded at running duplicate tables (the sweep's part); how many tables.

    `record_deal` keeps nothing twice, so a deck kept already is passed over.
    """
    caught = 0
    tables = Table.objects.filter(
        round__tournament__format=Format.DUPLICATE, round__tournament__stage=Stage.RUNNING, outcome=""
    ).exclude(room=None)
    for table in tables.select_related("room"):
        assert table.room is not None
        match = table.room.matches.order_by("-pk").first()
        if match is None:
            continue
        ended = match.events.filter(type=EventType.DEAL_END).count()
        kept = table.deal_results.count()
        # A deck is kept once its deals have ended, so while no more deals have ended than decks are kept, none is
        # missing; the decks themselves are read only where one may be.
        if match.status == MatchStatus.FINISHED or (ended > kept and len(deck_results(match)) > kept):
            record_deal(DealEnded(match.public_id, match.game, ended, ()))
            caught += 1
    return caught


def _tables(tournament: Tournament) -> Any:
    return Table.objects.filter(round__tournament=tournament)


def _decide(table: Table, outcome: str) -> None:
    """A table is over: each entrant's score is their side's points over the deals it played."""
    if table.outcome:
        return
    results = list(table.deal_results.all())
    for place in table.places.all():
        place.score = sum(side_points(result.points, place.side) for result in results)
        place.save(update_fields=["score"])
    table.outcome, table.decided_at = outcome, timezone.now()
    table.save(update_fields=["outcome", "decided_at"])


def _reveal(tournament: Tournament) -> None:
    """Show the deals every live table has finished (a table stopped by a moderator waits for nobody)."""
    counts = []
    for table in _tables(tournament).select_related("room"):
        aborted = table.room is not None and table.room.matches.filter(aborted=True).exists()
        if table.room is None or aborted:
            continue
        counts.append(table.deal_results.count())
    revealed = min([len(tournament.decks), *counts])
    if revealed > tournament.revealed_deals:
        tournament.revealed_deals = revealed
        tournament.save(update_fields=["revealed_deals"])


def _finish(tournament: Tournament) -> None:
    """The event's results are final: every deal shown, each entrant's total kept as the points of their table."""
    now = timezone.now()
    tournament.revealed_deals = len(tournament.decks)
    tournament.stage, tournament.finished_at = Stage.FINISHED, now
    tournament.save(update_fields=["revealed_deals", "stage", "finished_at"])
    Round.objects.filter(tournament=tournament, finished_at__isnull=True).update(finished_at=now)
    totals = duplicate_scoring.totals(scores_of(tournament))
    for place in TableSeat.objects.filter(table__round__tournament=tournament):
        place.points = as_points(totals.get(place.entry_id, Fraction(0)))
        place.save(update_fields=["points"])


def close(tournament: Tournament) -> None:
    """The deadline: unfinished tables stopped (decided by the deals they finished), every deal shown, results final.

    Called by the event's sweep. Takes each unfinished match's row lock, then the event's.
    """
    for table in _tables(tournament).filter(outcome="").select_related("room"):
        match = None if table.room is None else table.room.matches.order_by("-pk").first()
        if match is not None:
            end_before_decks_played(match.public_id)
    with transaction.atomic():
        locked = Tournament.objects.select_for_update().get(pk=tournament.pk)
        if locked.stage != Stage.RUNNING:
            return
        for table in _tables(locked).filter(outcome=""):
            _decide(table, Outcome.SCORE)
        _finish(locked)
    tournament.refresh_from_db()


# --- scores ------------------------------------------------------------------


def scores_of(tournament: Tournament, deals: int | None = None) -> dict[Any, dict[int, Fraction]]:
    """Each entrant's score (by entry key) on each deal, among the first `deals` (all by default)."""
    results = []
    limit = len(tournament.decks) if deals is None else deals
    for place in TableSeat.objects.filter(table__round__tournament=tournament).select_related("table"):
        for result in place.table.deal_results.filter(number__lt=limit):
            holder = place.entry_id
            results.append(_side_result(holder, place.table_id, result, place.side))
    # Sides no entrant holds (computer players') are compared with, never scored.
    held = {(place.table_id, place.side) for place in TableSeat.objects.filter(table__round__tournament=tournament)}
    game = GAMES[tournament.game]
    for result in DealResult.objects.filter(table__round__tournament=tournament, number__lt=limit):
        for side in range(len(game.teams)):
            if (result.table_id, side) not in held:
                results.append(_side_result(None, result.table_id, result, side))
    return duplicate_scoring.deal_scores(results, tournament.duplicate_scoring)


def _side_result(holder: Any, table: int, result: DealResult, side: int) -> duplicate_scoring.SideResult:
    return duplicate_scoring.SideResult(
        who=holder,
        table=table,
        deal=result.number,
        dealer=result.dealer,
        side=side,
        points=side_points(result.points, side),
    )


def as_points(value: Fraction) -> Decimal:
    """A score with two decimals, as the event's points are kept."""
    return (Decimal(value.numerator) / Decimal(value.denominator)).quantize(Decimal("0.01"))


def shown(value: Fraction | None) -> str | None:
    """A score as the body shows it: a string with two decimals."""
    return None if value is None else str(as_points(value))


def body_part(tournament: Tournament, user: User) -> dict[str, Any] | None:
    """The body's `duplicate` key: settings, deals shown, and each entrant's scores on the shown deals alone.

    No deck or result of a deal not yet shown is in it; `deals_played` is the caller's own count at their table.
    """
    if tournament.format != Format.DUPLICATE:
        return None
    revealed = tournament.revealed_deals
    scores = scores_of(tournament, revealed)
    entries = Entry.objects.filter(tournament=tournament).order_by("seed")
    mine = TableSeat.objects.filter(table__round__tournament=tournament, entry__user=user).first()
    mine = mine or TableSeat.objects.filter(table__round__tournament=tournament, entry__partner=user).first()
    return {
        "deals": len(tournament.decks),
        "scoring": tournament.duplicate_scoring,
        "table_fill": tournament.table_fill,
        "revealed_deals": revealed,
        "deals_played": None if mine is None else mine.table.deal_results.count(),
        "deal_scores": [
            {
                "entry": entry.public_id,
                "total": shown(sum(scores.get(entry.pk, {}).values(), Fraction(0))),
                "per_deal": [shown(scores.get(entry.pk, {}).get(number)) for number in range(revealed)],
            }
            for entry in entries
        ],
    }
