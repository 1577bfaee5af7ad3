"""Hint routes for practice tables: the `strong` computer player's choice now, and a finished deal's review."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.callers import caller
from config.api.requests import ERRORS
from games.api.serializers import DealReviewOut, HintOut
from games.services import hints, matches

HINTS_SCOPE = "hints"
"""The rate limit of both routes: each runs the computer player's search, up to a second a move."""


class MatchHintView(APIView):
    """GET /api/matches/{id}/hint."""

    throttle_scope = HINTS_SCOPE

    @extend_schema(responses={200: HintOut, **ERRORS}, operation_id="matches_hint")
    def get(self, request: Request, match_id: str) -> Response:
        """What the `strong` computer player would do in the caller's seat (403 `hints_not_allowed` with others)."""
        return Response(hints.hint(matches.find_match(match_id), caller(request)))


class DealReviewView(APIView):
    """GET /api/matches/{id}/deals/{deal}/review."""

    throttle_scope = HINTS_SCOPE

    @extend_schema(responses={200: DealReviewOut, **ERRORS}, operation_id="matches_deal_review")
    def get(self, request: Request, match_id: str, deal: int) -> Response:
        """The caller's moves of a finished deal where the `strong` computer player would have chosen otherwise."""
        return Response(hints.deal_review(matches.find_match(match_id), caller(request), deal))
