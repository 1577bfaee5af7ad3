"""Playing again with the same people, and stepping through a finished deal with every hand shown."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from accounts.models import User
from games.services.matches import run_computer_turns
from tests.api.helpers import act, create_room, finish, started_match, state

# Whole matches played through the API: the statements of a move, hundreds of times, that the tests of actions,
# polls and locks run on PostgreSQL too.
pytestmark = [pytest.mark.django_db, pytest.mark.any_database]

QUICK_GAME = "allfours"
"""A rematch is the same in every game: these play All Fours, whose match takes a sixth of Doublehand's moves."""


def test_a_rematch_seats_the_same_people_and_starts_at_once(alice, bob, charlie):
    match_id = started_match(alice, bob, game=QUICK_GAME)
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


def played_out(match_id: str, players: dict) -> str:
    """The match played to its end by its people and computer players; its room's code."""
    while True:
        run_computer_turns(match_id)
        body = state(players[0], match_id)
        if body["status"] == "finished":
            return str(body["room"])
        mover = players[body["to_act"]]
        mine = state(mover, match_id)
        act(mover, match_id, mine["legal"][0], mine["seq"])


def test_a_rematch_leaves_a_banned_players_seat_free_and_waits_in_the_lobby(alice, bob, charlie):
    code = played_out(started_match(alice, bob, charlie, game=QUICK_GAME), {0: alice, 1: bob, 2: charlie})
    User.objects.filter(pk=bob.pk).update(is_banned=True, banned_until=timezone.now() + timedelta(days=1))
    again = charlie.post(f"/api/rooms/{code}/rematch")
    assert again.status_code == 201
    room = again.json()
    # Bob is not brought along: his seat is free, so the match waits for the creator to start it.
    assert [seat["user_id"] for seat in room["seats"]] == [alice.id, None, charlie.id, None]
    assert [seat["bot_level"] for seat in room["seats"]] == [None, None, None, "basic"]
    assert (room["status"], room["match_id"], room["creator_id"]) == ("open", None, alice.id)
    assert bob.post(f"/api/rooms/{room['code']}/join").json()["code"] == "banned"
    started = alice.post(f"/api/rooms/{room['code']}/start")
    assert started.status_code == 201
    seats = alice.get(f"/api/matches/{started.json()['match_id']}").json()["seats"]
    assert [seat["user_id"] for seat in seats] == [alice.id, None, charlie.id, None]
    assert seats[1]["bot_level"] == "basic"  # the room fills empty seats with computer players


def test_a_rematch_of_a_banned_creators_room_is_made_by_the_player_who_asks(alice, bob):
    code = played_out(started_match(bob, alice, game=QUICK_GAME), {0: bob, 1: alice})
    User.objects.filter(pk=bob.pk).update(is_banned=True)
    room = alice.post(f"/api/rooms/{code}/rematch").json()
    assert room["creator_id"] == alice.id
    assert [seat["user_id"] for seat in room["seats"]][:2] == [None, alice.id]
    assert alice.post(f"/api/rooms/{room['code']}/start").status_code == 201
