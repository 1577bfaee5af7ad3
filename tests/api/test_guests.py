"""Guests, display names, credentials and login."""

from __future__ import annotations

import pytest

from accounts.models import User
from tests.schema_check import CheckedClient


@pytest.mark.django_db
class TestGuests:
    def test_a_guest_is_created_from_a_display_name_alone(self):
        response = CheckedClient().post("/api/guests", {"display_name": "  Asha   Rao "}, format="json")
        assert response.status_code == 201
        body = response.json()
        assert body["display_name"] == "Asha Rao"
        assert body["is_guest"] is True
        assert len(body["token"]) >= 40
        assert User.objects.get(public_id=body["id"]).has_usable_password() is False

    def test_a_guests_id_is_random_not_a_count_of_the_accounts(self):
        first, second = (
            CheckedClient().post("/api/guests", {"display_name": name}, format="json").json()["id"]
            for name in ("Asha", "Ravi")
        )
        # Opaque text, as a match's id is: nothing to count from, nor to guess the next one by
        assert isinstance(first, str) and len(first) >= 16 and first != second
        assert not first.isdigit()

    @pytest.mark.parametrize("name", ["आशा", "Jan-Willem", "O'Neil", "李雷", "Player 2"])
    def test_names_in_any_script_are_welcome(self, name):
        response = CheckedClient().post("/api/guests", {"display_name": name}, format="json")
        assert response.status_code == 201, response.content
        assert response.json()["display_name"] == name

    @pytest.mark.parametrize(
        ("name", "code"),
        [
            ("", "invalid"),
            ("   ", "name_length"),
            ("x" * 25, "name_length"),
            ("\u3164", "name_invisible"),
            ("a\u0000b", "invalid"),
            ("a\u0007b", "name_unprintable"),
            (7, "invalid"),
            (None, "invalid"),
        ],
    )
    def test_bad_display_names_are_refused_with_a_reason(self, name, code):
        response = CheckedClient().post("/api/guests", {"display_name": name}, format="json")
        assert response.status_code == 400
        assert response.json()["code"] == code
        assert response.json()["message"]

    def test_malformed_json_is_a_400_not_a_500(self):
        response = CheckedClient().post("/api/guests", "{not json", content_type="application/json")
        assert response.status_code == 400
        assert response.json()["code"] == "malformed_json"


@pytest.mark.django_db
class TestTheCallersAccount:
    def test_no_token_is_a_401(self):
        response = CheckedClient().get("/api/me")
        assert response.status_code == 401
        assert response.json()["code"] == "not_authenticated"

    def test_a_wrong_token_is_a_401(self):
        client = CheckedClient()
        client.credentials(HTTP_AUTHORIZATION="Token nope")
        response = client.get("/api/me")
        assert response.status_code == 401
        assert response.json()["code"] == "bad_token"

    def test_alice_renames_herself(self, alice):
        response = alice.client.patch("/api/me", {"display_name": "Ali"}, format="json")
        assert response.status_code == 200
        assert alice.get("/api/me").json()["display_name"] == "Ali"

    def test_a_guest_keeps_their_history_by_claiming_a_username(self, alice):
        response = alice.post("/api/me/credentials", {"username": "alice", "password": "long enough passphrase"})
        assert response.status_code == 200, response.content
        assert response.json() == {
            "id": alice.id,
            "display_name": "Alice",
            "username": "alice",
            "is_guest": False,
            "token": response.json()["token"],
        }
        assert response.json()["token"] != alice.token
        login = CheckedClient().post(
            "/api/login", {"username": "alice", "password": "long enough passphrase"}, format="json"
        )
        assert login.status_code == 200
        assert login.json()["id"] == alice.id

    def test_a_taken_username_or_weak_password_is_refused(self, alice, bob):
        claimed = alice.post("/api/me/credentials", {"username": "alice", "password": "long enough passphrase"})
        assert claimed.status_code == 200
        taken = bob.post("/api/me/credentials", {"username": "ALICE", "password": "another long passphrase"})
        assert taken.status_code == 409
        assert taken.json()["code"] == "username_taken"
        weak = bob.post("/api/me/credentials", {"username": "bob", "password": "123"})
        assert weak.status_code == 400
        assert weak.json()["code"] == "weak_password"
        reserved = bob.post("/api/me/credentials", {"username": "guest-x", "password": "another long passphrase"})
        assert reserved.json()["code"] == "bad_username"

    def test_a_wrong_password_is_a_401(self, alice):
        alice.post("/api/me/credentials", {"username": "alice", "password": "long enough passphrase"})
        response = CheckedClient().post("/api/login", {"username": "alice", "password": "wrong"}, format="json")
        assert response.status_code == 401
        assert response.json()["code"] == "bad_credentials"


@pytest.mark.django_db
def test_guest_creation_is_throttled(monkeypatch):
    from config.api.throttling import ScopedThrottle

    monkeypatch.setattr(ScopedThrottle, "THROTTLE_RATES", {**ScopedThrottle.THROTTLE_RATES, "guests": "2/hour"})
    client = CheckedClient()
    codes = [client.post("/api/guests", {"display_name": "Spam"}, format="json").status_code for _ in range(3)]
    assert codes == [201, 201, 429]
    body = client.post("/api/guests", {"display_name": "Spam"}, format="json").json()
    assert body["code"] == "throttled"
    assert body["retry_after"] > 0
