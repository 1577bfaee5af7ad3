"""Every number a client sends, in a body, an option or a query, has a range; anything outside it is a 400."""

from __future__ import annotations

import pytest

from tests.api.helpers import create_room, started_match
from tests.schema_check import committed_document

pytestmark = pytest.mark.django_db

HUGE = 10**400


def room_body(game: str, **options: object) -> dict[str, object]:
    return {"game": game, "options": options, "turn_seconds": 3600}


class TestOptions:
    @pytest.mark.parametrize("points", [HUGE, 15, -1])
    def test_a_kick_worth_more_than_a_game_or_less_than_nothing_is_refused(self, alice, points):
        response = alice.post("/api/rooms", room_body("allfours", kick_points={"J": points}))
        assert response.status_code == 400, response.content
        assert response.json()["code"] == "bad_option"
        assert "0 to 14" in response.json()["message"]

    def test_a_kick_within_the_range_is_taken(self, alice):
        room = create_room(alice, "allfours", options={"kick_points": {"J": 14, "A": 0}})
        assert room["options"] == {"kick_points": {"J": 14, "A": 0}}

    @pytest.mark.parametrize(
        ("game", "name"),
        [("allfours", "target"), ("texas42", "target"), ("ganjifa", "deals"), ("doublehand", "games_per_match")],
    )
    def test_a_huge_count_is_refused(self, alice, game, name):
        response = alice.post("/api/rooms", room_body(game, **{name: HUGE}))
        assert response.status_code == 400
        assert response.json()["code"] == "bad_option"

    def test_the_catalogue_gives_the_kicks_range(self, client):
        games = {game["id"]: game for game in client.get("/api/games").json()}
        assert games["allfours"]["options"]["kick_points"]["maximum"] == 14


class TestFields:
    @pytest.mark.parametrize("turn_seconds", [HUGE, 10**12, -30])
    def test_a_turn_time_out_of_range_is_refused(self, alice, turn_seconds):
        response = alice.post("/api/rooms", {"game": "doublehand", "turn_seconds": turn_seconds})
        assert response.status_code == 400

    @pytest.mark.parametrize("seat", [HUGE, 2**63, -1, 4])
    def test_seat_numbers_out_of_range_are_refused(self, alice, bob, seat):
        code = create_room(alice)["code"]
        for path, body in (
            ("join", {"seat": seat}),
            ("bots", {"seat": seat}),
            ("move", {"from_seat": 0, "to_seat": seat}),
        ):
            player = bob if path == "join" else alice
            response = player.post(f"/api/rooms/{code}/{path}", body)
            assert response.status_code == 400, (path, response.content)

    @pytest.mark.parametrize("seq", [HUGE, 2**31, -1])
    def test_an_expected_seq_out_of_range_is_refused(self, alice, seq):
        match_id = started_match(alice)
        response = alice.post(f"/api/matches/{match_id}/actions", {"action": {"type": "pass"}, "expected_seq": seq})
        assert response.status_code == 400
        assert response.json()["code"] == "invalid"


class TestQueries:
    @pytest.mark.parametrize("after", ["-1", "2147483648", "9" * 400, "1e3", "", "0x10"])
    def test_events_after_out_of_range_is_a_400(self, alice, after):
        match_id = started_match(alice)
        response = alice.get(f"/api/matches/{match_id}/events?after={after}")
        assert response.status_code == 400
        assert response.json()["code"] == "bad_after"
        assert "0 to 2147483647" in response.json()["message"]

    def test_a_number_given_twice_in_a_query_is_a_400(self, alice):
        match_id = started_match(alice)
        response = alice.get(f"/api/matches/{match_id}/events?after=0&after=5")
        assert response.status_code == 400
        assert response.json()["code"] == "bad_after"
        assert alice.get("/api/me/matches?page_size=5&page_size=100").status_code == 400

    def test_events_after_the_last_seq_is_an_empty_page(self, alice):
        match_id = started_match(alice)
        response = alice.get(f"/api/matches/{match_id}/events?after=2147483647")
        assert response.status_code == 200
        assert response.json()["events"] == []

    @pytest.mark.parametrize("deal", ["-1", "2147483648", "9" * 400])
    def test_a_replays_deal_out_of_range_is_a_400(self, alice, deal):
        match_id = started_match(alice)
        response = alice.get(f"/api/matches/{match_id}/replay?deal={deal}")
        assert response.status_code == 400
        assert response.json()["code"] == "bad_deal"

    @pytest.mark.parametrize(
        ("query", "code"),
        [
            ("page_size=0", "bad_page_size"),
            ("page_size=101", "bad_page_size"),
            ("page_size=" + "9" * 400, "bad_page_size"),
            ("page_size=ten", "bad_page_size"),
            ("page=0", "bad_page"),
            ("page=-1", "bad_page"),
            ("page=1000001", "bad_page"),
            ("page=last", "bad_page"),
        ],
    )
    def test_history_pages_out_of_range_are_a_400(self, alice, query, code):
        response = alice.get(f"/api/me/matches?{query}")
        assert response.status_code == 400, response.content
        assert response.json()["code"] == code

    def test_history_pages_within_range_are_read(self, alice):
        started_match(alice)
        response = alice.get("/api/me/matches?page=1&page_size=100")
        assert response.status_code == 200
        assert len(response.json()["results"]) == 1


def test_the_schema_gives_the_ranges():
    schema = committed_document()
    parameters = {
        (path, parameter["name"]): parameter["schema"]
        for path, item in schema["paths"].items()
        for operation in item.values()
        for parameter in operation.get("parameters", [])
    }
    assert parameters[("/api/matches/{match_id}/events", "after")] == {
        "type": "integer",
        "minimum": 0,
        "maximum": 2**31 - 1,
    }
    assert parameters[("/api/me/matches", "page_size")]["maximum"] == 100
    room = schema["components"]["schemas"]["CreateRoomRequest"]["properties"]
    assert room["turn_seconds"]["maximum"] == 259200
    assert "kick_points each value 0 to 14" in room["options"]["description"]
    action = schema["components"]["schemas"]["ActionRequest"]["properties"]
    assert action["expected_seq"]["maximum"] == 2**31 - 1
