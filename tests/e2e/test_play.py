"""End to end, at a phone's size: create a room, play a deal by tapping, play together, browse history and replays."""

from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from games.engine import GAMES
from games.models import Seat
from games.services.matches import load_state, run_computer_turns
from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import new_phone, screenshot
from tests.e2e.steps import (
    become_guest,
    create_room,
    deals_over,
    match_of,
    open_table,
    play_until,
    tap,
)

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# A Ganjifa deal is forty tricks, three times a deal of the others: it gets three times as long, with room for a
# loaded machine.
DEAL_SECONDS = {"ganjifa": 450}


def tap_a_dimmed_piece(page) -> None:
    """A dimmed piece, when tapped, says why it cannot be played (if the hand shows one)."""
    dimmed = page.locator(".hand-piece.dimmed")
    if dimmed.count():
        tap(dimmed.first)
        assert page.locator(".toast").inner_text()


@pytest.mark.fast_play
# Doublehand's deal is played by tapping in the two guests' test below, which checks its table the same way.
@pytest.mark.parametrize("game", sorted(set(GAMES) - {"doublehand"}))
def test_a_guest_plays_a_whole_deal_against_computers_by_tapping(live_server, phone, game):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    screenshot(page, f"{game}-01-home")
    code = create_room(page, game)
    screenshot(page, f"{game}-02-lobby")
    page.get_by_role("button", name="Start the match").click()
    open_table(page)
    page.locator("[data-testid=hand] .hand-piece").first.wait_for()
    screenshot(page, f"{game}-03-table")
    assert_accessible(page, f"{game} table")
    play_until([page], lambda: deals_over(code) >= 1, DEAL_SECONDS.get(game, 150), code=code)
    screenshot(page, f"{game}-04-after-a-deal")
    tap_a_dimmed_piece(page)


@pytest.mark.fast_play
def test_two_guests_join_by_code_and_play_a_deal_each_seeing_only_their_hand(live_server, phone, second_phone):
    alice = phone.new_page()
    become_guest(alice, live_server.url, "Alice")
    code = create_room(alice, "doublehand")
    bob = second_phone.new_page()
    become_guest(bob, live_server.url, "Bob")
    bob.get_by_label("Join with a code").fill(code.lower())
    bob.get_by_role("button", name="Join", exact=True).click()
    bob.locator(".seat-row.mine").wait_for()
    alice.locator(".seat-row", has_text="Bob").wait_for()
    # Partners share a colour in the lobby: the first and third seats are one team.
    assert alice.locator(".seat-row.side-0").count() == 2
    screenshot(alice, "together-01-lobby")
    alice.get_by_role("button", name="Start the match").click()
    open_table(alice)
    open_table(bob)
    for page in (alice, bob):
        page.locator("[data-testid=hand] .hand-piece").first.wait_for()
    screenshot(alice, "together-02-table")
    assert_accessible(alice, "doublehand table")
    seats = {seat.user.display_name: seat.index for seat in Seat.objects.filter(room__code=code, user__isnull=False)}

    def check_hands() -> None:
        deal = load_state(match_of(code)).deal
        for page, name in ((alice, "Alice"), (bob, "Bob")):
            shown = set(
                page.locator("[data-testid=hand] .hand-piece").evaluate_all("els => els.map(e => e.dataset.piece)")
            )
            others = {card for index, hand in enumerate(deal.hands) if index != seats[name] for card in hand}
            assert not shown & others, f"{name} sees another player's cards"
            assert shown <= set(deal.hands[seats[name]])

    def deal_over_checking_hands() -> bool:
        check_hands()  # at every step of the deal, not only at its start
        return deals_over(code) >= 1

    play_until([alice, bob], deal_over_checking_hands, code=code)
    screenshot(alice, "together-03-alice-after-a-deal")
    screenshot(bob, "together-04-bob-after-a-deal")
    tap_a_dimmed_piece(alice)


@pytest.mark.fast_play
def test_history_lists_a_finished_match_and_its_replay_tells_each_step_in_words(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    code = create_room(page, "doublehand")
    page.get_by_role("button", name="Start the match").click()
    open_table(page)
    # The computer finishes the match for the away player: a quick way to a finished match.
    Seat.objects.filter(room__code=code, user__isnull=False).update(away=True)
    # The server's own computer player may be moving at the same time: a run stopped by its move goes on.
    deadline = time.monotonic() + 60
    while match_of(code).status != "finished":
        assert time.monotonic() < deadline, "the computers did not finish the match"
        run_computer_turns(match_of(code).public_id)
    # The moves that were seen coming are shown first (at the fast speed), then the end.
    page.locator(".sheet.end").wait_for(timeout=60_000)
    screenshot(page, "history-01-match-end")
    page.goto(live_server.url + "/history")
    page.locator(".match-card").first.wait_for()
    expect(page.locator(".match-result").first).to_have_text(re.compile("^(Won|Lost)$"))
    assert_accessible(page, "history")
    page.locator(".match-card").first.click()
    step = page.get_by_test_id("replay-step")
    step.wait_for()
    assert "Step 1 of" in step.inner_text()
    assert page.locator(".replay-hand .mini-card").count() == 52
    page.get_by_role("button", name="Next", exact=True).click()
    page.get_by_role("button", name="Next", exact=True).click()
    expect(step).to_contain_text("Step 3 of")
    # Steps read as people say them, with the seats' names: "Computer 2 passed", "Asha bid 7".
    expect(step).to_contain_text(re.compile(r"Step 3 of \d+: (Asha|Computer \d) (passed|bid \d+)$"))
    page.get_by_role("button", name="Next deal").click()
    page.get_by_test_id("replay-deal").filter(has_text="Deal 2 of").wait_for()
    expect(page.locator(".score-chart polyline")).to_have_count(2)
    # The chart's axes carry their values.
    # Waited for, not counted at once: the replay may draw the chart again just after its lines appear.
    expect(page.locator(".score-chart .tick").nth(3)).to_be_attached()
    expect(page.locator(".score-chart .tick").first).to_have_text("0")
    # On to the first card played (past deals everyone passed).
    next_step = page.get_by_role("button", name="Next", exact=True)
    for _ in range(60):
        if "played" in step.inner_text():
            break
        if next_step.is_enabled():
            next_step.click()
        else:
            page.get_by_role("button", name="Next deal").click()
            expect(step).to_contain_text("Step 1 of")
    expect(step).to_contain_text(re.compile(r"(Asha|Computer \d) played the \w+ of \w+"))
    screenshot(page, "history-02-replay")
    assert_accessible(page, "replay")


def test_the_app_speaks_the_devices_language_and_can_be_switched(live_server, browser):
    context = new_phone(browser, locale="hi-IN")
    try:
        page = context.new_page()
        page.goto(live_server.url + "/")
        page.get_by_role("heading", name="ट्रिकटेबल में स्वागत है").wait_for()
        page.get_by_label(re.compile("आपका नाम")).fill("आशा")
        page.get_by_role("button", name="खेलना शुरू करें").click()
        page.get_by_role("link", name="कमरा बनाएँ").wait_for()
        screenshot(page, "language-01-home-hindi")
        page.get_by_role("link", name="नियम").click()
        page.get_by_role("link", name=re.compile("डबलहैंड")).click()
        page.get_by_role("heading", name="छिपा तुरुप").wait_for()
        screenshot(page, "language-02-rules-hindi")
        assert_accessible(page, "rules in Hindi")
        page.get_by_role("link", name="सेटिंग्स").click()
        page.locator("select[name=language]").select_option("nl")
        expect(page.get_by_role("link", name="Instellingen")).to_be_visible()
        screenshot(page, "language-03-settings-dutch")
        assert_accessible(page, "settings in Dutch")
        # A game's words and rules follow the language: Doublehand's rules are now in Dutch, none left in Hindi.
        page.get_by_role("link", name="Regels").click()
        page.get_by_role("link", name=re.compile("Doublehand")).click()
        page.get_by_role("heading", name="De verborgen troef").wait_for()
        expect(page.get_by_role("heading", name="छिपा तुरुप")).to_have_count(0)
    finally:
        context.close()
