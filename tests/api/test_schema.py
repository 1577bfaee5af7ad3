"""The OpenAPI schema: served, interactive, and committed without drift."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from openapi_core.validation.response.exceptions import InvalidData

from tests.api.helpers import started_match
from tests.schema_check import check_against_schema, path_in_schema, recording

COMMITTED = Path(__file__).resolve().parents[2] / "config" / "openapi.yaml"


def test_the_committed_schema_matches_the_code(tmp_path):
    generated = tmp_path / "openapi.yaml"
    call_command("spectacular", "--file", str(generated), "--validate", "--fail-on-warn")
    assert generated.read_text() == COMMITTED.read_text(), "run `make schema` and commit config/openapi.yaml"


@pytest.mark.django_db
def test_the_schema_and_its_interactive_page_are_served(alice):
    schema = alice.get("/api/schema/")
    assert schema.status_code == 200
    assert b"/api/matches/{match_id}/actions" in schema.content
    page = alice.get("/api/schema/docs/")
    assert page.status_code == 200
    assert b"swagger" in page.content.lower()


def test_every_core_route_of_the_contract_is_in_the_schema():
    text = COMMITTED.read_text()
    for route in (
        "/api/guests:",
        "/api/rooms:",
        "/api/rooms/{code}:",
        "/api/rooms/{code}/join:",
        "/api/rooms/{code}/bots:",
        "/api/rooms/{code}/start:",
        "/api/matches/{match_id}:",
        "/api/matches/{match_id}/actions:",
        "/api/matches/{match_id}/events:",
        "/api/matches/{match_id}/record:",
        "/api/me/matches:",
    ):
        assert route in text, route


@pytest.mark.django_db
def test_answers_made_by_middleware_before_any_route_are_checked_too(alice, settings):
    match_id = started_match(alice)
    etag = alice.get(f"/api/matches/{match_id}")["ETag"]
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 100
    with recording() as checked:
        assert alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=etag).status_code == 304
        assert alice.post("/api/rooms", {"game": "doublehand"}, HTTP_TRANSFER_ENCODING="chunked").status_code == 411
        assert alice.post("/api/rooms", {"game": "x" * 200}).status_code == 413
    assert checked == {
        ("GET", "/api/matches/{match_id}", 304),
        ("POST", "/api/rooms", 411),
        ("POST", "/api/rooms", 413),
    }


def test_an_address_is_found_among_the_schemas_paths_literal_ones_first():
    assert path_in_schema("/api/matches/abc/events") == "/api/matches/{match_id}/events"
    assert path_in_schema("/api/me/matches") == "/api/me/matches"
    assert path_in_schema("/api/nowhere") is None


def sent_again(response: Any, body: dict[str, Any]) -> Any:
    """The same answer with another body: what a server whose bodies drifted from the schema would send."""
    response.content = json.dumps(body).encode()
    return response


@pytest.mark.django_db
def test_an_answer_whose_body_disagrees_with_the_schema_fails_the_check(alice):
    match_id = started_match(alice)
    body = alice.get(f"/api/matches/{match_id}").json()
    check_against_schema(sent_again(alice.get(f"/api/matches/{match_id}"), body))
    without_chat_seq = {key: value for key, value in body.items() if key != "chat_seq"}
    # A key the schema does not name, a key it requires left out, a value of another type or outside its list.
    for drifted in (
        {**body, "new_key": 1},
        without_chat_seq,
        {**body, "seq": "5"},
        {**body, "status": "paused"},
        {**body, "seats": [{"seat": 0}]},
    ):
        with pytest.raises(InvalidData):
            check_against_schema(sent_again(alice.get(f"/api/matches/{match_id}"), drifted))


@pytest.mark.django_db
def test_a_free_form_part_of_an_answer_stays_open(alice):
    # A game's view is described as an object of any keys: each game adds its own, which the schema cannot list.
    match_id = started_match(alice)
    body = alice.get(f"/api/matches/{match_id}").json()
    view = {**body["view"], "a_games_own_key": [1, 2]}
    check_against_schema(sent_again(alice.get(f"/api/matches/{match_id}"), {**body, "view": view}))
