"""Rooms: create, look up by code, join, leave, computer players, seat moves, start."""

from __future__ import annotations

import pytest

from accounts.models import User
from games.codes import ALPHABET
from tests.api.helpers import create_room

pytestmark = pytest.mark.django_db


class TestCreate:
    def test_alice_creates_a_room_and_sits_in_seat_zero(self, alice):
        room = create_room(alice, turn_seconds=300, options={"ace_rule": True})
        assert len(room["code"]) == 6
        assert all(ch in ALPHABET for ch in room["code"])
        assert room["share_url"].endswith(f"/r/{room['code']}")
        assert room["game"] == "doublehand"
        assert room["options"] == {"ace_rule": True}
        assert room["status"] == "open"
        assert room["your_seat"] == 0
        assert [seat["name"] for seat in room["seats"]] == ["Alice", None, None, None]
        assert room["match_id"] is None

    @pytest.mark.parametrize(
        ("body", "code"),
        [
            ({"game": "chess"}, "unknown_game"),
            ({"options": {"auction": "closed"}}, "bad_option"),
            ({"options": {"colour": "red"}}, "bad_option"),
            ({"options": {"games_per_match": 2}}, "bad_option"),
            ({"turn_seconds": 45}, "bad_turn_seconds"),
            ({"turn_seconds": "3600"}, "invalid"),
            ({"turn_seconds": 3600.5}, "invalid"),
            ({"options": []}, "invalid"),
            ({"game": 7}, "invalid"),
            ({"bot_level": "genius"}, "bad_bot_level"),
        ],
    )
    def test_bad_settings_are_a_400_with_a_clear_message(self, alice, body, code):
        response = alice.post("/api/rooms", {"game": "doublehand", "turn_seconds": 3600, **body})
        assert response.status_code == 400
        assert response.json()["code"] == code
        assert response.json()["message"]

    def test_a_room_needs_a_token(self, client):
        response = client.post("/api/rooms", {"game": "doublehand", "turn_seconds": 3600}, format="json")
        assert response.status_code == 401

    def test_a_banned_player_cannot_create_a_room(self, alice):
        User.objects.filter(pk=alice.pk).update(is_banned=True)
        response = alice.post("/api/rooms", {"game": "doublehand", "turn_seconds": 3600})
        assert response.status_code == 403
        assert response.json()["code"] == "banned"


class TestJoin:
    def test_bob_joins_by_code_typed_any_which_way(self, alice, bob):
        room = create_room(alice)
        typed = f" {room['code'][:3].lower()}-{room['code'][3:]}"
        response = bob.post(f"/api/rooms/{typed}/join")
        assert response.status_code == 200
        assert response.json()["your_seat"] == 1
        assert response.json()["seats"][1]["name"] == "Bob"

    def test_bob_chooses_his_seat(self, alice, bob):
        room = create_room(alice)
        assert bob.post(f"/api/rooms/{room['code']}/join", {"seat": 2}).json()["your_seat"] == 2

    def test_a_taken_seat_or_a_full_room_is_a_409(self, alice, bob, charlie):
        room = create_room(alice)
        response = bob.post(f"/api/rooms/{room['code']}/join", {"seat": 0})
        assert response.status_code == 409
        assert response.json()["code"] == "seat_taken"
        for seat in (1, 2, 3):
            alice.post(f"/api/rooms/{room['code']}/bots", {"seat": seat})
        full = charlie.post(f"/api/rooms/{room['code']}/join")
        assert full.status_code == 409
        assert full.json()["code"] == "room_full"

    @pytest.mark.parametrize("seat", [4, -1, "1", True])
    def test_a_seat_that_does_not_exist_is_a_400(self, alice, bob, seat):
        room = create_room(alice)
        response = bob.post(f"/api/rooms/{room['code']}/join", {"seat": seat})
        assert response.status_code == 400

    def test_joining_again_gives_back_ones_own_seat(self, alice, bob):
        room = create_room(alice)
        bob.post(f"/api/rooms/{room['code']}/join", {"seat": 3})
        again = bob.post(f"/api/rooms/{room['code']}/join")
        assert again.status_code == 200
        assert again.json()["your_seat"] == 3
        moved = bob.post(f"/api/rooms/{room['code']}/join", {"seat": 1})
        assert moved.status_code == 409
        assert moved.json()["code"] == "already_seated"

    def test_an_unknown_code_is_a_404(self, alice):
        response = alice.get("/api/rooms/ZZZZZZ")
        assert response.status_code == 404
        assert response.json() == {"code": "unknown_room", "message": "no room has this code"}

    def test_guessing_codes_is_rate_limited(self, alice, bob, settings):
        settings.WRONG_CODE_LIMIT = 3
        room = create_room(alice)
        for guess in ("AAAAAA", "BBBBBB", "CCCCCC"):
            assert bob.post(f"/api/rooms/{guess}/join").status_code == 404
        blocked = bob.post(f"/api/rooms/{room['code']}/join")
        assert blocked.status_code == 429
        assert blocked.json()["code"] == "too_many_wrong_codes"

    def test_a_banned_player_cannot_join(self, alice, bob):
        room = create_room(alice)
        User.objects.filter(pk=bob.pk).update(is_banned=True)
        assert bob.post(f"/api/rooms/{room['code']}/join").status_code == 403


class TestLeave:
    def test_bob_leaves_before_the_start(self, alice, bob):
        room = create_room(alice)
        bob.post(f"/api/rooms/{room['code']}/join")
        response = bob.post(f"/api/rooms/{room['code']}/leave")
        assert response.status_code == 200
        assert response.json()["your_seat"] is None
        assert response.json()["seats"][1]["user_id"] is None

    def test_the_creator_leaving_closes_the_room(self, alice, bob):
        room = create_room(alice)
        assert alice.post(f"/api/rooms/{room['code']}/leave").json()["status"] == "closed"
        assert bob.post(f"/api/rooms/{room['code']}/join").json()["code"] == "room_not_open"

    def test_leaving_a_room_one_is_not_in_is_a_409(self, alice, charlie):
        room = create_room(alice)
        assert charlie.post(f"/api/rooms/{room['code']}/leave").status_code == 409


class TestComputerPlayersAndSeats:
    def test_the_creator_adds_and_removes_a_computer_player(self, alice):
        room = create_room(alice)
        added = alice.post(f"/api/rooms/{room['code']}/bots", {"seat": 2, "level": "random"})
        assert added.status_code == 200
        assert added.json()["seats"][2]["bot_level"] == "random"
        removed = alice.client.delete(f"/api/rooms/{room['code']}/bots/2")
        assert removed.status_code == 200
        assert removed.json()["seats"][2]["bot_level"] is None
        assert alice.client.delete(f"/api/rooms/{room['code']}/bots/2").json()["code"] == "not_a_bot"

    def test_only_the_creator_manages_seats(self, alice, bob):
        room = create_room(alice)
        bob.post(f"/api/rooms/{room['code']}/join")
        for response in (
            bob.post(f"/api/rooms/{room['code']}/bots", {"seat": 2}),
            bob.post(f"/api/rooms/{room['code']}/move", {"from_seat": 1, "to_seat": 2}),
            bob.post(f"/api/rooms/{room['code']}/start"),
        ):
            assert response.status_code == 403
            assert response.json()["code"] == "not_creator"

    def test_a_computer_player_cannot_take_a_taken_seat(self, alice):
        room = create_room(alice)
        response = alice.post(f"/api/rooms/{room['code']}/bots", {"seat": 0})
        assert response.status_code == 409

    def test_the_creator_moves_players_between_seats(self, alice, bob):
        room = create_room(alice)
        bob.post(f"/api/rooms/{room['code']}/join", {"seat": 1})
        alice.post(f"/api/rooms/{room['code']}/bots", {"seat": 3})
        moved = alice.post(f"/api/rooms/{room['code']}/move", {"from_seat": 1, "to_seat": 3})
        assert moved.status_code == 200
        seats = moved.json()["seats"]
        assert seats[3]["user_id"] == bob.id
        assert seats[1]["bot_level"] == "basic"
        swapped = alice.post(f"/api/rooms/{room['code']}/move", {"from_seat": 0, "to_seat": 3}).json()["seats"]
        assert (swapped[0]["user_id"], swapped[3]["user_id"]) == (bob.id, alice.id)


class TestStart:
    def test_empty_seats_take_computer_players_at_the_start(self, alice, bob):
        room = create_room(alice, bot_level="random")
        bob.post(f"/api/rooms/{room['code']}/join")
        response = alice.post(f"/api/rooms/{room['code']}/start")
        assert response.status_code == 201
        match_id = response.json()["match_id"]
        after = alice.get(f"/api/rooms/{room['code']}").json()
        assert after["status"] == "playing"
        assert after["match_id"] == match_id
        assert [seat["bot_level"] for seat in after["seats"]] == [None, None, "random", "random"]

    def test_without_computer_players_every_seat_must_be_filled(self, alice):
        room = create_room(alice, fill_with_bots=False)
        response = alice.post(f"/api/rooms/{room['code']}/start")
        assert response.status_code == 409
        assert response.json()["code"] == "seats_empty"

    def test_a_started_room_takes_no_new_players_and_no_second_start(self, alice, bob):
        room = create_room(alice)
        alice.post(f"/api/rooms/{room['code']}/start")
        assert bob.post(f"/api/rooms/{room['code']}/join").json()["code"] == "room_not_open"
        assert alice.post(f"/api/rooms/{room['code']}/start").status_code == 409


class TestWatching:
    def test_the_creator_hands_their_seat_to_the_computer_and_watches_the_match(self, alice, bob):
        room = create_room(alice)
        assert bob.post(f"/api/rooms/{room['code']}/watch").status_code == 403
        watched = alice.post(f"/api/rooms/{room['code']}/watch")
        assert watched.status_code == 200
        assert watched.json()["your_seat"] is None
        assert watched.json()["seats"][0]["bot_level"] == "basic"
        match_id = alice.post(f"/api/rooms/{room['code']}/start").json()["match_id"]
        from games.services.matches import run_computer_turns

        run_computer_turns(match_id)
        body = alice.get(f"/api/matches/{match_id}").json()
        assert body["status"] == "finished"
        assert body["your_seat"] is None
        assert body["view"]["hand"] == []
        assert [m["id"] for m in alice.get("/api/me/matches").json()["results"]] == [match_id]
        # Bob, who is not the creator, still may not look at a private match.
        assert bob.get(f"/api/matches/{match_id}").status_code == 404

    def test_watching_needs_a_seat_to_hand_over(self, alice):
        room = create_room(alice)
        alice.post(f"/api/rooms/{room['code']}/watch")
        assert alice.post(f"/api/rooms/{room['code']}/watch").json()["code"] == "not_seated"

    def test_a_plain_join_leaves_the_watching_creator_watching(self, alice, bob):
        room = create_room(alice)
        code = room["code"]
        alice.post(f"/api/rooms/{code}/watch")
        # Alice opens the room again (another device, the lobby reloading): she is still watching.
        again = alice.post(f"/api/rooms/{code}/join")
        assert again.status_code == 200
        assert again.json()["your_seat"] is None
        assert again.json()["seats"][0]["bot_level"] == "basic"
        assert [seat["user_id"] for seat in again.json()["seats"]] == [None, None, None, None]
        # So Start begins a match of computer players that she watches.
        match_id = alice.post(f"/api/rooms/{code}/start").json()["match_id"]
        assert alice.get(f"/api/matches/{match_id}").json()["your_seat"] is None
        # Bob, who made no room, is seated by a plain join as ever.
        other = create_room(alice)
        assert bob.post(f"/api/rooms/{other['code']}/join").json()["your_seat"] == 1

    def test_the_watching_creator_plays_again_only_by_naming_a_seat(self, alice, bob):
        room = create_room(alice)
        code = room["code"]
        alice.post(f"/api/rooms/{code}/watch")
        bob.post(f"/api/rooms/{code}/join", {"seat": 1})
        # Bob's seat is his; the computer's seat, which was Alice's, she may take back.
        assert alice.post(f"/api/rooms/{code}/join", {"seat": 1}).json()["code"] == "seat_taken"
        back = alice.post(f"/api/rooms/{code}/join", {"seat": 0})
        assert back.status_code == 200
        assert back.json()["your_seat"] == 0
        assert back.json()["seats"][0]["bot_level"] is None
        assert back.json()["seats"][0]["name"] == "Alice"
        # Seated again, a plain join keeps her seat.
        assert alice.post(f"/api/rooms/{code}/join").json()["your_seat"] == 0

    def test_a_watched_match_says_so_in_the_creators_history(self, alice, bob):
        room = create_room(alice)
        code = room["code"]
        bob.post(f"/api/rooms/{code}/join", {"seat": 1})
        alice.post(f"/api/rooms/{code}/watch")
        match_id = alice.post(f"/api/rooms/{code}/start").json()["match_id"]
        from games.services.matches import run_computer_turns

        run_computer_turns(match_id)
        [watched] = alice.get("/api/me/matches").json()["results"]
        assert watched["id"] == match_id
        assert watched["watched"] is True
        assert watched["your_seat"] is None
        assert watched["your_turn"] is False
        # Bob played it: for him it is an ordinary line of his history.
        [played] = bob.get("/api/me/matches").json()["results"]
        assert played["watched"] is False
        assert played["your_seat"] == 1


@pytest.mark.parametrize(
    ("game", "options", "status"),
    [
        ("doublehand", {"games_per_match": 99}, 201),
        ("doublehand", {"games_per_match": 101}, 400),
        ("texas42", {"target": 250}, 201),
        ("texas42", {"target": 2500}, 201),
        ("texas42", {"target": 2501}, 400),
        ("allfours", {"target": 140}, 201),
        ("allfours", {"target": 141}, 400),
    ],
)
def test_a_rooms_counts_stay_within_ten_times_their_default_and_at_least_99(alice, game, options, status):
    response = alice.post("/api/rooms", {"game": game, "options": options, "turn_seconds": 3600})
    assert response.status_code == status, response.content
    if status == 400:
        assert response.json()["code"] == "bad_option"
        assert "in a room" in response.json()["message"]
