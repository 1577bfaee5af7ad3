"""The admin's pages for share links: plain words, and a moderator's revocation that stops a link at once."""

from __future__ import annotations

import pytest
from django.test import Client

from accounts.models import User
from sharing.models import ShareLink
from tests.api.helpers import started_match
from tests.sharing.helpers import share, shared

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_browser() -> Client:
    User.objects.create_superuser("root", password="a long superuser password", is_guest=False)
    browser = Client()
    browser.force_login(User.objects.get(username="root"))
    return browser


def test_the_list_says_who_shared_which_match_and_whether_the_link_works(admin_browser, alice):
    match_id = started_match(alice, allow_spectators=True)
    share(alice, match_id)
    page = admin_browser.get("/admin/sharing/sharelink/").content.decode()
    assert f"Doublehand match {match_id}" in page
    assert "Alice" in page and "Still works" in page
    # The token is not shown in the list: a moderator has no need to open a family's link.
    assert ShareLink.objects.get().secret not in page


def test_a_moderator_revokes_a_link_and_it_stops_working_at_once(admin_browser, alice):
    link = share(alice, started_match(alice, allow_spectators=True))
    assert shared(link["token"]).status_code == 200
    chosen = {"action": "revoke", "_selected_action": [ShareLink.objects.get().pk]}
    assert admin_browser.post("/admin/sharing/sharelink/", chosen).status_code == 302
    response = shared(link["token"])
    assert (response.status_code, response.json()["code"]) == (410, "share_revoked")
