"""Playing again with the same people, and stepping through a finished deal with every hand shown."""

from __future__ import annotations

import pytest

from games.services.matches import run_computer_turns
from tests.api.helpers import act, create_room, finish, started_match, state

pytestmark = pytest.mark.django_db


def test_a_rematch_seats_the_same_people_and_starts_at_once(alice, bob, charlie):
    match_id = started_match(alice, bob)
    code = state(alice, match_id)["room"]
    early = bob.post(f"/api/rooms/{code}/rematch")
    assert early.status_code == 409
    assert early.json()["code"] == "match_not_over"
    players = {0: alice, 1: bob}
    while True:
        run_computer_turns(match_id)
        body = state(alice, match_id)
        if body["status"] == "finished":
            break
        mover = players[body["to_act"]]
        mine = state(mover, match_id)
        act(mover, match_id, mine["legal"][0], mine["seq"])
    assert charlie.post(f"/api/rooms/{code}/rematch").status_code == 403
    again = bob.post(f"/api/rooms/{code}/rematch")
    assert again.status_code == 201
    room = again.json()
    assert room["code"] != code
    assert room["status"] == "playing"
    assert room["match_id"] not in (None, match_id)
    assert [seat["user_id"] for seat in room["seats"]][:2] == [alice.id, bob.id]
    assert [seat["bot_level"] for seat in room["seats"]][2:] == ["basic", "basic"]
    # Asked again (by the other player), the same room comes back.
    assert alice.post(f"/api/rooms/{code}/rematch").json()["code"] == room["code"]
    assert alice.get(f"/api/rooms/{code}").json()["next_room"] == room["code"]


def test_the_replay_of_a_finished_deal_shows_every_hand_at_every_step(alice, bob):
    match_id = started_match(alice)
    running = alice.get(f"/api/matches/{match_id}/replay?deal=0")
    assert running.status_code == 403
    finish(alice, match_id)
    replay = alice.get(f"/api/matches/{match_id}/replay?deal=0").json()
    assert replay["deal"] == 0
    assert replay["deals"] >= 1
    frames = replay["frames"]
    assert frames[0]["action"] is None
    assert sum(len(hand) for hand in frames[0]["view"]["hands"]) == 52
    record = alice.get(f"/api/matches/{match_id}/record").json()
    assert [frame["action"] for frame in frames[1:]] == record["deals"][0]["actions"]
    assert alice.get(f"/api/matches/{match_id}/replay?deal=9999").status_code == 404
    assert alice.get(f"/api/matches/{match_id}/replay?deal=x").status_code == 400
    assert bob.get(f"/api/matches/{match_id}/replay?deal=0").status_code == 404


def test_a_room_that_never_started_cannot_be_rematched(alice):
    room = create_room(alice)
    assert alice.post(f"/api/rooms/{room['code']}/rematch").json()["code"] == "match_not_over"
