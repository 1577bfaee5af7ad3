"""Table chat routes: a room's messages, sending one, and the caller's own mutes; and reports of players."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.throttling import BaseThrottle
from rest_framework.views import APIView

from accounts.callers import caller
from community.api.serializers import (
    ChatMessageOut,
    ChatOut,
    ChatSendSerializer,
    MuteOut,
    MutesOut,
    ReportOut,
    ReportSerializer,
)
from community.services import chat, reports
from config.api.requests import ERRORS, validated
from config.api.service_errors import ServiceError, bad_request
from config.api.throttling import ScopedThrottle
from games.api.throttling import check_code_guessing, count_wrong_code
from games.services import rooms


@contextmanager
def _counting_wrong_codes(request: Request) -> Iterator[None]:
    """Wrong room codes count against the caller, to stop guessing; so do rooms whose chat they may not read."""
    check_code_guessing(request)
    try:
        yield
    except ServiceError as error:
        if error.code == "unknown_room":
            count_wrong_code(request)
        raise


def _id_in_query(request: Request, name: str, code: str) -> str | None:
    """A public id given in the query, or None; given twice, a 400 `code`, as a number given twice is."""
    given = request.query_params.getlist(name)
    if len(given) > 1:
        raise bad_request(code, f"'{name}' is given {len(given)} times; give it once")
    return given[0] if given else None


class RoomChatView(APIView):
    """GET and POST /api/rooms/{code}/chat."""

    throttle_scope = "chat"

    def get_throttles(self) -> list[BaseThrottle]:
        """Sending is rate-limited; reading is not (a phone reads whenever the match says the chat changed)."""
        return [ScopedThrottle()] if self.request.method == "POST" else []

    @extend_schema(
        responses={200: ChatOut, **ERRORS},
        parameters=[
            OpenApiParameter(
                "after", OpenApiTypes.STR, description="a message's id: the messages after it (default: from the first)"
            )
        ],
        operation_id="rooms_chat_read",
    )
    def get(self, request: Request, code: str) -> Response:
        """Up to 100 messages after a message id, oldest first: for the players, the creator, staff, spectators."""
        after = _id_in_query(request, "after", "bad_after")
        with _counting_wrong_codes(request):
            return Response(chat.messages(rooms.find_room(code), caller(request), after))

    @extend_schema(
        request=ChatSendSerializer, responses={201: ChatMessageOut, **ERRORS}, operation_id="rooms_chat_send"
    )
    def post(self, request: Request, code: str) -> Response:
        """Send free text or a quick phrase to the table; only the people seated in the room may."""
        data = validated(ChatSendSerializer, request)
        with _counting_wrong_codes(request):
            message = chat.send(
                rooms.find_room(code), caller(request), text=data.get("text"), phrase=data.get("phrase")
            )
        return Response(message, status=201)


class MyMutesView(APIView):
    """GET /api/me/mutes."""

    @extend_schema(responses={200: MutesOut, **ERRORS}, operation_id="me_mutes")
    def get(self, request: Request) -> Response:
        """The players the caller muted in chat, most recent first."""
        return Response(chat.mutes_of(caller(request)))


class MuteView(APIView):
    """PUT and DELETE /api/me/mutes/{user_id}, a player's public id."""

    throttle_scope = "mutes"

    @extend_schema(
        request=None,
        responses={200: MuteOut, **ERRORS},
        parameters=[
            OpenApiParameter(
                "message", OpenApiTypes.STR, description="a message of theirs the caller read (how spectators mute)"
            )
        ],
        operation_id="me_mutes_add",
    )
    def put(self, request: Request, user_id: str) -> Response:
        """Hide a player's chat messages from the caller (only); muting twice changes nothing."""
        message = _id_in_query(request, "message", "bad_message_id")
        return Response(chat.mute(caller(request), user_id, message))

    @extend_schema(request=None, responses={204: None, **ERRORS}, operation_id="me_mutes_remove")
    def delete(self, request: Request, user_id: str) -> Response:
        """Show a player's chat messages to the caller again."""
        chat.unmute(caller(request), user_id)
        return Response(status=204)


class ReportsView(APIView):
    """POST /api/reports."""

    throttle_classes = [ScopedThrottle]
    throttle_scope = "reports"

    @extend_schema(request=ReportSerializer, responses={201: ReportOut, **ERRORS}, operation_id="reports_create")
    def post(self, request: Request) -> Response:
        """Report a player met at a table, for a moderator to look at; what was reported is kept as it is now."""
        data = validated(ReportSerializer, request)
        report = reports.report(
            caller(request),
            data["reported"],
            data["reason"],
            note=data["note"],
            room_code=data["room"],
            match_id=data["match"],
            seq=data["seq"],
            message_id=data["message"],
        )
        return Response({"id": report.public_id, "status": report.status}, status=201)
