"""A tour of every operation in the schema, each answered as the schema says (see tests/schema_check.py)."""

from __future__ import annotations

import pytest

from accounts.models import User
from games.models import Match, Seat
from games.services.matches import run_computer_turns
from tests.api.helpers import create_room, finish, started_match
from tests.conftest import make_player
from tests.push_receiver import Device
from tests.schema_check import CheckedClient, recording, schema_paths

pytestmark = pytest.mark.django_db

METHODS = ("get", "post", "put", "patch", "delete")


@pytest.mark.any_database  # the shapes of the answers, which the serializers make the same from either database
def test_every_operation_of_the_schema_answers_a_success_that_matches_it(
    alice, bob, charlie, django_capture_on_commit_callbacks
):
    # Only this test's own calls count: other tests of the run must not make up for an operation left out here.
    with recording() as checked:
        tour(alice, bob, charlie)
        tour_tournaments(alice, bob, charlie, django_capture_on_commit_callbacks)
    succeeded = {(method.lower(), path) for method, path, status in checked if status < 400}
    every = {
        (method, path) for path, operations in schema_paths().items() for method in operations if method in METHODS
    }
    assert every - succeeded == {("get", "/api/matches/{match_id}/stream")}


def tour(alice, bob, charlie) -> None:
    """Call every operation of the schema once, each with a success."""
    assert alice.get("/api/health").status_code == 200
    assert alice.get("/api/games").status_code == 200
    User.objects.filter(pk=charlie.pk).update(is_staff=True)
    assert charlie.get("/api/health/turns").status_code == 200

    assert alice.get("/api/me").status_code == 200
    assert alice.client.patch("/api/me", {"display_name": "Alicia"}, format="json").status_code == 200
    credentials = {"username": "alicia", "password": "long enough passphrase"}
    claimed = alice.post("/api/me/credentials", credentials)
    assert claimed.status_code == 200
    alice.client.credentials(HTTP_AUTHORIZATION=f"Token {claimed.json()['token']}")  # the claim rotated it
    assert alice.post("/api/login", credentials).status_code == 200
    spare = make_player("Spare")
    assert spare.post("/api/logout").status_code == 204

    room = create_room(alice, fill_with_bots=False)
    code = room["code"]
    assert alice.get(f"/api/rooms/{code}").status_code == 200
    assert bob.post(f"/api/rooms/{code}/join", {"seat": 1}).status_code == 200
    assert bob.post(f"/api/rooms/{code}/leave").status_code == 200
    assert alice.post(f"/api/rooms/{code}/bots", {"seat": 1}).status_code == 200
    assert alice.client.delete(f"/api/rooms/{code}/bots/1").status_code == 200
    assert alice.post(f"/api/rooms/{code}/move", {"from_seat": 0, "to_seat": 1}).status_code == 200
    assert alice.post(f"/api/rooms/{code}/watch").status_code == 200
    for seat in range(4):
        alice.post(f"/api/rooms/{code}/bots", {"seat": seat})
    watched = alice.post(f"/api/rooms/{code}/start")
    assert watched.status_code == 201
    run_computer_turns(watched.json()["match_id"])
    played = started_match(alice)
    run_computer_turns(played)
    assert alice.get(f"/api/matches/{played}/hint").status_code == 200
    finish(alice, played)
    assert alice.get(f"/api/matches/{played}/deals/1/review").status_code == 200
    assert alice.post(f"/api/rooms/{alice.get(f'/api/matches/{played}').json()['room']}/rematch").status_code == 201

    match_id = started_match(alice, bob)
    seen = alice.get(f"/api/matches/{match_id}")
    assert seen.status_code == 200
    assert alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=seen["ETag"]).status_code == 304
    run_computer_turns(match_id)
    for player in (alice, bob):
        body = player.get(f"/api/matches/{match_id}").json()
        if body["legal"]:
            assert player.post(f"/api/matches/{match_id}/actions", {"action": body["legal"][0]}).status_code == 201
            break
    assert alice.post(f"/api/matches/{match_id}/return").status_code == 200
    waiting = next(player for player in (alice, bob) if not player.get(f"/api/matches/{match_id}").json()["legal"])
    ahead = f"/api/matches/{match_id}/ahead"
    assert waiting.client.put(ahead, {"action": {"type": "pass"}}, format="json").status_code == 200
    assert waiting.get(ahead).status_code == 200
    assert waiting.client.delete(ahead).status_code == 204
    assert alice.get("/api/me/play-settings").status_code == 200
    assert alice.client.put("/api/me/play-settings", {"play_forced": False}, format="json").status_code == 200
    holiday = bob.post("/api/me/holidays", {"days": 1})
    assert holiday.status_code == 201
    assert bob.get("/api/me/holidays").status_code == 200
    assert bob.post(f"/api/me/holidays/{holiday.json()['id']}/end").status_code == 200
    assert alice.get(f"/api/matches/{match_id}/events?after=0").status_code == 200
    finished = watched.json()["match_id"]
    assert alice.get(f"/api/matches/{finished}/deals").status_code == 200
    assert alice.get(f"/api/matches/{finished}/record").status_code == 200
    assert alice.get(f"/api/matches/{finished}/replay?deal=0").status_code == 200
    link = alice.post(f"/api/matches/{played}/share").json()
    assert alice.get(f"/api/matches/{played}/share").status_code == 200
    assert alice.get(f"/api/matches/{played}/share-consent").status_code == 200
    assert alice.post(f"/api/matches/{played}/share-consent", {"consent": True}).status_code == 200
    assert CheckedClient().get(f"/api/shared/{link['token']}?deal=0").status_code == 200
    assert alice.client.delete(f"/api/shares/{link['token']}").status_code == 204
    assert alice.get("/api/me/matches").status_code == 200
    assert alice.get("/api/me/waiting").status_code == 200

    table = alice.get(f"/api/matches/{match_id}").json()["room"]
    said = bob.post(f"/api/rooms/{table}/chat", {"text": "good luck"})
    assert said.status_code == 201
    assert alice.get(f"/api/rooms/{table}/chat?after={said.json()['id']}").status_code == 200
    assert alice.client.put(f"/api/me/mutes/{bob.id}").status_code == 200
    assert alice.get("/api/me/mutes").status_code == 200
    assert alice.client.delete(f"/api/me/mutes/{bob.id}").status_code == 204
    reported = {"reported": bob.id, "reason": "abusive_chat", "message": said.json()["id"]}
    assert alice.post("/api/reports", reported).status_code == 201

    assert alice.get("/api/push/key").status_code == 200
    subscription = Device("https://push.example.org/send/tour").subscription()
    assert alice.post("/api/me/push-subscriptions", subscription).status_code == 201
    assert (
        alice.client.delete(
            "/api/me/push-subscriptions", {"endpoint": subscription["endpoint"]}, format="json"
        ).status_code
        == 204
    )
    prefs = alice.get("/api/me/notification-settings").json()
    assert (
        alice.client.put(
            "/api/me/notification-settings", {**prefs, "quiet_start": "22:00", "quiet_end": "07:00"}, format="json"
        ).status_code
        == 200
    )

    tour_circles(alice, bob, charlie)

    # The match's stream streams only from the ASGI web process (tests/test_match_streams.py reads it over HTTP);
    # this WSGI test client gets the answer that tells the app to poll, as the schema says.
    assert alice.get(f"/api/matches/{match_id}/stream").status_code == 503


def tour_circles(alice, bob, charlie) -> None:
    """Every circles operation, each with a success."""
    circle = alice.post("/api/circles", {"name": "Sharma family"}).json()["id"]
    assert alice.get("/api/circles").status_code == 200
    assert alice.get(f"/api/circles/{circle}").status_code == 200
    assert alice.client.patch(f"/api/circles/{circle}", {"member_limit": 20}, format="json").status_code == 200
    code = alice.post(f"/api/circles/{circle}/invitations", {"expires_in_hours": 24}).json()["code"]
    assert alice.get(f"/api/circles/{circle}/invitations").status_code == 200
    assert bob.get(f"/api/circle-invitations/{code}").status_code == 200
    for player in (bob, charlie):
        assert player.post(f"/api/circle-invitations/{code}/join", {}).status_code == 200
    assert alice.get(f"/api/circles/{circle}/members").status_code == 200
    made = alice.post(
        f"/api/circles/{circle}/matches", {"game": "doublehand", "seats": [None, bob.id, charlie.id, None]}
    )
    assert made.status_code == 201
    bobs, charlies = (player.get("/api/me/seat-offers").json()[0]["id"] for player in (bob, charlie))
    assert bob.post(f"/api/seat-offers/{bobs}/accept").status_code == 200
    assert charlie.post(f"/api/seat-offers/{charlies}/decline").status_code == 200
    assert alice.get(f"/api/circles/{circle}/matches?state=live").status_code == 200
    assert alice.get(f"/api/circles/{circle}/standings?game=doublehand&period=month").status_code == 200
    assert alice.get("/api/me/stats").status_code == 200
    assert bob.post(f"/api/circles/{circle}/reports", {"note": "a rude name"}).status_code == 201
    assert alice.post(f"/api/circles/{circle}/owner", {"player": bob.id}).status_code == 200
    assert bob.post(f"/api/circles/{circle}/owner", {"player": alice.id}).status_code == 200
    assert bob.post(f"/api/circles/{circle}/leave").status_code == 204
    assert alice.client.delete(f"/api/circles/{circle}/members/{charlie.id}").status_code == 204
    assert alice.post(f"/api/circles/{circle}/bans", {"player": charlie.id, "reason": "rude"}).status_code == 201
    assert alice.get(f"/api/circles/{circle}/bans").status_code == 200
    assert alice.client.delete(f"/api/circles/{circle}/bans/{charlie.id}").status_code == 204
    assert alice.client.delete(f"/api/circles/{circle}/invitations/{code}").status_code == 200


def tour_tournaments(alice, bob, charlie, capture) -> None:
    """Every tournaments operation, each with a success (a duplicate event, whose first deal is played out)."""
    circle = alice.post("/api/circles", {"name": "Club"}).json()["id"]
    code = alice.post(f"/api/circles/{circle}/invitations", {"expires_in_hours": 24}).json()["code"]
    for player in (bob, charlie):
        assert player.post(f"/api/circle-invitations/{code}/join", {}).status_code == 200
    fields = {"name": "Deal of the week", "game": "texas42", "turn_seconds": 3600, "format": "duplicate", "deals": 1}
    made = alice.post(f"/api/circles/{circle}/tournaments", {**fields, "starts_at": "2030-01-01T00:00:00Z"})
    assert made.status_code == 201
    event = made.json()["id"]
    assert alice.get(f"/api/circles/{circle}/tournaments").status_code == 200
    assert alice.client.patch(f"/api/tournaments/{event}", {"name": "Sunday deal"}, format="json").status_code == 200
    for player in (alice, bob, charlie):
        assert player.post(f"/api/tournaments/{event}/entries", {}).status_code == 201
    assert charlie.post(f"/api/tournaments/{event}/withdraw", {}).status_code == 200
    assert alice.post(f"/api/tournaments/{event}/start").status_code == 200
    assert bob.get("/api/me/tournaments").status_code == 200
    for match in Match.objects.filter(room__tournament_table__round__tournament__public_id=event):
        Seat.objects.filter(room_id=match.room_id, user__isnull=False).update(away=True)
        with capture(execute=True):  # each deal's end heard, as after a move's commit
            run_computer_turns(match.public_id)
    assert bob.get(f"/api/tournaments/{event}").json()["stage"] == "finished"
    assert bob.get(f"/api/tournaments/{event}/deals/0").status_code == 200
    other = alice.post(f"/api/circles/{circle}/tournaments", {**fields, "starts_at": "2030-01-01T00:00:00Z"})
    assert alice.post(f"/api/tournaments/{other.json()['id']}/cancel").status_code == 200
