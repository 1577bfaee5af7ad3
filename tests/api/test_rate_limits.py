"""Every route that changes something is rate-limited, each 429 says when to try again, and polls are left alone."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any, cast

import pytest
import time_machine
from django.conf import settings as django_settings
from django.urls import URLPattern, URLResolver, get_resolver
from rest_framework.views import APIView

from config.api.throttling import ScopedThrottle
from tests.api.helpers import create_room, started_match
from tests.schema_check import CheckedClient

pytestmark = pytest.mark.django_db

WRITES = ("post", "put", "patch", "delete")
SAMPLE_ARGS = {
    "code": "ABCDEF",
    "match_id": "NoSuchMatch0",
    "holiday_id": "NoSuchHoliday0",
    "seat": "1",
    "user_id": "1",
}


def api_routes(patterns: list[Any] | None = None, prefix: str = "") -> Iterator[tuple[str, type[APIView]]]:
    """Each API route as a path with sample arguments, with its view class."""
    for pattern in get_resolver().url_patterns if patterns is None else patterns:
        route = prefix + str(pattern.pattern)
        if isinstance(pattern, URLResolver):
            yield from api_routes(pattern.url_patterns, route)
        elif isinstance(pattern, URLPattern) and route.startswith("api/"):
            view = getattr(pattern.callback, "cls", None)
            if view is not None and issubclass(view, APIView):
                for name, value in SAMPLE_ARGS.items():
                    for kind in ("str", "int", "public_id"):
                        route = route.replace(f"<{kind}:{name}>", value)
                yield f"/{route}", view


def rates(monkeypatch: pytest.MonkeyPatch, **scopes: str) -> None:
    monkeypatch.setattr(ScopedThrottle, "THROTTLE_RATES", {**ScopedThrottle.THROTTLE_RATES, **scopes})


def test_every_route_that_changes_something_has_a_rate_limit_that_says_when_to_try_again(alice, monkeypatch):
    # With every scope allowing no request at all, each write of each route must be refused before it runs
    rates(monkeypatch, **dict.fromkeys(ScopedThrottle.THROTTLE_RATES, "0/minute"))
    tried = []
    for path, view in api_routes():
        for method in WRITES:
            if not hasattr(view, method):
                continue
            response = getattr(alice.client, method)(path, {}, format="json")
            tried.append(path)
            if response.status_code == 403 and path == "/api/health/turns":
                continue  # staff only
            assert response.status_code == 429, (method, path, response.content)
            assert response.json()["code"] == "throttled"
            assert response["Retry-After"] == str(response.json()["retry_after"])
    # Among them, those found without a limit of their own by the audit
    for path in ("/api/rooms/ABCDEF/start", "/api/rooms/ABCDEF/rematch", "/api/me", "/api/logout", "/api/me/mutes/1"):
        assert path in tried


def test_starting_and_rematching_count_as_making_rooms(alice, monkeypatch):
    rates(monkeypatch, rooms="2/hour")
    code = started_match(alice)  # a room made and started: two
    room = alice.get(f"/api/matches/{code}").json()["room"]
    refused = alice.post(f"/api/rooms/{room}/rematch")
    assert refused.status_code == 429
    assert int(refused["Retry-After"]) > 0


def test_starting_alone_is_limited_too(alice, monkeypatch):
    rates(monkeypatch, rooms="1/hour")
    room = create_room(alice, fill_with_bots=True)["code"]
    assert alice.post(f"/api/rooms/{room}/start").status_code == 429


def test_other_changes_share_one_generous_limit_per_player(alice, bob, monkeypatch):
    rates(monkeypatch, writes="2/minute")
    room = create_room(alice)["code"]
    assert alice.client.patch("/api/me", {"display_name": "Al"}, format="json").status_code == 200
    assert alice.post(f"/api/rooms/{room}/bots", {"seat": 1}).status_code == 200
    assert alice.post(f"/api/rooms/{room}/watch").status_code == 429
    # Bob has limits of his own
    assert bob.client.patch("/api/me", {"display_name": "Bo"}, format="json").status_code == 200


def test_polling_a_match_is_never_throttled(alice, monkeypatch):
    match_id = started_match(alice)
    rates(monkeypatch, **dict.fromkeys(ScopedThrottle.THROTTLE_RATES, "1/hour"))
    etag = alice.get(f"/api/matches/{match_id}")["ETag"]
    for _ in range(50):  # a phone polls every two seconds
        assert alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=etag).status_code == 304
    assert alice.get(f"/api/matches/{match_id}/events?after=0").status_code == 200


def test_anonymous_callers_are_limited_by_address(monkeypatch):
    rates(monkeypatch, login="1/hour")
    client = CheckedClient()
    client.post("/api/login", {"username": "nobody", "password": "wrong"}, format="json")
    assert client.post("/api/login", {"username": "nobody", "password": "wrong"}, format="json").status_code == 429


def test_a_caller_past_a_rate_lowered_since_is_still_told_when_to_try_again(monkeypatch):
    client = CheckedClient()
    rates(monkeypatch, guests="3/hour")
    for _ in range(3):
        assert client.post("/api/guests", {"display_name": "Asha"}, format="json").status_code == 201
    rates(monkeypatch, guests="1/hour")  # lowered: the history is longer than the new rate
    refused = client.post("/api/guests", {"display_name": "Asha"}, format="json")
    assert refused.status_code == 429
    assert 0 < int(refused["Retry-After"]) <= 3600


def test_a_lobby_polled_while_friends_take_their_time_is_never_refused_at_the_real_rates(alice, bob, monkeypatch):
    # The rates as deployed, not the tests' generous ones
    rates(monkeypatch, **cast(dict[str, str], django_settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]))
    code = create_room(alice)["code"]
    assert bob.post(f"/api/rooms/{code}/join", {}).status_code == 200
    # The lobby reads its room every 3 s while it is open: ten minutes of waiting for friends is 200 reads each
    # (joining's 120 an hour, which room reads used to count against, refused them after six)
    with time_machine.travel(datetime(2026, 12, 1, 18, 0, tzinfo=UTC), tick=False) as clock:
        for _ in range(200):
            assert alice.get(f"/api/rooms/{code}").status_code == 200
            assert bob.get(f"/api/rooms/{code}").status_code == 200
            clock.shift(3)


def test_the_costlier_reads_share_one_generous_limit_per_player(alice, bob, monkeypatch):
    match_id = started_match(alice)
    room = alice.get(f"/api/matches/{match_id}").json()["room"]
    rates(monkeypatch, reads="0/minute")
    for path in (
        f"/api/rooms/{room}",
        f"/api/matches/{match_id}/record",
        f"/api/matches/{match_id}/deals",
        f"/api/matches/{match_id}/replay",
        "/api/me/matches",
        "/api/me/waiting",
    ):
        refused = alice.get(path)
        assert refused.status_code == 429, path
        assert refused.json()["code"] == "throttled"
        assert int(refused["Retry-After"]) > 0
    # The match's own poll and its events are never limited
    assert alice.get(f"/api/matches/{match_id}").status_code == 200
    assert alice.get(f"/api/matches/{match_id}/events?after=0").status_code == 200
    # and another player has limits of their own
    rates(monkeypatch, reads="1/minute")
    assert bob.get("/api/me/matches").status_code == 200
    assert bob.get("/api/me/matches").status_code == 429
