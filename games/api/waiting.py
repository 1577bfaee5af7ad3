"""GET /api/me/waiting: how many matches wait for the caller's move (the app's icon badge)."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.callers import caller
from config.api.requests import ERRORS
from config.api.throttling import READS_SCOPE
from games.services.waiting import waiting_count


class WaitingOut(serializers.Serializer[Any]):
    """The number of running matches where it is the caller's turn."""

    count = serializers.IntegerField(min_value=0)


class MyWaitingView(APIView):
    """GET /api/me/waiting."""

    throttle_scope = READS_SCOPE

    @extend_schema(responses={200: WaitingOut, **ERRORS}, operation_id="me_waiting")
    def get(self, request: Request) -> Response:
        """How many of the caller's matches wait for their move."""
        return Response({"count": waiting_count(caller(request).pk)})
