"""Match routes: the caller's view, actions, events, the record, the score sheet, and the caller's history."""

from __future__ import annotations

import re
from typing import Any

from django.db import transaction
from django.http import HttpRequest, HttpResponseBase
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.pagination import PageNumberPagination
from rest_framework.permissions import IsAdminUser
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.callers import caller
from config.api.requests import ERRORS, refuse_a_body, validated
from config.api.service_errors import bad_request
from config.api.throttling import READS_SCOPE, ScopedThrottle
from games.api.match_reads import lock_match_with_token, read_match_with_token, table_of
from games.api.serializers import (
    LARGEST_SEQ,
    ActionSerializer,
    DealOut,
    EventsOut,
    MatchOut,
    MatchSummaryPageOut,
    ReplayOut,
)
from games.services import bodies, devices, history, matches, reads, turns
from games.services.access import access_match_watcher

GAME_ID_PATTERN = "^[a-z0-9_]{0,20}$"
"""A game's id, as a query names it (empty: every game): the schema gives the same pattern."""
GAME_ID = re.compile(GAME_ID_PATTERN)
IDEMPOTENCY_KEY_PATTERN = "^[!-~]{1,100}$"
"""Printable ASCII without spaces, as such keys are (UUIDs and the like): the schema gives the same pattern."""
IDEMPOTENCY_KEY = re.compile(IDEMPOTENCY_KEY_PATTERN)


def whole_number(text: str, digits: int = 10) -> int | None:
    """A query parameter's whole number (ASCII digits only, and not absurdly long), or None."""
    return int(text) if re.fullmatch(rf"[0-9]{{1,{digits}}}", text) else None


def number_in_query(request: Request, name: str, default: int, minimum: int, maximum: int, what: str) -> int:
    """A whole-number query parameter within its range (its default when left out), else a 400 `bad_<name>`.

    Given twice it is refused, as a JSON key given twice is: two readers could take different ones.
    """
    given = request.query_params.getlist(name)
    if len(given) > 1:
        raise bad_request(f"bad_{name}", f"'{name}' is given {len(given)} times; give it once")
    number = whole_number(given[0] if given else str(default))
    if number is None or not minimum <= number <= maximum:
        raise bad_request(f"bad_{name}", f"'{name}' must be {what}: a whole number from {minimum} to {maximum}")
    return number


def number_parameter(name: str, minimum: int, maximum: int, description: str) -> OpenApiParameter:
    """A whole-number query parameter for the schema, with its range."""
    schema = {"type": "integer", "minimum": minimum, "maximum": maximum}
    return OpenApiParameter(name, schema, description=description)


class MatchDetailView(APIView):
    """GET /api/matches/{id}."""

    read_with_token = staticmethod(read_match_with_token)
    """The token is checked in the query that reads the match (see DeviceTokenAuthentication)."""

    @extend_schema(
        responses={200: MatchOut, 304: None, **ERRORS},
        parameters=[OpenApiParameter("If-None-Match", OpenApiTypes.STR, OpenApiParameter.HEADER)],
        operation_id="matches_read",
    )
    def get(self, request: Request, match_id: str) -> Response:
        """The match as the caller may see it; 304 when the caller's ETag is still current."""
        match = table_of(request, match_id) or matches.find_match(match_id)
        user = caller(request)
        seat = access_match_watcher(match, user)
        devices.note_reader(match, user, devices.marks_of(request))
        index = None if seat is None else seat.index
        etag, body = reads.match_read(match, user, index, request.headers.get("If-None-Match", ""))
        if body is None:
            return Response(status=304, headers={"ETag": etag})
        return Response(body, headers={"ETag": etag, "Cache-Control": "private, no-cache"})


class MatchActionView(APIView):
    """POST /api/matches/{id}/actions."""

    throttle_classes = [ScopedThrottle]
    throttle_scope = "actions"
    read_with_token = staticmethod(lock_match_with_token)
    """The token is checked in the query that locks the match (see DeviceTokenAuthentication and `dispatch`)."""

    def dispatch(self, request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
        """The request in the move's transaction, begun before its token is checked (one query checks and locks)."""
        with matches.move_transaction():
            return super().dispatch(request, *args, **kwargs)

    def handle_exception(self, exc: Exception) -> Response:
        """An error's answer, keeping nothing the request may have written."""
        transaction.set_rollback(True)
        return super().handle_exception(exc)

    @extend_schema(
        request=ActionSerializer,
        responses={201: MatchOut, **ERRORS},
        parameters=[
            OpenApiParameter(
                "Idempotency-Key",
                {"type": "string", "pattern": IDEMPOTENCY_KEY_PATTERN},
                OpenApiParameter.HEADER,
                description="a key of the client's own for this action: a retry with it gets the first answer again",
            )
        ],
        operation_id="matches_act",
    )
    def post(self, request: Request, match_id: str) -> Response:
        """Take the caller's action; a retried Idempotency-Key gets the first answer again."""
        data = validated(ActionSerializer, request)
        # An empty key is refused as a malformed one is: the client meant its retries to be recognised.
        key = request.headers.get("Idempotency-Key")
        if key is not None and not IDEMPOTENCY_KEY.fullmatch(key):
            raise bad_request("bad_idempotency_key", "the Idempotency-Key must be 1 to 100 printable ASCII characters")
        user = caller(request)
        locked = table_of(request, match_id)
        status, body, etag = matches.submit_action(
            match_id, user, data["action"], data["expected_seq"], key, locked=locked
        )
        if status == 201:
            devices.note_seated(locked or matches.find_match(match_id), user, devices.marks_of(request))
        return Response(body, status=status, headers={"ETag": etag} if etag else {})


class MatchReturnView(APIView):
    """POST /api/matches/{id}/return."""

    @extend_schema(request=None, responses={200: MatchOut, **ERRORS}, operation_id="matches_return")
    def post(self, request: Request, match_id: str) -> Response:
        """An away player takes their seat back from the computer."""
        refuse_a_body(request)
        return Response(turns.come_back(match_id, caller(request)))


class StuckMatchesView(APIView):
    """GET /api/health/turns."""

    permission_classes = [IsAdminUser]

    @extend_schema(responses={200: OpenApiTypes.OBJECT, **ERRORS}, operation_id="health_turns")
    def get(self, request: Request) -> Response:
        """Staff only: matches whose computer move or overdue turn has waited over a minute."""
        stuck = turns.stuck_matches()
        return Response({"stuck": stuck, "ok": not stuck})


class MatchEventsView(APIView):
    """GET /api/matches/{id}/events."""

    @extend_schema(
        responses={200: EventsOut, **ERRORS},
        parameters=[number_parameter("after", 0, LARGEST_SEQ, "a sequence number; default 0")],
        operation_id="matches_events",
    )
    def get(self, request: Request, match_id: str) -> Response:
        """The events after a sequence number, as the caller may see them."""
        after = number_in_query(request, "after", 0, 0, LARGEST_SEQ, "a sequence number")
        match, user = matches.find_match(match_id), caller(request)
        page = history.events_after(match, user, after)
        devices.note_reader(match, user, devices.marks_of(request))
        return Response(page)


class MatchRecordView(APIView):
    """GET /api/matches/{id}/record."""

    throttle_scope = READS_SCOPE

    @extend_schema(responses={200: OpenApiTypes.OBJECT, **ERRORS}, operation_id="matches_record")
    def get(self, request: Request, match_id: str) -> Response:
        """The match as a game record: whole once finished; while it runs, only for staff."""
        return Response(history.match_record(matches.find_match(match_id), caller(request)))


class MatchDealsView(APIView):
    """GET /api/matches/{id}/deals."""

    throttle_scope = READS_SCOPE

    @extend_schema(responses={200: DealOut(many=True), **ERRORS}, operation_id="matches_deals")
    def get(self, request: Request, match_id: str) -> Response:
        """Every finished deal with its summary and the scores after it."""
        return Response(history.deal_results(matches.find_match(match_id), caller(request)))


class MatchReplayView(APIView):
    """GET /api/matches/{id}/replay."""

    throttle_scope = READS_SCOPE

    @extend_schema(
        responses={200: ReplayOut, **ERRORS},
        parameters=[number_parameter("deal", 0, LARGEST_SEQ, "the deal's index; default 0")],
        operation_id="matches_replay",
    )
    def get(self, request: Request, match_id: str) -> Response:
        """A finished match's deal, action by action, with every hand shown."""
        deal = number_in_query(request, "deal", 0, 0, LARGEST_SEQ, "a deal's index")
        return Response(history.replay_frames(matches.find_match(match_id), caller(request), deal))


class HistoryPagination(PageNumberPagination):
    """Pages of a player's matches."""

    page_size = 20
    page_size_query_param = "page_size"
    max_page_size = 100


LAST_PAGE = 10**6
"""The highest page number asked for that is read at all (a million pages of 100 matches is beyond anyone)."""


class MyMatchesView(APIView):
    """GET /api/me/matches."""

    throttle_scope = READS_SCOPE

    @extend_schema(
        responses={200: MatchSummaryPageOut, **ERRORS},
        parameters=[
            OpenApiParameter("status", OpenApiTypes.STR, enum=["in_progress", "finished"]),
            OpenApiParameter(
                "game",
                {"type": "string", "pattern": GAME_ID_PATTERN},
                description="only this game's matches (empty: every game's)",
            ),
            number_parameter("page", 1, LAST_PAGE, "the page's number; default 1"),
            number_parameter("page_size", 1, HistoryPagination.max_page_size, "matches a page; default 20"),
        ],
        operation_id="me_matches",
    )
    def get(self, request: Request) -> Response:
        """The caller's matches, newest first, paginated."""
        user = caller(request)
        # Given empty, the status is refused like any other value outside its list (the schema's enum).
        status = request.query_params.get("status")
        if status not in (None, "in_progress", "finished"):
            raise bad_request("bad_status", "status must be in_progress or finished")
        game = request.query_params.get("game") or None
        if game is not None and not GAME_ID.fullmatch(game):
            raise bad_request("bad_game", "game must be a game's id, such as doublehand")
        # DRF reads a page size out of range as the default, and a page that is no number as a 404: both are a 400.
        number_in_query(request, "page", 1, 1, LAST_PAGE, "a page's number")
        number_in_query(request, "page_size", HistoryPagination.page_size, 1, HistoryPagination.max_page_size, "a size")
        paginator = HistoryPagination()
        page: list[Any] = paginator.paginate_queryset(history.matches_of(user, status, game), request, view=self) or []
        return paginator.get_paginated_response([bodies.match_summary_body(match, user) for match in page])
