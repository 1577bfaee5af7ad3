"""A circle's matches: seats offered to members (told by push), answered or given to computers, and listed.

The circle lists its live and finished matches to its members only.
"""

from __future__ import annotations

import pytest

from circles.models import CircleRoom, SeatOffer
from community.models import NotificationSettings
from config.vapid import new_key_pair
from games.models import Match, Room, Seat
from tests.api.helpers import finish
from tests.circles.helpers import circle_with, error_code, invite, join
from tests.conftest import make_player
from tests.push_receiver import PushService
from tests.tasks.test_push import messages, subscribe

pytestmark = pytest.mark.django_db


@pytest.fixture
def push_service(settings):
    """A push service on this machine, and the server's keys to send to it (as tests/tasks/test_push.py has)."""
    settings.VAPID_PUBLIC_KEY, settings.VAPID_PRIVATE_KEY = new_key_pair()
    settings.VAPID_SUBJECT = "mailto:push@example.org"
    settings.PUSH_ALLOW_HTTP_ENDPOINTS = True
    settings.WEB_PUSH_ENDPOINT_HOSTS = ["127.0.0.1"]
    service = PushService()
    yield service
    service.close()


def new_match(player, circle_id, seats, game="doublehand", **fields):
    return player.post(f"/api/circles/{circle_id}/matches", {"game": game, "seats": seats, **fields})


def offers(player):
    response = player.get("/api/me/seat-offers")
    assert response.status_code == 200, response.content
    return response.json()


def listed(player, circle_id, state="live"):
    response = player.get(f"/api/circles/{circle_id}/matches?state={state}")
    assert response.status_code == 200, response.content
    return response.json()


def test_a_new_match_offers_seats_to_members_and_tells_them_by_push(
    alice, bob, charlie, push_service, django_capture_on_commit_callbacks
):
    service = push_service
    phone = service.device("/bob")
    subscribe(bob, phone)
    NotificationSettings.objects.update_or_create(user_id=bob.pk, defaults={"language": "nl"})
    circle_id = circle_with(alice, bob, charlie)
    with django_capture_on_commit_callbacks(execute=True):
        response = new_match(alice, circle_id, [alice.id, bob.id, None, charlie.id], turn_seconds=3600)
    assert response.status_code == 201, response.content
    body = response.json()
    [(_, message)] = messages(service, phone)
    assert message == {
        "title": "Alice houdt een plaats voor je vrij",
        "body": "Doublehand in Sharma family: neem aan of sla af",
        "url": f"/c/{circle_id}",
        "tag": f"offer-{body['room_code']}",
        "badge": 0,
    }
    assert [(each["seat"], each["player"]["id"], each["answer"]) for each in body["offers"]] == [
        (1, bob.id, "pending"),
        (3, charlie.id, "pending"),
    ]
    room = Room.objects.get(code=body["room_code"])
    assert CircleRoom.objects.get(room=room).circle.public_id == circle_id
    assert [(seat.user_id is not None, seat.bot_level) for seat in room.seats.order_by("index")] == [
        (True, ""),
        (False, ""),
        (False, "basic"),
        (False, ""),
    ]
    [offer] = offers(bob)
    assert offer["circle"] == {"id": circle_id, "name": "Sharma family"}
    assert (offer["room_code"], offer["game"], offer["seat"], offer["from"]["id"]) == (
        body["room_code"],
        "doublehand",
        1,
        alice.id,
    )


def test_the_match_starts_once_every_offer_is_answered_and_declined_seats_take_computers(alice, bob, charlie):
    circle_id = circle_with(alice, bob, charlie)
    room_code = new_match(alice, circle_id, [None, bob.id, charlie.id, None]).json()["room_code"]
    [bobs] = offers(bob)
    accepted = bob.post(f"/api/seat-offers/{bobs['id']}/accept")
    assert accepted.status_code == 200, accepted.content
    assert accepted.json() == {"id": bobs["id"], "room_code": room_code, "answer": "accepted"}
    assert not Match.objects.exists()
    assert listed(alice, circle_id)["count"] == 0
    [charlies] = offers(charlie)
    assert charlie.post(f"/api/seat-offers/{charlies['id']}/decline").json()["answer"] == "declined"
    match = Match.objects.get(room__code=room_code)
    seats = list(Seat.objects.filter(room=match.room).order_by("index"))
    assert [seat.user.display_name if seat.user else seat.bot_level for seat in seats] == [
        "Alice",
        "Bob",
        "basic",
        "basic",
    ]
    assert offers(bob) == [] and offers(charlie) == []
    # Answered once, an offer cannot be answered again.
    again = bob.post(f"/api/seat-offers/{bobs['id']}/decline")
    assert (again.status_code, error_code(again)) == (409, "seat_answered")
    live = listed(charlie, circle_id)
    assert live["count"] == 1
    [line] = live["results"]
    assert line["id"] == match.public_id and line["room_code"] == room_code and line["game"] == "doublehand"
    assert [(p["seat"], p["name"], p["is_computer"]) for p in line["players"]] == [
        (0, "Alice", False),
        (1, "Bob", False),
        (2, "basic", True),
        (3, "basic", True),
    ]
    assert line["turn"]["seat"] == match.to_act and line["finished_at"] is None and line["winners"] == []
    assert alice.get("/api/circles").json()["results"][0]["live_matches"] == 1


def test_with_no_member_invited_the_match_starts_at_once_and_ends_in_the_finished_list(alice, bob):
    circle_id = circle_with(alice, bob)
    response = new_match(alice, circle_id, [None, None, None], game="pebbles")  # a short game: tests/pebbles.py
    assert response.status_code == 201, response.content
    assert response.json()["offers"] == []
    match = Match.objects.get(room__code=response.json()["room_code"])
    finish(alice, match.public_id)
    assert listed(bob, circle_id)["count"] == 0
    [line] = listed(bob, circle_id, "finished")["results"]
    assert line["id"] == match.public_id and line["turn"] is None and line["finished_at"] is not None
    match.refresh_from_db()
    assert line["winners"] == list(match.winner or [])


def test_a_rematch_of_a_circles_match_is_the_circles_too(alice, bob):
    circle_id = circle_with(alice, bob)
    room_code = new_match(alice, circle_id, [None, None, None], game="pebbles").json()["room_code"]
    finish(alice, Match.objects.get(room__code=room_code).public_id)
    again = alice.post(f"/api/rooms/{room_code}/rematch")
    assert again.status_code == 201, again.content
    assert CircleRoom.objects.get(room__code=again.json()["code"]).circle.public_id == circle_id
    assert [line["room_code"] for line in listed(bob, circle_id)["results"]] == [again.json()["code"]]
    # A room of no circle is played again in no circle.
    from tests.api.helpers import started_match

    other = Match.objects.get(public_id=started_match(alice, game="pebbles"))
    finish(alice, other.public_id)
    assert alice.post(f"/api/rooms/{other.room.code}/rematch").status_code == 201
    assert CircleRoom.objects.count() == 2


def played_by(match_id, people):
    """The match played to its end, each person taking their first legal action and computers theirs."""
    from games.services.matches import run_computer_turns
    from tests.api.helpers import act, state

    while (body := state(people[0], match_id))["status"] != "finished":
        if body["to_act"] in people:
            mine = state(people[body["to_act"]], match_id)
            act(people[body["to_act"]], match_id, mine["legal"][0], mine["seq"])
        run_computer_turns(match_id)


@pytest.mark.parametrize("how", ["left", "banned"])
def test_a_rematch_brings_along_no_one_the_circle_would_now_refuse(alice, bob, charlie, how):
    circle_id = circle_with(alice, bob, charlie)
    room_code = new_match(alice, circle_id, [alice.id, bob.id, charlie.id], game="pebbles").json()["room_code"]
    for person in (bob, charlie):
        [offer] = offers(person)
        assert person.post(f"/api/seat-offers/{offer['id']}/accept").status_code == 200
    match = Match.objects.get(room__code=room_code)
    played_by(match.public_id, {0: alice, 1: bob, 2: charlie})
    if how == "left":
        assert bob.post(f"/api/circles/{circle_id}/leave").status_code == 204
    else:
        assert alice.post(f"/api/circles/{circle_id}/bans", {"player": bob.id, "reason": "rude"}).status_code == 201

    # Bob may no longer ask for one; when Charlie does, Bob's seat is left free and the room waits in its lobby.
    refused = bob.post(f"/api/rooms/{room_code}/rematch")
    expected = (403, "not_a_member") if how == "left" else (403, "banned_from_circle")
    assert (refused.status_code, error_code(refused)) == expected
    again = charlie.post(f"/api/rooms/{room_code}/rematch")
    assert again.status_code == 201, again.content
    room = again.json()
    assert [seat["user_id"] for seat in room["seats"]] == [alice.id, None, charlie.id]
    assert (room["status"], room["match_id"]) == ("open", None)
    assert CircleRoom.objects.get(room__code=room["code"]).circle.public_id == circle_id
    taken = bob.post(f"/api/rooms/{room['code']}/join", {"seat": 1})
    assert (taken.status_code, error_code(taken)) == expected


def test_the_owner_of_the_room_may_start_without_waiting_for_answers(alice, bob):
    circle_id = circle_with(alice, bob)
    room_code = new_match(alice, circle_id, [alice.id, bob.id, None, None]).json()["room_code"]
    assert alice.post(f"/api/rooms/{room_code}/start").status_code == 201
    assert offers(bob) == []
    offer = SeatOffer.objects.get(user__public_id=bob.id)
    late = bob.post(f"/api/seat-offers/{offer.public_id}/accept")
    assert (late.status_code, error_code(late)) == (409, "seat_answered")


def test_bad_seats_and_non_members_are_refused_and_nothing_is_made(alice, bob, charlie):
    circle_id = circle_with(alice, bob)
    for seats, code in (
        ([None, bob.id], "bad_seats"),
        ([bob.id, None, None, None], "bad_seats"),
        ([None, bob.id, bob.id, None], "bad_seats"),
        ([None, alice.id, None, None], "bad_seats"),
        ([None, charlie.id, None, None], "not_a_member"),
        ([None, "not an id", None, None], "not_a_member"),
    ):
        response = new_match(alice, circle_id, seats)
        assert response.status_code == 400, seats
        assert error_code(response) == code
    assert error_code(new_match(alice, circle_id, [None, None, None, None], game="chess")) == "unknown_game"
    assert error_code(new_match(alice, circle_id, [None] * 4, turn_seconds=31)) == "bad_turn_seconds"
    assert error_code(new_match(charlie, circle_id, [None] * 4)) == "circle_not_found"
    assert not Room.objects.exists() and not SeatOffer.objects.exists()


def test_an_offer_is_answered_only_by_its_member(alice, bob, charlie):
    circle_id = circle_with(alice, bob, charlie)
    new_match(alice, circle_id, [None, bob.id, None, None])
    [bobs] = offers(bob)
    for path in (f"/api/seat-offers/{bobs['id']}/accept", "/api/seat-offers/nothing/decline"):
        response = charlie.post(path)
        assert (response.status_code, error_code(response)) == (404, "no_seat_offered")
    assert SeatOffer.objects.get(public_id=bobs["id"]).answer == "pending"


def test_a_removed_member_no_longer_sees_the_circles_new_matches(alice, bob, charlie):
    circle_id = circle_with(alice, bob, charlie)
    new_match(alice, circle_id, [None, bob.id, None, None])
    [bobs] = offers(bob)
    assert alice.client.delete(f"/api/circles/{circle_id}/members/{bob.id}").status_code == 204
    # The seat still offered went to a computer player, and the match began without Bob.
    assert SeatOffer.objects.get(public_id=bobs["id"]).answer == "declined"
    assert offers(bob) == []
    late = bob.post(f"/api/seat-offers/{bobs['id']}/accept")
    assert (late.status_code, error_code(late)) == (409, "seat_answered")
    new_match(alice, circle_id, [None, charlie.id, None, None])
    for state in ("live", "finished"):
        response = bob.get(f"/api/circles/{circle_id}/matches?state={state}")
        assert (response.status_code, error_code(response)) == (404, "circle_not_found")
    assert listed(charlie, circle_id)["count"] == 1


def test_a_member_who_leaves_keeps_their_matches(alice, bob):
    circle_id = circle_with(alice, bob)
    new_match(alice, circle_id, [None, bob.id, None, None])
    [bobs] = offers(bob)
    bob.post(f"/api/seat-offers/{bobs['id']}/accept")
    match = Match.objects.get()
    assert bob.post(f"/api/circles/{circle_id}/leave").status_code == 204
    # The circle is gone from Bob's view; the match he played is still his.
    assert [each["id"] for each in bob.get("/api/me/matches").json()["results"]] == [match.public_id]
    assert bob.get(f"/api/matches/{match.public_id}").status_code == 200


def test_a_member_reports_the_circles_name(alice, bob, charlie):
    from community.models import Report

    circle_id = circle_with(alice, bob, name="Rude name")
    response = bob.post(f"/api/circles/{circle_id}/reports", {"note": "please look"})
    assert response.status_code == 201, response.content
    report = Report.objects.get(public_id=response.json()["id"])
    assert (report.reason, report.reported.public_id, report.note) == ("offensive_circle", alice.id, "please look")
    assert report.snapshot["circle"] == {"id": circle_id, "name": "Rude name"}
    assert error_code(charlie.post(f"/api/circles/{circle_id}/reports", {})) == "circle_not_found"
    # Through the players' reports, a circle cannot be named: the reason is refused there.
    refused = bob.post("/api/reports", {"reported": alice.id, "reason": "offensive_circle"})
    assert (refused.status_code, error_code(refused)) == (400, "bad_reason")


def test_bad_states_and_a_join_code_for_the_state_are_refused(alice, bob):
    circle_id = circle_with(alice, bob)
    assert error_code(alice.get(f"/api/circles/{circle_id}/matches?state=paused")) == "bad_state"
    assert join(bob, invite(alice, circle_id)).status_code == 200


def test_a_circle_rooms_seats_go_to_members_alone_and_an_offered_seat_to_its_member(alice, bob, charlie):
    dan = make_player("Dan")
    circle_id = circle_with(alice, bob, charlie)
    made = new_match(alice, circle_id, [alice.id, bob.id, charlie.id, None]).json()
    code = made["room_code"]
    assert alice.post(f"/api/circles/{circle_id}/bans", {"player": bob.id, "reason": "rude"}).status_code == 201

    # The code alone lets no stranger in, nor a banned member, nor another member into a seat offered to one.
    stranger = dan.post(f"/api/rooms/{code}/join", {"seat": 2})
    assert (stranger.status_code, error_code(stranger)) == (403, "not_a_member")
    banned = bob.post(f"/api/rooms/{code}/join", {"seat": 1})
    assert (banned.status_code, error_code(banned)) == (403, "banned_from_circle")
    assert join(dan, invite(alice, circle_id)).status_code == 200
    offered = dan.post(f"/api/rooms/{code}/join", {"seat": 2})
    assert (offered.status_code, error_code(offered)) == (409, "seat_offered")
    assert Seat.objects.get(room__code=code, index=2).user_id is None

    # The member the seat is offered to takes it; Bob's offer was declined when he was banned, so the match starts.
    (charlie_offer,) = offers(charlie)
    assert charlie.post(f"/api/seat-offers/{charlie_offer['id']}/accept").status_code == 200
    room = Room.objects.get(code=code)
    assert Seat.objects.get(room=room, index=2).user.display_name == "Charlie"
    assert Match.objects.filter(room=room).exists()
