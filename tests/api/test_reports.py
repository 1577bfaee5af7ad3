"""Players' reports of one another: who may report whom, what a report must name, and the snapshot it keeps."""

from __future__ import annotations

import pytest

from community.models import ChatMessage, Report
from config.api.throttling import ScopedThrottle
from config.public_ids import new_public_id
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
    return Report.objects.get(public_id=response.json()["id"])


def say(player: Player, code: str, text: str) -> str:
    response = player.post(f"/api/rooms/{code}/chat", {"text": text})
    assert response.status_code == 201, response.content
    return response.json()["id"]


class TestReportingAMessage:
    def test_the_report_keeps_what_was_said_and_by_whom_even_after_both_change(self, alice, bob):
        match_id = started_match(alice, bob)
        run_computer_turns(match_id)
        code = state(alice, match_id)["room"]
        message = say(bob, code, "you are a cheat")
        seq = Match.objects.get(public_id=match_id).seq
        kept = filed(alice, reported=bob.id, reason="abusive_chat", note="  he keeps at it  ", message=message)
        assert (kept.reporter_id, kept.reported_id, kept.reason, kept.note) == (
            alice.pk,
            bob.pk,
            "abusive_chat",
            "he keeps at it",
        )
        assert kept.message is not None and kept.message.public_id == message
        # The message's room, and that room's match at its current seq, are named for the moderator.
        assert (kept.room.code, kept.match.public_id, kept.seq) == (code, match_id, seq)
        snapshot = {
            "name": "Bob",
            "room": code,
            "match": match_id,
            "seq": seq,
            # The moderators' copy keeps the database key, as the admin shows it
            "message": {"id": kept.message.pk, "text": "you are a cheat", "phrase": None},
        }
        assert {**kept.snapshot, "message": {**kept.snapshot["message"], "created_at": None}} == {
            **snapshot,
            "message": {**snapshot["message"], "created_at": None},
        }
        # Bob renames himself and a moderator deletes the message: the report still shows what Alice saw.
        bob.client.patch("/api/me", {"display_name": "Nice Bob"}, format="json")
        ChatMessage.objects.filter(public_id=message).update(text="(edited)")
        kept.refresh_from_db()
        assert kept.snapshot["name"] == "Bob"
        assert kept.snapshot["message"]["text"] == "you are a cheat"

    def test_the_message_must_be_the_reported_players_and_one_the_reporter_can_read(self, alice, bob, charlie):
        lobby = create_room(alice)["code"]
        assert bob.post(f"/api/rooms/{lobby}/join").status_code == 200
        alices = say(alice, lobby, "hello")
        missing = report(alice, reported=bob.id, reason="abusive_chat", message=new_public_id())
        assert missing.status_code == 404
        assert missing.json()["code"] == "unknown_message"
        # Charlie cannot read that room: the message does not exist for him
        not_his = report(charlie, reported=alice.id, reason="abusive_chat", message=alices)
        # Nor, to Alice, does a message of hers reported as Bob's: the app names a message's own author
        wrong_author = report(alice, reported=bob.id, reason="abusive_chat", message=alices)
        for refused in (not_his, wrong_author, report(alice, reported=bob.id, reason="abusive_chat", message="x.y")):
            assert (refused.status_code, refused.json()) == (404, missing.json())
        assert not Report.objects.exists()

    def test_a_message_in_a_room_never_seen_tells_nothing(self, alice, bob, charlie):
        # Bob writes at a table open to spectators, which Charlie has never seen; Charlie has met Bob elsewhere
        match_id = started_match(bob, allow_spectators=True)
        bobs = say(bob, state(bob, match_id)["room"], "gg")
        elsewhere = create_room(charlie)["code"]
        assert bob.post(f"/api/rooms/{elsewhere}/join").status_code == 200
        assert alice.post(f"/api/rooms/{elsewhere}/join").status_code == 200
        # Then naming Bob's message as Alice's answers as a message that does not exist
        probe = report(charlie, reported=alice.id, reason="abusive_chat", message=bobs)
        nothing = report(charlie, reported=alice.id, reason="abusive_chat", message=new_public_id())
        assert (probe.status_code, probe.json()) == (nothing.status_code, nothing.json()) == (404, nothing.json())
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
        assert filed(alice, reported=bob.id, reason="offensive_name").reported_id == bob.pk
        assert filed(bob, reported=alice.id, reason="offensive_name").reported_id == alice.pk

    def test_no_one_reports_themselves(self, alice):
        response = report(alice, reported=alice.id, reason="cheating")
        assert response.status_code == 400
        assert response.json()["code"] == "cannot_report_self"

    def test_a_stranger_cannot_be_told_from_a_player_who_does_not_exist(self, alice, bob, charlie):
        started_match(alice, bob)
        stranger = report(charlie, reported=alice.id, reason="offensive_name")
        nobody = report(charlie, reported=new_public_id(), reason="offensive_name")
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

    def test_the_reported_player_must_be_named_by_their_public_id(self, alice, bob):
        started_match(alice, bob)
        # Not the database key, as a number or as text
        for reported in (bob.pk, 2.5, None, 10**30, ["x"]):
            response = report(alice, reported=reported, reason="cheating")
            assert response.status_code == 400, reported
            assert response.json()["code"] == "invalid"
        for reported in (str(bob.pk), "x" * 5000, "no/such id"):
            assert report(alice, reported=reported, reason="cheating").json()["code"] == "unknown_player", reported


def test_reports_are_rate_limited(alice, bob, monkeypatch):
    monkeypatch.setattr(ScopedThrottle, "THROTTLE_RATES", {**ScopedThrottle.THROTTLE_RATES, "reports": "2/hour"})
    started_match(alice, bob)
    filed(alice, reported=bob.id, reason="offensive_name")
    filed(alice, reported=bob.id, reason="quitting")
    refused = report(alice, reported=bob.id, reason="cheating")
    assert refused.status_code == 429
    assert refused.json()["code"] == "throttled"
    assert Report.objects.count() == 2
