"""Admin pages for rooms, matches and their event log: the moderators' view of the tables."""

from __future__ import annotations

from typing import Any, cast

from django.contrib import admin
from django.db.models import QuerySet
from django.http import HttpRequest

from accounts.models import User
from community.admin.forms import AbortMatchForm, CloseRoomForm, ReplaceSeatForm
from community.admin.moderating import ModeratedAdmin
from community.admin.plain import NOTHING, WhenColumn, game_name, level_name, plain
from community.models import ModerationAction
from games.models import Event, EventType, Match, MatchStatus, Room, Seat
from games.services.access import matches_at_the_table, may_see_hidden_pieces, table_seats
from games.services.open_replay import deal_sheets, replay_verdict

EVENTS_SHOWN = 2000
"""The most events a match's page lists (the longest matches have fewer)."""


class GameFilter(admin.SimpleListFilter):
    """Rooms or matches by game, each by its name."""

    title = "game"
    parameter_name = "game"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        """The games that have rows, by name."""
        games = model_admin.get_queryset(request).order_by().values_list("game", flat=True).distinct()
        return sorted(((game, game_name(game)) for game in games), key=lambda choice: choice[1])

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        """The rows of the chosen game."""
        return queryset if self.value() is None else queryset.filter(game=self.value())


class SeatInline(admin.TabularInline):  # type: ignore[type-arg]
    """The seats of a room."""

    model = Seat
    extra = 0
    fields = ("index", "user", "bot_level", "away", "timeouts")
    raw_id_fields = ("user",)
    verbose_name = "seat"


@admin.register(Room)
class RoomAdmin(WhenColumn, ModeratedAdmin):
    """Rooms by code, game and status; a moderator may close one."""

    list_display = ("code", "game_in_words", "status", "creator", "turn_time", "when")
    list_filter = (GameFilter, "status")
    search_fields = ("code", "creator__display_name", "creator__username")
    raw_id_fields = ("creator", "next_room")
    inlines = [SeatInline]
    change_form_template = "admin/games/room/change_form.html"
    moderator_forms = {"close": CloseRoomForm}

    @admin.display(description="Game", ordering="game")
    def game_in_words(self, room: Room) -> str:
        """The game by its name."""
        return game_name(room.game)

    @admin.display(description="Time for a turn", ordering="turn_seconds")
    def turn_time(self, room: Room) -> str:
        """The time for a turn in words: 30 seconds, 1 hour, 1 day."""
        return turn_time(room.turn_seconds)

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
class MatchAdmin(WhenColumn, ModeratedAdmin):
    """Matches with their progress, event log and deals; the event log is the truth and is not edited here."""

    list_display = ("game_in_words", "players", "state_in_words", "room_code", "when", "public_id")
    list_display_links = ("game_in_words",)
    list_filter = (GameFilter, "status", "aborted")
    search_fields = ("=public_id", "room__code")
    list_select_related = ("room",)
    # A match is never edited here (its log is the truth): every field is shown in words, none as stored JSON. The
    # snapshot and the checkpoint (the engine's own state, with every hand) are not shown at all.
    fields = (
        "public_id",
        "game_in_words",
        "room",
        "state_in_words",
        "players",
        "scores_in_words",
        "options_in_words",
        "seq",
        "to_act",
        "turn_deadline",
        "created_at",
        "finished_at",
    )
    readonly_fields = fields
    change_form_template = "admin/games/match/change_form.html"
    moderator_forms = {"abort": AbortMatchForm, "replace-seat": ReplaceSeatForm}

    def get_queryset(self, request: HttpRequest) -> QuerySet[Match]:
        """Matches with their seats' players, which the list names."""
        return super().get_queryset(request).prefetch_related("room__seats__user")

    @admin.display(description="Game", ordering="game")
    def game_in_words(self, match: Match) -> str:
        """The game by its name."""
        return game_name(match.game)

    @admin.display(description="Room", ordering="room__code")
    def room_code(self, match: Match) -> str:
        """The room's share code."""
        return match.room.code

    @admin.display(description="Players")
    def players(self, match: Match) -> str:
        """Who sits at the table, seat by seat: people by name, computer players by level."""
        return ", ".join(seat_words(seat) for seat in sorted(match.room.seats.all(), key=lambda seat: seat.index))

    @admin.display(description="Status", ordering="status")
    def state_in_words(self, match: Match) -> str:
        """In progress, finished (with the winner's sides) or aborted by a moderator."""
        if match.aborted:
            return "Aborted by a moderator"
        if match.status == MatchStatus.FINISHED:
            return f"Finished, won by side {plain(match.winner)}"
        return "In progress"

    @admin.display(description="Scores")
    def scores_in_words(self, match: Match) -> str:
        """Each side's score, and the games won where a match has several."""
        scores = ", ".join(str(score) for score in match.scores) or NOTHING
        won = ", ".join(str(games) for games in match.games_won)
        return f"{scores} (games won: {won})" if any(match.games_won) else scores

    @admin.display(description="Options")
    def options_in_words(self, match: Match) -> str:
        """The options the room chose, in words (the game's defaults otherwise)."""
        return plain(match.options) if match.options else "the game's defaults"

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
            # Spectators who watched from a seated player's network (games.services.devices): a hint, not proof.
            "watched_beside": obj.watched_beside.select_related("spectator", "seated").order_by("created_at"),
        }


HIDDEN_PIECES_FIELDS = ("snapshot", "payload")
"""Fields that hold hidden pieces: a match's snapshot (every hand), an event's payload (a deck, a blind pick)."""


def refers_to_hidden_pieces(lookup: str) -> bool:
    """Whether an admin filter reaches into a field that holds hidden pieces (`HIDDEN_PIECES_FIELDS`)."""
    return any(part in HIDDEN_PIECES_FIELDS for part in lookup.split("__"))


def event_line(event: Event) -> str:
    """An event in one line for moderators, in words: an action by what it was ("play: card QH").

    A deal is named by its number and dealer: its deck is in the deal's sheet.
    """
    payload = event.payload
    if event.type == EventType.DEAL:
        return f"deal {payload.get('number')}, dealt by seat {payload.get('dealer')}"
    if event.type == EventType.ACTION and isinstance(payload, dict):
        rest = {key: value for key, value in payload.items() if key not in ("type", "seat")}
        what = str(payload.get("type", event.action_type)).replace("_", " ")
        return f"{what}: {plain(rest)}" if rest else what
    return plain(payload)


def seat_words(seat: Seat) -> str:
    """A seat as the panel names it: the person's name, a computer player and its level, or empty."""
    if seat.user is not None:
        return str(seat.user)
    if seat.bot_level:
        return f"computer ({level_name(seat.bot_level)})"
    return "empty"


def turn_time(seconds: int) -> str:
    """A turn's time in the largest whole unit: 30 seconds, 5 minutes, 1 hour, 2 days."""
    for unit, size in (("day", 86400), ("hour", 3600), ("minute", 60)):
        if seconds >= size and seconds % size == 0:
            count = seconds // size
            return f"{count} {unit}{'' if count == 1 else 's'}"
    return f"{seconds} seconds"


@admin.register(Event)
class EventAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    """The append-only log: viewable, never changed or deleted."""

    list_display = ("match", "seq", "type", "action_type", "seat", "by_computer", "created_at")
    list_filter = ("type", "by_computer")
    search_fields = ("=match__public_id",)
    list_select_related = ("match",)
    exclude = ("payload",)
    readonly_fields = ("what",)

    @admin.display(description="What happened")
    def what(self, event: Event) -> str:
        """The event in words (a deal's deck in full, for staff who may see it: the list keeps out the others)."""
        if event.type == EventType.DEAL:
            return f"{event_line(event)}; deck: {plain(event.payload.get('deck'))}"
        return event_line(event)

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
