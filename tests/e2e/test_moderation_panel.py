"""A volunteer moderator on a phone: the panel's lists and pages in names, dates and plain words."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from accounts.models import User
from community.models import Report, ReportReason
from community.services import moderation
from tests.api.helpers import started_match
from tests.conftest import make_player, moderators_group
from tests.e2e.conftest import screenshot

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PASSWORD = "a long moderator password"


def sign_in(page: Any, base: str, username: str) -> None:
    page.goto(base + "/admin/login/")
    page.locator("input[name=username]").fill(username)
    page.locator("input[name=password]").fill(PASSWORD)
    page.locator("input[type=submit]").click()
    page.locator("#site-name").wait_for()


def test_a_moderator_reads_reports_the_audit_log_and_a_match_in_plain_words_on_a_phone(live_server, phone):
    mona = User.objects.create_user("mona", password=PASSWORD, is_staff=True, is_guest=False, display_name="Mona")
    mona.groups.add(moderators_group())
    alice, bob = make_player("Alice"), make_player("Bob")
    match_id = started_match(alice, bob)
    reported = User.objects.get(pk=bob.pk)
    Report.objects.create(reporter=User.objects.get(pk=alice.pk), reported=reported, reason=ReportReason.ABUSIVE_CHAT)
    moderation.rename(mona, reported, "Robert", "a rude name")

    page = phone.new_page()
    sign_in(page, live_server.url, "mona")
    page.goto(live_server.url + "/admin/community/report/")
    expect(page.locator("#result_list")).to_contain_text("Abusive chat")
    expect(page.locator("#result_list")).to_contain_text("Alice")
    screenshot(page, "admin-01-reports-on-a-phone")

    page.goto(live_server.url + "/admin/community/moderationaction/")
    expect(page.locator("#result_list")).to_contain_text("Renamed a player")
    filters = page.locator("#changelist-filter")
    if filters.count():
        expect(filters).not_to_contain_text("Alice")
    screenshot(page, "admin-02-audit-log-on-a-phone")

    page.goto(live_server.url + "/admin/accounts/user/")
    expect(page.locator("#result_list")).to_contain_text("Guest")
    expect(page.locator("#result_list")).not_to_contain_text("guest-")
    screenshot(page, "admin-03-players-on-a-phone")

    page.goto(f"{live_server.url}/admin/games/match/?q={match_id}")
    expect(page.locator("#changelist-filter")).to_contain_text("Doublehand")
    page.locator("#result_list tbody th a").first.click()
    page.wait_for_url(re.compile(r"/change/"))
    expect(page.locator("#content")).to_contain_text("Doublehand")
    expect(page.locator("#content")).to_contain_text("Alice")
    screenshot(page, "admin-04-a-match-on-a-phone")
