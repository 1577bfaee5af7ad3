"""Text that is not Unicode (a lone UTF-16 surrogate, which JSON can spell) is a 400, and answers are plain ASCII."""

from __future__ import annotations

import json

import pytest
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db

LONE_SURROGATES = ["\ud800", "\udfff", "a\ud83d", "\ude00b"]


def post_json(client: APIClient, path: str, body: object):
    # json.dumps writes a lone surrogate as the escape "\ud800", as a client's JSON encoder would
    return client.post(path, json.dumps(body), content_type="application/json")


@pytest.mark.parametrize("surrogate", LONE_SURROGATES)
def test_an_unknown_option_named_by_a_lone_surrogate_is_a_400_not_a_500(alice, surrogate):
    body = {"game": "doublehand", "options": {surrogate: 1}, "turn_seconds": 3600}
    response = post_json(alice.client, "/api/rooms", body)
    assert response.status_code == 400
    assert response.json()["code"] == "malformed_json"


@pytest.mark.parametrize(
    ("path", "body"),
    [
        ("/api/guests", {"display_name": "\ud800"}),
        ("/api/login", {"username": "al\udc00ice", "password": "long enough passphrase"}),
        ("/api/me/credentials", {"username": "alice", "password": "\ud800 long enough passphrase"}),
        ("/api/rooms", {"game": "\udfff"}),
        ("/api/rooms", {"game": "doublehand", "options": {"deal": ["\ud800"]}}),
    ],
)
def test_lone_surrogates_anywhere_in_a_body_are_a_400(alice, path, body):
    response = post_json(alice.client, path, body)
    assert response.status_code == 400, response.content


def test_a_pair_of_surrogates_is_one_character_and_welcome(alice):
    # "\ud83d\ude00" is how JSON spells one emoji; it is not a lone surrogate
    body = {"game": "doublehand", "options": {"\ud83d\ude00": 1}, "turn_seconds": 3600}
    response = post_json(alice.client, "/api/rooms", body)
    assert response.status_code == 400
    assert response.json()["code"] != "malformed_json"
    assert "\U0001f600" in response.json()["message"]


def test_answers_are_ascii_with_escapes_and_the_same_json(alice):
    # A Devanagari display name travels as \\u escapes, which every JSON reader turns back into the name
    response = alice.client.patch("/api/me", {"display_name": "आशा"}, format="json")
    assert response.status_code == 200
    assert response.content.isascii()
    assert response.json()["display_name"] == "आशा"


def test_a_key_given_twice_is_a_400_that_names_it(alice):
    # A proxy that reads the first "turn_seconds" and this server that read the last would see two requests
    body = '{"game": "doublehand", "turn_seconds": 3600, "turn_seconds": 30}'
    response = alice.client.post("/api/rooms", body, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["code"] == "malformed_json"
    assert "turn_seconds" in response.json()["message"]


def test_a_key_given_twice_in_a_nested_object_is_a_400(alice):
    body = '{"game": "doublehand", "turn_seconds": 3600, "options": {"target": 7, "target": 9}}'
    response = alice.client.post("/api/rooms", body, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["code"] == "malformed_json"


@pytest.mark.parametrize("charset", ["utf-16", "utf-16-le", "utf-32", "latin-1", "no-such-charset"])
def test_a_body_in_another_charset_than_utf8_is_refused(alice, charset):
    body = json.dumps({"game": "doublehand", "turn_seconds": 3600})
    encoded = body.encode(charset) if charset != "no-such-charset" else body.encode()
    response = alice.client.post("/api/rooms", encoded, content_type=f"application/json; charset={charset}")
    assert response.status_code == 415
    assert response.json()["code"] == "unsupported_media_type"
    assert "UTF-8" in response.json()["message"]


def test_a_utf16_body_sent_without_a_charset_is_a_400(alice):
    body = json.dumps({"game": "doublehand", "turn_seconds": 3600}).encode("utf-16")
    response = alice.client.post("/api/rooms", body, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["code"] == "malformed_json"


@pytest.mark.parametrize("charset", ["utf-8", "UTF-8", "utf8"])
def test_utf8_named_in_any_spelling_is_read(alice, charset):
    body = json.dumps({"game": "doublehand", "turn_seconds": 3600}).encode()
    response = alice.client.post("/api/rooms", body, content_type=f"application/json; charset={charset}")
    assert response.status_code == 201, response.content
