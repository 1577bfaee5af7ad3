"""What a newcomer meets on a phone, end to end.

A mistyped code, playing the computer at once with a first-time tour and the rules at hand, watching the computer
play one's seat, leaving a room one made.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import screenshot
from tests.e2e.steps import TABLE_URL, become_guest, create_room, open_table

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_mistyped_code_is_asked_once_and_can_be_typed_again(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    code = create_room(page, "doublehand")
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url) if "/api/rooms/ZZZZZZ" in request.url else None)
    page.goto(live_server.url + "/")
    page.get_by_label("Join with a code").fill("zzz-zzz")
    page.get_by_role("button", name="Join", exact=True).click()
    expect(page.get_by_role("alert")).to_have_text("No room has this code. Check it and try again.")
    # Each look-up of a wrong code counts against the device: it is asked once, not every few seconds.
    page.wait_for_timeout(7000)
    assert len(asked) == 1, asked
    screenshot(page, "lobby-01-mistyped-code")
    assert_accessible(page, "lobby of a mistyped code")
    # The code can be typed again right there.
    page.get_by_label("Room code").fill(code.lower())
    page.get_by_role("button", name="Join", exact=True).click()
    page.locator(".share-code", has_text=code).wait_for()


LAYOUT_SHIFTS = """
window.layoutShifts = [];
new PerformanceObserver((entries) => {
  for (const entry of entries.getEntries()) window.layoutShifts.push(entry.value);
}).observe({ type: "layout-shift", buffered: true });
"""
"""Keeps the page's layout shifts (how far what was shown moved, as a share of the screen), as they happen."""


def test_home_stays_still_as_its_parts_arrive(live_server, phone):
    # A tap on "Create a room" as the page fills in must not land where the link had just been.
    phone.add_init_script(LAYOUT_SHIFTS)
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    for _ in ("first load", "reload"):
        expect(page.get_by_text("No matches yet.")).to_be_visible()
        expect(page.get_by_text("Doublehand against the computer, starting at once")).to_be_visible()
        page.wait_for_timeout(300)
        # The matches' "Loading" gives way to a line of the same kind, a few pixels apart (0.001).
        assert sum(page.evaluate("window.layoutShifts")) < 0.005, page.evaluate("window.layoutShifts")
        page.reload()


def test_play_now_starts_a_match_against_the_computer_with_a_tour_and_the_rules_at_the_table(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    assert_accessible(page, "home")
    page.get_by_role("button", name="Play now").click()
    page.wait_for_url(TABLE_URL)
    # The first time at the table, a short tour of its parts.
    tour = page.get_by_test_id("tour")
    tour.wait_for()
    total = int(re.search(r"of (\d+)", tour.locator("h2").inner_text()).group(1))
    assert 4 <= total <= 6
    screenshot(page, "tour-01-first-step")
    assert_accessible(page, "table with its tour")
    for step in range(1, total):
        expect(tour.locator("h2")).to_contain_text(f"{step} of {total}")
        tour.get_by_role("button", name="Next").click()
    tour.get_by_role("button", name="Got it").click()
    expect(tour).to_have_count(0)
    # Three computer players sit at the table; the player's hand is dealt.
    expect(page.locator(".seat-tag")).to_have_count(3)
    page.locator("[data-testid=hand] .hand-piece").first.wait_for()
    # The rules are a tap away, from the table's menu; and the tour can be seen again.
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name=re.compile("Rules")).click()
    page.get_by_role("heading", name="The hidden trump").wait_for()
    screenshot(page, "tour-02-rules-at-the-table")
    page.get_by_role("button", name="Close").click()
    page.get_by_role("button", name="Menu").click()
    page.get_by_role("button", name="Show the tour again").click()
    tour.get_by_role("button", name="Skip the tour").click()
    expect(tour).to_have_count(0)
    # Once seen, the tour does not come back by itself.
    page.reload()
    page.locator("[data-testid=table]").wait_for()
    page.wait_for_timeout(1000)
    expect(tour).to_have_count(0)
    assert_accessible(page, "table")


@pytest.mark.fast_play
def test_the_creator_watches_an_all_computer_match_and_history_says_watched(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    # Texas 42 to one point: a match that ends with its first hand (a whole Doublehand match to 252 took 40 s).
    create_room(page, "texas42", target=1)
    page.get_by_role("button", name="Let the computer play my seat, and watch").click()
    page.locator(".seat-row[data-seat='0']", has_text="Computer 1").wait_for()
    # The lobby polls every three seconds: the watcher is not put back into a seat.
    page.wait_for_timeout(4000)
    assert page.locator(".seat-row.mine").count() == 0
    expect(page.get_by_text("You are watching: the computer plays your seat.")).to_be_visible()
    screenshot(page, "watching-01-lobby")
    page.get_by_role("button", name="Start the match").click()
    open_table(page)
    # At the table as a spectator: every seat a computer's, no hand of one's own.
    expect(page.get_by_text("You are watching this match.")).to_be_visible()
    assert page.locator("[data-testid=hand]").count() == 0
    # The hint's words keep off the screen's edge.
    left = page.locator(".table-screen > .hint", has_text="You are watching this match.").evaluate(
        "hint => { const words = document.createRange(); words.selectNodeContents(hint);"
        " return words.getBoundingClientRect().left; }"
    )
    assert left >= 8, left
    screenshot(page, "watching-02-table")
    # The wait is for the match's end, however long the machine takes, not a measure of its pace.
    page.locator(".sheet.end").wait_for(timeout=120_000)
    expect(page.locator(".sheet.end")).to_contain_text("Match over")
    screenshot(page, "watching-03-match-over")
    page.goto(live_server.url + "/history")
    expect(page.locator(".match-result").first).to_have_text("Watched")
    screenshot(page, "watching-04-history")


def gaps_between(page: Any, selector: str) -> list[float]:
    """The vertical space between consecutive matching elements."""
    boxes = page.locator(selector).evaluate_all("els => els.map(e => e.getBoundingClientRect().toJSON())")
    return [below["top"] - above["bottom"] for above, below in itertools.pairwise(boxes)]


def test_the_lobbys_buttons_have_room_and_the_creators_leaving_is_asked_first(live_server, phone, second_phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    code = create_room(page, "doublehand")
    assert min(gaps_between(page, ".lobby-actions > .button")) >= 8
    assert_accessible(page, "lobby")
    # Someone else who leaves stays out: the lobby does not seat them again.
    other = second_phone.new_page()
    # Who comes by the shared link is told which room they are invited to before they give a name
    other.goto(f"{live_server.url}/r/{code}")
    expect(other.get_by_test_id("invited")).to_contain_text(f"invited to room {code}")
    become_guest(other, live_server.url, "Bob", f"/r/{code}")
    other.locator(".seat-row.mine").wait_for()
    other.get_by_role("button", name="Leave the room").click()
    other.wait_for_timeout(4000)
    assert other.locator(".seat-row.mine").count() == 0
    # The creator's leaving closes the room for everyone: asked first.
    page.get_by_role("button", name="Leave the room").click()
    confirm = page.locator(".confirm-bar")
    expect(confirm).to_contain_text("if you leave, it closes for everyone")
    screenshot(page, "lobby-02-leave-asks-first")
    confirm.get_by_role("button", name="Cancel").click()
    expect(page.locator(".share-code")).to_be_visible()
    page.get_by_role("button", name="Leave the room").click()
    page.get_by_role("button", name="Close the room").click()
    expect(page.get_by_text("This room was closed.")).to_be_visible()
