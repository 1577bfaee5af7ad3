"""The schema and the server agree on what a request may be: what the schema allows is taken, what it does not is a 400.

One test for each disagreement Schemathesis found (tests/api/test_schemathesis.py looks for more on every run).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from games.api.serializers import MOST_SEATS
from games.services.matches import run_computer_turns
from tests.api.helpers import act, started_match, state
from tests.schema_check import committed_document

pytestmark = pytest.mark.django_db


def operation(path: str, method: str) -> dict[str, Any]:
    return dict(committed_document()["paths"][path][method])


def parameter(path: str, method: str, name: str) -> dict[str, Any]:
    found = [p["schema"] for p in operation(path, method).get("parameters", []) if p["name"] == name]
    assert len(found) == 1, (path, method, name)
    return dict(found[0])


def request_body(path: str, method: str) -> dict[str, Any]:
    """The operation's requestBody, with its JSON schema's component read."""
    body = dict(operation(path, method).get("requestBody", {}))
    ref = body.get("content", {}).get("application/json", {}).get("schema", {}).get("$ref", "")
    body["schema"] = committed_document()["components"]["schemas"].get(ref.rsplit("/", 1)[-1], {})
    return body


QUERY_NUMBERS = [
    ("/api/matches/{match_id}/events", "after"),
    ("/api/matches/{match_id}/replay", "deal"),
    ("/api/me/matches", "page"),
    ("/api/me/matches", "page_size"),
]


class TestQueryNumbers:
    """`after`, `deal`, `page` and `page_size`: the schema's range is the server's."""

    @pytest.mark.parametrize(("path", "name"), QUERY_NUMBERS)
    def test_the_schemas_bounds_are_taken_and_one_past_them_refused(self, alice, path, name):
        given = parameter(path, "get", name)
        url = path.replace("{match_id}", started_match(alice)) if "{match_id}" in path else path
        # Taken means anything but the 400 of a bad number: the replay of a running match is for staff (403).
        for taken in (given["minimum"], given["maximum"]):
            response = alice.get(f"{url}?{name}={taken}")
            assert response.status_code != 400, (name, taken, response.content)
        for refused in (given["minimum"] - 1, given["maximum"] + 1):
            response = alice.get(f"{url}?{name}={refused}")
            assert response.status_code == 400, (name, refused, response.content)
            assert response.json()["code"] == f"bad_{name}"

    @pytest.mark.parametrize(("path", "name"), QUERY_NUMBERS)
    def test_null_or_nothing_is_no_number(self, alice, path, name):
        assert parameter(path, "get", name)["type"] == "integer"
        url = path.replace("{match_id}", started_match(alice)) if "{match_id}" in path else path
        for text in ("null", ""):
            response = alice.get(f"{url}?{name}={text}")
            assert response.status_code == 400, (name, text, response.content)
            assert response.json()["code"] == f"bad_{name}"


class TestPushUnsubscribe:
    """DELETE /api/me/push-subscriptions names the endpoint to forget in its body."""

    def test_the_schema_says_the_body_and_its_endpoint_are_required(self):
        body = request_body("/api/me/push-subscriptions", "delete")
        assert body.get("required") is True
        assert body["schema"]["required"] == ["endpoint"]

    def test_a_delete_without_a_body_is_refused(self, alice):
        response = alice.client.delete("/api/me/push-subscriptions")
        assert response.status_code == 400
        assert response.json()["fields"] == {"endpoint": ["This field is required."]}


class TestRename:
    """PATCH /api/me changes the display name, which it needs."""

    def test_the_schema_says_the_display_name_is_required(self):
        body = request_body("/api/me", "patch")
        assert body.get("required") is True
        assert body["schema"]["required"] == ["display_name"]

    def test_a_rename_without_a_name_is_refused(self, alice):
        response = alice.client.patch("/api/me", {}, format="json")
        assert response.status_code == 400
        assert "display_name" in response.json()["fields"]


class TestIdempotencyKey:
    """The Idempotency-Key's format, in the schema as the server checks it."""

    KEYS = {"k": True, "a" * 100: True, "9f1c-4e2b_~!": True, "": False, "a" * 101: False, "a b": False, "é": False}

    def test_the_schema_gives_the_servers_pattern(self):
        pattern = parameter("/api/matches/{match_id}/actions", "post", "Idempotency-Key")["pattern"]
        for key, valid in self.KEYS.items():
            assert bool(re.search(pattern, key)) is valid, key

    @pytest.mark.parametrize(("key", "valid"), KEYS.items())
    def test_the_server_takes_the_keys_the_schema_allows_only(self, alice, key, valid):
        match_id = started_match(alice)
        run_computer_turns(match_id)
        body = state(alice, match_id)
        # The latin-1 header a WSGI server would pass on for a non-ASCII key.
        sent = key.encode().decode("latin-1")
        response = alice.post(
            f"/api/matches/{match_id}/actions",
            {"action": body["legal"][0], "expected_seq": body["seq"]},
            HTTP_IDEMPOTENCY_KEY=sent,
        )
        if valid:
            assert response.status_code == 201, response.content
        else:
            assert response.status_code == 400, response.content
            assert response.json()["code"] == "bad_idempotency_key"

    def test_no_key_at_all_is_still_taken(self, alice):
        match_id = started_match(alice)
        run_computer_turns(match_id)
        body = state(alice, match_id)
        assert act(alice, match_id, body["legal"][0], body["seq"]).status_code == 201


def test_the_seat_of_a_computer_player_to_remove_has_the_range_of_any_seat():
    assert parameter("/api/rooms/{code}/bots/{seat}", "delete", "seat") == {
        "type": "integer",
        "minimum": 0,
        "maximum": MOST_SEATS - 1,
    }


def test_a_text_longer_than_the_schemas_max_length_is_refused_even_with_blank_ends(alice):
    # The schema counts the text as sent; trimming its ends first let 1,001 characters through as 1,000.
    assert request_body("/api/me/push-subscriptions", "delete")["schema"]["properties"]["endpoint"]["maxLength"] == 1000
    for endpoint in ("\f" + "a" * 1000, "a" * 1000 + " "):
        response = alice.client.delete("/api/me/push-subscriptions", {"endpoint": endpoint}, format="json")
        assert response.status_code == 400, response.content
    response = alice.client.delete("/api/me/push-subscriptions", {"endpoint": "a" * 1000}, format="json")
    assert response.status_code == 204


@pytest.mark.parametrize(
    ("game", "valid"),
    [("doublehand", True), ("", True), ("a" * 20, True), ("a" * 21, False), ("Ganjifa", False), ("÷C", False)],
)
def test_the_history_takes_the_games_the_schemas_pattern_allows(alice, game, valid):
    pattern = parameter("/api/me/matches", "get", "game")["pattern"]
    assert bool(re.search(pattern, game)) is valid
    response = alice.client.get("/api/me/matches", {"game": game})
    assert response.status_code == (200 if valid else 400), response.content


def test_a_turn_time_is_one_of_the_presets_the_schema_lists(alice):
    presets = committed_document()["components"]["schemas"]["TurnSecondsEnum"]["enum"]
    body = {"game": "doublehand", "options": {}}
    for seconds in presets:
        assert alice.post("/api/rooms", {**body, "turn_seconds": seconds}).status_code == 201, seconds
    response = alice.post("/api/rooms", {**body, "turn_seconds": presets[0] + 1})
    assert response.status_code == 400
    assert response.json()["code"] == "bad_turn_seconds"
