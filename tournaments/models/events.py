"""A circle's event: a tournament (round robin, Swiss, single elimination) or a duplicate event, and its settings."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from circles.models import Circle
from config.public_ids import PUBLIC_ID_LENGTH, RandomPublicId, new_public_id
from games.engine.protocol import DEFAULT_LEVEL

NAME_MAX_CHARS = 80


class Format(models.TextChoices):
    """How an event's entrants meet."""

    ROUND_ROBIN = "round_robin", "Round robin"
    SWISS = "swiss", "Swiss"
    ELIMINATION = "elimination", "Single elimination"
    DUPLICATE = "duplicate", "Duplicate"


class Stage(models.TextChoices):
    """Where an event stands."""

    OPEN = "open", "Taking entries"
    RUNNING = "running", "Running"
    FINISHED = "finished", "Finished"
    CANCELLED = "cancelled", "Cancelled"


class DuplicateScoring(models.TextChoices):
    """How a duplicate event compares the tables that held the same cards."""

    MATCHPOINTS = "matchpoints", "Match points"
    DIFFERENCE = "difference", "Difference from the field"


class TableFill(models.TextChoices):
    """Who sits a duplicate table's other places."""

    COMPUTERS = "computers", "One entrant a table, computer players in the other places"
    ENTRANTS = "entrants", "Entrants in every place"


class Tournament(models.Model):
    """An event of a circle: its game, room settings, format and schedule; its state moves on by the services."""

    public_id = models.CharField(
        max_length=PUBLIC_ID_LENGTH, default=new_public_id, db_default=RandomPublicId(), editable=False
    )
    circle = models.ForeignKey(Circle, on_delete=models.CASCADE, related_name="tournaments")
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    name = models.CharField(max_length=NAME_MAX_CHARS)
    game = models.CharField(max_length=20)
    options = models.JSONField(default=dict)
    turn_seconds = models.PositiveIntegerField()
    bot_level = models.CharField(max_length=20, default=DEFAULT_LEVEL)
    format = models.CharField(max_length=12, choices=Format.choices)
    partnerships = models.BooleanField(default=False)
    """Entrants are fixed partnerships (at the partnership games); otherwise each entrant is one player."""
    rounds = models.PositiveSmallIntegerField(null=True, blank=True)
    """Swiss: the number of rounds; the other formats' count follows from the entrants (None until it does)."""
    max_entrants = models.PositiveSmallIntegerField(null=True, blank=True)
    starts_at = models.DateTimeField()
    round_hours = models.PositiveSmallIntegerField(default=72)
    """Each round's deadline, in hours after it starts; an unfinished match is then decided (see the docs)."""
    forfeit_timeouts = models.PositiveSmallIntegerField(default=3)
    """A player whose turns timed out more than this many times in a match forfeits it at the deadline."""
    stage = models.CharField(max_length=10, choices=Stage.choices, default=Stage.OPEN)
    current_round = models.PositiveSmallIntegerField(default=0)
    """The round being played (1 for the first); 0 before the start."""
    decks = models.JSONField(default=list)
    """Duplicate: the shuffled decks every table plays, in order. Secret: never in a body until revealed."""
    spare_decks = models.JSONField(default=list)
    """Duplicate: a spare for each deck, dealt where that deck's deal is thrown in and its dealer deals again.

    Drawn when the tables open; not compared on their own (a deck's result sums its deals). Secret, as the decks.
    """
    revealed_deals = models.PositiveSmallIntegerField(default=0)
    """Duplicate: the first this many decks are finished at every table (or the event is over): shown to all."""
    duplicate_scoring = models.CharField(
        max_length=12, choices=DuplicateScoring.choices, default=DuplicateScoring.MATCHPOINTS
    )
    table_fill = models.CharField(max_length=10, choices=TableFill.choices, default=TableFill.COMPUTERS)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["circle", "-created_at"]), models.Index(fields=["stage", "starts_at"])]
        constraints = [models.UniqueConstraint(fields=["public_id"], name="unique_tournament_public_id")]

    def __str__(self) -> str:
        return self.name
