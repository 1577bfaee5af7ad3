"""A stricter rate limit on wrong room codes, against guessing (the per-scope throttles are in config.api)."""

from __future__ import annotations

from django.conf import settings
from django.core.cache import cache
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle

from config.api.service_errors import ServiceError


def _client_key(request: Request) -> str:
    # DRF's client identity: the connecting address, or X-Forwarded-For only behind NUM_PROXIES proxies.
    return f"wrong-code:{BaseThrottle().get_ident(request)}"


def check_code_guessing(request: Request) -> None:
    """Refuse room look-ups from a client that has tried too many wrong codes lately."""
    if (cache.get(_client_key(request)) or 0) >= settings.WRONG_CODE_LIMIT:
        raise ServiceError(
            429,
            "too_many_wrong_codes",
            "too many wrong room codes; wait a while before trying again",
            retry_after=settings.WRONG_CODE_WINDOW_SECONDS,
        )


def count_wrong_code(request: Request) -> None:
    """Count one wrong code against the client, for a window of time."""
    key = _client_key(request)
    if cache.add(key, 1, timeout=settings.WRONG_CODE_WINDOW_SECONDS):
        return
    try:
        cache.incr(key)
    except ValueError:  # expired in between
        cache.add(key, 1, timeout=settings.WRONG_CODE_WINDOW_SECONDS)
