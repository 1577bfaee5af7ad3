"""Room routes: create, read, join, leave, computer players, seat moves, start."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.callers import caller
from config.api.requests import ERRORS, refuse_a_body, validated
from config.api.service_errors import ServiceError
from config.api.throttling import READS_SCOPE, ScopedThrottle
from games.api.serializers import (
    MOST_SEATS,
    BotSerializer,
    CreateRoomSerializer,
    JoinSerializer,
    MoveSerializer,
    RoomOut,
    StartOut,
)
from games.api.throttling import check_code_guessing, count_wrong_code
from games.models import Room
from games.services import bodies, rooms


def _room_response(request: Request, room: Room, status: int = 200) -> Response:
    share_url = request.build_absolute_uri(f"/r/{room.code}")
    return Response(bodies.room_body(room, caller(request), share_url), status=status)


def _find(request: Request, code: str) -> Room:
    """The room for a code; wrong codes count against the caller, to stop guessing."""
    check_code_guessing(request)
    try:
        return rooms.find_room(code)
    except ServiceError:
        count_wrong_code(request)
        raise


class RoomCreateView(APIView):
    """POST /api/rooms."""

    throttle_classes = [ScopedThrottle]
    throttle_scope = "rooms"

    @extend_schema(request=CreateRoomSerializer, responses={201: RoomOut, **ERRORS}, operation_id="rooms_create")
    def post(self, request: Request) -> Response:
        """Create a room, the caller in seat 0."""
        data = validated(CreateRoomSerializer, request)
        room = rooms.create_room(
            caller(request),
            data["game"],
            data["options"],
            data["turn_seconds"],
            fill_with_bots=data["fill_with_bots"],
            bot_level=data["bot_level"],
            allow_spectators=data["allow_spectators"],
            clock=rooms.ClockSettings(
                holiday_days=data["holiday_days"],
                clock=data["clock"],
                bank_seconds=data["bank_seconds"],
                bank_increment_seconds=data["bank_increment_seconds"],
                bank_cap_seconds=data["bank_cap_seconds"],
            ),
            spectator_delay=data["spectator_delay"],
        )
        return _room_response(request, room, status=201)


class RoomDetailView(APIView):
    """GET /api/rooms/{code}."""

    # Not `join`'s hourly rate: a lobby polls its room every 3 s while friends come (wrong codes are limited apart).
    throttle_scope = READS_SCOPE

    @extend_schema(responses={200: RoomOut, **ERRORS}, operation_id="rooms_read")
    def get(self, request: Request, code: str) -> Response:
        """The room: game, options, seats, status, and the match once started."""
        return _room_response(request, _find(request, code))


class RoomJoinView(APIView):
    """POST /api/rooms/{code}/join."""

    throttle_classes = [ScopedThrottle]
    throttle_scope = "join"

    @extend_schema(request=JoinSerializer, responses={200: RoomOut, **ERRORS}, operation_id="rooms_join")
    def post(self, request: Request, code: str) -> Response:
        """Take a free seat (or get one's own seat back); a watching creator stays a watcher unless a seat is named."""
        room = _find(request, code)
        rooms.join_room(room, caller(request), validated(JoinSerializer, request)["seat"])
        return _room_response(request, room)


class RoomLeaveView(APIView):
    """POST /api/rooms/{code}/leave."""

    @extend_schema(request=None, responses={200: RoomOut, **ERRORS}, operation_id="rooms_leave")
    def post(self, request: Request, code: str) -> Response:
        """Leave one's seat before the start (the creator leaving closes the room)."""
        refuse_a_body(request)
        room = rooms.leave_room(_find(request, code), caller(request))
        return _room_response(request, room)


class RoomWatchView(APIView):
    """POST /api/rooms/{code}/watch."""

    @extend_schema(request=None, responses={200: RoomOut, **ERRORS}, operation_id="rooms_watch")
    def post(self, request: Request, code: str) -> Response:
        """The creator lets a computer player take their seat, to watch the match instead of playing."""
        refuse_a_body(request)
        room = _find(request, code)
        rooms.watch(room, caller(request))
        return _room_response(request, room)


class RoomBotsView(APIView):
    """POST /api/rooms/{code}/bots."""

    @extend_schema(request=BotSerializer, responses={200: RoomOut, **ERRORS}, operation_id="rooms_bots_add")
    def post(self, request: Request, code: str) -> Response:
        """The creator puts a computer player in a free seat."""
        room = _find(request, code)
        data = validated(BotSerializer, request)
        rooms.add_bot(room, caller(request), data["seat"], data["level"])
        return _room_response(request, room)


class RoomBotRemoveView(APIView):
    """DELETE /api/rooms/{code}/bots/{seat}."""

    @extend_schema(
        # The range of a seat in a body: a game with fewer seats than the most refuses the rest (400 `bad_seat`).
        parameters=[OpenApiParameter("seat", {"type": "integer", "minimum": 0, "maximum": MOST_SEATS - 1}, "path")],
        responses={200: RoomOut, **ERRORS},
        operation_id="rooms_bots_remove",
    )
    def delete(self, request: Request, code: str, seat: int) -> Response:
        """The creator takes a computer player out of a seat."""
        refuse_a_body(request)
        room = _find(request, code)
        rooms.remove_bot(room, caller(request), seat)
        return _room_response(request, room)


class RoomMoveView(APIView):
    """POST /api/rooms/{code}/move."""

    @extend_schema(request=MoveSerializer, responses={200: RoomOut, **ERRORS}, operation_id="rooms_move")
    def post(self, request: Request, code: str) -> Response:
        """The creator swaps whoever sits in two seats."""
        room = _find(request, code)
        data = validated(MoveSerializer, request)
        rooms.move_seat(room, caller(request), data["from_seat"], data["to_seat"])
        return _room_response(request, room)


class RoomRematchView(APIView):
    """POST /api/rooms/{code}/rematch."""

    # A match costs what a room does (and a rematch is a new room): both count against the same rate.
    throttle_classes = [ScopedThrottle]
    throttle_scope = "rooms"

    @extend_schema(request=None, responses={201: RoomOut, **ERRORS}, operation_id="rooms_rematch")
    def post(self, request: Request, code: str) -> Response:
        """Play again with the same people: the new room, its match already started."""
        refuse_a_body(request)
        room = rooms.rematch(_find(request, code), caller(request))
        return _room_response(request, room, status=201)


class RoomStartView(APIView):
    """POST /api/rooms/{code}/start."""

    # A match costs what a room does (and a rematch is a new room): both count against the same rate.
    throttle_classes = [ScopedThrottle]
    throttle_scope = "rooms"

    @extend_schema(request=None, responses={201: StartOut, **ERRORS}, operation_id="rooms_start")
    def post(self, request: Request, code: str) -> Response:
        """The creator starts the match once every seat is filled."""
        refuse_a_body(request)
        match = rooms.start_match(_find(request, code), caller(request))
        return Response({"match_id": match.public_id}, status=201)
