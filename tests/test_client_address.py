"""The address rate limits count: X-Forwarded-For names it only when a trusted proxy in front connects."""

from __future__ import annotations

import pytest
from django.test import RequestFactory

from config.api.throttling import ScopedThrottle
from config.client_address import client_address
from tests.schema_check import CheckedClient

PROXY = "10.0.0.2"


@pytest.fixture
def behind_one_proxy(settings):
    """One proxy in front (NUM_PROXIES=1), at PROXY, which sets X-Forwarded-For."""
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    settings.FORWARDED_ALLOW_IPS = [PROXY, "127.0.0.1"]


def seen(remote: str, forwarded: str | None = None) -> str:
    request = RequestFactory().get("/api/games", REMOTE_ADDR=remote)
    if forwarded is not None:
        request.META["HTTP_X_FORWARDED_FOR"] = forwarded
    return client_address(request)


def test_without_a_proxy_the_connecting_address_counts_whatever_the_header_says():
    assert seen("203.0.113.7", "198.51.100.1") == "203.0.113.7"


def test_behind_the_proxy_the_address_it_adds_counts(behind_one_proxy):
    assert seen(PROXY, "203.0.113.7") == "203.0.113.7"
    # A client's own X-Forwarded-For comes first; the proxy appends the address it saw
    assert seen(PROXY, "198.51.100.1, 203.0.113.7") == "203.0.113.7"
    # A request the proxy sent with no header at all counts as the proxy
    assert seen(PROXY) == PROXY


def test_a_client_that_reaches_the_web_process_directly_cannot_name_its_address(behind_one_proxy):
    assert seen("203.0.113.7", "198.51.100.1") == "203.0.113.7"


@pytest.mark.parametrize(
    ("allowed", "trusted"),
    [(["10.0.0.0/24"], True), (["10.0.1.0/24"], False), (["*"], True), (["::1", "10.0.0.2"], True), ([], False)],
)
def test_the_proxies_are_addresses_or_networks(behind_one_proxy, settings, allowed, trusted):
    settings.FORWARDED_ALLOW_IPS = allowed
    assert seen(PROXY, "203.0.113.7") == ("203.0.113.7" if trusted else PROXY)


@pytest.mark.django_db
def test_a_forged_header_sent_past_the_proxy_does_not_escape_rate_limits(behind_one_proxy, monkeypatch):
    monkeypatch.setattr(ScopedThrottle, "THROTTLE_RATES", {**ScopedThrottle.THROTTLE_RATES, "guests": "2/hour"})

    def new_guest(remote: str, forwarded: str) -> int:
        client = CheckedClient(REMOTE_ADDR=remote)
        response = client.post("/api/guests", {"display_name": "Asha"}, format="json", HTTP_X_FORWARDED_FOR=forwarded)
        return int(response.status_code)

    # Two players behind the proxy are counted apart
    assert [new_guest(PROXY, "203.0.113.7") for _ in range(3)] == [201, 201, 429]
    assert new_guest(PROXY, "203.0.113.8") == 201
    # One who reaches the web process itself is counted by the address it connects from, whatever it says
    assert [new_guest("198.51.100.1", f"192.0.2.{n}") for n in range(3)] == [201, 201, 429]


@pytest.mark.django_db
def test_the_login_lockout_counts_the_same_address(behind_one_proxy, settings):
    from axes.helpers import get_client_ip_address

    request = RequestFactory().post("/api/login", REMOTE_ADDR=PROXY, HTTP_X_FORWARDED_FOR="203.0.113.7")
    assert get_client_ip_address(request) == "203.0.113.7"
