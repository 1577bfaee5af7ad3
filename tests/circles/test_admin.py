"""The circles' admin pages: a moderator reads them in names, dates and plain words, and changes nothing there."""

from __future__ import annotations

import pytest

from circles.models import Circle
from tests.circles.helpers import circle_with, invite
from tests.moderation.conftest import mona_panel  # noqa: F401  (a fixture)
from tests.moderation.test_panel import page
from tests.moderation.test_plain_words import GUEST_USERNAME, STORED_KEY, visible_text

pytestmark = pytest.mark.django_db


def test_a_moderator_reads_a_circle_in_plain_words(mona_panel, alice, bob, charlie):  # noqa: F811
    circle_id = circle_with(alice, bob, charlie, member_limit=10)
    code = invite(alice, circle_id, expires_in_hours=24)
    assert alice.client.delete(f"/api/circles/{circle_id}/members/{charlie.id}").status_code == 204
    assert alice.post(f"/api/circles/{circle_id}/bans", {"player": bob.id, "reason": "rude"}).status_code == 201
    circle = Circle.objects.get(public_id=circle_id)

    listing = visible_text(page(mona_panel, "/admin/circles/circle/"))
    assert "Sharma family" in listing and "Alice" in listing and "Members now" in listing

    html = page(mona_panel, f"/admin/circles/circle/{circle.pk}/change/")
    text = visible_text(html)
    for words in ("Sharma family", "Alice", "Bob", "Charlie", "removed on", "rude", "Expires"):
        assert words in text, words
    assert not GUEST_USERNAME.search(text), GUEST_USERNAME.search(text)
    assert not STORED_KEY.search(text)
    # A working code would let any moderator into the circle: the page says when it expires, never what it is.
    assert code not in html
    # Nothing to save: the owner manages the circle in the app.
    assert 'name="_save"' not in html
    assert mona_panel.post(f"/admin/circles/circle/{circle.pk}/change/", {"name": "Renamed"}).status_code == 403
    assert mona_panel.get("/admin/circles/circle/add/").status_code == 403
