"""Back and the address bar: Back from a table goes home, and a form once sent is never shown again as new.

The address always names the room on screen, and wrong codes typed one after another leave nothing behind.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from games.models import Room
from tests.e2e.conftest import screenshot
from tests.e2e.steps import become_guest, create_room, open_table

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_back_from_a_table_goes_home_and_never_to_the_form_that_made_its_room(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    code = create_room(page, "doublehand")
    page.get_by_role("button", name="Start the match").click()
    open_table(page)
    table = page.url

    page.go_back()
    expect(page).to_have_url(live_server.url + "/")
    expect(page.get_by_role("button", name="Play now")).to_be_visible()
    screenshot(page, "navigation-01-back-from-the-table")
    # Further back lies what came before the app, never the create form nor the lobby of the started match.
    page.go_back()
    assert "/create" not in page.url and f"/r/{code}" not in page.url, page.url
    assert page.locator("input[name=game]").count() == 0
    # Forward again: the table, and only one room was made.
    page.go_forward()
    expect(page).to_have_url(live_server.url + "/")
    page.go_forward()
    expect(page).to_have_url(table)
    assert Room.objects.count() == 1


def test_a_table_opened_from_outside_the_app_has_home_under_it(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    page.get_by_role("button", name="Play now").click()
    open_table(page)
    table = page.url

    # As from a notification: the table's address in a new tab.
    tab = phone.new_page()
    tab.goto(table)
    tab.locator("[data-testid=table]").wait_for()
    tab.reload()  # a reload adds nothing more under it
    tab.locator("[data-testid=table]").wait_for()
    tab.go_back()
    expect(tab).to_have_url(live_server.url + "/")
    expect(tab.get_by_role("button", name="Play now")).to_be_visible()
    tab.go_back()
    assert not tab.url.startswith(live_server.url + "/"), tab.url


def test_the_address_names_the_code_typed_last_and_back_skips_wrong_codes(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    code = create_room(page, "doublehand")
    page.goto(live_server.url + "/")
    page.get_by_label("Join with a code").fill("zzz-zzz")
    page.get_by_role("button", name="Join", exact=True).click()
    expect(page.get_by_role("alert")).to_have_text("No room has this code. Check it and try again.")
    expect(page).to_have_url(live_server.url + "/r/ZZZZZZ")

    # Another wrong code, typed where the first was refused: the address and the title follow it.
    page.get_by_label("Room code").fill("yyyyyy")
    page.get_by_role("button", name="Join", exact=True).click()
    expect(page).to_have_url(live_server.url + "/r/YYYYYY")
    expect(page.get_by_role("heading", level=1)).to_contain_text("YYYYYY")
    expect(page.get_by_role("alert")).to_have_text("No room has this code. Check it and try again.")
    screenshot(page, "navigation-02-second-wrong-code")

    # Then the right one: its lobby under its own address, and Back goes home past the wrong ones.
    page.get_by_label("Room code").fill(code.lower())
    page.get_by_role("button", name="Join", exact=True).click()
    page.locator(".share-code", has_text=code).wait_for()
    expect(page).to_have_url(re.compile(f"/r/{code}$"))
    page.go_back()
    expect(page).to_have_url(live_server.url + "/")
