"""The panel's pages with real data: search, a match laid open for every game, a player's record, the actions' forms."""

from __future__ import annotations

from html import escape
from html.parser import HTMLParser

import pytest
from django.test import Client

from accounts.models import User
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
from community.services.conduct import conduct_of
from config.api.service_errors import ServiceError
from games.engine import GAMES
from games.models import Event, EventType, MatchStatus, Room, RoomStatus, Seat
from games.services.matches import run_computer_turns
from tests.api.helpers import create_room, started_match
from tests.moderation.conftest import account, match_of, play_a_while

pytestmark = pytest.mark.django_db

EVERY_GAME = sorted(GAMES)


class InlineCode(HTMLParser):
    """Inline scripts, inline style attributes and inline event handlers in a page: the policy would block them."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []
        self.in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        names = dict(attrs)
        if tag == "script":
            self.in_script = "src" not in names
        if tag == "style":
            self.found.append("<style>")
        self.found.extend(f"{tag} {name}" for name in names if name == "style" or name.startswith("on"))

    def handle_endtag(self, tag: str) -> None:
        self.in_script = False if tag == "script" else self.in_script

    def handle_data(self, data: str) -> None:
        if self.in_script and data.strip():
            self.found.append("inline script")


def page(browser, path: str) -> str:
    """The page's HTML, checked to be allowed by the site's Content-Security-Policy."""
    response = browser.get(path)
    assert response.status_code == 200, (path, response.status_code)
    policy = response["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy
    html = response.content.decode()
    parser = InlineCode()
    parser.feed(html)
    assert parser.found == [], (path, parser.found)
    return html


# --- search ----------------------------------------------------------------------------------------


def test_rooms_are_found_by_code_matches_by_id_or_room_code_and_players_by_name(mona_panel, alice, bob, charlie):
    first = started_match(alice, bob)
    second = started_match(charlie)
    first_code = match_of(first).room.code
    second_code = match_of(second).room.code

    rooms = page(mona_panel, f"/admin/games/room/?q={first_code.lower()}")
    assert first_code in rooms and second_code not in rooms
    by_id = page(mona_panel, f"/admin/games/match/?q={first}")
    assert first in by_id and second not in by_id
    by_room = page(mona_panel, f"/admin/games/match/?q={second_code}")
    assert second in by_room and first not in by_room
    # Players are listed by the name others see, and found by it or by their username; a row links to their page.
    by_name = page(mona_panel, "/admin/accounts/user/?q=charl")
    assert player_link(charlie) in by_name and player_link(alice) not in by_name
    assert ">Charlie<" in by_name
    by_username = page(mona_panel, f"/admin/accounts/user/?q={account(bob).username}")
    assert player_link(bob) in by_username and player_link(alice) not in by_username


def player_link(player) -> str:
    return f"/admin/accounts/user/{account(player).pk}/change/"


# --- a match laid open --------------------------------------------------------------------------


def dealt_hands(match) -> list[list[str]]:
    """The first deal's hands, dealt afresh by the engine from the deck in the log (not from the panel's code)."""
    game = GAMES[match.game]
    deck = Event.objects.get(match=match, type=EventType.DEAL, payload__number=1).payload["deck"]
    dealt = game.deal(game.new_match(match.options, match.first_dealer), deck)
    assert dealt.deal is not None
    return [list(hand) for hand in dealt.deal.hands]


@pytest.mark.parametrize("game", EVERY_GAME)
def test_a_matchs_page_shows_its_log_every_hand_and_a_clean_replay(mona_panel, alice, game):
    match_id = started_match(alice, game=game)
    play_a_while(alice, match_id)
    match = match_of(match_id)
    html = page(mona_panel, f"/admin/games/match/{match.pk}/change/")
    assert "The record replays cleanly through the engine" in html
    assert "does not replay" not in html
    for seat, hand in enumerate(dealt_hands(match)):
        assert escape(" ".join(hand)) in html, f"seat {seat}'s hand is not shown"
    # Every event of the log is listed, with its seq.
    assert html.count('<tr class="event-') == match.seq
    for event in match.events.filter(type=EventType.ACTION):
        assert event.action_type in html
    # The moderator's buttons, while the match runs.
    running = match.status == MatchStatus.IN_PROGRESS
    assert ("Abort the match" in html) is running
    assert ("Give a seat to a computer player" in html) is running


def test_a_matchs_page_says_when_its_record_does_not_replay(mona_panel, alice):
    match_id = started_match(alice)
    play_a_while(alice, match_id)
    match = match_of(match_id)
    # A deal's deck that is not the game's (as a corrupted log would hold): the engine refuses it.
    deal = Event.objects.filter(match=match, type=EventType.DEAL).first()
    assert deal is not None
    broken = {**deal.payload, "deck": deal.payload["deck"][:-1]}
    Event.objects.filter(pk=deal.pk).update(payload=broken)
    html = page(mona_panel, f"/admin/games/match/{match.pk}/change/")
    assert "The record does not replay" in html
    assert "bad_deck" in html
    assert "replays cleanly" not in html


def test_an_aborted_matchs_page_shows_the_abort_and_its_moderation(mona, mona_panel, alice):
    match_id = started_match(alice)
    play_a_while(alice, match_id)
    moderation.abort_match(mona, match_of(match_id), "table left unplayed")
    match = match_of(match_id)
    html = page(mona_panel, f"/admin/games/match/{match.pk}/change/")
    assert 'class="event-aborted"' in html
    assert "The record replays cleanly" in html
    assert "table left unplayed" in html and "Aborted a match" in html
    assert "Abort the match" not in html  # no button: it is over


# --- a player's page --------------------------------------------------------------------------------


def test_a_players_page_shows_matches_reports_chat_conduct_and_earlier_moderation(mona, mona_panel, alice, bob):
    # Bob's first match: he left it to the computer (turns ran out in a row: away), which played for him.
    first = started_match(alice, bob)
    run_computer_turns(first)
    Seat.objects.filter(room=match_of(first).room, index=1).update(away=True, timeouts=2)
    computer_moved = Event.objects.create(
        match=match_of(first), seq=match_of(first).seq + 1, type=EventType.ACTION, seat=1, by_computer=True
    )
    # His second match he plays himself.
    started_match(bob)
    room = Room.objects.get(code=create_room(alice)["code"])
    ChatMessage.objects.create(room=room, author=account(bob), text="gg easy")
    Report.objects.create(reporter=account(alice), reported=account(bob), reason=ReportReason.QUITTING, note="left")
    Report.objects.create(reporter=account(bob), reported=account(alice), reason=ReportReason.CHEATING, note="odd")
    moderation.rename(mona, account(bob), "Robert", "name of a politician")

    html = page(mona_panel, f"/admin/accounts/user/{bob.pk}/change/")
    assert first in html
    assert match_of(first).room.code in html
    assert "gg easy" in html
    assert "left" in html and "Quitting matches" in html  # a report about him
    assert "odd" in html and "Cheating" in html  # a report he made
    assert "name of a politician" in html and "Renamed a player" in html
    assert "1 of 2 (50%)" in html  # matches left to the computer
    conduct = conduct_of(account(bob))
    assert (conduct.played, conduct.computer_moves, conduct.timeouts_in_a_row, conduct.away_now) == (2, 1, 2, 1)
    assert computer_moved.seat == 1
    for button in ("Mute in chat", "Rename", "Ban"):
        assert f">{button}</a>" in html
    assert ">Lift the ban</a>" not in html  # not banned
    # Moderators cannot change passwords: no button offers it (a guest's would read "Set password")
    assert "Set password" not in html and "Reset password" not in html


def test_an_administrator_still_sets_a_players_password_from_their_page(alice):
    root = User.objects.create_superuser("root", password="a long superuser password", is_guest=False)
    browser = Client()
    browser.force_login(root)
    assert "Set password" in page(browser, f"/admin/accounts/user/{alice.pk}/change/")


def test_a_replaced_player_keeps_the_match_on_their_page_as_abandoned(mona, mona_panel, alice, bob):
    match_id = started_match(alice, bob)
    moderation.replace_seat(mona, match_of(match_id), 1, "never came back")
    html = page(mona_panel, f"/admin/accounts/user/{bob.pk}/change/")
    assert match_id in html
    assert "1 of 1 (100%)" in html


# --- the actions through the panel ------------------------------------------------------------------


def take(browser, path: str, form: dict) -> str:
    """Open an action's page, send it without a reason (refused, nothing done), then with one."""
    assert "reason" in page(browser, path)
    count = ModerationAction.objects.count()
    refused = browser.post(path, {**form, "reason": "  "})
    assert refused.status_code == 200
    assert "This field is required" in refused.content.decode()
    assert ModerationAction.objects.count() == count
    done = browser.post(path, {**form, "reason": "seen in the panel"})
    assert done.status_code == 302, done.content.decode()
    assert ModerationAction.objects.count() == count + 1
    entry = ModerationAction.objects.first()
    assert entry is not None and entry.reason == "seen in the panel"
    return str(entry.kind)


def test_every_player_action_through_the_panel(mona_panel, bob):
    base = f"/admin/accounts/user/{bob.pk}/moderate"
    assert take(mona_panel, f"{base}/mute/", {"length": "1h"}) == ModerationKind.MUTE
    assert account(bob).chat_muted_until is not None
    assert take(mona_panel, f"{base}/rename/", {"display_name": "Robert"}) == ModerationKind.RENAME
    assert account(bob).display_name == "Robert"
    assert take(mona_panel, f"{base}/ban/", {"length": "good"}) == ModerationKind.BAN
    assert account(bob).is_banned and account(bob).banned_until is None
    banned = bob.post("/api/rooms", {"game": "doublehand", "options": {}, "turn_seconds": 3600})
    assert (banned.status_code, banned.json()["code"]) == (403, "banned")
    assert take(mona_panel, f"{base}/unban/", {}) == ModerationKind.UNBAN
    assert not account(bob).is_banned


def test_a_bad_name_is_refused_on_the_rename_page(mona_panel, bob):
    response = mona_panel.post(
        f"/admin/accounts/user/{bob.pk}/moderate/rename/", {"display_name": "a\x07b", "reason": "offensive"}
    )
    assert response.status_code == 200
    assert "cannot contain" in response.content.decode()
    assert account(bob).display_name == "Bob"


def test_every_match_and_room_action_through_the_panel(mona_panel, alice, bob, charlie):
    match = match_of(started_match(alice, bob))
    base = f"/admin/games/match/{match.pk}/moderate"
    assert take(mona_panel, f"{base}/replace-seat/", {"seat": 1}) == ModerationKind.REPLACE_SEAT
    assert Seat.objects.get(room=match.room, index=1).is_bot
    assert take(mona_panel, f"{base}/abort/", {}) == ModerationKind.ABORT_MATCH
    assert match_of(match.public_id).aborted
    room = Room.objects.get(code=create_room(charlie)["code"])
    assert take(mona_panel, f"/admin/games/room/{room.pk}/moderate/close/", {}) == ModerationKind.CLOSE_ROOM
    room.refresh_from_db()
    assert room.status == RoomStatus.CLOSED
    assert match_of(match.public_id).status == MatchStatus.FINISHED


def test_reports_chat_and_the_word_filter_through_the_panel(mona_panel, alice, bob):
    report = Report.objects.create(reporter=account(alice), reported=account(bob), reason=ReportReason.ABUSIVE_CHAT)
    html = page(mona_panel, f"/admin/community/report/{report.pk}/change/")
    assert "Resolve the report" in html
    assert take(mona_panel, f"/admin/community/report/{report.pk}/moderate/resolve/", {"outcome": "acted"}) == (
        ModerationKind.RESOLVE_REPORT
    )
    report.refresh_from_db()
    assert report.status == ReportStatus.ACTED

    room = Room.objects.get(code=create_room(alice)["code"])
    message = ChatMessage.objects.create(room=room, author=account(bob), text="rude")
    assert "Delete the message" in page(mona_panel, f"/admin/community/chatmessage/{message.pk}/change/")
    assert take(mona_panel, f"/admin/community/chatmessage/{message.pk}/moderate/delete/", {}) == (
        ModerationKind.DELETE_MESSAGE
    )
    message.refresh_from_db()
    assert message.deleted_at is not None
    assert "Delete the message" not in page(mona_panel, f"/admin/community/chatmessage/{message.pk}/change/")

    assert 'name="reason"' in page(mona_panel, "/admin/community/blockedword/add/")
    missing = mona_panel.post("/admin/community/blockedword/add/", {"word": "potato"})
    assert missing.status_code == 200 and not BlockedWord.objects.exists()
    added = mona_panel.post("/admin/community/blockedword/add/", {"word": "Potato", "reason": "an insult here"})
    assert added.status_code == 302
    word = BlockedWord.objects.get()
    assert word.word == "potato"
    twice = mona_panel.post("/admin/community/blockedword/add/", {"word": "POTATO", "reason": "again"})
    assert "already filtered" in twice.content.decode()
    removed = take(mona_panel, f"/admin/community/blockedword/{word.pk}/moderate/remove/", {})
    assert removed == ModerationKind.WORD_FILTER
    assert not BlockedWord.objects.exists()
    assert [entry.details for entry in ModerationAction.objects.filter(kind=ModerationKind.WORD_FILTER)] == [
        {"removed": "potato"},
        {"added": "potato"},
    ]


def test_the_audit_log_is_shown_on_the_panel(mona, mona_panel, bob):
    moderation.ban(mona, account(bob), None, "cheating with a friend")
    html = page(mona_panel, "/admin/community/moderationaction/")
    assert "cheating with a friend" in html and "Banned a player" in html and "mona" in html
    entry = ModerationAction.objects.get()
    assert "cheating with a friend" in page(mona_panel, f"/admin/community/moderationaction/{entry.pk}/change/")


@pytest.mark.parametrize(
    "path",
    [
        "/admin/",
        "/admin/games/room/",
        "/admin/games/match/",
        "/admin/games/event/",
        "/admin/accounts/user/",
        "/admin/community/chatmessage/",
        "/admin/community/report/",
        "/admin/community/blockedword/",
        "/admin/community/moderationaction/",
    ],
)
def test_every_list_of_the_panel_opens_for_a_moderator_with_data_in_it(mona, mona_panel, alice, bob, path):
    match = match_of(started_match(alice, bob))
    ChatMessage.objects.create(room=match.room, author=account(bob), text="hello")
    Report.objects.create(reporter=account(alice), reported=account(bob), reason=ReportReason.OFFENSIVE_NAME)
    moderation.block_word(mona, "potato", "insult")
    moderation.mute_chat(mona, account(bob), match.created_at.replace(year=match.created_at.year + 1), "spam")
    page(mona_panel, path)
    page(mona_panel, f"/admin/games/room/{match.room_id}/change/")


def test_a_moderator_who_plays_in_a_running_match_sees_no_hands_and_cannot_act_on_it(mona, mona_panel, alice):
    match = match_of(started_match(alice))
    # Mona sits in seat 2 (a computer player's until now).
    Seat.objects.filter(room=match.room, index=2).update(user=mona, bot_level="")
    html = page(mona_panel, f"/admin/games/match/{match.pk}/change/")
    assert "You take part in this match" in html
    assert 'id="deals"' not in html and 'id="event-log"' not in html
    for hand in dealt_hands(match):
        assert escape(" ".join(hand)) not in html
    assert "Abort the match" not in html
    refused = mona_panel.post(f"/admin/games/match/{match.pk}/moderate/abort/", {"reason": "my own table"})
    assert "moderators do not act on a match they play in" in refused.content.decode()
    assert not match_of(match.public_id).aborted
    assert "Close the room" not in page(mona_panel, f"/admin/games/room/{match.room_id}/change/")
    with pytest.raises(ServiceError):
        moderation.close_room(mona, match.room, "my own room")
    with pytest.raises(ServiceError):
        moderation.replace_seat(mona, match, 0, "my opponent")
