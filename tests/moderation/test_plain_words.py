"""The panel speaks in names, dates and plain words: a volunteer moderator never reads ids, codes or stored JSON."""

from __future__ import annotations

import importlib
import re
from datetime import UTC, datetime

import pytest
from django.apps import apps as django_apps

from accounts.models import User
from community.admin.plain import plain
from community.models import ChatMessage, ModerationAction, Report, ReportReason
from community.services import moderation
from games.models import Room
from tests.api.helpers import create_room, started_match
from tests.moderation.conftest import account, match_of, play_a_while
from tests.moderation.test_panel import page

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.any_database,  # the words of the panel's pages
]

GUEST_USERNAME = re.compile(r"guest-[0-9a-f]{16}")
STORED_KEY = re.compile(r"\{&quot;|\{\"|&quot;: ")
"""What stored JSON looks like in a page: `{"` or `"key": `, escaped or not."""


def visible_text(html: str) -> str:
    """The page's text between tags (so that the ids in its links and scripts are left out)."""
    body = html.split("<body", 1)[-1]
    body = re.sub(r"<script.*?</script>", " ", body, flags=re.S)
    return re.sub(r"<[^>]+>", " ", body)


class TestNames:
    def test_a_report_is_named_by_its_reason_the_players_and_the_day(self, alice, bob):
        report = Report.objects.create(reporter=account(alice), reported=account(bob), reason=ReportReason.ABUSIVE_CHAT)
        report.created_at = datetime(2026, 12, 2, 10, 0, tzinfo=UTC)
        assert str(report) == "Abusive chat: Bob, reported by Alice on 2 Dec 2026"

    def test_an_audit_entry_is_named_by_what_was_done_to_whom_by_whom(self, mona, bob):
        entry = moderation.ban(mona, account(bob), None, "cheating")
        assert isinstance(entry, ModerationAction)
        assert re.fullmatch(r"Banned a player \(Bob\), by mona on \d{1,2} \w{3} \d{4}", str(entry))

    def test_a_chat_message_is_named_by_its_author_and_room(self, alice, bob):
        room = Room.objects.get(code=create_room(alice)["code"])
        message = ChatMessage.objects.create(room=room, author=account(bob), text="hi")
        assert str(message) == f"Bob's message in room {room.code}"


class TestPlayers:
    def test_the_list_names_players_and_kinds_of_account_never_a_guests_system_id(self, mona_panel, alice, sam):
        sam.is_guest = True  # as `createsuperuser` stored it before accounts' migration 0008
        sam.save(update_fields=["is_guest"])
        text = visible_text(page(mona_panel, "/admin/accounts/user/"))
        assert "Alice" in text and "Guest" in text
        assert "Administrator" in text and "Moderator" in text
        assert not GUEST_USERNAME.search(text), GUEST_USERNAME.search(text)
        assert "Is guest" not in text
        # A superuser's page says what the account is, not that it is a guest's.
        sam_page = visible_text(page(mona_panel, f"/admin/accounts/user/{sam.pk}/change/"))
        assert "Administrator" in sam_page and "Is guest" not in sam_page

    def test_the_kind_filter_lists_guests_alone(self, mona_panel, alice, mona):
        html = page(mona_panel, "/admin/accounts/user/?kind=guest")
        assert f"/admin/accounts/user/{account(alice).pk}/change/" in html
        assert f"/admin/accounts/user/{mona.pk}/change/" not in html

    def test_a_guests_page_shows_no_system_username(self, mona_panel, alice):
        text = visible_text(page(mona_panel, f"/admin/accounts/user/{account(alice).pk}/change/"))
        assert "Alice" in text
        assert not GUEST_USERNAME.search(text)


class TestTheAuditLog:
    def test_the_moderator_filter_lists_only_moderators(self, mona, sam, mona_panel, alice, bob):
        moderation.rename(mona, account(bob), "Robert", "rude name")
        html = page(mona_panel, "/admin/community/moderationaction/")
        choices = re.findall(r'href="\?moderator=(\d+)"', html)
        assert sorted(int(pk) for pk in choices) == sorted([mona.pk, sam.pk])
        assert account(alice).pk not in {int(pk) for pk in choices}
        # The filter's choice lists that moderator's entries.
        assert "rude name" in page(mona_panel, f"/admin/community/moderationaction/?moderator={mona.pk}")
        assert "rude name" not in page(mona_panel, f"/admin/community/moderationaction/?moderator={sam.pk}")

    def test_an_entry_and_the_players_page_say_what_changed_in_words(self, mona, mona_panel, bob):
        entry = moderation.rename(mona, account(bob), "Robert", "rude name")
        assert isinstance(entry, ModerationAction)
        for path in (f"/admin/community/moderationaction/{entry.pk}/change/", f"/admin/accounts/user/{bob.pk}/change/"):
            html = page(mona_panel, path)
            assert "old: Bob; new: Robert" in html, path
            assert not STORED_KEY.search(visible_text(html)), path


class TestReportsAndChat:
    def test_the_report_list_and_page_speak_in_reasons_names_and_words(self, mona_panel, alice, bob):
        room = Room.objects.get(code=create_room(alice)["code"])
        message = ChatMessage.objects.create(room=room, author=account(bob), text="you are slow")
        report = Report.objects.create(
            reporter=account(alice),
            reported=account(bob),
            reason=ReportReason.ABUSIVE_CHAT,
            message=message,
            snapshot={"name": "Bob", "message": {"text": "you are slow"}},
        )
        listed = visible_text(page(mona_panel, "/admin/community/report/"))
        assert "Abusive chat" in listed and "abusive_chat" not in listed
        assert "Alice" in listed and "Bob" in listed
        shown = visible_text(page(mona_panel, f"/admin/community/report/{report.pk}/change/"))
        assert "name: Bob; message: text: you are slow" in shown
        assert not STORED_KEY.search(shown)
        assert "report 1:" not in shown

    def test_a_quick_phrase_is_named_in_words_in_the_chat_list(self, mona_panel, alice, bob):
        room = Room.objects.get(code=create_room(alice)["code"])
        ChatMessage.objects.create(room=room, author=account(bob), phrase="good_luck")
        listed = visible_text(page(mona_panel, "/admin/community/chatmessage/"))
        assert "[quick phrase: good luck]" in listed
        assert room.code in listed


class TestMatches:
    def test_a_match_is_listed_and_shown_by_game_room_players_and_scores_in_words(self, mona_panel, alice):
        match_id = started_match(alice)
        play_a_while(alice, match_id, moves=4)
        match = match_of(match_id)
        listed = visible_text(page(mona_panel, "/admin/games/match/"))
        assert "Doublehand" in listed and match.room.code in listed
        assert "doublehand" not in listed  # nor in the game filter
        assert "Alice, computer (" in listed
        assert "In progress" in listed
        shown = visible_text(page(mona_panel, f"/admin/games/match/{match.pk}/change/"))
        assert "Doublehand" in shown
        assert ", ".join(str(score) for score in match.scores) in shown
        assert not STORED_KEY.search(shown), STORED_KEY.search(shown)
        # The event log says each move in words: "play: card QH", never `{"card": "QH"}`.
        assert re.search(r"(play: card \w+|bid: value \d+|pass)", shown)

    def test_a_room_is_listed_by_game_name_and_turn_time_in_words(self, mona_panel, alice):
        code = create_room(alice)["code"]
        listed = visible_text(page(mona_panel, "/admin/games/room/"))
        assert code in listed and "Doublehand" in listed
        assert re.search(r"\d+ (second|minute|hour|day)s?", listed)


class TestPlainWords:
    def test_stored_json_reads_as_short_lines(self):
        assert plain({"old": "Ann", "new": "Anna"}) == "old: Ann; new: Anna"
        # As PostgreSQL's jsonb gives it back: keys by length, "new" first.
        assert plain({"new": "Anna", "old": "Ann", "by": "mona"}) == "old: Ann; new: Anna; by: mona"
        assert plain({"until": None, "for_good": True}) == "until: —; for good: yes"
        assert plain(["QH", "10S"]) == "QH, 10S"
        assert plain({"until": "2026-12-02T10:00:00+00:00"}).startswith("until: 2 Dec 2026")
        assert plain({}) == "—"


def test_an_administrator_made_by_createsuperuser_is_never_called_a_guest(mona_panel):
    root = User.objects.create_superuser("root", password="a long superuser password")
    assert not root.is_guest
    html = page(mona_panel, "/admin/accounts/user/?kind=guest")
    assert f"/admin/accounts/user/{root.pk}/change/" not in html


def test_staff_stored_as_guests_before_are_mended_by_the_migration(sam, alice):
    sam.is_guest = True  # as `createsuperuser` stored it before accounts' migration 0008
    sam.save(update_fields=["is_guest"])
    migration = importlib.import_module("accounts.migrations.0008_accounts_made_elsewhere_are_not_guests")
    migration.staff_are_not_guests(django_apps, None)
    sam.refresh_from_db()
    assert not sam.is_guest
    # A guest stays one.
    assert User.objects.get(pk=account(alice).pk).is_guest
