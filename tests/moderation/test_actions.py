"""Every moderator action and its effect: each needs a reason, each is refused to players, each is in the audit log."""

from __future__ import annotations

from datetime import timedelta
from functools import partial

import pytest
from django.utils import timezone

from community.models import (
    BlockedWord,
    ChatMessage,
    ModerationAction,
    ModerationKind,
    Report,
    ReportReason,
    ReportStatus,
)
from community.services import moderation
from config.api.service_errors import ServiceError
from games import dispatch
from games.models import Event, EventType, Match, MatchStatus, Room, RoomStatus, Seat
from games.services.matches import run_computer_turns
from tests.api.helpers import act, create_room, started_match, state
from tests.moderation.conftest import account, match_of

pytestmark = pytest.mark.django_db


def refused(code: str, call, *args, **kwargs) -> ServiceError:
    with pytest.raises(ServiceError) as caught:
        call(*args, **kwargs)
    assert caught.value.code == code, caught.value.message
    return caught.value


def a_report(reporter, reported, **fields) -> Report:
    return Report.objects.create(
        reporter=account(reporter), reported=account(reported), reason=ReportReason.ABUSIVE_CHAT, **fields
    )


def a_message(author, text: str = "you play like a potato") -> ChatMessage:
    room = Room.objects.get(code=create_room(author)["code"])
    return ChatMessage.objects.create(room=room, author=account(author), text=text)


# --- every action needs a reason and a moderator ------------------------------------------


def every_action(mona, alice, bob):
    """Each action, ready to take but for its reason."""
    match = match_of(started_match(alice, bob))
    soon = timezone.now() + timedelta(days=1)
    return {
        "resolve_report": partial(moderation.resolve_report, mona, a_report(alice, bob), ReportStatus.WARNED),
        "delete_message": partial(moderation.delete_message, mona, a_message(bob)),
        "mute_chat": partial(moderation.mute_chat, mona, account(bob), soon),
        "rename": partial(moderation.rename, mona, account(bob), "Robert"),
        "ban": partial(moderation.ban, mona, account(bob), soon),
        "abort_match": partial(moderation.abort_match, mona, match),
        "replace_seat": partial(moderation.replace_seat, mona, match, 1),
        "close_room": partial(moderation.close_room, mona, match.room),
        "block_word": partial(moderation.block_word, mona, "potato"),
    }


@pytest.mark.parametrize("reason", ["", "   ", None])
def test_every_action_refuses_an_empty_reason_and_changes_nothing(mona, alice, bob, reason):
    for name, action in every_action(mona, alice, bob).items():
        error = refused("reason_required", action, reason)
        assert error.status == 400, name
    assert not ModerationAction.objects.exists()
    assert account(bob).display_name == "Bob"
    assert not account(bob).is_banned
    assert not BlockedWord.objects.exists()
    assert Match.objects.get().status == MatchStatus.IN_PROGRESS
    assert Room.objects.filter(status=RoomStatus.CLOSED).count() == 0


def test_a_player_cannot_take_any_moderator_action(mona, alice, bob):
    # Alice is a player, not staff: the service refuses her whatever she asks.
    for name, action in every_action(account(alice), alice, bob).items():
        assert refused("not_a_moderator", action, "because I can").status == 403, name
    assert not ModerationAction.objects.exists()


def test_staff_without_the_moderators_permission_cannot_act(db, alice, bob):
    from accounts.models import User

    clerk = User.objects.create_user(username="clerk", password="x-long-password-1", is_staff=True)
    refused("not_a_moderator", moderation.ban, clerk, account(bob), None, "spam")
    assert not account(bob).is_banned


# --- reports and chat --------------------------------------------------------------------------


def test_resolving_a_report_closes_it_once(mona, alice, bob):
    report = a_report(alice, bob, note="rude words")
    entry = moderation.resolve_report(mona, report, ReportStatus.WARNED, "first offence: a warning")
    report.refresh_from_db()
    assert report.status == ReportStatus.WARNED
    assert report.resolved_by == mona
    assert report.resolved_at is not None
    assert (entry.kind, entry.target_id, entry.report_id) == (ModerationKind.RESOLVE_REPORT, bob.pk, report.pk)
    assert entry.details["outcome"] == "warned"
    refused("report_resolved", moderation.resolve_report, mona, report, ReportStatus.DISMISSED, "again")
    refused("bad_outcome", moderation.resolve_report, mona, a_report(alice, bob), "open", "reopen it")


@pytest.mark.parametrize("outcome", [ReportStatus.DISMISSED, ReportStatus.ACTED])
def test_a_report_can_be_dismissed_or_acted_on(mona, alice, bob, outcome):
    report = a_report(alice, bob)
    moderation.resolve_report(mona, report, outcome, "looked at the chat")
    report.refresh_from_db()
    assert report.status == outcome


def test_deleting_a_message_hides_it_keeps_it_and_changes_the_rooms_chat(mona, bob):
    message = a_message(bob)
    before = message.room.chat_seq
    entry = moderation.delete_message(mona, message, "insult")
    message.refresh_from_db()
    assert message.deleted_at is not None
    assert message.deleted_by == mona
    assert message.text == "you play like a potato"  # kept for the audit
    assert Room.objects.get(pk=message.room_id).chat_seq == before + 1
    assert entry.target_id == bob.pk
    assert entry.details["text"] == "you play like a potato"
    refused("message_deleted", moderation.delete_message, mona, message, "twice")


def test_the_word_filter_is_kept_with_reasons(mona):
    blocked = moderation.block_word(mona, "  Potato ", "used as an insult")
    assert blocked.word == "potato"
    assert blocked.added_by == mona
    refused("word_blocked", moderation.block_word, mona, "POTATO", "again")
    refused("bad_word", moderation.block_word, mona, "two words", "a phrase")
    moderation.unblock_word(mona, blocked, "it is a vegetable after all")
    assert not BlockedWord.objects.exists()
    assert [entry.details for entry in ModerationAction.objects.order_by("pk")] == [
        {"added": "potato"},
        {"removed": "potato"},
    ]


# --- players ---------------------------------------------------------------------------------------


def test_a_mute_lasts_until_its_end(mona, bob):
    until = timezone.now() + timedelta(hours=1)
    entry = moderation.mute_chat(mona, account(bob), until, "spamming the table")
    assert account(bob).chat_muted_until == until
    assert entry.details["until"] == until.isoformat()
    refused("bad_until", moderation.mute_chat, mona, account(bob), timezone.now() - timedelta(minutes=1), "past")


def test_a_rename_is_checked_like_a_guests_name_and_shows_at_the_table(mona, alice, bob):
    code = create_room(alice)["code"]
    assert bob.post(f"/api/rooms/{code}/join", {"seat": 1}).status_code == 200
    refused("bad_display_name", moderation.rename, mona, account(bob), "\u3164", "offensive name")
    entry = moderation.rename(mona, account(bob), "  Player   Two ", "offensive name")
    assert account(bob).display_name == "Player Two"
    assert entry.details == {"old": "Bob", "new": "Player Two"}
    seats = alice.get(f"/api/rooms/{code}").json()["seats"]
    assert seats[1]["name"] == "Player Two"


def test_a_banned_player_can_no_longer_create_join_or_act(mona, alice, bob, charlie):
    match_id = started_match(alice, bob)
    code = create_room(charlie)["code"]
    until = timezone.now() + timedelta(days=7)
    entry = moderation.ban(mona, account(alice), until, "cheating")
    assert entry.details == {"until": until.isoformat(), "for_good": False}

    created = alice.post("/api/rooms", {"game": "doublehand", "options": {}, "turn_seconds": 3600})
    assert created.status_code == 403
    assert created.json()["code"] == "banned"
    assert created.json()["banned_until"] == until.isoformat()
    joined = alice.post(f"/api/rooms/{code}/join", {})
    assert (joined.status_code, joined.json()["code"]) == (403, "banned")
    run_computer_turns(match_id)
    body = state(bob, match_id)
    acted = act(alice, match_id, {"type": "play", "card": "AS"}, body["seq"])
    assert (acted.status_code, acted.json()["code"]) == (403, "banned")
    # Bob, not banned, plays on.
    assert bob.post("/api/rooms", {"game": "doublehand", "options": {}, "turn_seconds": 3600}).status_code == 201


def test_a_ban_for_good_says_so_and_an_unban_lifts_it(mona, alice):
    moderation.ban(mona, account(alice), None, "repeated abuse")
    refused_body = alice.post("/api/rooms", {"game": "doublehand", "options": {}, "turn_seconds": 3600}).json()
    assert refused_body["code"] == "banned"
    assert "for good" in refused_body["message"]
    entry = moderation.unban(mona, account(alice), "appeal accepted")
    assert entry.kind == ModerationKind.UNBAN
    assert not account(alice).is_banned
    assert alice.post("/api/rooms", {"game": "doublehand", "options": {}, "turn_seconds": 3600}).status_code == 201
    refused("not_banned", moderation.unban, mona, account(alice), "again")


def test_a_moderator_cannot_act_on_staff_or_on_themselves_but_a_superuser_can(mona, sam, bob):
    refused("staff_account", moderation.ban, mona, sam, None, "coup")
    refused("own_account", moderation.rename, mona, mona, "Queen", "vanity")
    assert not type(sam).objects.get(pk=sam.pk).is_banned
    moderation.mute_chat(sam, mona, timezone.now() + timedelta(hours=1), "a superuser may")
    assert type(mona).objects.get(pk=mona.pk).chat_muted_until is not None


# --- matches and rooms ----------------------------------------------------------------------------


def test_aborting_a_match_ends_it_with_no_winner_and_stops_its_clock(mona, alice, bob):
    match_id = started_match(alice, bob)
    run_computer_turns(match_id)
    seq = match_of(match_id).seq
    entry = moderation.abort_match(mona, match_of(match_id), "players colluding")
    match = match_of(match_id)
    assert (match.status, match.aborted, match.winner, match.to_act) == (MatchStatus.FINISHED, True, None, None)
    assert match.turn_deadline is None and match.turn_started_at is None and not match.computer_turn
    assert match.finished_at is not None
    assert match.room.status == RoomStatus.FINISHED
    last = Event.objects.get(match=match, seq=seq + 1)
    assert last.type == EventType.MATCH_ABORTED
    assert last.payload == {"by": "moderator"}  # nothing about who or why: players can read the log
    assert match.seq == seq + 1
    assert (entry.match_id, entry.room_id, entry.details) == (match.pk, match.room_id, {"seq": seq + 1})
    # Nobody moves any more, nor does the computer.
    body = state(alice, match_id)
    assert body["status"] == "finished"
    assert body["aborted"] is True and body["legal"] == []
    # Players read the stop in the match's events (the answer is checked against the schema).
    events = alice.get(f"/api/matches/{match_id}/events?after={seq}").json()["events"]
    assert [(event["type"], event["result"]) for event in events] == [("aborted", {"by": "moderator"})]
    moved = act(alice, match_id, {"type": "pass"}, body["seq"])
    assert (moved.status_code, moved.json()["code"]) == (409, "game_over")
    assert run_computer_turns(match_id) == 0
    refused("game_over", moderation.abort_match, mona, match, "again")


def test_a_replaced_seat_is_played_by_the_computer_at_the_rooms_level(
    mona, alice, bob, django_capture_on_commit_callbacks
):
    match_id = started_match(alice, bob)
    run_computer_turns(match_id)
    match = match_of(match_id)
    person = match.to_act
    assert person in (0, 1)  # a person is to act: the computer players have moved
    seq = match.seq
    with django_capture_on_commit_callbacks() as callbacks:
        entry = moderation.replace_seat(mona, match, person, "left the table for good")
    match = match_of(match_id)
    seat = Seat.objects.get(room=match.room, index=person)
    assert seat.user_id is None and seat.bot_level == match.room.bot_level
    event = Event.objects.get(match=match, seq=seq + 1)
    assert (event.type, event.seat) == (EventType.SEAT_REPLACED, person)
    assert event.payload == {"seat": person, "bot_level": match.room.bot_level, "by": "moderator"}
    assert entry.target_id == (alice.pk if person == 0 else bob.pk)
    assert entry.details["seat"] == person
    # The other player reads it in the match's events (the answer is checked against the schema).
    other = bob if person == 0 else alice
    events = other.get(f"/api/matches/{match_id}/events?after={seq}").json()["events"]
    assert [(event["type"], event["seat"]) for event in events] == [("seat_taken", person)]
    # The computer is now to act at that seat: no deadline, and its move sent for, as after any move.
    assert match.to_act == person and match.computer_turn and match.turn_deadline is None
    sent = [call for call in callbacks if isinstance(call, partial) and call.func is dispatch.send_computer_turn]
    assert [call.args[:2] for call in sent] == [(match.pk, match.seq)]
    assert run_computer_turns(match_id) >= 1
    assert Event.objects.get(match=match, seq=seq + 2).by_computer
    assert Event.objects.get(match=match, seq=seq + 2).seat == person


def test_a_seat_that_is_not_to_act_is_replaced_without_touching_the_turns_clock(mona, alice, bob):
    match_id = started_match(alice, bob)
    run_computer_turns(match_id)
    before = match_of(match_id)
    assert before.to_act is not None
    other = 1 - before.to_act
    moderation.replace_seat(mona, before, other, "abusive")
    after = match_of(match_id)
    assert (after.to_act, after.turn_deadline, after.computer_turn) == (before.to_act, before.turn_deadline, False)
    refused("not_a_person", moderation.replace_seat, mona, after, other, "again")
    refused("bad_seat", moderation.replace_seat, mona, after, 9, "no such seat")
    # Bob's or Alice's seat is gone: the replaced player can no longer act there.
    gone = bob if other == 1 else alice
    assert act(gone, match_id, {"type": "pass"}).status_code in (403, 404)


def test_a_replaced_players_choice_made_ahead_goes_with_them(mona, alice, bob):
    from games.models import QueuedAction

    match_id = started_match(alice, bob)
    run_computer_turns(match_id)
    match = match_of(match_id)
    assert match.to_act is not None
    other = 1 - match.to_act
    waiting = bob if other == 1 else alice
    chosen = waiting.client.put(f"/api/matches/{match_id}/ahead", {"action": {"type": "pass"}}, format="json")
    assert chosen.status_code == 200, chosen.content
    assert QueuedAction.objects.filter(match=match, seat=other).exists()
    moderation.replace_seat(mona, match, other, "left for good")
    assert not QueuedAction.objects.filter(match=match, seat=other).exists()


def test_closing_a_room_aborts_its_running_match(mona, alice, bob):
    match_id = started_match(alice, bob)
    match = match_of(match_id)
    entry = moderation.close_room(mona, match.room, "offensive room")
    match = match_of(match_id)
    assert match.room.status == RoomStatus.CLOSED
    assert match.status == MatchStatus.FINISHED and match.aborted
    assert match.events.order_by("-seq").first().type == EventType.MATCH_ABORTED
    assert entry.details == {"was": "playing", "aborted": [match_id]}
    refused("room_closed", moderation.close_room, mona, match.room, "again")
    # Its players are told why they cannot play it again (it was "the match is not over yet")
    rematch = alice.post(f"/api/rooms/{match.room.code}/rematch")
    assert rematch.status_code == 409
    assert rematch.json()["code"] == "room_closed"


def test_a_room_closed_after_its_match_ended_cannot_be_played_again(mona, alice, bob):
    match_id = started_match(alice, bob)
    match = match_of(match_id)
    Match.objects.filter(pk=match.pk).update(status=MatchStatus.FINISHED)
    Room.objects.filter(pk=match.room_id).update(status=RoomStatus.FINISHED)
    moderation.close_room(mona, match.room, "offensive names")
    assert bob.post(f"/api/rooms/{match.room.code}/rematch").json()["code"] == "room_closed"
    assert not Room.objects.filter(creator=account(alice)).exclude(pk=match.room_id).exists()


def test_closing_an_open_room_keeps_players_out(mona, alice, bob):
    code = create_room(alice)["code"]
    moderation.close_room(mona, Room.objects.get(code=code), "offensive room")
    joined = bob.post(f"/api/rooms/{code}/join", {"seat": 1})
    assert joined.status_code == 409
