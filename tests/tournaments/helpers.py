"""Events made through the API and played out with the computer in every seat, for the tournaments' tests."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.utils import timezone

from games.models import Match, MatchStatus, Seat
from games.services.matches import run_computer_turns
from tests.circles.helpers import circle_with
from tests.conftest import Player
from tournaments.models import Table

QUICK = {"doublehand": {}, "allfours": {"target": 1}, "texas42": {"target": 1}, "ganjifa": {"deals": 1}}
"""Options that keep a match short."""


def new_event(owner: Player, circle_id: str, game: str = "allfours", **fields: Any) -> dict[str, Any]:
    """An event of the circle, starting in a day."""
    body = {
        "name": "Winter cup",
        "game": game,
        "options": QUICK[game],
        "turn_seconds": 24 * 3600,
        "format": "round_robin",
        "starts_at": (timezone.now() + timedelta(days=1)).isoformat(),
        **fields,
    }
    response = owner.post(f"/api/circles/{circle_id}/tournaments", body)
    assert response.status_code == 201, response.content
    return dict(response.json())


def circle_of(owner: Player, *members: Player) -> str:
    return circle_with(owner, *members)


def read(player: Player, event_id: str) -> dict[str, Any]:
    response = player.get(f"/api/tournaments/{event_id}")
    assert response.status_code == 200, response.content
    return dict(response.json())


def running_matches(event_id: str) -> list[str]:
    """The public ids of the event's matches under way."""
    return list(
        Match.objects.filter(
            room__tournament_table__round__tournament__public_id=event_id, status=MatchStatus.IN_PROGRESS
        ).values_list("public_id", flat=True)
    )


def play_out(match_id: str) -> None:
    """Play a match to its end, the people's turns by the computer as for people away."""
    match = Match.objects.get(public_id=match_id)
    Seat.objects.filter(room_id=match.room_id, user__isnull=False).update(away=True)
    run_computer_turns(match_id)
    assert Match.objects.get(public_id=match_id).status == MatchStatus.FINISHED


def play_round(event_id: str, capture: Any, skip: int = 0) -> int:
    """Play out the round's matches (but the last `skip`), their ends heard as in play; how many were played."""
    matches = running_matches(event_id)
    played = matches[: len(matches) - skip]
    for match_id in played:
        with capture(execute=True):
            play_out(match_id)
    return len(played)


def tables_of(event_id: str, number: int) -> list[Table]:
    return list(
        Table.objects.filter(round__tournament__public_id=event_id, round__number=number)
        .prefetch_related("places")
        .order_by("number")
    )


def start(owner: Player, event_id: str, capture: Any) -> dict[str, Any]:
    """The owner starts the event (a match that ends as it is dealt is heard, as in play)."""
    with capture(execute=True):
        response = owner.post(f"/api/tournaments/{event_id}/start")
    assert response.status_code == 200, response.content
    return dict(response.json())
