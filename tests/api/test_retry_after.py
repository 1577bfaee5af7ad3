"""Every 429 says when to try again, in its body (`retry_after`) and in a Retry-After header alike."""

from __future__ import annotations

import pytest

from config.api.throttling import ScopedThrottle
from tests.schema_check import CheckedClient

pytestmark = pytest.mark.django_db


def test_too_many_wrong_room_codes_say_when_to_try_again_in_a_header(alice, settings):
    settings.WRONG_CODE_LIMIT = 3
    settings.WRONG_CODE_WINDOW_SECONDS = 600
    statuses = [alice.get("/api/rooms/XXXXXX").status_code for _ in range(settings.WRONG_CODE_LIMIT)]
    assert statuses == [404] * settings.WRONG_CODE_LIMIT
    refused = alice.get("/api/rooms/XXXXXX")
    assert refused.status_code == 429
    assert refused.json()["code"] == "too_many_wrong_codes"
    assert refused.json()["retry_after"] == 600
    assert refused["Retry-After"] == "600"


def test_a_throttled_request_says_when_to_try_again_in_its_body_and_its_header(monkeypatch):
    monkeypatch.setattr(ScopedThrottle, "THROTTLE_RATES", {**ScopedThrottle.THROTTLE_RATES, "guests": "1/hour"})
    client = CheckedClient()
    assert client.post("/api/guests", {"display_name": "Asha"}, format="json").status_code == 201
    refused = client.post("/api/guests", {"display_name": "Asha"}, format="json")
    assert refused.status_code == 429
    assert 0 < refused.json()["retry_after"] <= 3600
    assert refused["Retry-After"] == str(refused.json()["retry_after"])


def test_errors_that_need_no_wait_carry_no_retry_after(alice):
    response = alice.get("/api/rooms/XXXXXX")
    assert response.status_code == 404
    assert "Retry-After" not in response
