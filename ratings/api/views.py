"""Ratings routes: a circle's standings and the caller's stats; each a service call."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.callers import caller
from config.api.requests import ERRORS
from config.api.throttling import READS_SCOPE
from games.api.matches import GAME_ID_PATTERN, LAST_PAGE, HistoryPagination, number_in_query, number_parameter
from ratings.api.serializers import StandingPageOut, StatsOut
from ratings.services.standings import PERIODS, standing_bodies, standings
from ratings.services.stats import stats_of


class StandingsView(APIView):
    """GET /api/circles/{id}/standings."""

    throttle_scope = READS_SCOPE

    @extend_schema(
        responses={200: StandingPageOut, **ERRORS},
        parameters=[
            OpenApiParameter(
                "game", {"type": "string", "pattern": GAME_ID_PATTERN}, required=True, description="a game's id"
            ),
            OpenApiParameter("period", str, enum=list(PERIODS), description="default all"),
            number_parameter("page", 1, LAST_PAGE, "the page's number; default 1"),
            number_parameter("page_size", 1, HistoryPagination.max_page_size, "players a page; default 20"),
        ],
        operation_id="circles_standings",
    )
    def get(self, request: Request, circle_id: str) -> Response:
        """The circle's players at a game over a period, best rated first, paginated (members only)."""
        rows = standings(
            circle_id, caller(request), request.query_params.get("game"), request.query_params.get("period")
        )
        # DRF reads a page size out of range as the default, and a page that is no number as a 404: both are a 400.
        number_in_query(request, "page", 1, 1, LAST_PAGE, "a page's number")
        number_in_query(request, "page_size", HistoryPagination.page_size, 1, HistoryPagination.max_page_size, "a size")
        paginator = HistoryPagination()
        page: list[Any] = paginator.paginate_queryset(rows, request, view=self) or []
        return paginator.get_paginated_response(standing_bodies(page))


class MyStatsView(APIView):
    """GET /api/me/stats."""

    throttle_scope = READS_SCOPE

    @extend_schema(responses={200: StatsOut, **ERRORS}, operation_id="me_stats")
    def get(self, request: Request) -> Response:
        """The caller's stats per game over every finished match: results, bids, rating, and a chart over time."""
        return Response(stats_of(caller(request)))
