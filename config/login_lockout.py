"""django-axes' hooks for the login lockout: whose failures count together, and the answer to a locked-out login."""

from __future__ import annotations

from typing import Any

from axes.attempts import get_cool_off_threshold
from axes.handlers.database import AxesDatabaseHandler
from axes.helpers import get_cool_off, get_failure_limit, get_lockout_message
from axes.models import AccessAttempt
from django.conf import settings
from django.db.models import Sum
from django.http import HttpRequest, HttpResponse

from config.api.errors import error_response


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


class LoginLockoutHandler(AxesDatabaseHandler):  # type: ignore[misc]  # axes ships no type hints
    """django-axes' database handler with a second, higher limit: failures from one address, whatever the usernames."""

    # Axes applies one limit to every combination of AXES_LOCKOUT_PARAMETERS, so an address limit as low as the
    # username's would lock out everyone behind a carrier's shared address after a few typos: hence a handler.

    def get_failures(self, request: HttpRequest, credentials: dict[str, Any] | None = None) -> int:
        """The username's failures from this address; past the address's own limit, at least the username's limit."""
        failures = int(super().get_failures(request, credentials))
        if failures_from_address(request) >= settings.LOGIN_ADDRESS_FAILURE_LIMIT:
            # Axes locks out on this one number (at a failure and before each login): make it say "locked".
            return max(failures, int(get_failure_limit(request, credentials)))
        return failures


def failures_from_address(request: HttpRequest) -> int:
    """Failed logins from the request's address, for any username, within the cool-off."""
    attempts = AccessAttempt.objects.filter(
        ip_address=request.axes_ip_address,  # type: ignore[attr-defined]
        attempt_time__gte=get_cool_off_threshold(request),
    )
    return int(attempts.aggregate(total=Sum("failures_since_start"))["total"] or 0)
