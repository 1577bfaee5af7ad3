"""Routes for plays made without a tap: the caller's choice made ahead of their turn, and their play settings."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.callers import caller
from config.api.requests import ERRORS, refuse_a_body, validated
from games.api.serializers import AheadIn, AheadOut, PlaySettingsSerializer
from games.services import ahead


class MatchAheadView(APIView):
    """GET, PUT and DELETE /api/matches/{id}/ahead."""

    @extend_schema(responses={200: AheadOut, 204: None, **ERRORS}, operation_id="matches_ahead_read")
    def get(self, request: Request, match_id: str) -> Response:
        """The caller's choice made ahead (204 when there is none); nobody else can read it."""
        body = ahead.read(match_id, caller(request))
        return Response(status=204) if body is None else Response(body, headers={"Cache-Control": "private, no-cache"})

    @extend_schema(request=AheadIn, responses={200: AheadOut, **ERRORS}, operation_id="matches_ahead_choose")
    def put(self, request: Request, match_id: str) -> Response:
        """Choose the action to take when the caller's turn comes (replacing any earlier choice)."""
        data = validated(AheadIn, request)
        return Response(ahead.choose(match_id, caller(request), data["action"]))

    @extend_schema(request=None, responses={204: None, **ERRORS}, operation_id="matches_ahead_cancel")
    def delete(self, request: Request, match_id: str) -> Response:
        """Forget the caller's choice made ahead, or the note of a dropped one."""
        refuse_a_body(request)
        ahead.cancel(match_id, caller(request))
        return Response(status=204)


class PlaySettingsView(APIView):
    """GET and PUT /api/me/play-settings."""

    @extend_schema(responses={200: PlaySettingsSerializer, **ERRORS}, operation_id="me_play_settings_read")
    def get(self, request: Request) -> Response:
        """The caller's play settings."""
        return Response(ahead.play_settings(caller(request)))

    @extend_schema(
        request=PlaySettingsSerializer,
        responses={200: PlaySettingsSerializer, **ERRORS},
        operation_id="me_play_settings_change",
    )
    def put(self, request: Request) -> Response:
        """Change the caller's play settings."""
        data = validated(PlaySettingsSerializer, request)
        return Response(ahead.change_play_settings(caller(request), data["play_forced"]))
