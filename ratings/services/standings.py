"""A circle's standings at one game over a period: matches played and won, points, and each player's rating."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.db.models import Count, ExpressionWrapper, F, FloatField, OuterRef, Q, QuerySet, Subquery, Sum
from django.utils import timezone

from accounts.models import User
from circles.services.access import access_circle
from config.api.service_errors import bad_request
from games.engine import GAMES
from games.services.names import public_name
from ratings.models import Rating, SeatResult

PERIODS = {"all": None, "year": 365, "month": 30, "week": 7}
"""How far back each period reaches, in days (None: every match)."""


def check_game(game: object) -> str:
    """The game's id, or `bad_game` (400) for none or an unknown one."""
    if not isinstance(game, str) or game not in GAMES:
        raise bad_request("bad_game", f"game must be one of: {', '.join(sorted(GAMES))}")
    return game


def check_period(period: object) -> str:
    """The period's name (default all), or `bad_period` (400)."""
    if period in (None, ""):
        return "all"
    if period not in PERIODS:
        raise bad_request("bad_period", f"period must be one of: {', '.join(PERIODS)}")
    return str(period)


def standings(circle_id: str, user: User, game: object, period: object) -> QuerySet[Any]:
    """The circle's players at a game (members or not now: history stays), best rated first.

    A row per person who played a finished match of the game in the circle in the period: matches, wins and points
    there, and their rating in the circle now (None for one whose matches were not rated). Only members see it.
    """
    circle, _ = access_circle(circle_id, user)
    game_id, days = check_game(game), PERIODS[check_period(period)]
    seats = SeatResult.objects.filter(result__circle=circle, game=game_id, user__isnull=False)
    if days is not None:
        seats = seats.filter(finished_at__gte=timezone.now() - timedelta(days=days))
    ratings = Rating.objects.filter(circle=circle, game=game_id, user=OuterRef("user"))
    rows = (
        seats.values("user")
        .annotate(
            matches=Count("pk"),
            wins=Count("pk", filter=Q(won=True)),
            points=Sum("points"),
            mu=Subquery(ratings.values("mu")[:1]),
            sigma=Subquery(ratings.values("sigma")[:1]),
        )
        .annotate(ordinal=ExpressionWrapper(F("mu") - 3 * F("sigma"), output_field=FloatField()))
    )
    return rows.order_by(F("ordinal").desc(nulls_last=True), "-wins", "-matches", "user")


def standing_bodies(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A page of standings as JSON (the page's players read in one query)."""
    people = {person.pk: person for person in User.objects.filter(pk__in=[row["user"] for row in rows])}
    return [
        {
            "player": {"id": people[row["user"]].public_id, "name": public_name(people[row["user"]])},
            "matches": row["matches"],
            "wins": row["wins"],
            "points": row["points"] or 0,
            "rating": None
            if row["mu"] is None
            else {"mu": row["mu"], "sigma": row["sigma"], "ordinal": row["mu"] - 3 * row["sigma"]},
        }
        for row in rows
    ]
