"""Rate limits per scope: each view names its `throttle_scope`, whose rate is in settings."""

from __future__ import annotations

from typing import Any

from rest_framework.permissions import SAFE_METHODS
from rest_framework.request import Request
from rest_framework.throttling import ScopedRateThrottle, SimpleRateThrottle

from config.client_address import client_address

WRITES_SCOPE = "writes"
"""The scope of a change made through a view that names no scope of its own."""
READS_SCOPE = "reads"
"""The scope of the reads that cost more than a poll: a room, a match's record, deals and replay, a history."""


class ScopedThrottle(ScopedRateThrottle):
    """Throttles a view by its `throttle_scope`, per user (or per address for anonymous callers)."""

    num_requests: int | None
    duration: int | None

    def get_ident(self, request: Request) -> str:
        """The address an anonymous caller is counted by: X-Forwarded-For only from a trusted proxy."""
        return client_address(request)

    def wait(self) -> float:
        """Seconds until the caller may try again, for the 429's Retry-After: always a number."""
        wait = super().wait()
        if wait is not None:
            return float(wait)
        # DRF gives none for a caller already past the rate (it was lowered since): wait until enough requests expire.
        allowed, duration = self.num_requests or 0, self.duration or 0
        if allowed <= 0 or len(self.history) < allowed:
            return float(duration)
        return max(1.0, float(duration - (self.now - self.history[allowed - 1])))


class DefaultThrottle(ScopedThrottle):
    """The throttle of every view that names no throttles: its own scope, else `writes` for a change.

    Reads without a scope of their own are left alone: a phone polls its match every two seconds (mostly to be
    told 304), and a counter would add a round trip to the cache to each of them.
    """

    def allow_request(self, request: Request, view: Any) -> bool:
        """Whether the caller is still within the rate of the view's scope."""
        self.scope = getattr(view, self.scope_attr, None) or (None if request.method in SAFE_METHODS else WRITES_SCOPE)
        if not self.scope:
            return True
        self.rate = self.get_rate()
        self.num_requests, self.duration = self.parse_rate(self.rate)
        return SimpleRateThrottle.allow_request(self, request, view)
