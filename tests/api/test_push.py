"""The web push routes: the public key, push subscriptions, notification settings; bad input is a 400, never a 500."""

from __future__ import annotations

import pytest

from community.models import PushSubscription
from config.api.throttling import ScopedThrottle
from tests.push_receiver import Device

pytestmark = pytest.mark.django_db


PUSH_SERVICES = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "notify.windows.com", "web.push.apple.com"]


@pytest.fixture(autouse=True)
def _keys(settings):
    settings.VAPID_PUBLIC_KEY = "BPublicKey"
    settings.PUSH_ALLOW_HTTP_ENDPOINTS = False
    # The browsers' push services, as in production, and the example service of these tests.
    settings.WEB_PUSH_ENDPOINT_HOSTS = [*PUSH_SERVICES, "push.example.org"]


def phone(name="a"):
    return Device(f"https://push.example.org/send/{name}")


def test_anyone_can_read_the_public_key(client):
    response = client.get("/api/push/key")
    assert response.status_code == 200
    assert response.json() == {"public_key": "BPublicKey"}


def test_the_key_is_null_when_push_is_off(client, settings):
    settings.VAPID_PUBLIC_KEY = ""
    assert client.get("/api/push/key").json() == {"public_key": None}


def test_a_player_keeps_one_subscription_per_device(alice):
    first, second = phone("1"), phone("2")
    for device in (first, second, first):
        response = alice.post("/api/me/push-subscriptions", device.subscription())
        assert response.status_code == 201, response.content
        assert response.json() == {"endpoint": device.endpoint}
    assert PushSubscription.objects.filter(user_id=alice.pk).count() == 2


def test_a_device_signed_in_as_someone_else_moves_to_them(alice, bob):
    device = phone()
    alice.post("/api/me/push-subscriptions", device.subscription())
    bob.post("/api/me/push-subscriptions", device.subscription())
    assert PushSubscription.objects.get(endpoint=device.endpoint).user_id == bob.pk


def test_a_devices_language_and_time_zone_are_the_players_until_they_save_settings(alice):
    device = {**phone("1").subscription(), "language": "hi", "time_zone": "Asia/Kolkata"}
    assert alice.post("/api/me/push-subscriptions", device).status_code == 201
    prefs = alice.get("/api/me/notification-settings").json()
    assert (prefs["language"], prefs["time_zone"]) == ("hi", "Asia/Kolkata")
    # Settings the player saved are theirs: another device does not change them.
    assert alice.client.put("/api/me/notification-settings", SETTINGS, format="json").status_code == 200
    other = {**phone("2").subscription(), "language": "nl", "time_zone": "Europe/Amsterdam"}
    assert alice.post("/api/me/push-subscriptions", other).status_code == 201
    assert alice.get("/api/me/notification-settings").json() == SETTINGS


@pytest.mark.parametrize("change", [{"language": "fr"}, {"time_zone": "Mars/Olympus"}, {"time_zone": 5}])
def test_a_device_with_an_unknown_language_or_time_zone_is_refused(alice, change):
    response = alice.post("/api/me/push-subscriptions", {**phone().subscription(), **change})
    assert response.status_code == 400, response.content
    assert set(response.json()) >= {"code", "message"}
    assert not PushSubscription.objects.exists()


def test_a_player_forgets_their_own_subscription_only(alice, bob):
    device = phone()
    alice.post("/api/me/push-subscriptions", device.subscription())
    # Bob cannot remove Alice's device.
    assert (
        bob.client.delete("/api/me/push-subscriptions", {"endpoint": device.endpoint}, format="json").status_code == 204
    )
    assert PushSubscription.objects.filter(user_id=alice.pk).exists()
    assert (
        alice.client.delete("/api/me/push-subscriptions", {"endpoint": device.endpoint}, format="json").status_code
        == 204
    )
    assert not PushSubscription.objects.exists()


@pytest.mark.parametrize(
    "change",
    [
        {"endpoint": "http://push.example.org/plain"},
        {"endpoint": "javascript:alert(1)"},
        {"endpoint": 7},
        {"keys": {"p256dh": "short", "auth": "AAAAAAAAAAAAAAAAAAAAAA"}},
        {"keys": {"p256dh": "!!!", "auth": "AAAAAAAAAAAAAAAAAAAAAA"}},
        {"keys": None},
        {"keys": {"p256dh": "B" * 87, "auth": "too-short"}},
    ],
)
def test_a_malformed_subscription_is_refused(alice, change):
    body = {**phone().subscription(), **change}
    response = alice.post("/api/me/push-subscriptions", body)
    assert response.status_code == 400, response.content
    assert set(response.json()) >= {"code", "message"}
    assert not PushSubscription.objects.exists()


@pytest.mark.parametrize(
    "endpoint",
    [
        "https://fcm.googleapis.com/fcm/send/abc:def",
        "https://updates.push.services.mozilla.com/wpush/v2/gAAAAA",
        "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB",
        "https://web.push.apple.com/QGuQyavXutnMH",
    ],
)
def test_the_browsers_push_services_are_accepted(alice, endpoint):
    response = alice.post("/api/me/push-subscriptions", Device(endpoint).subscription())
    assert response.status_code == 201, response.content


@pytest.mark.parametrize(
    "endpoint",
    [
        "https://attacker.example.net/collect",  # any host a client names: the workers would POST to it
        "https://127.0.0.1/push",
        "https://169.254.169.254/latest/meta-data",  # a cloud's metadata service
        "https://fcm.googleapis.com.attacker.example.net/send",
        "https://evilnotify.windows.com/w",  # a suffix, not a subdomain
        "https://fcm.googleapis.com@attacker.example.net/send",  # the host is after the @
        "https://[::1/push",
    ],
)
def test_a_subscription_at_any_other_host_is_refused(alice, endpoint):
    response = alice.post("/api/me/push-subscriptions", Device(endpoint).subscription())
    assert response.status_code == 400, response.content
    assert response.json()["code"] == "unknown_push_service"
    assert not PushSubscription.objects.exists()


def test_the_allowed_push_services_are_a_setting(alice, settings):
    device = Device("https://push.example.net/send/a")
    assert alice.post("/api/me/push-subscriptions", device.subscription()).status_code == 400
    settings.WEB_PUSH_ENDPOINT_HOSTS = ["*.example.net"]
    assert alice.post("/api/me/push-subscriptions", device.subscription()).status_code == 201


def test_a_new_device_past_the_cap_drops_the_one_subscribed_longest_ago(alice, bob, settings):
    settings.PUSH_SUBSCRIPTIONS_PER_USER = 3
    devices = [phone(str(n)) for n in range(5)]
    for device in devices[:3]:
        assert alice.post("/api/me/push-subscriptions", device.subscription()).status_code == 201
    # The first device subscribes again: it is the newest now
    assert alice.post("/api/me/push-subscriptions", devices[0].subscription()).status_code == 201
    for device in devices[3:]:
        assert alice.post("/api/me/push-subscriptions", device.subscription()).status_code == 201
    kept = set(PushSubscription.objects.filter(user_id=alice.pk).values_list("endpoint", flat=True))
    assert kept == {devices[0].endpoint, devices[3].endpoint, devices[4].endpoint}
    # Another player's devices do not count
    assert bob.post("/api/me/push-subscriptions", phone("bob").subscription()).status_code == 201
    assert PushSubscription.objects.filter(user_id=alice.pk).count() == 3


def test_subscribing_is_rate_limited(alice, monkeypatch):
    monkeypatch.setattr(ScopedThrottle, "THROTTLE_RATES", {**ScopedThrottle.THROTTLE_RATES, "push": "2/hour"})
    for name in ("1", "2"):
        assert alice.post("/api/me/push-subscriptions", phone(name).subscription()).status_code == 201
    refused = alice.client.delete("/api/me/push-subscriptions", {"endpoint": phone("1").endpoint}, format="json")
    assert refused.status_code == 429
    assert refused.json()["code"] == "throttled"
    assert refused["Retry-After"] == str(refused.json()["retry_after"])


def test_a_guest_without_a_token_cannot_subscribe(client):
    response = client.post("/api/me/push-subscriptions", phone().subscription(), format="json")
    assert response.status_code == 401


SETTINGS = {
    "your_turn": True,
    "reminder": False,
    "replaced": True,
    "match_ended": True,
    "joined": False,
    "invited": True,
    "quiet_start": "22:00",
    "quiet_end": "07:30",
    "time_zone": "Asia/Kolkata",
    "language": "hi",
    "reminder_percent": 60,
    "digest_hour": 8,
}


def test_settings_start_from_the_defaults_and_are_saved(alice):
    defaults = alice.get("/api/me/notification-settings").json()
    assert defaults == {
        **dict.fromkeys(["your_turn", "reminder", "replaced", "match_ended", "joined", "invited"], True),
        "quiet_start": None,
        "quiet_end": None,
        "time_zone": "UTC",
        "language": "en",
        "reminder_percent": 80,
        "digest_hour": None,
    }
    response = alice.client.put("/api/me/notification-settings", SETTINGS, format="json")
    assert response.status_code == 200, response.content
    assert response.json() == SETTINGS
    assert alice.get("/api/me/notification-settings").json() == SETTINGS


def test_settings_sent_without_the_invited_notice_keep_it_as_it_was(alice):
    # An app from before circles sends the five older kinds only: the seat offers' notice stays as it was.
    assert alice.client.put("/api/me/notification-settings", {**SETTINGS, "invited": False}, format="json")
    older = {key: value for key, value in SETTINGS.items() if key != "invited"}
    response = alice.client.put("/api/me/notification-settings", older, format="json")
    assert response.status_code == 200, response.content
    assert response.json() == {**SETTINGS, "invited": False}


def test_settings_sent_without_the_reminder_share_and_digest_keep_them_as_they_were(alice):
    # An app from before the reminder share and the digest sends neither: they stay as they were.
    assert alice.client.put("/api/me/notification-settings", SETTINGS, format="json").status_code == 200
    older = {key: value for key, value in SETTINGS.items() if key not in ("reminder_percent", "digest_hour")}
    response = alice.client.put("/api/me/notification-settings", older, format="json")
    assert response.status_code == 200, response.content
    assert response.json() == SETTINGS
    response = alice.client.put("/api/me/notification-settings", {**SETTINGS, "digest_hour": None}, format="json")
    assert response.json()["digest_hour"] is None


@pytest.mark.parametrize(
    "change",
    [
        {"time_zone": "Mars/Olympus"},
        {"language": "fr"},
        {"quiet_start": None},
        {"quiet_end": "25:00"},
        {"joined": "yes"},
        {"reminder": None},
        {"reminder_percent": 9},
        {"reminder_percent": 96},
        {"reminder_percent": "80"},
        {"reminder_percent": None},
        {"digest_hour": 24},
        {"digest_hour": -1},
        {"digest_hour": 7.5},
    ],
)
def test_bad_settings_are_refused(alice, change):
    response = alice.client.put("/api/me/notification-settings", {**SETTINGS, **change}, format="json")
    assert response.status_code == 400, response.content
    assert set(response.json()) >= {"code", "message"}
