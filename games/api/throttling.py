"""A stricter rate limit on wrong room codes, against guessing (the per-scope throttles are in config.api).

Other apps count their own wrong codes and links here too (a share link's token, say): one budget for guessing.

Wrong codes count twice: against the player (their token) and against the address. A family or a whole office
shares one address behind its Wi-Fi or its carrier, so the address may try many more wrong codes than a player:
one player's typos block that player alone, and only guessing from many tokens at once blocks the address.
"""

from __future__ import annotations

from django.conf import settings
from django.core.cache import cache
from rest_framework.request import Request

from config.api.service_errors import ServiceError
from config.client_address import client_address


def _counters(request: Request) -> list[tuple[str, int]]:
    """The cache keys that count this request's wrong codes, each with its limit."""
    counters = [(f"wrong-code:address:{client_address(request)}", settings.WRONG_CODE_ADDRESS_LIMIT)]
    player = getattr(request.user, "pk", None)
    if player is not None:
        counters.append((f"wrong-code:player:{player}", settings.WRONG_CODE_LIMIT))
    return counters


def check_code_guessing(request: Request) -> None:
    """Refuse room look-ups from a player, or an address, that has tried too many wrong codes lately."""
    keys = dict(_counters(request))
    tried = cache.get_many(list(keys))
    if any((tried.get(key) or 0) >= limit for key, limit in keys.items()):
        raise ServiceError(
            429,
            "too_many_wrong_codes",
            "too many wrong codes or links; wait a while before trying again",
            retry_after=settings.WRONG_CODE_WINDOW_SECONDS,
        )


def count_wrong_code(request: Request) -> None:
    """Count one wrong code against the player and the address, for a window of time from the first."""
    window = settings.WRONG_CODE_WINDOW_SECONDS
    for key, _limit in _counters(request):
        if cache.add(key, 1, timeout=window):
            continue
        try:
            cache.incr(key)
        except ValueError:  # expired in between
            cache.add(key, 1, timeout=window)
