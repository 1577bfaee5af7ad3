"""Errors anywhere under /api/ are JSON with a code and a message."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


def test_an_unknown_api_route_is_a_json_404(alice):
    response = alice.get("/api/nowhere")
    assert response.status_code == 404
    assert response.json()["code"] == "not_found"


def test_a_wrong_method_is_a_json_405(alice):
    response = alice.client.delete("/api/rooms")
    assert response.status_code == 405
    assert response.json()["code"] == "method_not_allowed"


def test_a_body_that_is_not_json_is_a_415_or_400(alice):
    response = alice.client.post("/api/rooms", "game=doublehand", content_type="application/x-www-form-urlencoded")
    assert response.status_code == 415
    assert response.json()["code"] == "unsupported_media_type"


@pytest.mark.parametrize("body", ["[]", "null", "3", '"x"'])
def test_a_json_body_that_is_not_an_object_is_a_400(alice, body):
    response = alice.client.post("/api/rooms", body, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["message"]
