"""Ids in a URL's path: the `public_id` converter, and whole numbers that no database integer can hold (a 404).

`<int:...>` matches any run of digits; handed to the database, an id past 2**63 - 1 is an OverflowError
(SQLite) rather than a row that does not exist.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.http import HttpRequest, HttpResponseBase
from django.urls import register_converter

from config.api.errors import error_response
from config.public_ids import PUBLIC_ID_PATTERN

LARGEST_ID = 2**63 - 1
"""The largest value of a 64-bit signed integer column, in SQLite and PostgreSQL alike."""


class PathIdMiddleware:
    """Answers 404 for a route whose whole-number path parameter is out of any table's range."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        """Pass the request on (the check is made once the route is known)."""
        return self.get_response(request)

    def process_view(
        self, request: HttpRequest, view: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> HttpResponseBase | None:
        """The 404, when an int parameter of the route is out of range; None lets the view run."""
        for value in (*args, *kwargs.values()):
            if isinstance(value, int) and not isinstance(value, bool) and not -LARGEST_ID - 1 <= value <= LARGEST_ID:
                return error_response(request.path, 404, "not_found", "no such thing: that number is out of range")
        return None


class PublicIdConverter:
    """A public id in a URL (`PUBLIC_ID_PATTERN`): a match's, a player's."""

    regex = PUBLIC_ID_PATTERN

    def to_python(self, value: str) -> str:
        """The id as given."""
        return value

    def to_url(self, value: str) -> str:
        """The id as given."""
        return value


register_converter(PublicIdConverter, "public_id")
