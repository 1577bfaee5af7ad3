"""Odd input and abuse: every one a clear 4xx, never a 500, a leak, or a way around a limit."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, transaction

from accounts.models import User
from config.api.throttling import ScopedThrottle
from games.models import Match
from games.services.matches import load_state, run_computer_turns
from tests.api.helpers import act, create_room, started_match, state
from tests.schema_check import CheckedClient

pytestmark = pytest.mark.django_db


def test_json_nested_too_deeply_is_malformed_json(alice):
    body = "[" * 5000 + "]" * 5000
    response = CheckedClient().post("/api/guests", body, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["code"] == "malformed_json"


def test_the_format_query_parameter_changes_nothing(alice):
    response = alice.get("/api/me/matches?format=csv")
    assert response.status_code == 200
    assert response.json()["count"] == 0


@pytest.mark.parametrize("after", ["²", "①", "9" * 5000, "-1", "1e3", ""])
def test_odd_sequence_numbers_are_a_400(alice, after):
    match_id = started_match(alice)
    for path in (f"/api/matches/{match_id}/events?after={after}", f"/api/matches/{match_id}/replay?deal={after}"):
        response = alice.get(path)
        assert response.status_code == 400, path


@pytest.mark.parametrize("game", ["\x00", "Doublehand", "x" * 50, "double hand"])
def test_an_odd_game_filter_is_a_400(alice, game):
    assert alice.client.get("/api/me/matches", {"game": game}).status_code == 400


@pytest.mark.parametrize("key", ["a b", "é", "x" * 101, "\x01"])
def test_an_odd_idempotency_key_is_a_400(alice, key):
    match_id = started_match(alice)
    response = alice.post(f"/api/matches/{match_id}/actions", {"action": {"type": "pass"}}, HTTP_IDEMPOTENCY_KEY=key)
    assert response.status_code == 400
    assert response.json()["code"] == "bad_idempotency_key"


def test_a_username_too_long_is_a_400(alice):
    response = alice.post("/api/me/credentials", {"username": "b" * 151, "password": "correct horse battery"})
    assert response.status_code == 400
    assert response.json()["code"] == "bad_username"


def test_usernames_are_unique_in_any_case_in_the_database_itself():
    User.objects.create_user(username="zed")
    with pytest.raises(IntegrityError), transaction.atomic():
        User.objects.create_user(username="ZED")


def test_a_banned_creator_can_no_longer_manage_seats_nor_rename(alice):
    room = create_room(alice)
    alice.post(f"/api/rooms/{room['code']}/bots", {"seat": 2})
    User.objects.filter(pk=alice.pk).update(is_banned=True)
    assert alice.post(f"/api/rooms/{room['code']}/move", {"from_seat": 0, "to_seat": 3}).status_code == 403
    assert alice.client.delete(f"/api/rooms/{room['code']}/bots/2").status_code == 403
    assert alice.client.patch("/api/me", {"display_name": "Eve"}, format="json").status_code == 403


def test_every_room_route_counts_wrong_codes(alice, settings):
    settings.WRONG_CODE_LIMIT = 3
    room = create_room(alice)
    for path in ("leave", "start", "rematch"):
        assert alice.post(f"/api/rooms/ZZZZZ{path[0].upper()}/{path}").status_code == 404
    assert alice.post(f"/api/rooms/{room['code']}/start").status_code == 429


def test_a_forged_forwarded_for_header_does_not_escape_rate_limits(monkeypatch):
    monkeypatch.setattr(ScopedThrottle, "THROTTLE_RATES", {**ScopedThrottle.THROTTLE_RATES, "guests": "2/hour"})
    client = CheckedClient()
    codes = [
        client.post(
            "/api/guests", {"display_name": "Spam"}, format="json", HTTP_X_FORWARDED_FOR=f"10.0.0.{n}"
        ).status_code
        for n in range(3)
    ]
    assert codes == [201, 201, 429]


def test_an_outsiders_refused_action_leaves_nothing_behind(alice, charlie):
    match_id = started_match(alice)
    response = charlie.post(f"/api/matches/{match_id}/actions", {"action": {"type": "pass"}}, HTTP_IDEMPOTENCY_KEY="k")
    assert response.status_code == 404
    from games.models import IdempotencyRecord

    assert not IdempotencyRecord.objects.exists()


class TestEtags:
    def test_a_rename_changes_the_etag_though_no_event_was_added(self, alice, bob):
        match_id = started_match(alice, bob)
        etag = alice.get(f"/api/matches/{match_id}").headers["ETag"]
        assert alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=etag).status_code == 304
        bob.client.patch("/api/me", {"display_name": "Robert"}, format="json")
        assert alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=etag).status_code == 200

    def test_weak_and_star_tags_count(self, alice):
        match_id = started_match(alice)
        etag = alice.get(f"/api/matches/{match_id}").headers["ETag"]
        assert alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=f"W/{etag}").status_code == 304
        assert alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH="*").status_code == 304


def test_a_match_row_read_before_new_events_replays_to_its_own_moment(alice, bob):
    match_id = started_match(alice, bob)
    run_computer_turns(match_id)
    old = Match.objects.get(public_id=match_id)
    before = load_state(old)
    body = state(alice, match_id)
    mover = {0: alice, 1: bob}[body["to_act"]]
    act(mover, match_id, state(mover, match_id)["legal"][0], body["seq"])
    # `old` is the row as read before the action: its replay must not mix in the newer events.
    assert load_state(old) == before
