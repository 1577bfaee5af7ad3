"""Reading a match and submitting actions: views, ETags, turn order, legality, staleness, idempotency."""

from __future__ import annotations

import pytest

from games.models import Event, Match
from games.services.matches import load_state
from tests.api.helpers import act, started_match, state

pytestmark = pytest.mark.django_db


def to_alices_turn(alice, bob) -> tuple[str, dict]:
    """A match of alice (seat 0) and bob (seat 1) with two computer players, at a turn of alice's or bob's."""
    from games.services.matches import run_computer_turns

    match_id = started_match(alice, bob)
    run_computer_turns(match_id)
    return match_id, state(alice, match_id)


def player_to_act(alice, bob, body):
    return {0: alice, 1: bob}[body["to_act"]]


class TestReading:
    def test_a_player_sees_their_own_view(self, alice, bob):
        match_id, body = to_alices_turn(alice, bob)
        assert body["id"] == match_id
        assert body["status"] == "in_progress"
        assert body["your_seat"] == 0
        assert body["game"] == "doublehand"
        assert body["to_act"] in (0, 1)
        assert body["view"]["seat"] == 0
        assert body["scores"] == [0, 0]
        assert [seat["name"] for seat in body["seats"]][:2] == ["Alice", "Bob"]
        assert body["seq"] == Match.objects.get(public_id=match_id).seq
        if body["to_act"] == 0:
            assert body["legal"]
        else:
            assert body["legal"] == []

    def test_polling_with_the_etag_is_answered_304_until_something_happens(self, alice, bob):
        match_id, _ = to_alices_turn(alice, bob)
        first = alice.get(f"/api/matches/{match_id}")
        etag = first.headers["ETag"]
        again = alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=etag)
        assert again.status_code == 304
        assert not again.content
        body = first.json()
        mover = player_to_act(alice, bob, body)
        moved = act(mover, match_id, state(mover, match_id)["legal"][0], body["seq"])
        assert moved.status_code == 201
        assert alice.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=etag).status_code == 200

    def test_charlie_may_not_look_at_a_private_match_and_cannot_tell_it_from_a_missing_one(self, alice, charlie):
        match_id = started_match(alice)
        for route in ("", "/events", "/deals", "/record", "/replay?deal=0"):
            hidden = charlie.get(f"/api/matches/{match_id}{route}")
            missing = charlie.get(f"/api/matches/{match_id[::-1]}x{route}")
            assert hidden.status_code == missing.status_code == 404, route
            assert hidden.json() == missing.json()
            assert hidden.json()["code"] == "unknown_match"
        for route, body in (("actions", {"action": {"type": "pass"}}), ("return", None)):
            hidden = charlie.post(f"/api/matches/{match_id}/{route}", body)
            missing = charlie.post(f"/api/matches/{match_id[::-1]}x/{route}", body)
            assert hidden.status_code == missing.status_code == 404, route
            assert hidden.json() == missing.json()

    def test_match_ids_are_unguessable_and_the_database_key_never_shows(self, alice):
        from games.models import Match

        ids = [started_match(alice) for _ in range(3)]
        assert len(set(ids)) == 3
        for match_id in ids:
            assert len(match_id) >= 16 and not match_id.isdigit()
            key = str(Match.objects.get(public_id=match_id).pk)
            response = alice.get(f"/api/matches/{match_id}")
            assert response["ETag"].strip('"').split(".")[0] != key or key == str(response.json()["seq"])
            assert alice.get(f"/api/matches/{key}").status_code == 404

    def test_a_spectator_sees_only_the_public_view(self, alice, charlie):
        from games.services.matches import run_computer_turns

        match_id = started_match(alice, allow_spectators=True)
        run_computer_turns(match_id)
        body = charlie.get(f"/api/matches/{match_id}").json()
        assert body["your_seat"] is None
        assert body["view"]["hand"] == []
        assert body["legal"] == []

    def test_an_unknown_match_is_a_404(self, alice):
        response = alice.get("/api/matches/999999")
        assert response.status_code == 404
        assert response.json()["code"] == "unknown_match"


class TestActing:
    def test_a_legal_action_appends_one_event_and_answers_the_new_state(self, alice, bob):
        match_id, body = to_alices_turn(alice, bob)
        mover = player_to_act(alice, bob, body)
        before = Event.objects.filter(match__public_id=match_id).count()
        action = state(mover, match_id)["legal"][0]
        response = act(mover, match_id, action, body["seq"])
        assert response.status_code == 201
        assert response.json()["seq"] > body["seq"]
        last_action = Event.objects.filter(match__public_id=match_id, type="action").order_by("-seq").first()
        assert last_action.payload == {"seat": body["to_act"], **action}
        assert Event.objects.filter(match__public_id=match_id).count() > before

    def test_acting_out_of_turn_is_a_409(self, alice, bob):
        match_id, body = to_alices_turn(alice, bob)
        waiting = {0: bob, 1: alice}[body["to_act"]]
        response = act(waiting, match_id, {"type": "pass"})
        assert response.status_code == 409
        assert response.json()["code"] == "not_your_turn"

    def test_an_outsider_may_not_act(self, alice, bob, charlie):
        match_id, _ = to_alices_turn(alice, bob)
        response = act(charlie, match_id, {"type": "pass"})
        assert response.status_code == 404
        assert response.json()["code"] == "unknown_match"

    def test_a_spectator_may_watch_but_not_act(self, alice, charlie):
        match_id = started_match(alice, allow_spectators=True)
        response = act(charlie, match_id, {"type": "pass"})
        assert response.status_code == 403
        assert response.json()["code"] == "not_a_player"

    def test_a_stale_expected_seq_is_a_409_that_says_the_current_seq(self, alice, bob):
        match_id, body = to_alices_turn(alice, bob)
        mover = player_to_act(alice, bob, body)
        response = act(mover, match_id, body["legal"][0] if body["legal"] else {"type": "pass"}, body["seq"] - 1)
        assert response.status_code == 409
        assert response.json()["code"] == "stale"
        assert response.json()["seq"] == body["seq"]

    @pytest.mark.parametrize(
        ("action", "status", "code"),
        [
            ({"type": "fold"}, 400, "malformed"),
            ({"type": "play"}, 400, "malformed"),
            ({"type": "play", "card": "ZZ"}, 400, "malformed"),
            ({"type": "bid", "value": "8"}, 400, "malformed"),
            ({"type": "bid", "value": 99}, 400, "illegal_action"),
        ],
    )
    def test_bad_actions_are_4xx_with_the_engines_code(self, alice, bob, action, status, code):
        match_id, body = to_alices_turn(alice, bob)
        mover = player_to_act(alice, bob, body)
        seq = body["seq"]
        response = act(mover, match_id, action, seq)
        assert response.status_code == status
        assert response.json()["code"] == code
        assert Match.objects.get(public_id=match_id).seq == seq  # nothing written

    @pytest.mark.parametrize(
        "body",
        [{}, {"action": "pass"}, {"action": {"type": "pass"}, "expected_seq": "4"}, {"action": None}, []],
    )
    def test_a_malformed_request_body_is_a_400(self, alice, bob, body):
        match_id, _ = to_alices_turn(alice, bob)
        response = alice.post(f"/api/matches/{match_id}/actions", body)
        assert response.status_code == 400
        assert response.json()["message"]

    def test_a_retry_with_the_same_idempotency_key_gets_the_first_answer(self, alice, bob):
        match_id, body = to_alices_turn(alice, bob)
        mover = player_to_act(alice, bob, body)
        action = state(mover, match_id)["legal"][0]
        first = act(mover, match_id, action, body["seq"], key="k-1")
        events = Event.objects.filter(match__public_id=match_id).count()
        retry = act(mover, match_id, action, body["seq"], key="k-1")
        assert first.status_code == retry.status_code == 201
        assert retry.json() == first.json()
        assert Event.objects.filter(match__public_id=match_id).count() == events

    def test_an_idempotency_key_reused_for_another_request_is_a_409(self, alice, bob):
        match_id, body = to_alices_turn(alice, bob)
        mover = player_to_act(alice, bob, body)
        act(mover, match_id, state(mover, match_id)["legal"][0], body["seq"], key="k-2")
        response = act(mover, match_id, {"type": "pass"}, body["seq"] + 5, key="k-2")
        assert response.status_code == 409
        assert response.json()["code"] == "idempotency_key_reused"

    def test_a_refused_action_is_also_remembered_under_its_key(self, alice, bob):
        match_id, body = to_alices_turn(alice, bob)
        mover = player_to_act(alice, bob, body)
        first = act(mover, match_id, {"type": "bid", "value": 99}, body["seq"], key="k-3")
        retry = act(mover, match_id, {"type": "bid", "value": 99}, body["seq"], key="k-3")
        assert first.status_code == retry.status_code == 400
        assert first.json() == retry.json()

    def test_replaying_the_log_gives_the_same_state_the_answer_was_built_from(self, alice, bob):
        match_id, body = to_alices_turn(alice, bob)
        mover = player_to_act(alice, bob, body)
        answer = act(mover, match_id, state(mover, match_id)["legal"][0], body["seq"]).json()
        match = Match.objects.get(public_id=match_id)
        from games.engine import GAMES

        assert GAMES["doublehand"].view(load_state(match), answer["your_seat"]) == answer["view"]
