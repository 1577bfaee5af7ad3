"""The event feed, the record, the score sheet, and a player's list of matches."""

from __future__ import annotations

import pytest

from games.models import Event, Match
from games.services.matches import run_computer_turns
from tests.api.helpers import act, create_room, started_match, state

pytestmark = pytest.mark.django_db


def play_to_declaration(alice, bob) -> str:
    """A match where a person has won the auction and declared trump, so a declaration sits in the log."""
    for _ in range(50):
        match_id = started_match(alice, bob, bot_level="random")
        run_computer_turns(match_id)
        body = state(alice, match_id)
        players = {0: alice, 1: bob}
        while body["view"]["phase"] == "bidding" and body["to_act"] in players:
            mover = players[body["to_act"]]
            mine = state(mover, match_id)
            choice = next((a for a in mine["legal"] if a["type"] == "bid"), mine["legal"][0])
            act(mover, match_id, choice, mine["seq"])
            run_computer_turns(match_id)
            body = state(alice, match_id)
        if body["view"]["phase"] == "declaring" and body["to_act"] in players:
            mover = players[body["to_act"]]
            mine = state(mover, match_id)
            card = next(a for a in mine["legal"] if "card" in a)
            assert act(mover, match_id, card, mine["seq"]).status_code == 201
            return match_id
    raise AssertionError("no person won an auction in 50 tries")


class TestEvents:
    def test_the_feed_never_holds_a_deck_and_hides_a_declared_card_from_others(self, alice, bob):
        match_id = play_to_declaration(alice, bob)
        declaration = Event.objects.filter(match__public_id=match_id, action_type="declare_trump").get()
        declarer = {0: alice, 1: bob}[declaration.seat]
        other = {0: bob, 1: alice}[declaration.seat]
        own = declarer.get(f"/api/matches/{match_id}/events?after=0").json()
        seen = other.get(f"/api/matches/{match_id}/events?after=0").json()
        assert seen["seq"] == Match.objects.get(public_id=match_id).seq
        own_declaration = next(e for e in own["events"] if e["seq"] == declaration.seq)
        seen_declaration = next(e for e in seen["events"] if e["seq"] == declaration.seq)
        assert own_declaration["action"]["card"] == declaration.payload["card"]
        assert seen_declaration["action"] == {"seat": declaration.seat, "type": "declare_trump", "mode": "haath_par"}
        deal = seen["events"][0]
        assert deal["type"] == "deal"
        assert set(deal["deal"]) == {"number", "dealer"}

    def test_events_after_a_sequence_number_are_only_the_later_ones(self, alice, bob):
        match_id = play_to_declaration(alice, bob)
        seq = Match.objects.get(public_id=match_id).seq
        later = alice.get(f"/api/matches/{match_id}/events?after={seq - 2}").json()
        assert [event["seq"] for event in later["events"]] == [seq - 1, seq]
        assert alice.get(f"/api/matches/{match_id}/events?after={seq}").json()["events"] == []

    @pytest.mark.parametrize("after", ["x", "-1", "1.5"])
    def test_a_bad_after_is_a_400(self, alice, after):
        match_id = started_match(alice)
        assert alice.get(f"/api/matches/{match_id}/events?after={after}").status_code == 400


class TestRecordAndDeals:
    def test_a_running_matchs_record_is_for_staff_only(self, alice, bob, charlie):
        match_id = started_match(alice, bob)
        response = alice.get(f"/api/matches/{match_id}/record")
        assert response.status_code == 403
        assert response.json()["code"] == "match_running"
        from accounts.models import User

        User.objects.filter(pk=charlie.pk).update(is_staff=True)
        record = charlie.get(f"/api/matches/{match_id}/record").json()
        assert record["format"] == "tricktable-record/1"
        assert len(record["deals"]) >= 1

    def test_a_staff_member_playing_in_a_running_match_cannot_read_its_record(self, alice, bob):
        # The record's decks would show Bob the other players' hands.
        from accounts.models import User

        match_id = started_match(alice, bob)
        User.objects.filter(pk=bob.pk).update(is_staff=True)
        for route in ("record", "replay?deal=0"):
            response = bob.get(f"/api/matches/{match_id}/{route}")
            assert response.status_code == 403, route
            assert response.json()["code"] == "playing_this_match"
        Match.objects.filter(public_id=match_id).update(status="finished")
        assert bob.get(f"/api/matches/{match_id}/record").status_code == 200


class TestMyMatches:
    def test_alices_matches_newest_first_paginated_and_filtered(self, alice, bob):
        first = started_match(alice, bob)
        second = started_match(alice)
        create_room(alice)  # a room that never started is no match
        page = alice.get("/api/me/matches?page_size=1").json()
        assert page["count"] == 2
        assert [m["id"] for m in page["results"]] == [second]
        assert page["next"]
        assert [m["id"] for m in alice.get("/api/me/matches").json()["results"]] == [second, first]
        assert [m["id"] for m in bob.get("/api/me/matches").json()["results"]] == [first]
        assert alice.get("/api/me/matches?status=finished").json()["count"] == 0
        assert alice.get("/api/me/matches?game=allfours").json()["count"] == 0
        assert alice.get("/api/me/matches?status=over").status_code == 400
        # Given empty, the status is a value outside its list too (the schema's enum says so).
        assert alice.get("/api/me/matches?status=").json()["code"] == "bad_status"
        summary = alice.get("/api/me/matches").json()["results"][0]
        assert summary["your_seat"] == 0
        assert summary["your_turn"] == (summary["to_act"] == 0)
