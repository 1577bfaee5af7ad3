"""Admin pages for events and their entries, only read: the circle's owner runs an event in the app."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from community.admin.plain import NOTHING, ReadOnlyAdmin, WhenColumn, when
from tournaments.models import Entry, Round, Tournament


class RoundInline(admin.TabularInline):  # type: ignore[type-arg]
    """The event's rounds."""

    model = Round
    extra = 0
    can_delete = False
    fields = ("number", "started_at", "deadline", "finished_at", "reminded")
    readonly_fields = fields

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """Rounds are started by the event."""
        return False


@admin.register(Tournament)
class TournamentAdmin(WhenColumn, ReadOnlyAdmin):
    """Events by name, circle, game, format and stage; each page with its rounds."""

    list_display = ("name", "circle", "game", "format", "stage", "when")
    list_filter = ("stage", "format", "game")
    search_fields = ("name", "circle__name")
    fields = (
        "name",
        "circle",
        "created_by",
        "game",
        "options",
        "turn_seconds",
        "format",
        "partnerships",
        "rounds",
        "max_entrants",
        "starts_at",
        "round_hours",
        "forfeit_timeouts",
        "stage",
        "current_round",
        "started_at",
        "finished_at",
    )
    readonly_fields = fields
    inlines = [RoundInline]


@admin.register(Entry)
class EntryAdmin(WhenColumn, ReadOnlyAdmin):
    """Entrants by event: player, partner, seed, and whether they withdrew."""

    list_display = ("tournament", "user", "partner", "seed", "withdrawn", "when")
    search_fields = ("tournament__name", "user__display_name", "partner__display_name")
    fields = ("tournament", "user", "partner", "seed", "first_round", "withdrawn_in_round", "made")
    readonly_fields = fields

    @admin.display(description="Withdrew")
    def withdrawn(self, entry: Entry) -> str:
        """In which round, or nothing."""
        if entry.withdrawn_in_round is None:
            return NOTHING
        return "before the start" if entry.withdrawn_in_round == 0 else f"in round {entry.withdrawn_in_round}"

    @admin.display(description="Entered")
    def made(self, entry: Entry) -> str:
        """When, as people write it."""
        return when(entry.created_at)
