"""django-axes' hooks for the login lockout: whose failures count together, and the answer to a locked-out login."""

from __future__ import annotations

from typing import Any

from axes.helpers import get_cool_off, get_lockout_message
from django.http import HttpRequest, HttpResponse
from rest_framework.throttling import BaseThrottle

from config.api.errors import error_response


def client_address(request: HttpRequest) -> str:
    """The address failures count against, as the rate limits see it (NUM_PROXIES says which proxies to trust)."""
    # DRF's rule reads request.META only, which a plain Django request has too.
    return BaseThrottle().get_ident(request)  # type: ignore[arg-type]


def lockout_response(request: HttpRequest, *_: Any) -> HttpResponse:
    """429 with a Retry-After: the API's JSON error (with `retry_after`) under /api/, a plain message elsewhere."""
    cool_off = get_cool_off(request)
    seconds = int(cool_off.total_seconds()) if cool_off else None
    message = "too many failed logins; wait a while before trying again"
    if request.path.startswith("/api/"):
        response = error_response(request.path, 429, "locked_out", message, retry_after=seconds)
    else:
        response = HttpResponse(get_lockout_message(), status=429, content_type="text/plain; charset=utf-8")
    if seconds is not None:
        response["Retry-After"] = str(seconds)
    return response
