"""Players' reports of one another: who may report whom, what a report must name, and the snapshot it keeps."""

from __future__ import annotations

import pytest

from community.models import ChatMessage, Report
from config.api.throttling import ScopedThrottle
from games.models import Match
from games.services.matches import run_computer_turns
from tests.api.helpers import create_room, started_match, state
from tests.conftest import Player

pytestmark = pytest.mark.django_db


def report(player: Player, **body: object):
    return player.post("/api/reports", body)


def filed(player: Player, **body: object) -> Report:
    response = report(player, **body)
    assert response.status_code == 201, response.content
    assert response.json()["status"] == "open"
    return Report.objects.get(pk=response.json()["id"])


def say(player: Player, code: str, text: str) -> int:
    response = player.post(f"/api/rooms/{code}/chat", {"text": text})
    assert response.status_code == 201, response.content
    return int(response.json()["id"])


class TestReportingAMessage:
    def test_the_report_keeps_what_was_said_and_by_whom_even_after_both_change(self, alice, bob):
        match_id = started_match(alice, bob)
        run_computer_turns(match_id)
        code = state(alice, match_id)["room"]
        message = say(bob, code, "you are a cheat")
        seq = Match.objects.get(public_id=match_id).seq
        kept = filed(alice, reported=bob.id, reason="abusive_chat", note="  he keeps at it  ", message=message)
        assert (kept.reporter_id, kept.reported_id, kept.reason, kept.note) == (
            alice.id,
            bob.id,
            "abusive_chat",
            "he keeps at it",
        )
        assert kept.message_id == message
        # The message's room, and that room's match at its current seq, are named for the moderator.
        assert (kept.room.code, kept.match.public_id, kept.seq) == (code, match_id, seq)
        snapshot = {
            "name": "Bob",
            "room": code,
            "match": match_id,
            "seq": seq,
            "message": {"id": message, "text": "you are a cheat", "phrase": None},
        }
        assert {**kept.snapshot, "message": {**kept.snapshot["message"], "created_at": None}} == {
            **snapshot,
            "message": {**snapshot["message"], "created_at": None},
        }
        # Bob renames himself and a moderator deletes the message: the report still shows what Alice saw.
        bob.client.patch("/api/me", {"display_name": "Nice Bob"}, format="json")
        ChatMessage.objects.filter(pk=message).update(text="(edited)")
        kept.refresh_from_db()
        assert kept.snapshot["name"] == "Bob"
        assert kept.snapshot["message"]["text"] == "you are a cheat"

    def test_the_message_must_be_the_reported_players_and_one_the_reporter_can_read(self, alice, bob, charlie):
        lobby = create_room(alice)["code"]
        assert bob.post(f"/api/rooms/{lobby}/join").status_code == 200
        alices = say(alice, lobby, "hello")
        not_his = report(charlie, reported=alice.id, reason="abusive_chat", message=alices)
        # Charlie cannot read that room: the message does not exist for him.
        assert not_his.status_code == 404
        assert not_his.json()["code"] == "unknown_message"
        wrong_author = report(alice, reported=bob.id, reason="abusive_chat", message=alices)
        assert wrong_author.status_code == 400
        assert wrong_author.json()["code"] == "not_their_message"
        missing = report(alice, reported=bob.id, reason="abusive_chat", message=987654321)
        assert missing.status_code == 404
        assert missing.json()["code"] == "unknown_message"
        assert not Report.objects.exists()

    def test_a_spectator_reports_what_they_read_at_a_table(self, alice, bob, charlie):
        match_id = started_match(alice, bob, allow_spectators=True)
        code = state(alice, match_id)["room"]
        message = say(bob, code, "rude words")
        # Charlie never sat with Bob, but read his message.
        assert report(charlie, reported=bob.id, reason="abusive_chat").json()["code"] == "unknown_player"
        kept = filed(charlie, reported=bob.id, reason="abusive_chat", message=message)
        assert kept.snapshot["message"]["text"] == "rude words"

    def test_a_player_who_left_the_lobby_can_still_be_reported_for_what_they_wrote(self, alice, bob):
        lobby = create_room(alice)["code"]
        assert bob.post(f"/api/rooms/{lobby}/join").status_code == 200
        say(bob, lobby, "bye losers")
        assert bob.post(f"/api/rooms/{lobby}/leave").status_code == 200
        assert filed(alice, reported=bob.id, reason="abusive_chat").snapshot["room"] is None


class TestReportingAPlayer:
    def test_a_report_names_the_match_and_the_moment(self, alice, bob):
        match_id = started_match(alice, bob)
        run_computer_turns(match_id)
        code = state(alice, match_id)["room"]
        kept = filed(bob, reported=alice.id, reason="quitting", room=code, match=match_id, seq=1)
        assert (kept.room.code, kept.match.public_id, kept.seq, kept.message) == (code, match_id, 1, None)
        assert kept.snapshot == {"name": "Alice", "room": code, "match": match_id, "seq": 1, "message": None}
        # Without a seq, the match's own at the time of the report.
        latest = Match.objects.get(public_id=match_id).seq
        assert filed(bob, reported=alice.id, reason="cheating", match=match_id).snapshot["seq"] == latest
        # An offensive name needs nothing else: the name is what is kept.
        bare = filed(bob, reported=alice.id, reason="offensive_name")
        assert (bare.snapshot["name"], bare.room, bare.match) == ("Alice", None, None)

    def test_players_who_only_shared_a_lobby_have_met(self, alice, bob):
        lobby = create_room(bob)["code"]
        assert alice.post(f"/api/rooms/{lobby}/join").status_code == 200
        assert filed(alice, reported=bob.id, reason="offensive_name").reported_id == bob.id
        assert filed(bob, reported=alice.id, reason="offensive_name").reported_id == alice.id

    def test_no_one_reports_themselves(self, alice):
        response = report(alice, reported=alice.id, reason="cheating")
        assert response.status_code == 400
        assert response.json()["code"] == "cannot_report_self"

    def test_a_stranger_cannot_be_told_from_a_player_who_does_not_exist(self, alice, bob, charlie):
        started_match(alice, bob)
        stranger = report(charlie, reported=alice.id, reason="offensive_name")
        nobody = report(charlie, reported=987654321, reason="offensive_name")
        assert stranger.status_code == nobody.status_code == 404
        assert stranger.json() == nobody.json()
        assert stranger.json()["code"] == "unknown_player"
        assert not Report.objects.exists()

    def test_the_room_match_and_message_must_be_ones_the_reporter_knows_and_agree(self, alice, bob, charlie):
        theirs = started_match(alice, bob)
        mine = started_match(alice, charlie)
        theirs_code = state(alice, theirs)["room"]
        for body, status, code in [
            ({"match": theirs}, 404, "unknown_match"),
            ({"match": "no/such id"}, 404, "unknown_match"),
            ({"match": "x" * 5000}, 404, "unknown_match"),
            ({"room": theirs_code}, 404, "unknown_room"),
            ({"room": "ZZZZZZ"}, 404, "unknown_room"),
            ({"room": state(alice, mine)["room"], "match": theirs}, 404, "unknown_match"),
            ({"seq": 3}, 400, "bad_seq"),
            ({"match": mine, "seq": 10**9}, 400, "bad_seq"),
        ]:
            response = report(charlie, reported=alice.id, reason="cheating", **body)
            assert (response.status_code, response.json()["code"]) == (status, code), body
        mixed = report(alice, reported=bob.id, reason="cheating", room=state(alice, mine)["room"], match=theirs)
        assert mixed.status_code == 400
        assert mixed.json()["code"] == "mismatched_report"
        assert not Report.objects.exists()

    @pytest.mark.parametrize(
        ("body", "code"),
        [
            ({"reason": "rudeness"}, "bad_reason"),
            ({"reason": ""}, "bad_reason"),
            ({"reason": "cheating", "note": "n" * 501}, "note_too_long"),
            ({"reason": "cheating", "note": "bell\x07"}, "bad_note"),
            ({"reason": "cheating", "note": 5}, "invalid"),
            ({"reason": ["cheating"]}, "invalid"),
            ({}, "invalid"),
            ({"reason": "cheating", "seq": -1}, "invalid"),
            ({"reason": "cheating", "seq": "1"}, "invalid"),
            ({"reason": "cheating", "message": 2**70}, "invalid"),
            ({"reason": "cheating", "message": True}, "invalid"),
        ],
    )
    def test_a_bad_report_is_a_400_with_a_clear_code(self, alice, bob, body, code):
        started_match(alice, bob)
        response = report(alice, reported=bob.id, **body)
        assert response.status_code == 400, response.content
        assert response.json()["code"] == code
        assert not Report.objects.exists()

    def test_a_note_may_run_to_five_hundred_characters_over_several_lines(self, alice, bob):
        started_match(alice, bob)
        lines = "\n".join(["a line"] * 71)
        note = lines + "!" * (500 - len(lines))
        assert filed(alice, reported=bob.id, reason="quitting", note=note).note == note

    def test_the_reported_player_must_be_named_by_a_whole_number(self, alice):
        for reported in ("2", 2.5, None, 10**30, 0):
            response = report(alice, reported=reported, reason="cheating")
            assert response.status_code == 400, reported
            assert response.json()["code"] == "invalid"


def test_reports_are_rate_limited(alice, bob, monkeypatch):
    monkeypatch.setattr(ScopedThrottle, "THROTTLE_RATES", {**ScopedThrottle.THROTTLE_RATES, "reports": "2/hour"})
    started_match(alice, bob)
    filed(alice, reported=bob.id, reason="offensive_name")
    filed(alice, reported=bob.id, reason="quitting")
    refused = report(alice, reported=bob.id, reason="cheating")
    assert refused.status_code == 429
    assert refused.json()["code"] == "throttled"
    assert Report.objects.count() == 2
