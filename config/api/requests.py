"""What every view needs of a request: a checked body, and the errors to document."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.serializers import BaseSerializer

from config.api.errors import ErrorOut
from config.api.service_errors import bad_request

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


class NoFields(serializers.Serializer[Any]):
    """The body of a route that takes none: nothing, or an empty JSON object."""


def validated(serializer_class: type[BaseSerializer[Any]], request: Request) -> dict[str, Any]:
    """The request body checked by a serializer: a 400 naming any field it does not take, or its first problem.

    A serializer alone drops the fields it does not know without a word: a misspelt one would seem to be taken.
    """
    serializer = serializer_class(data=request.data)
    if isinstance(request.data, dict) and isinstance(serializer, serializers.Serializer):
        known = set(serializer.fields)
        unknown = sorted(str(name) for name in request.data if name not in known)
        if unknown:
            names = ", ".join(f"'{name}'" for name in unknown)
            takes = f"it takes {', '.join(sorted(known))}" if known else "it takes no body"
            raise bad_request("unknown_fields", f"unknown field {names}: {takes}", fields=unknown)
    serializer.is_valid(raise_exception=True)
    data: dict[str, Any] = serializer.validated_data
    return data


def refuse_a_body(request: Request) -> None:
    """Refuse any field in the body of a route that takes none (a 400 naming them)."""
    validated(NoFields, request)
