"""Bodies the server will not read, refused before any view reads them; ids too large to exist, a 404."""

from __future__ import annotations

import pytest

from tests.api.helpers import create_room

pytestmark = pytest.mark.django_db


def test_a_chunked_body_is_a_411_not_an_empty_body(alice):
    response = alice.post("/api/rooms", {"game": "doublehand"}, HTTP_TRANSFER_ENCODING="chunked")
    assert response.status_code == 411
    assert response.json()["code"] == "length_required"


def test_a_body_longer_than_the_limit_is_a_413_before_it_is_read(alice, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    response = alice.post("/api/rooms", {"game": "doublehand", "options": {"x": "y" * 2000}})
    assert response.status_code == 413
    assert response.json()["code"] == "body_too_large"
    assert alice.post("/api/rooms", {"game": "doublehand", "turn_seconds": 3600}).status_code == 201


def test_outside_the_api_a_refused_body_is_plain_text(client):
    response = client.post("/admin/login/", {"username": "x"}, HTTP_TRANSFER_ENCODING="chunked")
    assert response.status_code == 411
    assert response["Content-Type"].startswith("text/plain")


@pytest.mark.parametrize("match_id", [2**63, 10**30, "%00", "x" * 25, "a%2Fb", "\u00e9t\u00e9"])
def test_a_match_id_that_could_not_be_one_is_a_404(alice, match_id):
    for path in (f"/api/matches/{match_id}", f"/api/matches/{match_id}/events"):
        response = alice.get(path)
        assert response.status_code == 404
        assert response.json()["code"] in ("not_found", "unknown_match")
    assert alice.post(f"/api/matches/{match_id}/return").status_code == 404


@pytest.mark.parametrize("seat", [2**63, 10**30])
def test_a_seat_number_too_large_for_any_table_is_a_404(alice, seat):
    code = create_room(alice)["code"]
    response = alice.client.delete(f"/api/rooms/{code}/bots/{seat}")
    assert response.status_code == 404
    assert response.json()["code"] == "not_found"
