"""Admin pages for rooms, matches and their (read-only) event log."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from games.models import Event, Match, Room, Seat


class SeatInline(admin.TabularInline):  # type: ignore[type-arg]
    """The seats of a room."""

    model = Seat
    extra = 0
    fields = ("index", "user", "bot_level", "away")
    raw_id_fields = ("user",)


@admin.register(Room)
class RoomAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    """Rooms by code, game and status."""

    list_display = ("code", "game", "status", "creator", "turn_seconds", "created_at")
    list_filter = ("game", "status")
    search_fields = ("code", "creator__display_name", "creator__username")
    raw_id_fields = ("creator",)
    inlines = [SeatInline]


@admin.register(Match)
class MatchAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    """Matches with their progress; the event log is the truth and is not edited here."""

    list_display = ("id", "game", "room", "status", "seq", "to_act", "turn_deadline", "created_at")
    list_filter = ("game", "status")
    search_fields = ("room__code",)
    readonly_fields = ("checkpoint", "seq", "deal_seq", "scores", "games_won", "winner")
    raw_id_fields = ("room",)


@admin.register(Event)
class EventAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    """The append-only log: viewable, never changed or deleted."""

    list_display = ("match", "seq", "type", "action_type", "seat", "by_computer", "created_at")
    list_filter = ("type", "by_computer")
    search_fields = ("match__id",)

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """Events are never changed."""
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """Events are never deleted."""
        return False

    def has_add_permission(self, request: HttpRequest) -> bool:
        """Events are written by the game service only."""
        return False
