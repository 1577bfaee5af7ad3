"""One device, one side of the table: a device seated in a match may not also watch it from another account.

The app sends a random id of its own, made once per device and kept across sign-outs, in `X-Tricktable-Device`.
Reads and moves of seated players note their device and network (`SeatDevice`: keyed hashes, never the raw id or
address); a spectator read from a device noted for another account's seat is refused (403 `same_device`), and one
from a seated player's network is let in but noted for moderators (`WatchedBeside`): flatmates and a café's guests
share an address, so an address alone proves nothing.
"""

from __future__ import annotations

import hashlib
import hmac
import re

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest
from rest_framework.request import Request

from accounts.models import User
from config.api.service_errors import forbidden
from config.client_address import client_address
from games.models import Match, MatchStatus, SeatDevice, WatchedBeside
from games.services.access import seat_of

DEVICE_HEADER = "X-Tricktable-Device"
DEVICE_ID = re.compile(r"[A-Za-z0-9-]{16,64}")
"""A device id as the app makes them (hex); anything else is taken as no id at all."""
DEVICES_KEPT = 4
"""The most devices kept per player and match (the latest): a phone, a tablet, a computer, a new phone."""
NOTED_SECONDS = 300
"""A device already noted for a seat in this long is not written again: a player's reads poll every few seconds."""

Marks = tuple[str | None, str | None]
"""A request's device and network, each as a keyed hash (None where the request says nothing)."""


def _keyed(kind: str, value: str) -> str:
    key = hashlib.sha256(f"{settings.SECRET_KEY}:fair-play:{kind}".encode()).digest()
    return hmac.new(key, value.encode(), hashlib.sha256).hexdigest()


def marks_of(request: HttpRequest | Request) -> Marks:
    """The request's device (its id header) and network (its client address, as rate limits count it), hashed."""
    raw = request.headers.get(DEVICE_HEADER) or ""
    device = _keyed("device", raw) if DEVICE_ID.fullmatch(raw) else None
    address = client_address(request)
    return device, _keyed("network", address) if address else None


def note_reader(match: Match, user: User, marks: Marks) -> None:
    """A read of a running match: a seated player's device is noted; a spectator's is checked (403 `same_device`).

    Staff are not checked: a moderator may look at any match.
    """
    if match.status != MatchStatus.IN_PROGRESS:
        return
    if seat_of(match.room, user) is not None:
        note_seated(match, user, marks)
    elif not user.is_staff:
        access_spectator_device(match, user, marks)


def note_seated(match: Match, user: User, marks: Marks) -> None:
    """Remember a device and network a seated player uses in this match (a few per player: the latest)."""
    device, network = marks
    if device is None or not cache.add(f"seat-device:{match.pk}:{user.pk}:{device}:{network}", True, NOTED_SECONDS):
        return
    SeatDevice.objects.update_or_create(match=match, user=user, device=device, defaults={"network": network or ""})
    older = SeatDevice.objects.filter(match=match, user=user).order_by("-seen_at", "-pk").values_list("pk", flat=True)
    stale = list(older[DEVICES_KEPT:])
    if stale:
        SeatDevice.objects.filter(pk__in=stale).delete()


def access_spectator_device(match: Match, user: User, marks: Marks) -> None:
    """Refuse a spectator on a device a seated player of another account uses; note one on a seated player's network."""
    device, network = marks
    if device is not None and SeatDevice.objects.filter(match=match, device=device).exclude(user=user).exists():
        raise forbidden(
            "same_device", "This device holds a seat in this match under another account: it cannot watch it too."
        )
    if network is None:
        return
    beside = SeatDevice.objects.filter(match=match, network=network).exclude(user=user)
    for seated in set(beside.values_list("user_id", flat=True)):
        if cache.add(f"watched-beside:{match.pk}:{user.pk}:{seated}", True, NOTED_SECONDS):
            WatchedBeside.objects.get_or_create(match=match, spectator=user, seated_id=seated)
