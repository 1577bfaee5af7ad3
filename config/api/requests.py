"""What every view needs of a request: a checked body, and the errors to document."""

from __future__ import annotations

from typing import Any

from rest_framework.request import Request
from rest_framework.serializers import BaseSerializer

from config.api.errors import ErrorOut

ERRORS = {
    400: ErrorOut,
    401: ErrorOut,
    403: ErrorOut,
    404: ErrorOut,
    409: ErrorOut,
    411: ErrorOut,
    413: ErrorOut,
    415: ErrorOut,
    429: ErrorOut,
}
"""The error responses each route may give, for the schema."""


def validated(serializer_class: type[BaseSerializer[Any]], request: Request) -> dict[str, Any]:
    """The request body checked by a serializer (a 400 with the first problem otherwise)."""
    serializer = serializer_class(data=request.data)
    serializer.is_valid(raise_exception=True)
    data: dict[str, Any] = serializer.validated_data
    return data
