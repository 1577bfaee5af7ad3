"""The player behind an API request."""

from __future__ import annotations

from rest_framework.request import Request

from accounts.models import User


def caller(request: Request) -> User:
    """The authenticated player making the request."""
    assert isinstance(request.user, User)
    return request.user
