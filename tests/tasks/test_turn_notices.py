"""Reminders at each player's share of a turn, and the daily digest that stands for a player's turn notices."""

from __future__ import annotations

from datetime import UTC, datetime, time, timedelta

import pytest
import time_machine

from community.models import DigestSent, NotificationSettings
from community.services import digests, push, reminders
from config.vapid import new_key_pair
from games.models import Match, Seat, TurnReminder
from tests.api.helpers import started_match
from tests.push_receiver import PushService
from tests.tasks.test_push import messages, subscribe, to_person

pytestmark = pytest.mark.django_db


@pytest.fixture
def service(settings):
    settings.VAPID_PUBLIC_KEY, settings.VAPID_PRIVATE_KEY = new_key_pair()
    settings.VAPID_SUBJECT = "mailto:push@example.org"
    settings.PUSH_ALLOW_HTTP_ENDPOINTS = True  # the local push service
    settings.WEB_PUSH_ENDPOINT_HOSTS = ["127.0.0.1"]
    service = PushService()
    yield service
    service.close()


def prefer(player, **values):
    NotificationSettings.objects.update_or_create(user_id=player.pk, defaults=values)


def player_to_act(match, *players):
    user_id = Seat.objects.get(room=match.room, index=match.to_act).user_id
    return next(player for player in players if player.pk == user_id)


# Reminders at the player's share.


def long_turn(alice, bob, callbacks, hours=12):
    match_id = started_match(alice, bob, turn_seconds=hours * 3600)
    return match_id, to_person(match_id, callbacks)


def reminded_at(match, hours, callbacks):
    with time_machine.travel(match.turn_started_at + timedelta(hours=hours), tick=False), callbacks(execute=True):
        return reminders.remind()


def test_a_turn_is_reminded_at_the_share_its_player_chose_once(alice, bob, service, django_capture_on_commit_callbacks):
    alices_phone, bobs_phone = service.device("/alice"), service.device("/bob")
    subscribe(alice, alices_phone)
    subscribe(bob, bobs_phone)
    match_id, match = long_turn(alice, bob, django_capture_on_commit_callbacks)
    player = player_to_act(match, alice, bob)
    prefer(player, reminder_percent=30)
    phone = alices_phone if player is alice else bobs_phone
    before = len(messages(service, phone))

    assert reminded_at(match, 3.59, django_capture_on_commit_callbacks) == []  # 30 % of 12 hours: 3.6
    assert reminded_at(match, 3.61, django_capture_on_commit_callbacks) == [match_id]
    assert reminded_at(match, 3.7, django_capture_on_commit_callbacks) == []
    assert reminded_at(match, 11, django_capture_on_commit_callbacks) == []
    assert TurnReminder.objects.filter(match=match).count() == 1
    [(_, message)] = messages(service, phone)[before:]
    assert message["title"] == "Your turn is running out"
    assert message["badge"] == 1


def test_a_player_with_no_settings_is_reminded_at_eighty_percent(alice, bob, django_capture_on_commit_callbacks):
    match_id, match = long_turn(alice, bob, django_capture_on_commit_callbacks)
    assert not NotificationSettings.objects.exists()
    assert reminded_at(match, 9.59, django_capture_on_commit_callbacks) == []  # 80 % of 12 hours: 9.6
    assert reminded_at(match, 9.61, django_capture_on_commit_callbacks) == [match_id]


def test_a_turn_without_a_deadline_is_never_reminded(alice, bob, django_capture_on_commit_callbacks):
    _, match = long_turn(alice, bob, django_capture_on_commit_callbacks)
    Match.objects.filter(pk=match.pk).update(turn_deadline=None)  # its player is on holiday
    assert reminded_at(match, 11.5, django_capture_on_commit_callbacks) == []
    assert reminded_at(match, 100, django_capture_on_commit_callbacks) == []


def test_a_turn_given_more_time_is_reminded_on_its_own_length(alice, bob, django_capture_on_commit_callbacks):
    match_id, match = long_turn(alice, bob, django_capture_on_commit_callbacks, hours=4)
    assert match.turn_started_at is not None
    Match.objects.filter(pk=match.pk).update(turn_deadline=match.turn_started_at + timedelta(hours=10))
    assert reminded_at(match, 3.3, django_capture_on_commit_callbacks) == []  # 80 % of the room's four hours
    assert reminded_at(match, 8.01, django_capture_on_commit_callbacks) == [match_id]


# The daily digest.

# 08:00 in Kolkata (UTC+05:30) is 02:30 UTC.
DAY = datetime(2027, 1, 10, tzinfo=UTC)


def at(hour, minute=0, days=0):
    return DAY + timedelta(days=days, hours=hour, minutes=minute)


def digests_at(moment, callbacks):
    with time_machine.travel(moment, tick=False), callbacks(execute=True):
        return digests.send_digests()


@pytest.fixture
def waiting_alice(alice, service, django_capture_on_commit_callbacks):
    """Alice, with a digest at 08:00 in Kolkata, and two matches against the computer waiting for her move."""
    phone = service.device("/alice")
    subscribe(alice, phone)
    prefer(alice, digest_hour=8, time_zone="Asia/Kolkata")
    for _ in range(2):
        match_id = started_match(alice, turn_seconds=24 * 3600)
        assert to_person(match_id, django_capture_on_commit_callbacks).to_act == 0
    return phone


def test_the_digest_comes_once_at_the_players_hour_in_their_zone(
    alice, service, waiting_alice, django_capture_on_commit_callbacks
):
    callbacks = django_capture_on_commit_callbacks
    assert digests_at(at(2, 29), callbacks) == []  # 07:59 there
    assert digests_at(at(2, 31), callbacks) == [alice.pk]
    assert digests_at(at(2, 35), callbacks) == []
    assert digests_at(at(9), callbacks) == []
    [(delivery, message)] = messages(service, waiting_alice)
    assert message == {
        "title": "Your turn in 2 matches",
        "body": "Doublehand",
        "url": "/",
        "tag": "digest",
        "badge": 2,
    }
    assert delivery.headers["urgency"] == "normal"
    # The next day, the next digest.
    assert digests_at(at(2, 31, days=1), callbacks) == [alice.pk]
    assert DigestSent.objects.filter(user_id=alice.pk).count() == 2
    # A marker decides only the day it names: the task keeps those of the last days and deletes older ones.
    assert digests_at(at(2, 31, days=3), callbacks) == [alice.pk]
    assert digests_at(at(2, 31, days=4), callbacks) == [alice.pk]
    kept = sorted(DigestSent.objects.filter(user_id=alice.pk).values_list("day", flat=True))
    assert [(day - DAY.date()).days for day in kept] == [1, 3, 4]


def test_the_digest_is_in_the_players_language(alice, service, waiting_alice, django_capture_on_commit_callbacks):
    prefer(alice, language="hi")
    assert digests_at(at(3), django_capture_on_commit_callbacks) == [alice.pk]
    [(_, message)] = messages(service, waiting_alice)
    assert message["title"] == "2 मैचों में आपकी बारी"
    prefer(alice, language="nl")
    Match.objects.filter(room__seats__user_id=alice.pk).order_by("pk").first().delete()
    assert digests_at(at(3, days=1), django_capture_on_commit_callbacks) == [alice.pk]
    assert messages(service, waiting_alice)[-1][1]["title"] == "Jouw beurt in 1 partij"


def test_no_digest_when_no_match_waits(charlie, service, django_capture_on_commit_callbacks):
    subscribe(charlie, service.device("/charlie"))
    prefer(charlie, digest_hour=8, time_zone="Asia/Kolkata")
    assert digests_at(at(3), django_capture_on_commit_callbacks) == []
    assert service.received == []


def test_a_digest_hour_in_quiet_hours_waits_for_their_end(
    alice, service, waiting_alice, django_capture_on_commit_callbacks
):
    prefer(alice, digest_hour=6, quiet_start=time(22), quiet_end=time(7))
    assert digests_at(at(0, 45), django_capture_on_commit_callbacks) == []  # 06:15 there: quiet
    assert digests_at(at(1, 25), django_capture_on_commit_callbacks) == []
    assert service.received == []
    assert digests_at(at(1, 31), django_capture_on_commit_callbacks) == [alice.pk]  # 07:01 there
    assert len(messages(service, waiting_alice)) == 1


def test_a_digest_turned_on_long_after_its_hour_waits_for_the_next_day(
    alice, service, waiting_alice, django_capture_on_commit_callbacks
):
    assert digests_at(at(10), django_capture_on_commit_callbacks) == []  # 15:30 there
    assert service.received == []
    assert digests_at(at(2, 31, days=1), django_capture_on_commit_callbacks) == [alice.pk]


def test_a_digest_player_gets_no_notice_per_turn(alice, bob, service, django_capture_on_commit_callbacks):
    alices_phone, bobs_phone = service.device("/alice"), service.device("/bob")
    subscribe(alice, alices_phone)
    subscribe(bob, bobs_phone)
    prefer(alice, digest_hour=8)
    prefer(bob, digest_hour=8)
    match_id = started_match(alice, bob, turn_seconds=12 * 3600)
    match = to_person(match_id, django_capture_on_commit_callbacks)
    assert reminded_at(match, 11, django_capture_on_commit_callbacks) == [match_id]  # marked, but not sent
    assert service.received == []
    prefer(bob, digest_hour=None)
    prefer(alice, digest_hour=None)
    notice = {
        "kind": "your_turn",
        "url": f"/m/{match_id}",
        "match": match_id,
        "seat": match.to_act,
        "turn": match.turn_started_at.isoformat(),
        "game": "doublehand",
        "room": match.room.code,
    }
    assert push.deliver(player_to_act(match, alice, bob).pk, notice) == 1  # without a digest, it is sent


def take_holiday(player, moment, callbacks, days=2):
    with time_machine.travel(moment, tick=False), callbacks(execute=True):
        answer = player.post("/api/me/holidays", {"days": days})
    assert answer.status_code == 201, answer.content
    return answer.json()


def test_the_digest_names_the_players_on_holiday(
    alice, bob, service, waiting_alice, django_capture_on_commit_callbacks
):
    match_id = started_match(alice, bob, turn_seconds=24 * 3600)
    match = to_person(match_id, django_capture_on_commit_callbacks)
    Match.objects.filter(pk=match.pk).update(to_act=0, computer_turn=False)  # Alice's seat, whoever the deal chose
    take_holiday(bob, at(2), django_capture_on_commit_callbacks)
    prefer(alice, language="nl")
    assert digests_at(at(3), django_capture_on_commit_callbacks) == [alice.pk]
    [(_, message)] = messages(service, waiting_alice)
    assert message["title"] == "Jouw beurt in 3 partijen"
    assert message["body"] == "Doublehand Bob is op vakantie."


def test_a_player_on_holiday_gets_no_digest_and_no_turn_notice_until_it_ends(
    alice, bob, service, django_capture_on_commit_callbacks
):
    callbacks = django_capture_on_commit_callbacks
    alices_phone, bobs_phone = service.device("/alice"), service.device("/bob")
    subscribe(alice, alices_phone)
    subscribe(bob, bobs_phone)
    match_id = started_match(alice, bob, turn_seconds=24 * 3600)
    match = to_person(match_id, callbacks)
    player = player_to_act(match, alice, bob)
    phone = alices_phone if player is alice else bobs_phone
    holiday = take_holiday(player, at(0), callbacks)
    before = len(messages(service, phone))
    prefer(player, digest_hour=8, time_zone="Asia/Kolkata")
    assert digests_at(at(3), callbacks) == []  # the digest hour came during the holiday
    prefer(player, digest_hour=None)
    match.refresh_from_db()
    notice = {
        "kind": "your_turn",
        "url": f"/m/{match_id}",
        "match": match_id,
        "seat": match.to_act,
        "turn": match.turn_started_at.isoformat(),
        "game": "doublehand",
        "room": match.room.code,
    }
    with time_machine.travel(at(4), tick=False):
        assert push.deliver(player.pk, notice) == 0
    assert len(messages(service, phone)) == before
    # Ended early: the turn's clock runs again, and its player is told it is their turn.
    with time_machine.travel(at(5), tick=False), callbacks(execute=True):
        assert player.post(f"/api/me/holidays/{holiday['id']}/end").status_code == 200
    [(_, told)] = messages(service, phone)[before:]
    assert told["title"].startswith("Your turn")
