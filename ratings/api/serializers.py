"""The ratings API's answers, for the schema (the bodies are built by the services)."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from circles.api.serializers import PlayerOut

NUMBER = {"type": "number", "format": "double"}


@extend_schema_field(
    {
        "type": "object",
        "nullable": True,
        "properties": {"mu": NUMBER, "sigma": NUMBER, "ordinal": NUMBER},
        "required": ["mu", "sigma", "ordinal"],
        "description": "An OpenSkill rating: the estimate, its uncertainty, and the ordinal shown (mu - 3 sigma).",
    }
)
class RatingField(serializers.DictField):
    """A rating, or null (written inline: a nullable reference is not valid)."""


@extend_schema_field(
    {
        "type": "object",
        "nullable": True,
        "properties": {"made": {"type": "integer"}, "set": {"type": "integer"}},
        "required": ["made", "set"],
        "description": "The player's bids that became the contract: made, and set (fell short); null for a game "
        "without bids.",
    }
)
class BidsField(serializers.DictField):
    """Bids made and set, or null."""


class StandingOut(serializers.Serializer[Any]):
    """A player's line in a circle's standings at a game over a period."""

    player = PlayerOut()
    matches = serializers.IntegerField()
    wins = serializers.IntegerField()
    points = serializers.IntegerField()
    rating = RatingField(allow_null=True, help_text="the rating in the circle now; null if none of the matches counted")


class StandingPageOut(serializers.Serializer[Any]):
    """A page of a circle's standings."""

    count = serializers.IntegerField()
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    results = StandingOut(many=True)


class DayOut(serializers.Serializer[Any]):
    """A day the player finished matches of a game."""

    date = serializers.DateField()
    rating_ordinal = serializers.FloatField(allow_null=True, help_text="the overall rating's ordinal at the day's end")
    matches = serializers.IntegerField()


class GameStatsOut(serializers.Serializer[Any]):
    """A player's stats at one game."""

    game = serializers.CharField()
    matches = serializers.IntegerField()
    wins = serializers.IntegerField()
    average_points = serializers.FloatField()
    bids = BidsField(allow_null=True)
    rating = RatingField(allow_null=True, help_text="over every circle's rated matches; null before the first")
    plays_like = serializers.CharField(allow_null=True, help_text="the computer level nearest the rating")
    over_time = DayOut(many=True)


class StatsOut(serializers.Serializer[Any]):
    """The caller's stats, a game at a time."""

    games = GameStatsOut(many=True)
