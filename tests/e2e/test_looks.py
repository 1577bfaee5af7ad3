"""The screens a newcomer meets, at 360 px in each language and theme.

Each is saved for a person to look at and checked by axe-core for serious accessibility faults; screen readers
hear the app's own language.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import in_each_theme, new_phone, screenshot
from tests.e2e.fakes import open_fake_table
from tests.e2e.steps import become_guest, create_room, open_create
from tests.e2e.test_ganjifa import a_deal_ending as a_ganjifa_deal_ending
from tests.e2e.test_ganjifa import discarding_state, leading_state
from tests.e2e.test_hand import declaring_state, playing_state
from tests.e2e.test_table_moves import a_deal_ending
from tests.e2e.test_texas42 import a_hand_ending, bidding_state, doubling_state, mid_hand_state, naming_state
from tests.e2e.test_texas42_marks import DEALER, MARKS, SPLASH_HAND, as_shown, nello_second_trick
from tests.engine.texas42_helpers import calls, start

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

LANGUAGES = ("en", "hi", "nl")
LOCALES = {"en": "en-GB", "hi": "hi-IN", "nl": "nl-NL"}


def look(page: Any, name: str, language: str) -> None:
    """A screenshot of the screen and an accessibility check of it, in the light theme and then the dark one."""
    for theme in in_each_theme(page):
        screenshot(page, f"look-{language}-{theme}-{name}")
        assert_accessible(page, f"{name} ({language}, {theme})")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_screens_in_each_language_and_theme(live_server, browser, language):
    context = new_phone(browser, locale=LOCALES[language], color_scheme="light")
    try:
        page = context.new_page()
        become_guest(page, live_server.url, "Asha")
        look(page, "01-home", language)
        open_create(page)
        look(page, "02-create", language)
        page.goto(live_server.url + "/")
        create_room(page, "doublehand")
        look(page, "03-lobby", language)
        page.goto(live_server.url + "/r/ZZZZZZ")
        page.get_by_role("alert").wait_for()
        look(page, "04-mistyped-code", language)
        open_fake_table(page, live_server.url, declaring_state())
        page.get_by_role("radio").nth(1).click()
        look(page, "05-table-kheench", language)
        open_fake_table(page, live_server.url, playing_state())
        look(page, "06-table-playing", language)
        if language == "hi":
            # Screen readers hear Hindi too: the hand, its cards, the table, the score.
            assert page.locator("[data-testid=hand]").get_attribute("aria-label") == "आपके पत्ते"
            assert page.get_by_role("button", name="हुकुम का इक्का").count() == 1
            assert page.locator(".cloth").get_attribute("aria-label") == "मेज़"
            assert page.locator(".scores .sr-only").inner_text() == "हम 118, वे 204, खेल 252 तक"
            assert page.locator(".trick-piece [role=img]").get_attribute("aria-label") == "कंप्यूटर 4: हुकुम का गुलाम"
        before, after, events = a_deal_ending()
        open_fake_table(page, live_server.url, before, later=[after], events=events)
        page.get_by_test_id("deal-summary").wait_for()
        look(page, "07-deal-summary", language)
        page.goto(live_server.url + "/history")
        page.locator("select").wait_for()
        look(page, "08-history", language)
        page.goto(live_server.url + "/rules/doublehand")
        page.locator("article.rules").wait_for()
        look(page, "09-rules", language)
        page.goto(live_server.url + "/settings")
        page.locator("select[name=language]").wait_for()
        look(page, "10-settings", language)
        assert page.locator("input[type=checkbox]").evaluate_all(
            "els => els.every(e => { const r = e.getBoundingClientRect(); return r.width >= 44 && r.height >= 44; })"
        )
    finally:
        context.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_hand_of_dominoes_at_each_step_in_each_language_and_theme(live_server, browser, language):
    context = new_phone(browser, locale=LOCALES[language], color_scheme="light")
    try:
        page = context.new_page()
        become_guest(page, live_server.url, "Asha")
        open_fake_table(page, live_server.url, bidding_state())
        look(page, "21-texas42-bidding", language)
        open_fake_table(page, live_server.url, doubling_state())
        look(page, "22-texas42-doubling", language)
        open_fake_table(page, live_server.url, naming_state())
        look(page, "23-texas42-naming-trumps", language)
        open_fake_table(page, live_server.url, mid_hand_state())
        look(page, "24-texas42-mid-hand", language)
        before, after, events = a_hand_ending()
        open_fake_table(page, live_server.url, before, later=[after], events=events)
        page.get_by_test_id("deal-summary").wait_for()
        look(page, "25-texas42-hand-end", language)
        page.goto(live_server.url + "/rules/texas42")
        page.locator("article.rules").wait_for()
        look(page, "26-texas42-rules", language)
    finally:
        context.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_marks_game_of_dominoes_in_each_language_and_theme(live_server, browser, language):
    context = new_phone(browser, locale=LOCALES[language], color_scheme="light")
    try:
        page = context.new_page()
        become_guest(page, live_server.url, "Asha")
        bidding = calls(start(SPLASH_HAND, DEALER, (3, 5), **MARKS), 30, None, None)
        open_fake_table(page, live_server.url, as_shown(bidding))
        look(page, "27-texas42-marks-bidding", language)
        open_fake_table(page, live_server.url, nello_second_trick())
        look(page, "28-texas42-nello", language)
    finally:
        context.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_deal_of_ganjifa_at_each_step_in_each_language_and_theme(live_server, browser, language):
    context = new_phone(browser, locale=LOCALES[language], color_scheme="light")
    try:
        page = context.new_page()
        become_guest(page, live_server.url, "Asha")
        open_fake_table(page, live_server.url, leading_state())
        look(page, "31-ganjifa-leading", language)
        open_fake_table(page, live_server.url, discarding_state())
        look(page, "32-ganjifa-discarding", language)
        before, after, events = a_ganjifa_deal_ending()
        open_fake_table(page, live_server.url, before, later=[after], events=events)
        page.get_by_test_id("deal-summary").wait_for()
        look(page, "33-ganjifa-deal-end", language)
        page.goto(live_server.url + "/rules/ganjifa")
        page.locator("article.rules").wait_for()
        look(page, "34-ganjifa-rules", language)
    finally:
        context.close()
