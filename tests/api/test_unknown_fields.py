"""Fields a route does not take are refused with a 400 that names them, never dropped without a word."""

from __future__ import annotations

import pytest

from games.models import Event
from tests.api.helpers import act, create_room, started_match, state
from tests.api.test_actions import player_to_act, to_alices_turn
from tests.schema_check import committed_document

pytestmark = pytest.mark.django_db


def assert_refused(response, *fields: str) -> None:
    assert response.status_code == 400, response.content
    body = response.json()
    assert body["code"] == "unknown_fields"
    assert body["fields"] == sorted(fields)
    for field in fields:
        assert f"'{field}'" in body["message"]


class TestActions:
    def test_an_action_naming_another_seat_is_refused_not_taken_as_the_callers(self, alice, bob):
        match_id, body = to_alices_turn(alice, bob)
        player = player_to_act(alice, bob, body)
        mover = state(player, match_id)
        other_seat = 1 - mover["your_seat"]
        response = act(player, match_id, {**mover["legal"][0], "seat": other_seat}, mover["seq"])
        assert_refused(response, "seat")
        assert "the caller's own seat" in response.json()["message"]
        assert state(player, match_id)["seq"] == mover["seq"]  # nothing was recorded

    def test_even_the_callers_own_seat_is_refused(self, alice, bob):
        match_id, body = to_alices_turn(alice, bob)
        player = player_to_act(alice, bob, body)
        mover = state(player, match_id)
        response = act(player, match_id, {**mover["legal"][0], "seat": mover["your_seat"]}, mover["seq"])
        assert_refused(response, "seat")

    def test_an_argument_the_action_type_does_not_take_is_refused(self, alice, bob):
        match_id, body = to_alices_turn(alice, bob)
        player = player_to_act(alice, bob, body)
        mover = state(player, match_id)
        response = act(player, match_id, {**mover["legal"][0], "colour": "red", "hidden_index": None}, mover["seq"])
        assert_refused(response, "colour", "hidden_index")
        assert not Event.objects.filter(match__public_id=match_id, seq__gt=mover["seq"]).exists()

    def test_an_action_as_the_legal_list_gives_it_is_taken(self, alice, bob):
        match_id, body = to_alices_turn(alice, bob)
        player = player_to_act(alice, bob, body)
        mover = state(player, match_id)
        assert act(player, match_id, mover["legal"][0], mover["seq"]).status_code == 201

    def test_a_field_beside_the_action_is_refused(self, alice, bob):
        match_id, body = to_alices_turn(alice, bob)
        player = player_to_act(alice, bob, body)
        mover = state(player, match_id)
        body = {"action": mover["legal"][0], "expected_seq": mover["seq"], "seat": 1}
        assert_refused(player.post(f"/api/matches/{match_id}/actions", body), "seat")


class TestOtherWrites:
    @pytest.mark.parametrize(
        ("path", "body", "fields"),
        [
            ("/api/guests", {"display_name": "Asha", "is_staff": True}, ["is_staff"]),
            ("/api/me/credentials", {"username": "al", "password": "a long passphrase", "is_guest": 0}, ["is_guest"]),
            ("/api/logout", {"everywhere": True, "all": True}, ["all"]),
            ("/api/rooms", {"game": "doublehand", "turn_seconds": 3600, "option": {"target": 7}}, ["option"]),
        ],
    )
    def test_an_unknown_field_is_refused(self, alice, path, body, fields):
        assert_refused(alice.post(path, body), *fields)

    def test_renaming_refuses_an_unknown_field(self, alice):
        response = alice.client.patch("/api/me", {"display_name": "Al", "username": "al"}, format="json")
        assert_refused(response, "username")

    def test_room_routes_refuse_unknown_fields(self, alice, bob):
        code = create_room(alice)["code"]
        assert_refused(bob.post(f"/api/rooms/{code}/join", {"seat": 1, "level": "basic"}), "level")
        assert_refused(alice.post(f"/api/rooms/{code}/bots", {"seat": 1, "lvl": "basic"}), "lvl")
        assert_refused(alice.post(f"/api/rooms/{code}/move", {"from_seat": 0, "to_seat": 1, "swap": True}), "swap")

    def test_routes_that_take_no_body_refuse_one_with_fields(self, alice):
        code = create_room(alice)["code"]
        for route in ("watch", "leave", "start", "rematch"):
            assert_refused(alice.post(f"/api/rooms/{code}/{route}", {"seat": 1}), "seat")
        response = alice.client.delete(f"/api/rooms/{code}/bots/1", {"force": True}, format="json")
        assert_refused(response, "force")
        match_id = started_match(alice)
        assert_refused(alice.post(f"/api/matches/{match_id}/return", {"seat": 0}), "seat")

    def test_routes_that_take_no_body_still_take_none_or_an_empty_object(self, alice):
        code = create_room(alice)["code"]
        assert alice.post(f"/api/rooms/{code}/start", {}).status_code == 201


def test_the_schema_says_each_request_body_takes_no_other_field():
    schemas = committed_document()["components"]["schemas"]
    bodies = {name: schema for name, schema in schemas.items() if name.endswith("Request")}
    assert {"ActionRequest", "CreateRoomRequest", "CredentialsChangeInRequest"} <= set(bodies)
    for name, schema in bodies.items():
        assert schema["additionalProperties"] is False, name
