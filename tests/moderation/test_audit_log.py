"""The audit log: one entry per moderator action (who, when, what, why), which nobody can change or delete."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import DatabaseError, connection, transaction
from django.utils import timezone

from community.models import ModerationAction, ModerationKind
from community.services import moderation
from tests.api.helpers import started_match
from tests.moderation.conftest import account, match_of

pytestmark = pytest.mark.django_db


def test_the_log_grows_by_one_entry_per_action_saying_who_what_and_why(mona, alice, bob):
    match = match_of(started_match(alice, bob))
    soon = timezone.now() + timedelta(hours=1)
    steps = [
        (ModerationKind.MUTE, lambda: moderation.mute_chat(mona, account(bob), soon, "r1")),
        (ModerationKind.RENAME, lambda: moderation.rename(mona, account(bob), "Bobby", "r2")),
        (ModerationKind.BAN, lambda: moderation.ban(mona, account(bob), None, "r3")),
        (ModerationKind.UNBAN, lambda: moderation.unban(mona, account(bob), "r4")),
        (ModerationKind.REPLACE_SEAT, lambda: moderation.replace_seat(mona, match, 1, "r5")),
        (ModerationKind.ABORT_MATCH, lambda: moderation.abort_match(mona, match, "r6")),
        (ModerationKind.CLOSE_ROOM, lambda: moderation.close_room(mona, match.room, "r7")),
        (ModerationKind.WORD_FILTER, lambda: moderation.block_word(mona, "potato", "r8")),
    ]
    for count, (kind, step) in enumerate(steps, start=1):
        before = timezone.now()
        step()
        assert ModerationAction.objects.count() == count
        entry = ModerationAction.objects.first()  # newest first
        assert entry is not None
        assert (entry.kind, entry.moderator, entry.reason) == (kind, mona, f"r{count}")
        assert entry.created_at >= before


def an_entry(mona, bob) -> ModerationAction:
    return moderation.ban(mona, account(bob), None, "spam")


def test_an_entry_cannot_be_changed_or_deleted_through_the_models(mona, bob):
    entry = an_entry(mona, bob)
    entry.reason = "nothing happened"
    with pytest.raises(ValueError, match="cannot be changed"):
        entry.save()
    with pytest.raises(ValueError, match="cannot be deleted"):
        entry.delete()
    with pytest.raises(ValueError, match="cannot be changed"):
        ModerationAction.objects.filter(pk=entry.pk).update(reason="nothing happened")
    with pytest.raises(ValueError, match="cannot be deleted"):
        ModerationAction.objects.all().delete()
    assert ModerationAction.objects.get(pk=entry.pk).reason == "spam"


@pytest.mark.skipif(connection.vendor != "postgresql", reason="the database's own guard is a PostgreSQL trigger")
def test_the_database_itself_refuses_to_change_or_delete_an_entry(mona, bob):
    entry = an_entry(mona, bob)
    for sql in ("UPDATE games_moderationaction SET reason = 'x'", "DELETE FROM games_moderationaction"):
        with pytest.raises(DatabaseError, match="append-only"), transaction.atomic(), connection.cursor() as cursor:
            cursor.execute(sql)
    assert ModerationAction.objects.get(pk=entry.pk).reason == "spam"


@pytest.mark.parametrize("panel", ["mona_panel", "sam_panel"])
def test_nobody_changes_or_deletes_an_entry_in_the_admin_not_even_a_superuser(request, panel, mona, bob):
    browser = request.getfixturevalue(panel)
    entry = an_entry(mona, bob)
    base = "/admin/community/moderationaction/"
    listing = browser.get(base)
    assert listing.status_code == 200
    text = listing.content.decode()
    assert "mona" in text and "Banned a player" in text and "spam" in text
    assert browser.get(f"{base}add/").status_code == 403
    page = browser.get(f"{base}{entry.pk}/change/")
    assert page.status_code == 200  # read-only
    assert 'name="reason"' not in page.content.decode()
    assert browser.post(f"{base}{entry.pk}/change/", {"reason": "nothing"}).status_code == 403
    assert browser.get(f"{base}{entry.pk}/delete/").status_code == 403
    assert browser.post(f"{base}{entry.pk}/delete/", {"post": "yes"}).status_code == 403
    bulk = browser.post(base, {"action": "delete_selected", "_selected_action": [entry.pk], "post": "yes"})
    assert bulk.status_code in (200, 302)
    assert ModerationAction.objects.filter(pk=entry.pk, reason="spam").exists()
