"""A player's own stats per game, over every finished match they played: results, bids, rating and its history."""

from __future__ import annotations

from collections import defaultdict
from datetime import date
from typing import Any

from django.db.models import Count, Q, Sum
from django.db.models.functions import TruncDate

from accounts.models import User
from games.engine import GAMES
from ratings.models import Rating, RatingChange, SeatResult
from ratings.outcomes import is_bidding_game
from ratings.services.levels import level_skills, plays_like
from ratings.skill import Skill

DAYS_SHOWN = 365
"""The chart's points: the last days on which the player finished a match of the game."""


def stats_of(user: User) -> dict[str, Any]:
    """The player's stats, a game at a time (games they never finished a match of are left out)."""
    totals = (
        SeatResult.objects.filter(user=user)
        .values("game")
        .annotate(
            matches=Count("pk"),
            wins=Count("pk", filter=Q(won=True)),
            points=Sum("points"),
            made=Sum("bids_made"),
            fallen=Sum("bids_set"),
        )
        .order_by("game")
    )
    ratings = {row.game: Skill(row.mu, row.sigma) for row in Rating.objects.filter(user=user, circle__isnull=True)}
    games = []
    for row in totals:
        game = row["game"]
        skill = ratings.get(game)
        games.append(
            {
                "game": game,
                "matches": row["matches"],
                "wins": row["wins"],
                "average_points": round((row["points"] or 0) / row["matches"], 2),
                "bids": {"made": row["made"] or 0, "set": row["fallen"] or 0}
                if game in GAMES and is_bidding_game(GAMES[game])
                else None,
                "rating": None if skill is None else {"mu": skill.mu, "sigma": skill.sigma, "ordinal": skill.ordinal},
                "plays_like": plays_like(game, skill, level_skills(game)),
                "over_time": over_time(user, game),
            }
        )
    return {"games": games}


def over_time(user: User, game: str) -> list[dict[str, Any]]:
    """Per day the player finished matches of the game: how many, and their overall rating at the day's end.

    The rating is the last one of that day or before (None until their first rated match).
    """
    days = (
        SeatResult.objects.filter(user=user, game=game)
        .annotate(day=TruncDate("finished_at"))
        .values("day")
        .annotate(matches=Count("pk"))
        .order_by("day")
    )
    changes = (
        RatingChange.objects.filter(user=user, circle__isnull=True, result__game=game)
        .annotate(day=TruncDate("result__finished_at"))
        .order_by("result__finished_at", "result__match_id")
        .values_list("day", "mu", "sigma")
    )
    last_of_day: dict[date, float] = defaultdict(float)
    for day, mu, sigma in changes:
        last_of_day[day] = mu - 3 * sigma
    points = []
    ordinal: float | None = None
    rated_days = sorted(last_of_day)
    index = 0
    for row in days:
        while index < len(rated_days) and rated_days[index] <= row["day"]:
            ordinal = last_of_day[rated_days[index]]
            index += 1
        points.append({"date": row["day"].isoformat(), "rating_ordinal": ordinal, "matches": row["matches"]})
    return points[-DAYS_SHOWN:]
