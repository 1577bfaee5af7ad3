"""Small public views of the games API: health and the catalogue of games."""

from __future__ import annotations

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework.decorators import api_view, authentication_classes, permission_classes
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response

from games.api.serializers import GameOut
from games.catalogue import catalogue


@extend_schema(responses={200: OpenApiTypes.OBJECT}, operation_id="health")
@api_view(["GET"])
@authentication_classes([])
@permission_classes([AllowAny])
def health(request: Request) -> Response:
    """Liveness: answers without touching the database."""
    return Response({"status": "ok"})


@extend_schema(responses={200: GameOut(many=True)}, operation_id="games_list")
@api_view(["GET"])
@authentication_classes([])
@permission_classes([AllowAny])
def game_list(request: Request) -> Response:
    """The games on offer and their options."""
    return Response(catalogue())
