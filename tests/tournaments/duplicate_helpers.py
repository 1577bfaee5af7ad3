"""Duplicate events made directly in the database for the tests, and their tables played out by the computer."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.utils import timezone

from accounts.models import User
from circles.models import Circle
from games.models import EventType, Match, Seat
from games.services.matches import play_computer_turn
from tests.circles.helpers import circle_with
from tests.conftest import Player
from tournaments.models import Entry, Format, Round, Stage, Table, Tournament
from tournaments.services.duplicate import decks_for, open_tables


def duplicate_event(
    owner: Player,
    *entrants: Player,
    game: str = "doublehand",
    deals: int = 2,
    decks: list[list[str]] | None = None,
    **fields: Any,
) -> Tournament:
    """A running duplicate event of a circle of the owner's, the entrants entered in order, its tables open.

    Its decks are those given, else `deals` fresh ones.
    """
    circle = Circle.objects.get(public_id=circle_with(owner, *[p for p in entrants if p.id != owner.id]))
    now = timezone.now()
    tournament = Tournament.objects.create(
        circle=circle,
        created_by=User.objects.get(public_id=owner.id),
        name="Deal of the week",
        game=game,
        turn_seconds=3600,
        format=Format.DUPLICATE,
        starts_at=now,
        started_at=now,
        stage=Stage.RUNNING,
        current_round=1,
        bot_level="random",
        decks=decks_for(game, deals=deals, decks=decks),
        **fields,
    )
    for seed, entrant in enumerate(entrants, start=1):
        Entry.objects.create(tournament=tournament, user=User.objects.get(public_id=entrant.id), seed=seed)
    round_ = Round.objects.create(tournament=tournament, number=1, started_at=now, deadline=now + timedelta(days=7))
    open_tables(round_)
    return tournament


def table_match(tournament: Tournament, number: int) -> Match:
    """The match of the event's table `number` (1 first)."""
    table = Table.objects.get(round__tournament=tournament, number=number)
    return Match.objects.get(room__tournament_table=table)


def deals_ended(match: Match) -> int:
    return match.events.filter(type=EventType.DEAL_END).count()


def play_deals(match: Match, deals: int | None = None) -> Match:
    """Play the match's turns by the computer (people's seats as if away) until `deals` have ended, or to its end."""
    Seat.objects.filter(room_id=match.room_id, user__isnull=False).update(away=True)
    while True:
        match.refresh_from_db()
        if match.status == "finished" or (deals is not None and deals_ended(match) >= deals):
            break
        assert play_computer_turn(match.pk, match.seq), "the computer had no turn to play"
    Seat.objects.filter(room_id=match.room_id, user__isnull=False).update(away=False)
    return match


def user_of(player: Player) -> User:
    return User.objects.get(public_id=player.id)


def match_of(table: Table) -> Match:
    return Match.objects.get(room__tournament_table=table)
