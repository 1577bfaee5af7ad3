"""Game options through the API: Texas 42's all-pass rule and its marks game, Ganjifa's day or night trump."""

from __future__ import annotations

import pytest

from games.models import Match
from games.services.matches import run_computer_turns
from tests.api.helpers import act, create_room, started_match, state
from tests.conftest import Player, make_player

pytestmark = pytest.mark.django_db


def four_people_at_texas42(
    alice: Player, bob: Player, charlie: Player, **options: object
) -> tuple[str, dict[int, Player]]:
    """A started Texas 42 match of four people (no computer player bids), and each seat's player."""
    dave = make_player("Dave")
    match_id = started_match(alice, bob, charlie, dave, game="texas42", options=options)
    return match_id, dict(enumerate((alice, bob, charlie, dave)))


class TestTexas42:
    def test_a_room_with_all_pass_force_is_accepted_and_kept_for_its_match(self, alice):
        room = create_room(alice, "texas42", options={"all_pass": "force"})
        assert room["options"] == {"all_pass": "force"}
        assert alice.get(f"/api/rooms/{room['code']}").json()["options"] == {"all_pass": "force"}
        # The empty seats are filled with computer players as the match starts.
        response = alice.post(f"/api/rooms/{room['code']}/start")
        assert response.status_code == 201, response.content
        match_id = response.json()["match_id"]
        assert Match.objects.get(public_id=match_id).options == {"all_pass": "force"}

    @pytest.mark.parametrize(("all_pass", "dealer_may_pass"), [("force", False), ("redeal", True), (None, True)])
    def test_when_three_pass_the_dealer_must_bid_only_under_force(self, alice, bob, charlie, all_pass, dealer_may_pass):
        match_id, players = four_people_at_texas42(alice, bob, charlie, **({"all_pass": all_pass} if all_pass else {}))
        dealer = state(alice, match_id)["view"]["dealer"]
        for turn in range(1, 4):
            seat = (dealer + turn) % 4
            body = state(players[seat], match_id)
            assert body["to_act"] == seat
            assert act(players[seat], match_id, {"type": "pass"}, body["seq"]).status_code == 201
        body = state(players[dealer], match_id)
        assert body["to_act"] == dealer
        assert ({"type": "pass"} in body["legal"]) is dealer_may_pass
        assert {"type": "bid", "value": 30} in body["legal"]
        response = act(players[dealer], match_id, {"type": "pass"}, body["seq"])
        if dealer_may_pass:
            assert response.status_code == 201, response.content
        else:
            assert response.status_code != 201
            assert response.json()["code"] == "illegal_action"

    @pytest.mark.parametrize(
        ("options", "words"),
        [
            ({"contracts": ["nello"]}, "'contracts' belongs to the marks game"),
            ({"scoring": "points", "early_end": False}, "'early_end' belongs to the marks game"),
            ({"scoring": "marks", "contracts": ["nello", "nello"]}, "more than once"),
            ({"scoring": "marks", "nello_min": 50}, "nello_min"),
        ],
    )
    def test_marks_options_under_points_or_out_of_range_are_refused(self, alice, options, words):
        response = alice.post("/api/rooms", {"game": "texas42", "options": options, "turn_seconds": 3600})
        assert response.status_code == 400
        assert response.json()["code"] == "bad_option"
        assert words in response.json()["message"]

    def test_the_points_game_without_contracts_is_accepted(self, alice):
        room = create_room(alice, "texas42", options={"scoring": "points", "contracts": []})
        assert room["options"] == {"scoring": "points", "contracts": []}

    def test_a_marks_match_plays_to_seven_marks_and_bids_in_marks(self, alice, bob, charlie):
        match_id, players = four_people_at_texas42(
            alice, bob, charlie, scoring="marks", contracts=["nello", "sevens", "splash", "plunge"]
        )
        body = state(alice, match_id)
        view = body["view"]
        assert (view["target"], view["options"]["target"], view["scores"]) == (7, 7, [0, 0])
        seat = body["to_act"]
        legal = state(players[seat], match_id)["legal"]
        ordinary = [action["value"] for action in legal if action["type"] == "bid" and "contract" not in action]
        assert ordinary == [*range(30, 42), 42, 84]
        # A contract the rules do not know is malformed, not an illegal bid.
        bad = act(players[seat], match_id, {"type": "bid", "value": 84, "contract": "misere"}, body["seq"])
        assert (bad.status_code, bad.json()["code"]) == (400, "malformed")
        jump = act(players[seat], match_id, {"type": "bid", "value": 126}, body["seq"])
        assert jump.json()["code"] == "illegal_action" and "jump to 84" in jump.json()["message"]
        assert act(players[seat], match_id, {"type": "bid", "value": 84}, body["seq"]).status_code == 201
        after = state(alice, match_id)["view"]
        assert after["bid"] == {"seat": seat, "value": 84}
        assert after["calls"] == [{"seat": seat, "type": "bid", "value": 84}]


class TestGanjifa:
    @pytest.mark.parametrize(("period", "trump"), [("night", "krishna"), ("day", "rama"), (None, "rama")])
    def test_the_period_names_the_trump_of_the_match(self, alice, period, trump):
        options = {"period": period} if period else {}
        match_id = started_match(alice, game="ganjifa", options=options)
        view = state(alice, match_id)["view"]
        assert (view["period"], view["trump"]) == (period or "day", trump)
        assert Match.objects.get(public_id=match_id).options == options
        # The king of that trump leads the first trick: the period reaches the rules, not only the view.
        if view["to_act"] == 0:
            assert state(alice, match_id)["legal"] == [{"type": "play", "card": f"{trump}:K"}]
        else:
            run_computer_turns(match_id)
            view = state(alice, match_id)["view"]
            first = view["tricks"][0] if view["tricks"] else view["trick"]
            assert first["cards"][0] == [first["leader"], f"{trump}:K"]
