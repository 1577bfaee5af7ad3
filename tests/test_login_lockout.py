"""Login lockout: wrong passwords lock a username out from one address for a while, at the admin and the API alike."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.test import Client
from django.utils import timezone

from accounts.models import User
from tests.schema_check import CheckedClient

pytestmark = pytest.mark.django_db

RIGHT = "correct horse battery staple"


@pytest.fixture
def charlie_the_admin() -> User:
    return User.objects.create_superuser("charlie", password=RIGHT, is_guest=False)


def admin_login(password: str, username: str = "charlie", address: str = "203.0.113.7") -> int:
    response = Client(REMOTE_ADDR=address).post("/admin/login/", {"username": username, "password": password})
    return int(response.status_code)


def api_login(password: str, username: str = "charlie", address: str = "203.0.113.7"):
    client = CheckedClient(REMOTE_ADDR=address)
    return client.post("/api/login", {"username": username, "password": password}, format="json")


def test_forty_wrong_passwords_at_the_admin_login_are_stopped(charlie_the_admin, settings):
    statuses = [admin_login(f"guess {n}") for n in range(40)]
    # The form comes back with an error a few times; from the limit on, every attempt is refused unchecked
    assert statuses[: settings.AXES_FAILURE_LIMIT - 1] == [200] * (settings.AXES_FAILURE_LIMIT - 1)
    assert statuses[settings.AXES_FAILURE_LIMIT :] == [429] * (40 - settings.AXES_FAILURE_LIMIT)
    # Even the right password is refused while the lockout lasts
    assert admin_login(RIGHT) == 429


def test_a_lockout_ends_after_the_cool_off(charlie_the_admin, settings):
    for n in range(settings.AXES_FAILURE_LIMIT):
        admin_login(f"guess {n}")
    assert admin_login(RIGHT) == 429
    with time_machine.travel(timezone.now() + settings.AXES_COOLOFF_TIME + timedelta(seconds=1)):
        assert admin_login(RIGHT) == 302


def test_a_lockout_holds_one_username_at_one_address_only(charlie_the_admin, settings):
    User.objects.create_superuser("alice", password=RIGHT, is_guest=False)
    for n in range(settings.AXES_FAILURE_LIMIT):
        admin_login(f"guess {n}")
    # Players behind the same carrier address are not locked out with Charlie, nor is Charlie elsewhere
    assert admin_login(RIGHT, username="alice") == 302
    assert admin_login(RIGHT, address="198.51.100.9") == 302


def test_the_apis_login_is_locked_out_too_and_says_so_in_json(charlie_the_admin, settings):
    for n in range(settings.AXES_FAILURE_LIMIT - 1):
        assert api_login(f"guess {n}").status_code == 401
    locked = api_login("one guess too many")
    assert locked.status_code == 429
    assert locked.json()["code"] == "locked_out"
    assert locked.json()["retry_after"] == int(settings.AXES_COOLOFF_TIME.total_seconds())
    assert locked["Retry-After"] == str(locked.json()["retry_after"])
    # The right password is refused too, and the admin login is no way around it
    assert api_login(RIGHT).status_code == 429
    assert admin_login(RIGHT) == 429
    # From another address, Charlie logs in as usual
    assert api_login(RIGHT, address="198.51.100.9").status_code == 200


def test_a_right_password_forgives_earlier_mistakes(charlie_the_admin, settings):
    for _ in range(3):
        for n in range(settings.AXES_FAILURE_LIMIT - 1):
            assert api_login(f"guess {n}").status_code == 401
        assert api_login(RIGHT).status_code == 200


def test_one_address_trying_many_usernames_is_locked_out_at_a_higher_limit(charlie_the_admin, settings):
    assert settings.LOGIN_ADDRESS_FAILURE_LIMIT >= 20 * settings.AXES_FAILURE_LIMIT
    settings.LOGIN_ADDRESS_FAILURE_LIMIT = 3 * settings.AXES_FAILURE_LIMIT
    # Given one address guessing many accounts, each fewer times than locks a username out
    usernames = [f"player{n}" for n in range(settings.LOGIN_ADDRESS_FAILURE_LIMIT)]
    guesses = [usernames[n // (settings.AXES_FAILURE_LIMIT - 1)] for n in range(settings.LOGIN_ADDRESS_FAILURE_LIMIT)]
    for username in guesses[:-1]:
        assert api_login("a guess", username=username).status_code == 401
    # One failure below the limit, the address may still log in
    assert api_login(RIGHT).status_code == 200
    # When it reaches the limit, that login and every later one from the address is refused, at the API and the admin
    assert api_login("a guess", username=guesses[-1]).status_code == 429
    assert api_login(RIGHT).status_code == 429
    assert admin_login(RIGHT) == 429
    # Players elsewhere are not affected
    assert api_login(RIGHT, address="198.51.100.9").status_code == 200
