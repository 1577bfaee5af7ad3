"""Web push: what reaches a device (decrypted with its keys), when, in which language, and gone devices forgotten."""

from __future__ import annotations

import base64
import json
from datetime import UTC, datetime, time, timedelta

import pytest
import time_machine
from django.core.cache import cache

from community import dispatch
from community.models import NotificationSettings, PushSubscription
from community.notices import Kind
from community.services import push, reminders
from config.vapid import new_key_pair
from games.models import Match, Seat, TurnReminder
from games.services import presence
from games.services.matches import run_computer_turns
from games.services.turns import sweep
from tests.api.helpers import create_room, started_match, state
from tests.push_receiver import PushService

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.any_database,  # what a push holds, its encryption and language: decided in Python
]


@pytest.fixture
def vapid(settings):
    settings.VAPID_PUBLIC_KEY, settings.VAPID_PRIVATE_KEY = new_key_pair()
    settings.VAPID_SUBJECT = "mailto:push@example.org"
    settings.PUSH_ALLOW_HTTP_ENDPOINTS = True  # the local push service
    settings.WEB_PUSH_ENDPOINT_HOSTS = ["127.0.0.1"]
    return settings.VAPID_PUBLIC_KEY


@pytest.fixture
def service(vapid):
    service = PushService()
    yield service
    service.close()


@pytest.fixture
def held(monkeypatch):
    """Notices put off for later (quiet hours), instead of timers."""
    later: list[tuple[int, dict, float]] = []
    monkeypatch.setattr(
        dispatch, "send_push", lambda user_id, notice, countdown=0: later.append((user_id, notice, countdown))
    )
    return later


def subscribe(player, device):
    response = player.post("/api/me/push-subscriptions", device.subscription())
    assert response.status_code == 201, response.content


def messages(service, device):
    return [
        (delivery, device.decrypt(delivery.body))
        for delivery in service.received
        if service.url(delivery.path) == device.endpoint
    ]


def to_person(match_id, callbacks):
    """Run computer turns (sending what they send on commit) until alice or bob is to act."""
    with callbacks(execute=True):
        run_computer_turns(match_id)
    return Match.objects.get(public_id=match_id)


def test_the_player_to_act_gets_an_encrypted_turn_notice_with_ttl_and_urgency(
    alice, bob, service, vapid, django_capture_on_commit_callbacks
):
    alices_phone, bobs_phone = service.device("/alice"), service.device("/bob")
    subscribe(alice, alices_phone)
    subscribe(bob, bobs_phone)
    with django_capture_on_commit_callbacks(execute=True):
        match_id = started_match(alice, bob, turn_seconds=3600)
    match = to_person(match_id, django_capture_on_commit_callbacks)
    phone = {0: alices_phone, 1: bobs_phone}[match.to_act]

    turn_notices = [(d, m) for d, m in messages(service, phone) if m["title"].startswith("Your turn")]
    assert turn_notices, messages(service, phone)
    delivery, message = turn_notices[-1]
    # What the seat is asked comes from its legal actions.
    view = state(alice if match.to_act == 0 else bob, match_id)
    legal = {action["type"] for action in view["legal"]}
    leading = not (view["view"].get("trick") or {}).get("cards")
    asked = (
        "bid" if "bid" in legal else "choose trump" if "declare_trump" in legal else "your lead" if leading else "play"
    )
    assert message["title"] == f"Your turn: {asked}"
    assert message["body"] == f"Doublehand in room {match.room.code}"
    assert message["url"] == f"/m/{match_id}"
    assert delivery.headers["urgency"] == "high"
    assert 3500 <= int(delivery.headers["ttl"]) <= 3600
    assert delivery.headers["content-encoding"] == "aes128gcm"
    # Signed with the server's key (RFC 8292): "vapid t=<JWT>, k=<public key>".
    scheme, _, params = delivery.headers["authorization"].partition(" ")
    fields = dict(part.strip().split("=", 1) for part in params.split(","))
    assert scheme == "vapid" and fields["k"] == vapid
    claims = json.loads(base64.urlsafe_b64decode(fields["t"].split(".")[1] + "=="))
    assert claims["sub"] == "mailto:push@example.org"
    assert claims["aud"] == service.url("")


def test_someone_joining_is_told_to_the_room_in_the_players_language(
    alice, bob, service, django_capture_on_commit_callbacks
):
    phone = service.device("/alice")
    subscribe(alice, phone)
    NotificationSettings.objects.create(user_id=alice.pk, language="nl")
    room = create_room(alice)
    with django_capture_on_commit_callbacks(execute=True):
        assert bob.post(f"/api/rooms/{room['code']}/join", {"seat": 1}).status_code == 200
    [(delivery, message)] = messages(service, phone)
    assert message == {
        "title": "Bob doet mee",
        "body": f"Kamer {room['code']} (Doublehand)",
        "url": f"/r/{room['code']}",
        "tag": "joined",
        "badge": 0,
    }
    assert delivery.headers["urgency"] == "normal"
    assert int(delivery.headers["ttl"]) == 24 * 3600


def test_a_kind_turned_off_is_not_sent(alice, bob, service, django_capture_on_commit_callbacks):
    phone = service.device("/alice")
    subscribe(alice, phone)
    NotificationSettings.objects.create(user_id=alice.pk, joined=False)
    room = create_room(alice)
    with django_capture_on_commit_callbacks(execute=True):
        bob.post(f"/api/rooms/{room['code']}/join", {"seat": 1})
    assert service.received == []


@pytest.mark.parametrize("status", [404, 410])
def test_a_subscription_the_push_service_says_is_gone_is_forgotten(
    alice, bob, service, status, django_capture_on_commit_callbacks
):
    gone, kept = service.device("/gone"), service.device("/kept")
    subscribe(alice, gone)
    subscribe(alice, kept)
    service.answers["/gone"] = status
    room = create_room(alice)
    with django_capture_on_commit_callbacks(execute=True):
        bob.post(f"/api/rooms/{room['code']}/join", {"seat": 1})
    assert {service.url(d.path) for d in service.received} == {gone.endpoint, kept.endpoint}
    assert list(PushSubscription.objects.values_list("endpoint", flat=True)) == [kept.endpoint]


def test_a_subscription_is_kept_when_the_push_service_fails_for_a_while(
    alice, bob, service, django_capture_on_commit_callbacks
):
    phone = service.device("/busy")
    subscribe(alice, phone)
    service.answers["/busy"] = 503
    room = create_room(alice)
    with django_capture_on_commit_callbacks(execute=True):
        bob.post(f"/api/rooms/{room['code']}/join", {"seat": 1})
    assert len(service.received) == 1
    assert PushSubscription.objects.filter(endpoint=phone.endpoint).exists()


def test_nothing_is_sent_without_a_vapid_key(alice, bob, settings, held, django_capture_on_commit_callbacks):
    settings.VAPID_PRIVATE_KEY = ""
    room = create_room(alice)
    with django_capture_on_commit_callbacks(execute=True):
        bob.post(f"/api/rooms/{room['code']}/join", {"seat": 1})
    assert held == []  # the join was heard, but no notice was sent for it


# Quiet hours, in the player's time zone.


def quiet(start, end, zone="Asia/Kolkata"):
    return NotificationSettings(quiet_start=start, quiet_end=end, time_zone=zone)


def test_quiet_hours_over_midnight_hold_a_notice_until_they_end():
    prefs = quiet(time(22), time(7))
    # 23:30 in Kolkata is 18:00 UTC; quiet hours end at 07:00 there, 01:30 UTC the next day.
    now = datetime(2026, 3, 1, 18, 0, tzinfo=UTC)
    assert push.held_until(prefs, now) == datetime(2026, 3, 2, 1, 30, tzinfo=UTC)
    # 07:00 there: over.
    assert push.held_until(prefs, datetime(2026, 3, 2, 1, 30, tzinfo=UTC)) is None
    # 21:59 there: not yet.
    assert push.held_until(prefs, datetime(2026, 3, 1, 16, 29, tzinfo=UTC)) is None


def test_quiet_hours_within_a_day_and_none_at_all():
    prefs = quiet(time(13), time(15), zone="Europe/Amsterdam")
    assert push.held_until(prefs, datetime(2026, 7, 1, 11, 30, tzinfo=UTC)) == datetime(2026, 7, 1, 13, 0, tzinfo=UTC)
    assert push.held_until(quiet(None, None), datetime(2026, 7, 1, 11, 30, tzinfo=UTC)) is None


def test_a_turn_that_would_time_out_during_quiet_hours_is_announced_at_once():
    prefs = quiet(time(22), time(7))
    now = datetime(2026, 3, 1, 18, 0, tzinfo=UTC)
    assert push.held_until(prefs, now, deadline=now + timedelta(hours=1)) is None
    assert push.held_until(prefs, now, deadline=now + timedelta(hours=12)) == datetime(2026, 3, 2, 1, 30, tzinfo=UTC)


def test_a_notice_during_quiet_hours_is_sent_again_when_they_end(
    alice, bob, service, held, django_capture_on_commit_callbacks
):
    phone = service.device("/alice")
    subscribe(alice, phone)
    NotificationSettings.objects.create(
        user_id=alice.pk, quiet_start=time(22), quiet_end=time(7), time_zone="Asia/Kolkata"
    )
    room = create_room(alice)
    with time_machine.travel(datetime(2026, 3, 1, 18, 0, tzinfo=UTC), tick=False):
        notice = {
            "kind": "joined",
            "url": f"/r/{room['code']}",
            "game": "doublehand",
            "room": room["code"],
            "name": "Bob",
        }
        assert push.deliver(alice.pk, notice) == 0
    assert service.received == []
    # Looked at again in steps (a broker may deliver a task due hours later twice), held again while it is quiet.
    assert held == [(alice.pk, notice, push.HOLD_STEP_SECONDS)]
    with time_machine.travel(datetime(2026, 3, 2, 1, 0, tzinfo=UTC), tick=False):
        assert push.deliver(alice.pk, notice) == 0
    assert held[-1] == (alice.pk, notice, 30 * 60)
    with time_machine.travel(datetime(2026, 3, 2, 1, 30, tzinfo=UTC), tick=False):
        assert push.deliver(alice.pk, notice) == 1
    assert len(service.received) == 1


# Reminders: 80 % into a turn of an hour or more, once.


def test_a_long_turn_is_reminded_once_at_eighty_percent(alice, bob, service, django_capture_on_commit_callbacks):
    subscribe(alice, service.device("/alice"))
    subscribe(bob, service.device("/bob"))
    match_id = started_match(alice, bob, turn_seconds=4 * 3600)
    match = to_person(match_id, django_capture_on_commit_callbacks)
    started = match.turn_started_at
    with (
        time_machine.travel(started + timedelta(hours=3.19), tick=False),
        django_capture_on_commit_callbacks(execute=True),
    ):
        assert reminders.remind() == []
    with (
        time_machine.travel(started + timedelta(hours=3.21), tick=False),
        django_capture_on_commit_callbacks(execute=True),
    ):
        assert reminders.remind() == [match_id]
        assert reminders.remind() == []
    assert TurnReminder.objects.filter(match=match, turn_started_at=started).count() == 1
    sent = [d for d in service.received if d.headers.get("urgency") == "high" and int(d.headers["ttl"]) < 3600]
    assert len(sent) == 1
    assert 2800 <= int(sent[0].headers["ttl"]) <= 2900


def test_a_turn_shorter_than_an_hour_is_not_reminded(alice, bob, django_capture_on_commit_callbacks, vapid):
    match_id = started_match(alice, bob, turn_seconds=900)
    match = to_person(match_id, django_capture_on_commit_callbacks)
    assert reminders.remind(match.turn_started_at + timedelta(seconds=899)) == []


def test_a_reminder_for_a_turn_already_played_is_dropped(alice, bob, service, django_capture_on_commit_callbacks):
    subscribe(alice, service.device("/alice"))
    subscribe(bob, service.device("/bob"))
    match_id = started_match(alice, bob, turn_seconds=3600)
    match = to_person(match_id, django_capture_on_commit_callbacks)
    notice = {
        "kind": "reminder",
        "url": "/m/x",
        "match": match_id,
        "seat": match.to_act,
        "turn": (match.turn_started_at - timedelta(seconds=1)).isoformat(),
        "game": "doublehand",
        "room": "X",
    }
    user = Seat.objects.get(room=match.room, index=match.to_act).user_id
    assert user is not None
    assert push.deliver(user, notice) == 0


# Fast turns: no notice while the player has the table open.


def test_a_fast_turn_is_not_pushed_to_a_player_at_the_table(alice, bob, service, django_capture_on_commit_callbacks):
    subscribe(alice, service.device("/alice"))
    subscribe(bob, service.device("/bob"))
    match_id = started_match(alice, bob, turn_seconds=60)
    match = to_person(match_id, django_capture_on_commit_callbacks)
    player = alice if match.to_act == 0 else bob
    notice = {
        "kind": "your_turn",
        "url": f"/m/{match_id}",
        "match": match_id,
        "seat": match.to_act,
        "turn": match.turn_started_at.isoformat(),
        "game": "doublehand",
        "room": match.room.code,
    }
    state(player, match_id)  # the table is open
    assert push.deliver(player.pk, notice) == 0
    cache.delete(presence.at_table_key(match.pk, player.pk))  # the player left the table
    assert push.deliver(player.pk, notice) == 1


def test_a_player_replaced_after_timeouts_and_the_match_result_are_told(
    alice, service, django_capture_on_commit_callbacks
):
    phone = service.device("/alice")
    subscribe(alice, phone)
    match_id = started_match(alice, turn_seconds=30)
    for _ in range(2):
        match = to_person(match_id, django_capture_on_commit_callbacks)
        now = match.turn_deadline + timedelta(seconds=1)
        with time_machine.travel(now), django_capture_on_commit_callbacks(execute=True):
            sweep(now)
    titles = [message["title"] for _, message in messages(service, phone)]
    assert "The computer plays for you" in titles
    with django_capture_on_commit_callbacks(execute=True):
        run_computer_turns(match_id)
    last = messages(service, phone)[-1][1]
    assert last["title"] in {"Match over: you won", "Match over: you lost"}
    assert last["url"] == f"/m/{match_id}"


def test_texts_exist_in_every_language_for_every_kind():
    from community.notices import LANGUAGES, text

    for language in LANGUAGES:
        for kind in Kind:
            title, body = text(
                language, kind, game="G", room="R", ask="bid", name="N", result="won", circle="C", count="3", games="G"
            )
            assert title and body


def test_an_unreachable_push_service_neither_fails_the_others_nor_drops_the_subscription(alice, service):
    unreachable = PushSubscription.objects.create(
        user_id=alice.pk, endpoint="http://127.0.0.1:9/push", **keys_of(service.device("/x"))
    )
    reachable = service.device("/alice")
    PushSubscription.objects.create(user_id=alice.pk, endpoint=reachable.endpoint, **keys_of(reachable))
    notice = {"kind": "joined", "url": "/r/ABCD", "game": "doublehand", "room": "ABCD", "name": "Bob"}
    assert push.deliver(alice.pk, notice) == 1
    assert PushSubscription.objects.filter(pk=unreachable.pk).exists()
    assert messages(service, reachable)[0][1]["title"] == "Bob joined"


def keys_of(device):
    return device.subscription()["keys"]


def test_a_subscription_kept_at_a_host_no_longer_allowed_is_not_sent_to(alice, service, settings):
    # Given a device kept before the allowed push services were narrowed
    device = service.device("/alice")
    subscribe(alice, device)
    settings.WEB_PUSH_ENDPOINT_HOSTS = ["fcm.googleapis.com"]
    notice = {"kind": "joined", "url": "/r/ABCD", "game": "doublehand", "room": "ABCD", "name": "Bob"}
    # Then the workers send it nothing, and keep it (the setting may be widened again)
    assert push.deliver(alice.pk, notice) == 0
    assert service.received == []
    assert PushSubscription.objects.filter(endpoint=device.endpoint).exists()
