"""Display names in the app: emoji welcome; blank names and look-alikes refused in the player's language.

Any printable text is a name; one that shows nothing, or passes for someone else's at the table, is refused.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import new_phone, screenshot
from tests.e2e.steps import become_guest, create_room

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

CYRILLIC_ALICE = "\u0410lic\u0435"


def test_a_name_with_emoji_is_welcome_and_one_that_shows_nothing_is_refused_in_hindi(live_server, browser):
    context = new_phone(browser, locale="hi-IN")
    try:
        page = context.new_page()
        page.goto(live_server.url + "/")
        field = page.locator("input[name=display_name]")
        for blank in ("\u3164", "\u2800\u2800", "\u200b\u3164"):
            field.fill(blank)
            page.locator("form button[type=submit]").click()
            expect(page.get_by_role("alert")).to_have_text(
                "इस नाम में कुछ दिखता नहीं: ऐसे अक्षर, अंक या इमोजी लिखें जो दूसरों को दिखें।"
            )
        screenshot(page, "names-01-blank-name-hindi")
        field.fill("राज 😀")
        page.locator("form button[type=submit]").click()
        expect(page.locator(".greeting")).to_have_text("राज 😀")
    finally:
        context.close()


def test_a_look_alike_of_a_name_at_the_table_is_refused_in_dutch(live_server, browser, phone):
    alice = phone.new_page()
    become_guest(alice, live_server.url, "Alice")
    code = create_room(alice, "doublehand")
    context = new_phone(browser, locale="nl-NL")
    try:
        # Joining as Alice in Cyrillic letters: refused, and why, in Dutch.
        mallory = context.new_page()
        become_guest(mallory, live_server.url, CYRILLIC_ALICE, path=f"/r/{code}")
        expect(mallory.get_by_role("alert")).to_have_text(
            "Die naam lijkt op de naam van iemand aan je tafel: kies er een die ze uit elkaar kunnen houden."
        )
        screenshot(mallory, "names-02-look-alike-refused-dutch")

        # Seated as Bob, a rename to Alice in Cyrillic letters is refused too.
        mallory.goto(f"{live_server.url}/settings")
        mallory.locator("input[name=display_name]").fill("Bob")
        mallory.get_by_role("button", name="Opslaan").first.click()
        expect(mallory.locator(".toast")).to_have_text("Opgeslagen")
        mallory.goto(f"{live_server.url}/r/{code}")
        mallory.locator(".seat-row.mine").wait_for()
        mallory.goto(f"{live_server.url}/settings")
        mallory.locator("input[name=display_name]").fill(CYRILLIC_ALICE)
        mallory.get_by_role("button", name="Opslaan").first.click()
        expect(mallory.locator(".toast")).to_have_text(
            "Die naam lijkt op de naam van iemand aan je tafel: kies er een die ze uit elkaar kunnen houden."
        )
    finally:
        context.close()
