"""Every API route, fed arbitrary JSON and query values (lone UTF-16 surrogates included), never answers a 5xx.

The routes come from the URL resolver, so a new route is fuzzed as soon as it exists. Path parameters take
plausible values (Alice's room, her match, a seat) or random ones; Alice sends a fresh token each time, so that a
fuzzed logout or password change does not lock the rest of the run out. FUZZ_EXAMPLES asks for a deeper run.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

import pytest
from django.urls import URLPattern, URLResolver, get_resolver
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accounts import tokens
from accounts.models import User
from tests.api.helpers import create_room, started_match
from tests.profiles import examples
from tests.schema_check import CheckedClient

pytestmark = pytest.mark.django_db

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", examples(12)))
# Generating the schema takes a good part of a second; a few tries of its two query values are enough.
FEWER_EXAMPLES = {"api/schema/": examples(2), "api/schema/docs/": examples(4)}
METHODS = ("get", "post", "put", "patch", "delete")
PARAMETER = re.compile(r"<(?:(\w+):)?(\w+)>")


STREAMS = {"api/matches/<public_id:match_id>/stream"}
"""Async streaming views, outside DRF and its schema: the test client (WSGI) gets their 503; tests/test_match_streams.py
tries them over HTTP."""


def api_routes(patterns: list[Any] | None = None, prefix: str = "") -> list[tuple[str, list[str]]]:
    """Every route under api/ with the methods its view answers, as (route, methods)."""
    found = []
    for pattern in get_resolver().url_patterns if patterns is None else patterns:
        route = prefix + str(pattern.pattern)
        if isinstance(pattern, URLResolver):
            found.extend(api_routes(pattern.url_patterns, route))
        elif isinstance(pattern, URLPattern) and route.startswith("api/") and route not in STREAMS:
            view = getattr(pattern.callback, "cls", None)
            found.append((route, [method for method in METHODS if hasattr(view, method)]))
    return found


ROUTES = api_routes()

# Any character at all, lone surrogates included, and the field names the API knows, to get past the first check.
TEXT = st.text(st.characters(exclude_categories=()), max_size=12) | st.sampled_from(["\ud800", "\udfff", "a\udc80"])
ROOM_FIELDS = ("game", "options", "turn_seconds", "seat", "level", "from_seat", "to_seat")
ACCOUNT_FIELDS = ("display_name", "username", "password", "everywhere")
MATCH_FIELDS = ("action", "type", "card", "expected_seq", "after", "deal")
QUERY_FIELDS = ("page", "status", "lang", "version", "script", "format")
CHAT_FIELDS = ("text", "phrase", "reported", "reason", "note", "room", "match", "seq", "message")
FIELDS = st.sampled_from(ROOM_FIELDS + ACCOUNT_FIELDS + MATCH_FIELDS + QUERY_FIELDS + CHAT_FIELDS)
NUMBERS = st.integers(min_value=-(2**70), max_value=2**70) | st.floats(allow_nan=True, allow_infinity=True)
LEAVES = st.none() | st.booleans() | NUMBERS | TEXT | FIELDS
JSON = st.recursive(
    LEAVES, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(FIELDS | TEXT, inner, max_size=4), max_leaves=12
)
BODIES = st.dictionaries(FIELDS | TEXT, JSON, max_size=5) | JSON
QUERIES = st.dictionaries(FIELDS | TEXT, TEXT | NUMBERS.map(str), max_size=4)


def as_url_text(value: str) -> str:
    """Percent-encoded UTF-8, a lone surrogate as the bytes a careless client would send for it."""
    return quote(value.encode("utf-8", "surrogatepass"), safe="")


@dataclass
class World:
    """Alice, her waiting room and (for routes that name one) her started match."""

    alice: User
    room_code: str
    match_id: str | None

    def plausible(self, name: str) -> str:
        return {"code": self.room_code, "match_id": str(self.match_id), "seat": "1"}.get(name, "1")


def fill(route: str, world: World, data: st.DataObject) -> str:
    """The route's path with each parameter plausible or random."""

    def value(found: re.Match[str]) -> str:
        converter, name = found[1] or "str", found[2]
        random = (
            st.integers(min_value=0, max_value=10**30).map(str)
            if converter == "int"
            else TEXT.filter(bool).map(as_url_text)
        )
        return data.draw(st.just(world.plausible(name)) | random, label=name)

    return "/" + PARAMETER.sub(value, route)


@pytest.fixture
def world(alice, request) -> World:
    route = request.node.callspec.params["route"]
    user = User.objects.get(pk=alice.pk)
    match_id = started_match(alice) if "match_id" in route else None
    return World(user, create_room(alice)["code"], match_id)


@pytest.mark.parametrize(("route", "methods"), ROUTES, ids=[route for route, _ in ROUTES])
def test_no_input_makes_a_route_answer_a_server_error(route, methods, world, settings_override):
    @settings(
        max_examples=FEWER_EXAMPLES.get(route, EXAMPLES),
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(data=st.data())
    def probe(data: st.DataObject) -> None:
        client = CheckedClient()
        client.credentials(HTTP_AUTHORIZATION=f"Token {tokens.issue(world.alice)}")
        path = fill(route, world, data)
        query = "&".join(f"{as_url_text(k)}={as_url_text(v)}" for k, v in data.draw(QUERIES, label="query").items())
        if "get" in methods:
            response = client.get(f"{path}?{query}")
            assert response.status_code < 500, (path, query, response.content[:300])
        for method in methods:
            if method == "get":
                continue
            body = data.draw(BODIES, label=f"{method} body")
            response = client.generic(method.upper(), f"{path}?{query}", json.dumps(body), "application/json")
            assert response.status_code < 500, (method, path, body, response.content[:300])

    probe()


@pytest.fixture
def settings_override(settings):
    # Random room codes count as wrong guesses; the limit would soon turn every room route into a 429.
    settings.WRONG_CODE_LIMIT = 10**9
    return settings


def test_every_route_is_fuzzed_with_the_methods_it_answers():
    routes = dict(ROUTES)
    assert routes["api/rooms"] == ["post"]
    assert routes["api/me"] == ["get", "patch"]
    assert "api/matches/<public_id:match_id>/actions" in routes
    assert all(methods for methods in routes.values())
