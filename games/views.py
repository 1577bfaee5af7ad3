"""HTTP views of the games API (thin: they parse, call a service, and answer)."""

from __future__ import annotations

from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response

from games.catalogue import catalogue


@api_view(["GET"])
@permission_classes([AllowAny])
def health(request: Request) -> Response:
    """Liveness: answers without touching the database."""
    return Response({"status": "ok"})


@api_view(["GET"])
@permission_classes([AllowAny])
def game_list(request: Request) -> Response:
    """The games on offer and their options."""
    return Response(catalogue())
