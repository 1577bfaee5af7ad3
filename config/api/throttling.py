"""Rate limits per scope: each view names its `throttle_scope`, whose rate is in settings."""

from __future__ import annotations

from rest_framework.throttling import ScopedRateThrottle


class ScopedThrottle(ScopedRateThrottle):
    """Throttles a view by its `throttle_scope`, per user (or per address for anonymous callers)."""
