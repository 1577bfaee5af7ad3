"""Admin pages for rooms, matches and their event log: the moderators' view of the tables."""

from __future__ import annotations

import json
from typing import Any, cast

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest

from accounts.models import User
from community.admin.forms import AbortMatchForm, CloseRoomForm, ReplaceSeatForm
from community.admin.moderating import ModeratedAdmin
from community.models import ModerationAction
from games.models import Event, EventType, Match, Room, Seat
from games.services.access import matches_at_the_table, may_see_hidden_pieces, table_seats
from games.services.open_replay import deal_sheets, replay_verdict

EVENTS_SHOWN = 2000
"""The most events a match's page lists (the longest matches have fewer)."""


class SeatInline(admin.TabularInline):  # type: ignore[type-arg]
    """The seats of a room."""

    model = Seat
    extra = 0
    fields = ("index", "user", "bot_level", "away", "timeouts")
    raw_id_fields = ("user",)


@admin.register(Room)
class RoomAdmin(ModeratedAdmin):
    """Rooms by code, game and status; a moderator may close one."""

    list_display = ("code", "game", "status", "creator", "turn_seconds", "created_at")
    list_filter = ("game", "status")
    search_fields = ("code", "creator__display_name", "creator__username")
    raw_id_fields = ("creator", "next_room")
    inlines = [SeatInline]
    change_form_template = "admin/games/room/change_form.html"
    moderator_forms = {"close": CloseRoomForm}

    def moderator_tools(self, request: HttpRequest, obj: Any) -> list[tuple[str, str]]:
        """None in a room where the staff member sits."""
        if obj is not None and obj.seats.filter(user_id=request.user.pk).exists():
            return []
        return super().moderator_tools(request, obj)

    def panel(self, request: HttpRequest, obj: Room) -> dict[str, Any]:
        """The room's matches and what moderators did in it."""
        return {
            "room_matches": obj.matches.order_by("-created_at"),
            "moderation": ModerationAction.objects.filter(room=obj).select_related("moderator", "target"),
        }


@admin.register(Match)
class MatchAdmin(ModeratedAdmin):
    """Matches with their progress, event log and deals; the event log is the truth and is not edited here."""

    list_display = ("public_id", "game", "room", "status", "aborted", "seq", "to_act", "turn_deadline", "created_at")
    list_filter = ("game", "status", "aborted")
    search_fields = ("=public_id", "room__code")
    readonly_fields = ("public_id", "checkpoint", "seq", "deal_seq", "scores", "games_won", "winner", "aborted")
    exclude = ("snapshot",)
    raw_id_fields = ("room",)
    change_form_template = "admin/games/match/change_form.html"
    moderator_forms = {"abort": AbortMatchForm, "replace-seat": ReplaceSeatForm}

    def moderator_tools(self, request: HttpRequest, obj: Any) -> list[tuple[str, str]]:
        """None on a match the staff member plays in."""
        if obj is not None and obj.room.seats.filter(user_id=request.user.pk).exists():
            return []
        return super().moderator_tools(request, obj)

    def lookup_allowed(self, lookup: str, value: str, request: HttpRequest | None = None) -> bool:
        """No filter on the snapshot: whether a match is listed for `?snapshot__hands__1__contains=...` tells a hand."""
        return not refers_to_hidden_pieces(lookup) and super().lookup_allowed(lookup, value, request)

    def panel(self, request: HttpRequest, obj: Match) -> dict[str, Any]:
        """The event log, every deal replayed with all hands, the replay's verdict, and moderators' actions.

        Staff who take part in a running match (`at_the_table`) see none of its hands nor its log until it is over.
        """
        seats = table_seats(obj.room)
        playing = not may_see_hidden_pieces(obj, cast(User, request.user))
        events = [] if playing else list(obj.events.order_by("seq")[:EVENTS_SHOWN])
        return {
            "seats": seats,
            "playing_this_match": playing,
            "event_lines": [(event, event_line(event)) for event in events],
            "events_cut": not playing and obj.seq > EVENTS_SHOWN,
            "deal_sheets": [] if playing else deal_sheets(obj),
            # A replay's fault names the card it stopped at.
            "verdict": None if playing else replay_verdict(obj),
            "moderation": ModerationAction.objects.filter(match=obj).select_related("moderator", "target"),
        }


HIDDEN_PIECES_FIELDS = ("snapshot", "payload")
"""Fields that hold hidden pieces: a match's snapshot (every hand), an event's payload (a deck, a blind pick)."""


def refers_to_hidden_pieces(lookup: str) -> bool:
    """Whether an admin filter reaches into a field that holds hidden pieces (`HIDDEN_PIECES_FIELDS`)."""
    return any(part in HIDDEN_PIECES_FIELDS for part in lookup.split("__"))


def event_line(event: Event) -> str:
    """An event in one line for moderators: a deal by its number and dealer (its deck is in the deal's sheet)."""
    payload = event.payload
    if event.type == EventType.DEAL:
        return f"deal {payload.get('number')}, dealt by seat {payload.get('dealer')}"
    return json.dumps(payload, sort_keys=True, separators=(", ", ": "))


@admin.register(Event)
class EventAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    """The append-only log: viewable, never changed or deleted."""

    list_display = ("match", "seq", "type", "action_type", "seat", "by_computer", "created_at")
    list_filter = ("type", "by_computer")
    search_fields = ("=match__public_id",)

    def get_queryset(self, request: HttpRequest) -> QuerySet[Event]:
        """Every event, but those of running matches the staff member takes part in (`matches_at_the_table`).

        A deal's payload is its deck and an action's may be a blind pick: left out of the list, its filters, its
        search and the event's own page alike, which then answers as for an event that does not exist.
        """
        user = cast(User, request.user)
        return super().get_queryset(request).exclude(match__in=matches_at_the_table(user).values("pk"))

    def lookup_allowed(self, lookup: str, value: str, request: HttpRequest | None = None) -> bool:
        """No filter on a payload: which events are listed for `?payload__deck__contains=...` would tell a deck."""
        return not refers_to_hidden_pieces(lookup) and super().lookup_allowed(lookup, value, request)

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """Events are never changed."""
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """Events are never deleted."""
        return False

    def has_add_permission(self, request: HttpRequest) -> bool:
        """Events are written by the game service only."""
        return False
