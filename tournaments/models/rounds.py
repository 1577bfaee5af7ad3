"""An event's rounds, their tables (a room each, or a bye) and each entrant's result at a table."""

from __future__ import annotations

from decimal import Decimal

from django.db import models

from games.models import Room
from tournaments.models.entries import Entry
from tournaments.models.events import Tournament


class Round(models.Model):
    """A round of an event: started with its pairings, over when every table is decided or at its deadline."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="round_set")
    number = models.PositiveSmallIntegerField()
    started_at = models.DateTimeField()
    deadline = models.DateTimeField()
    reminded = models.BooleanField(default=False)
    """The reminder before the deadline went out."""
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["finished_at", "deadline"])]
        constraints = [models.UniqueConstraint(fields=["tournament", "number"], name="one_round_per_number")]

    def __str__(self) -> str:
        return f"round {self.number} of {self.tournament}"


class Outcome(models.TextChoices):
    """How a table was decided."""

    PLAYED = "played", "Played to the end"
    SCORE = "score", "Decided by the score at the deadline"
    FORFEIT = "forfeit", "Forfeited by a player who timed out"
    WITHDRAWAL = "withdrawal", "An entrant withdrew"
    BYE = "bye", "A bye"


class Table(models.Model):
    """A pairing of a round: a room its entrants play in (none for a bye), decided once."""

    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="tables")
    number = models.PositiveSmallIntegerField()
    room = models.OneToOneField(Room, null=True, blank=True, on_delete=models.SET_NULL, related_name="tournament_table")
    outcome = models.CharField(max_length=10, choices=Outcome.choices, blank=True, default="")
    """Empty until the table is decided."""
    decided_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["round", "number"], name="one_table_per_number")]

    def __str__(self) -> str:
        return f"table {self.number} of {self.round}"


class TableSeat(models.Model):
    """An entrant at a table: the side they sit (a team, or a seat at Ganjifa) and what the table gave them."""

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="places")
    entry = models.ForeignKey(Entry, on_delete=models.CASCADE, related_name="places")
    side = models.PositiveSmallIntegerField()
    """The team (or Ganjifa seat) index the entrant plays as; its seats are the game's `teams[side]`."""
    points = models.DecimalField(max_digits=6, decimal_places=2, null=True, blank=True)
    """Event points from this table (1 win, 0.5 draw, 0 loss; placings between); None until decided."""
    score = models.IntegerField(null=True, blank=True)
    """The game's own score for the entrant's side at the end (for tie-breaks and duplicate comparisons)."""
    forfeited = models.BooleanField(default=False)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["table", "entry"], name="one_place_per_entry_and_table")]

    def __str__(self) -> str:
        return f"{self.entry} at {self.table}"

    @property
    def decided(self) -> bool:
        """The table has given this entrant their points."""
        return self.points is not None


WIN = Decimal(1)
DRAW = Decimal("0.5")
LOSS = Decimal(0)


class DealResult(models.Model):
    """Duplicate: what one deal of the event's decks gave at one table (each side's points), with who dealt it."""

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="deal_results")
    number = models.PositiveSmallIntegerField()
    """The deck's index in the event's decks (0 first)."""
    dealer = models.PositiveSmallIntegerField()
    points = models.JSONField()
    """Each side's points from the deal, in the game's team order."""
    recorded_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["table", "number"], name="one_result_per_table_and_deal")]

    def __str__(self) -> str:
        return f"deal {self.number} at {self.table}"
