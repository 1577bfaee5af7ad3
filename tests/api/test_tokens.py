"""Tokens: one per device, new at each login, all revoked by a password change or a logout everywhere."""

from __future__ import annotations

import hashlib

import pytest
from django.contrib.auth.hashers import make_password

from accounts import tokens
from accounts.models import Token, User
from accounts.tokens import TOKENS_PER_ACCOUNT
from tests.schema_check import CheckedClient

pytestmark = pytest.mark.django_db

PASSWORD = "long enough passphrase"


def device(token: str) -> CheckedClient:
    client = CheckedClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    return client


def log_in(username: str = "alice", password: str = PASSWORD) -> str:
    response = CheckedClient().post("/api/login", {"username": username, "password": password}, format="json")
    assert response.status_code == 200, response.content
    return str(response.json()["token"])


def signed_in(token: str) -> bool:
    status = device(token).get("/api/me").status_code
    assert status in {200, 401}
    return status == 200


@pytest.fixture
def alice_with_password(alice):
    response = alice.post("/api/me/credentials", {"username": "alice", "password": PASSWORD})
    assert response.status_code == 200
    # Claiming the username rotated her token: her device goes on with the one answered.
    alice.token = response.json()["token"]
    alice.client.credentials(HTTP_AUTHORIZATION=f"Token {alice.token}")
    return alice


def test_a_login_answers_a_token_of_its_own_not_the_one_alice_had_as_a_guest(alice_with_password):
    phone = log_in()
    assert phone != alice_with_password.token
    # Both devices stay signed in: logging in on a second phone does not sign out the first.
    assert signed_in(phone)
    assert signed_in(alice_with_password.token)


def test_claiming_a_username_rotates_the_guests_token(alice, bob):
    # A guest's token stolen before the claim must not open the account its username and password now protect.
    response = alice.post("/api/me/credentials", {"username": "alice", "password": PASSWORD})
    assert response.status_code == 200, response.content
    fresh = response.json()["token"]
    assert fresh != alice.token
    assert not signed_in(alice.token)
    assert signed_in(fresh)
    assert signed_in(bob.token)
    assert Token.objects.filter(user_id=alice.pk).count() == 1


def test_a_password_changed_outside_the_api_signs_out_every_device(alice_with_password, bob):
    second = log_in()
    # As `manage.py changepassword` or a shell does it
    user = User.objects.get(pk=alice_with_password.pk)
    user.set_password("new long passphrase")
    user.save()
    assert not signed_in(alice_with_password.token)
    assert not signed_in(second)
    assert signed_in(bob.token)
    assert log_in(password="new long passphrase")


def test_saving_an_account_without_a_new_password_keeps_its_devices_signed_in(alice_with_password):
    user = User.objects.get(pk=alice_with_password.pk)
    user.email = "alice@example.org"
    user.save()
    # A login that upgrades the stored hash (here a salt too short) rewrites the password field: no change either.
    weak = make_password(PASSWORD, salt="short", hasher="md5")
    user.password = weak
    user.save(update_fields=["password"])
    assert log_in()
    assert User.objects.get(pk=user.pk).password != weak
    assert signed_in(alice_with_password.token)


def test_a_password_change_signs_out_every_device_and_answers_a_new_token(alice_with_password, bob):
    # Given Alice signed in on a second device
    tablet = log_in()
    # When she changes her password from her first one
    change = {"username": "alice", "password": "a newer passphrase", "current_password": PASSWORD}
    response = alice_with_password.post("/api/me/credentials", change)
    assert response.status_code == 200, response.content
    fresh = response.json()["token"]
    # Then only the token just answered works; Bob is not affected
    assert not signed_in(alice_with_password.token)
    assert not signed_in(tablet)
    assert signed_in(fresh)
    assert signed_in(bob.token)
    assert log_in(password="a newer passphrase")


def test_logout_signs_out_the_callers_device_only(alice_with_password):
    tablet = log_in()
    response = alice_with_password.post("/api/logout")
    assert response.status_code == 204
    assert not signed_in(alice_with_password.token)
    assert signed_in(tablet)


def test_logout_everywhere_signs_out_every_device_of_the_account_and_no_one_else(alice_with_password, bob):
    tablet = log_in()
    response = device(tablet).post("/api/logout", {"everywhere": True}, format="json")
    assert response.status_code == 204
    assert not signed_in(tablet)
    assert not signed_in(alice_with_password.token)
    assert signed_in(bob.token)
    # Alice's password still lets her back in
    assert signed_in(log_in())


@pytest.mark.parametrize("everywhere", ["yes", 1, None, "true"])
def test_everywhere_must_be_a_json_boolean(alice, everywhere):
    response = alice.post("/api/logout", {"everywhere": everywhere})
    assert response.status_code == 400
    assert signed_in(alice.token)


def test_logout_needs_a_token():
    response = CheckedClient().post("/api/logout")
    assert response.status_code == 401
    assert response.json()["code"] == "not_authenticated"


def test_the_database_keeps_digests_of_tokens_never_the_tokens(alice):
    stored = Token.objects.get(user_id=alice.pk)
    assert stored.digest == hashlib.sha256(alice.token.encode()).hexdigest()
    assert alice.token not in str(Token.objects.values_list())


def test_an_account_is_signed_in_on_at_most_so_many_devices_the_oldest_signed_out_first(
    alice_with_password, monkeypatch
):
    assert TOKENS_PER_ACCOUNT >= 5
    monkeypatch.setattr(tokens, "TOKENS_PER_ACCOUNT", 3)
    devices = [log_in() for _ in range(3)]
    assert Token.objects.filter(user_id=alice_with_password.pk).count() == 3
    assert not signed_in(alice_with_password.token)
    assert all(signed_in(token) for token in devices)


def test_no_answer_that_carries_a_token_may_be_kept_by_a_cache(alice):
    guest = CheckedClient().post("/api/guests", {"display_name": "Asha"}, format="json")
    claim = alice.post("/api/me/credentials", {"username": "alice", "password": PASSWORD})
    login = CheckedClient().post("/api/login", {"username": "alice", "password": PASSWORD}, format="json")
    for response in (guest, claim, login):
        assert "token" in response.json()
        assert "no-store" in response["Cache-Control"]


def test_logout_with_an_admin_session_ends_the_session(client):
    charlie = User.objects.create_user("charlie", password=PASSWORD, is_staff=True, is_guest=False)
    client.force_login(charlie)
    assert client.get("/api/me").status_code == 200
    assert client.post("/api/logout", content_type="application/json").status_code == 204
    assert client.get("/api/me").status_code in {401, 403}


def test_a_password_changed_in_the_admin_signs_out_every_device_of_that_account(alice_with_password, bob, client):
    second = log_in()
    admin = User.objects.create_superuser("root-admin", password=PASSWORD)
    client.force_login(admin)
    page = f"/admin/accounts/user/{alice_with_password.pk}/password/"
    refused = client.post(
        page, {"password1": "new long passphrase", "password2": "mismatch", "usable_password": "true"}
    )
    assert refused.status_code == 200
    assert signed_in(alice_with_password.token) and signed_in(second)
    changed = client.post(
        page, {"password1": "new long passphrase", "password2": "new long passphrase", "usable_password": "true"}
    )
    assert changed.status_code == 302
    assert not signed_in(alice_with_password.token)
    assert not signed_in(second)
    assert signed_in(bob.token)
    assert log_in(password="new long passphrase")


class TestATokenAloneCannotTakeTheAccountOver:
    """Someone with Alice's phone (her token) but not her password must not lock her out of her account."""

    @pytest.mark.parametrize("change", [{"password": "the thief's passphrase"}, {"username": "thief"}])
    def test_changing_credentials_without_the_current_password_is_refused(self, alice_with_password, change):
        body = {"username": "alice", "password": PASSWORD, **change}
        response = alice_with_password.post("/api/me/credentials", body)
        assert response.status_code == 400
        assert response.json()["code"] == "current_password_required"
        # Nothing changed: her devices stay signed in and her password still logs her in
        assert signed_in(alice_with_password.token)
        assert log_in()

    def test_a_wrong_current_password_is_refused(self, alice_with_password):
        body = {"username": "thief", "password": "the thief's passphrase", "current_password": "a guess"}
        response = alice_with_password.post("/api/me/credentials", body)
        assert response.status_code == 403
        assert response.json()["code"] == "wrong_password"
        assert signed_in(alice_with_password.token)
        assert log_in()

    def test_guessing_the_current_password_is_locked_out_as_logins_are(self, alice_with_password, settings):
        settings.AXES_FAILURE_LIMIT = 3
        for guess in ("one", "two", "three"):
            body = {"username": "alice", "password": "the thief's passphrase", "current_password": guess}
            alice_with_password.post("/api/me/credentials", body)
        body = {"username": "alice", "password": "the thief's passphrase", "current_password": PASSWORD}
        locked = alice_with_password.post("/api/me/credentials", body)
        assert locked.status_code == 429
        assert locked.json()["code"] == "locked_out"
        assert User.objects.get(pk=alice_with_password.pk).check_password(PASSWORD)

    def test_with_the_current_password_the_username_changes(self, alice_with_password):
        body = {"username": "alice2", "password": PASSWORD, "current_password": PASSWORD}
        response = alice_with_password.post("/api/me/credentials", body)
        assert response.status_code == 200, response.content
        assert response.json()["username"] == "alice2"
        assert log_in("alice2")

    def test_a_guest_claims_a_username_with_no_current_password(self, alice):
        response = alice.post("/api/me/credentials", {"username": "alice", "password": PASSWORD})
        assert response.status_code == 200


class TestATokensPushSubscriptionsGoWithIt:
    """A push subscription sent with a stolen token would go on hearing of Alice's turns after she signs it out."""

    def subscribe(self, user_id: int, name: str) -> None:
        from community.models import PushSubscription

        PushSubscription.objects.create(
            user_id=user_id, endpoint=f"https://push.example.org/{name}", p256dh="key", auth="secret"
        )

    def subscriptions(self, user_id: int) -> int:
        from community.models import PushSubscription

        return PushSubscription.objects.filter(user_id=user_id).count()

    def test_a_logout_everywhere_forgets_every_subscription_of_the_account(self, alice_with_password, bob):
        self.subscribe(alice_with_password.pk, "thief")
        self.subscribe(bob.pk, "bob")
        assert alice_with_password.post("/api/logout", {"everywhere": True}).status_code == 204
        assert self.subscriptions(alice_with_password.pk) == 0
        assert self.subscriptions(bob.pk) == 1

    def test_a_password_change_forgets_them_too(self, alice_with_password):
        self.subscribe(alice_with_password.pk, "thief")
        change = {"username": "alice", "password": "a newer passphrase", "current_password": PASSWORD}
        assert alice_with_password.post("/api/me/credentials", change).status_code == 200
        assert self.subscriptions(alice_with_password.pk) == 0

    def test_logging_one_device_out_keeps_the_others_subscriptions(self, alice_with_password):
        self.subscribe(alice_with_password.pk, "tablet")
        assert alice_with_password.post("/api/logout").status_code == 204
        assert self.subscriptions(alice_with_password.pk) == 1
