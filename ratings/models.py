"""What the ratings app keeps: each finished match's result (read from its log), ratings and their history.

Everything here can be rebuilt from the event log (`manage.py recompute_ratings --write`), but for the computer
levels' ratings, which are measured by duels (`manage.py rate_computer_levels`).
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q

from circles.models import Circle
from games.models import Match

DEFAULT_MU = 25.0
DEFAULT_SIGMA = 25.0 / 3
"""OpenSkill's own starting rating: what a new player (or an unmeasured computer level) is taken to be."""


class MatchResult(models.Model):
    """How a finished match ended, as a replay of its log says: one row per match, with a row per seat."""

    match = models.OneToOneField(Match, on_delete=models.CASCADE, related_name="result")
    game = models.CharField(max_length=20)
    circle = models.ForeignKey(Circle, null=True, blank=True, on_delete=models.CASCADE, related_name="results")
    """The circle the match was played in (its room was made for it), or None."""
    finished_at = models.DateTimeField()
    rated = models.BooleanField(default=False)
    """The match counts in the ratings: its circle's, and its players' own (`Rating.circle` None)."""

    class Meta:
        indexes = [
            models.Index(fields=["circle", "game", "finished_at"]),
            models.Index(fields=["rated", "finished_at", "match"]),
        ]

    def __str__(self) -> str:
        return f"result of match {self.match_id}"


class SeatResult(models.Model):
    """One seat's part in a match's result: who sat there, their team's place, points and their own bids."""

    result = models.ForeignKey(MatchResult, on_delete=models.CASCADE, related_name="seats")
    seat = models.PositiveSmallIntegerField()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE, related_name="seat_results"
    )
    level = models.CharField(max_length=20, blank=True, default="")
    """The computer level that sat here (blank for a person)."""
    team = models.PositiveSmallIntegerField()
    rank = models.PositiveSmallIntegerField()
    """The team's place: 1 for the winners; teams that finished level share a place."""
    won = models.BooleanField()
    points = models.IntegerField()
    """Everything the seat's team scored over the match's deals."""
    bids_made = models.PositiveIntegerField(default=0)
    """Deals in which this seat's bid was the contract and its team made it."""
    bids_set = models.PositiveIntegerField(default=0)
    """Deals in which this seat's bid was the contract and its team fell short (was set)."""
    # Copied from the result, so that a player's stats are read from this table alone.
    game = models.CharField(max_length=20)
    finished_at = models.DateTimeField()

    class Meta:
        ordering = ["seat"]
        indexes = [models.Index(fields=["user", "game", "finished_at"])]
        constraints = [models.UniqueConstraint(fields=["result", "seat"], name="unique_seat_result")]

    def __str__(self) -> str:
        return f"seat {self.seat} of {self.result}"


class Rating(models.Model):
    """A player's OpenSkill rating at one game: in a circle, or over every circle (`circle` None)."""

    circle = models.ForeignKey(Circle, null=True, blank=True, on_delete=models.CASCADE, related_name="ratings")
    game = models.CharField(max_length=20)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="ratings")
    mu = models.FloatField(default=DEFAULT_MU)
    sigma = models.FloatField(default=DEFAULT_SIGMA)
    matches = models.PositiveIntegerField(default=0)
    """Rated matches that made this rating."""
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["circle", "game", "user"], condition=Q(circle__isnull=False), name="one_rating_per_circle"
            ),
            models.UniqueConstraint(
                fields=["game", "user"], condition=Q(circle__isnull=True), name="one_rating_everywhere"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user} at {self.game}: {self.mu:.1f} ± {self.sigma:.1f}"

    @property
    def ordinal(self) -> float:
        """The rating shown and ranked by: three standard deviations below the estimate (OpenSkill's ordinal)."""
        return self.mu - 3 * self.sigma


class RatingChange(models.Model):
    """A player's rating after one rated match, in one scope: the history behind the charts and the recompute."""

    result = models.ForeignKey(MatchResult, on_delete=models.CASCADE, related_name="changes")
    circle = models.ForeignKey(Circle, null=True, blank=True, on_delete=models.CASCADE, related_name="+")
    """The scope, as `Rating.circle`."""
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    mu = models.FloatField()
    sigma = models.FloatField()

    class Meta:
        indexes = [models.Index(fields=["user", "circle"])]

    def __str__(self) -> str:
        return f"{self.user} after {self.result}"


class LevelRating(models.Model):
    """A computer level's rating at a game, measured from duels between the levels; not moved by rated matches."""

    game = models.CharField(max_length=20)
    level = models.CharField(max_length=20)
    mu = models.FloatField()
    sigma = models.FloatField()
    deals = models.PositiveIntegerField()
    """Duplicate deals of the duels that measured it."""
    duels = models.JSONField(default=list)
    """The duel command's figures it was measured from."""
    measured_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["game", "level"], name="one_rating_per_level")]

    def __str__(self) -> str:
        return f"{self.level} at {self.game}: {self.mu:.1f} ± {self.sigma:.1f}"
