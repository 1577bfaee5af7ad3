"""A circle end to end, on phones.

Made by one player, joined by a visitor through its invitation link, who then shows among its members; the circle
page and the join page at 360 px, light and dark, in every language.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import in_each_theme, screenshot
from tests.e2e.steps import become_guest

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

CIRCLE_URL = re.compile(r"/c/(?!join/)[^/?#]+$")


def make_circle(page: Any, base: str, name: str) -> str:
    """A new guest makes a circle from the home screen; its address."""
    become_guest(page, base, "Asha")
    page.get_by_role("link", name="Your circles").click()
    page.get_by_label("The circle's name").fill(name)
    page.get_by_role("button", name="Make the circle").click()
    page.wait_for_url(CIRCLE_URL)
    expect(page.get_by_role("heading", level=1)).to_have_text(name)
    return str(page.url)


def invitation_link(page: Any) -> str:
    """The owner makes an invitation link on the circle's page (with the members): the whole link, as sent."""
    page.get_by_role("tab", name="Members").click()
    page.get_by_role("button", name="Make a link").click()
    link = page.get_by_test_id("invitation").locator("code").inner_text()
    assert re.search(r"/c/join/[^/]+$", link), link
    return link


def speak(page: Any, language: str) -> None:
    """Choose the app's language on this device, as the settings screen keeps it, and show the page again."""
    page.evaluate(
        "language => localStorage.setItem('tricktable.settings', JSON.stringify("
        "{...JSON.parse(localStorage.getItem('tricktable.settings') || '{}'), language}))",
        language,
    )
    page.reload()


def test_a_visitor_joins_a_circle_by_its_invitation_link_and_shows_among_its_members(live_server, phone, second_phone):
    owner = phone.new_page()
    circle_url = make_circle(owner, live_server.url, "Sharma family")
    link = invitation_link(owner)

    visitor = second_phone.new_page()
    visitor.goto(link)
    expect(visitor.get_by_test_id("join-circle")).to_contain_text("Sharma family")
    assert_accessible(visitor, "circle join page")
    visitor.get_by_label("Your name, as friends will see it").fill("Meera")
    visitor.get_by_role("button", name="Join the circle").click()
    visitor.wait_for_url(CIRCLE_URL)
    assert visitor.url == circle_url
    expect(visitor.get_by_role("heading", level=1)).to_have_text("Sharma family")
    # The visitor is a guest on that phone now: their name is kept for the next visit.
    token = visitor.evaluate("localStorage.getItem('tricktable.token')")
    assert token

    owner.reload()
    owner.get_by_role("tab", name="Members").click()
    members = owner.get_by_test_id("members")
    expect(members.locator(".member")).to_have_count(2)
    expect(members.locator(".member", has_text="Meera")).to_contain_text(re.compile("Online|Seen"))
    expect(owner.get_by_test_id("circle-about")).to_contain_text("2 members")
    assert_accessible(owner, "circle page")

    # The visitor's own circles list it.
    visitor.goto(live_server.url + "/circles")
    expect(visitor.get_by_test_id("my-circles")).to_contain_text("Sharma family")
    screenshot(visitor, "circles-list")

    # A match in the circle: the owner seats the visitor, who is offered the seat on the home screen and takes it.
    owner.get_by_role("button", name="New match in this circle").click()
    owner.get_by_label("Seat 2").select_option(label="Meera")
    owner.get_by_role("button", name="Ask them to play").click()
    owner.locator(".share-code").wait_for()
    visitor.goto(live_server.url + "/")
    offers = visitor.get_by_test_id("seat-offers")
    expect(offers).to_contain_text("Asha asks you to play")
    expect(offers).to_contain_text("Sharma family")
    screenshot(visitor, "circle-seat-offer")
    offers.get_by_role("button", name="Play").click()
    visitor.wait_for_url(re.compile(r"/r/[A-Z2-9]+$"))

    # Once the owner revokes the link, it says so, in the words of whoever opens it.
    owner.goto(circle_url)
    owner.get_by_role("tab", name="Members").click()
    owner.get_by_role("button", name="Revoke").click()
    expect(owner.get_by_test_id("invitation")).to_have_count(0)
    speak(visitor, "nl")
    visitor.goto(link)
    expect(visitor.get_by_test_id("join-refused")).to_have_text(
        "Deze uitnodigingslink is ingetrokken. Vraag de beheerder van de kring om een nieuwe."
    )


def test_the_circle_page_and_the_join_page_read_well_at_360_px_in_every_language_and_theme(
    live_server, phone, second_phone
):
    owner = phone.new_page()
    make_circle(owner, live_server.url, "Port of Spain All Fours club")
    link = invitation_link(owner)
    visitor = second_phone.new_page()
    visitor.goto(link)
    for language in ("en", "hi", "nl"):
        look_at(visitor, "circle-join", language)
    visitor.get_by_label(re.compile("naam")).fill("Meera")
    visitor.get_by_role("button", name="Lid worden").click()
    visitor.wait_for_url(CIRCLE_URL)
    for language in ("en", "hi", "nl"):
        look_at(owner, "circle", language)
    # The owner's tools sit with the members; each member's own in a menu.
    owner.get_by_role("tab").nth(1).click()
    owner.locator(".member-tools summary").first.click()
    for theme in in_each_theme(owner):
        screenshot_full(owner, f"circle-nl-{theme}-members-full")
    owner.get_by_role("tab").nth(2).click()
    owner.locator(".standings-choice").wait_for()
    screenshot(owner, "circle-nl-standings")


def look_at(page: Any, name: str, language: str) -> None:
    """The page in a language, light and dark, as the phone shows it and whole; never wider than the phone."""
    speak(page, language)
    page.locator("h1").wait_for()
    if name == "circle-join":
        page.get_by_test_id("join-circle").wait_for()
    else:
        page.locator("section[aria-busy=false]:has(#matches-finished)").wait_for()
    for theme in in_each_theme(page):
        screenshot(page, f"{name}-{language}-{theme}")
        screenshot_full(page, f"{name}-{language}-{theme}-full")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, (name, language, width)


def screenshot_full(page: Any, name: str) -> None:
    """The whole page, below the fold too."""
    from tests.e2e.conftest import SCREENSHOTS

    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)


STATS = {
    "games": [
        {
            "game": "allfours",
            "matches": 23,
            "wins": 14,
            "average_points": 6.4,
            "bids": {"made": 9, "set": 3},
            "rating": {"mu": 28.1, "sigma": 2.9, "ordinal": 19.4},
            "plays_like": "strong",
            "over_time": [
                {"date": "2026-10-01", "rating_ordinal": -3.2, "matches": 2},
                {"date": "2026-10-20", "rating_ordinal": 4.5, "matches": 8},
                {"date": "2026-11-15", "rating_ordinal": 12.0, "matches": 15},
                {"date": "2026-12-04", "rating_ordinal": 19.4, "matches": 23},
            ],
        },
        {
            "game": "ganjifa",
            "matches": 4,
            "wins": 1,
            "average_points": 31,
            "bids": None,
            "rating": None,
            "plays_like": None,
            "over_time": [],
        },
    ]
}


def test_my_stats_read_well_at_360_px_in_every_language_and_theme(live_server, phone):
    # The numbers are the server's (tested there); here, how the screen shows a player with some history.
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    page.route("**/api/me/stats", lambda route: route.fulfill(status=200, content_type="application/json", json=STATS))
    page.get_by_role("link", name="Your stats").click()
    expect(page.locator(".plays-like")).to_have_text("You play like the Expert computer player.")
    for language in ("en", "hi", "nl"):
        speak(page, language)
        page.locator(".stats-game svg").wait_for()
        for theme in in_each_theme(page):
            screenshot_full(page, f"stats-{language}-{theme}-full")
        assert page.evaluate("document.documentElement.scrollWidth") <= 360, language
