"""End to end, at a phone's size: Texas 42's marks game, from the create screen to a nello at the table.

The tables are drawn from the engine's own views of stacked hands (the server never makes those matches): bidding
in marks with a splash to hand, and a nello whose bidder's partner sits out, the tricks of three dominoes.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from games.models import Room
from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import screenshot
from tests.e2e.fakes import action_sent, fake_state, open_fake_table
from tests.e2e.steps import become_guest, open_create
from tests.engine.texas42_helpers import act, calls, game, hands, start

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

GUEST = 0
DEALER = 0
MARKS: dict[str, Any] = {"scoring": "marks", "contracts": ["nello", "sevens", "splash", "plunge"]}
# The guest holds three doubles: a splash is open to them once Computer 2 has opened at 30.
SPLASH_HAND = hands(
    "6-6 5-5 4-4 6-4 5-4 4-3 4-2",
    "6-3 6-2 6-1 6-0 3-3 1-1 0-0",
    "4-1 4-0 6-5 5-3 2-2 2-0 1-0",
    "2-1 3-0 3-1 3-2 5-0 5-1 5-2",
)
# The guest holds only low dominoes: a nello to hand.
NELLO_HAND = hands(
    "1-0 2-0 2-1 3-0 3-1 4-0 5-0",
    "6-6 6-5 6-4 6-3 6-2 6-1 6-0",
    "5-5 5-4 5-3 5-2 5-1 4-4 4-3",
    "4-2 4-1 3-3 3-2 2-2 1-1 0-0",
)


def as_shown(state: Any) -> dict[str, Any]:
    """The match state GET /api/matches/{id} answers for the guest, with the engine's own view of seat 0."""
    view = game.view(state, GUEST)
    rest = {key: value for key, value in view.items() if key not in ("game", "hand", "legal")}
    shown = fake_state("texas42", view["hand"], view["legal"], **rest)
    shown.update(to_act=view["to_act"], scores=view["scores"])
    return shown


def nello_second_trick() -> dict[str, Any]:
    """The guest bid a mark and named nello; Computer 2 took the first trick and led the second, Computer 4 followed."""
    state = act(calls(start(NELLO_HAND, DEALER, **MARKS), 30, None, None), GUEST, "bid", value=42)
    state = act(act(state, GUEST, "name_trump", trump="nello"), GUEST, "play", card="1-0")
    while game.to_act(state) != GUEST or not state.deal.trick.plays:
        state = game.apply(state, game.legal_actions(state)[0])
    shown = as_shown(state)
    shown["last_trick"] = shown["view"]["tricks"][-1]
    return shown


def test_a_room_of_the_marks_game_is_created_with_its_contracts(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    open_create(page)
    page.locator("input[name=game][value=texas42]").check()
    scoring = page.locator("select[name=scoring]")
    expect(scoring.locator("option")).to_have_text(["Points (classic, to 250)", "Marks (modern, to 7)"])
    scoring.select_option("marks")
    expect(page.locator("input[name=target]")).to_have_value("7")
    contracts = page.locator("fieldset[data-option=contracts]")
    expect(contracts).to_contain_text("The bidder plays alone to lose every trick")
    contracts.get_by_label("Nello").check()
    contracts.get_by_label("Splash").check()
    page.get_by_label("Least splash").select_option("126")
    contracts.evaluate("e => e.scrollIntoView({block: 'center'})")
    screenshot(page, "texas42-marks-01-create")
    assert_accessible(page, "Texas 42 create, marks")
    page.locator("form button[type=submit]").click()
    code = page.locator(".share-code").inner_text(timeout=10_000).split()[-1]
    assert Room.objects.get(code=code).options == {
        "scoring": "marks",
        "contracts": ["nello", "splash"],
        "splash_min": 126,
    }


def test_bids_in_marks_and_a_splash_of_its_own(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    scores = (3, 5)
    open_fake_table(page, live_server.url, as_shown(calls(start(SPLASH_HAND, DEALER, scores, **MARKS), 30, None, None)))
    bidding = page.get_by_role("group", name="Your bid")
    expect(bidding).to_contain_text("Computer 2 bid 30: bid higher, or pass.")
    labels = bidding.get_by_role("button").evaluate_all("els => els.map(e => e.textContent)")
    assert labels == ["Pass", *(str(value) for value in range(31, 42)), "1 mark", "2 marks", "Splash 2 marks"]
    expect(page.locator(".top-bar .target")).to_have_text("to 7")
    # Each side's marks as strokes of ALL beside its number: the A for three, the A and an L for five.
    tallies = page.locator(".top-bar .score .texas42-tally")
    assert [tallies.nth(side).get_attribute("data-marks") for side in (0, 1)] == ["3", "5"]
    expect(page.locator(".top-bar .scores .sr-only")).to_contain_text("game to 7 marks")
    screenshot(page, "texas42-marks-02-bidding")
    assert_accessible(page, "Texas 42 bidding in marks")
    splash = bidding.get_by_role("button", name="Bid Splash 2 marks")
    assert action_sent(page, splash) == {"type": "bid", "value": 84, "contract": "splash"}


def test_a_nello_with_the_partner_sitting_out_and_tricks_of_three(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    open_fake_table(page, live_server.url, nello_second_trick())
    expect(page.get_by_role("img", name="nello · doubles a suit")).to_be_visible()
    expect(page.get_by_text("Computer 3 sits out")).to_be_visible()
    expect(page.locator(".seat-tag[data-seat='2'] .badge.note")).to_have_text("sits out")
    # Computer 2 (on the left) led and Computer 4 (on the right) followed: the guest plays the third and last domino.
    trick = page.get_by_test_id("trick")
    expect(trick.locator(".trick-piece")).to_have_count(2)
    expect(trick.locator(".trick-piece.at-top")).to_have_count(0)
    page.get_by_role("button", name="Last trick").click()
    sheet = page.get_by_role("dialog", name="Last trick")
    expect(sheet.locator("figure")).to_have_count(3)
    expect(sheet.get_by_role("img", name="Computer 4: domino 4-1, counts 5")).to_have_count(1)
    sheet.get_by_role("button", name="OK").click()
    screenshot(page, "texas42-marks-03-nello")
    assert_accessible(page, "Texas 42 nello")
