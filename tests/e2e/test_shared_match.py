"""A finished match shared end to end.

Its player makes the link from the replay, and someone without an account opens it on another phone, in their
language; a revoked link says so in words.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from sharing.models import ShareLink
from tests.e2e.conftest import in_each_theme, screenshot
from tests.e2e.steps import become_guest, looks
from tests.e2e.test_create_and_replay import finished_after_one_deal

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_shared_match_opens_its_replay_without_an_account_until_the_link_is_revoked(live_server, phone, second_phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    match_id, _ = finished_after_one_deal(page, live_server.url, "doublehand")
    page.goto(f"{live_server.url}/replay/{match_id}")
    page.get_by_role("button", name="Make a link to send").click()
    link = page.get_by_test_id("share-url").inner_text()
    assert re.fullmatch(re.escape(live_server.url) + r"/s/[^/]+", link), link
    page.get_by_test_id("share-url").scroll_into_view_if_needed()
    screenshot(page, "share-made")

    friend = second_phone.new_page()
    friend.goto(link)
    # The preview page sends the browser on to the app's page of the shared match.
    friend.wait_for_url(re.compile(r"/shared/[^/]+$"))
    friend.get_by_test_id("replay-step").wait_for()
    expect(friend.get_by_role("heading", level=1)).to_have_text("Shared match")
    # A spectator's view (the players did not agree to show every hand): the seats are named, no hand is shown.
    expect(friend.locator(".seat-name")).to_have_count(4)
    expect(friend.locator(".seat-name").first).to_have_text("Asha")
    expect(friend.locator(".replay-hand .mini-card")).to_have_count(0)
    for language in ("en", "hi", "nl"):
        for theme in in_each_theme(friend):
            looks(friend, language, "system")
            friend.get_by_test_id("replay-step").wait_for()
            screenshot(friend, f"shared-{language}-{theme}")
        assert friend.evaluate("document.documentElement.scrollWidth") <= 360

    ShareLink.objects.update(revoked_at="2026-12-05T10:00:00Z")
    friend.goto(live_server.url + "/shared/" + link.rsplit("/", 1)[1])
    expect(friend.get_by_role("alert")).to_have_text("De speler die deze partij deelde, heeft de link ingetrokken.")
