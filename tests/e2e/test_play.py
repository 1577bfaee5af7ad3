"""End to end, at a phone's size: create a room, play a deal by tapping, play together, browse history and replays."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from games.engine import GAMES
from games.models import EventType, Match, Seat
from games.services.matches import load_state, run_computer_turns
from tests.e2e.conftest import PHONE, screenshot

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def become_guest(page: Any, base: str, name: str, path: str = "/") -> None:
    page.goto(base + path)
    page.get_by_label(re.compile("Your name")).fill(name)
    page.get_by_role("button", name="Start playing").click()


def create_room(page: Any, game: str) -> str:
    page.get_by_role("link", name="Create a room").click()
    page.locator(f"input[name=game][value={game}]").check()
    page.get_by_role("button", name="Create room").click()
    code = page.locator(".share-code").inner_text(timeout=10_000)
    assert re.fullmatch(r"[A-Z2-9]{6}", code), code
    return code


def deals_over(match_id: int) -> int:
    return Match.objects.get(pk=match_id).events.filter(type=EventType.DEAL_END).count()


def tap(piece: Any) -> None:
    """Tap a piece in the hand where a player would: its corner index, which its neighbours never cover."""
    piece.click(position={"x": 8, "y": 12})


def take_turn(page: Any) -> bool:
    """Make one move by tapping, if it is this player's turn; True if a move was made."""
    if page.locator(".turn-line.mine").count() == 0:
        return False
    bid = page.locator(".bid-buttons .button:not(.secondary)")
    if bid.count():
        bid.first.click()
        return True
    reveal = page.get_by_role("button", name="Reveal trump")
    if reveal.count():
        reveal.click()
        return True
    playable = page.locator(".hand-piece.playable")
    if playable.count():
        tap(playable.first)
        return True
    blind = page.locator(".blind-card")
    if blind.count():
        blind.first.click()
        return True
    return False


def play_until(pages: list[Any], done, limit_seconds: float = 120) -> None:
    deadline = time.monotonic() + limit_seconds
    while not done():
        assert time.monotonic() < deadline, "the deal did not finish in time"
        moved = False
        for page in pages:
            if take_turn(page):
                moved = True
                page.wait_for_timeout(150)
        if not moved:
            pages[0].wait_for_timeout(300)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_guest_plays_a_whole_deal_against_computers_by_tapping(live_server, phone, game):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    screenshot(page, f"{game}-01-home")
    create_room(page, game)
    screenshot(page, f"{game}-02-lobby")
    page.get_by_role("button", name="Start the match").click()
    page.wait_for_url(re.compile(r"/m/\d+$"))
    match_id = int(page.url.rsplit("/", 1)[1])
    page.locator("[data-testid=hand] .hand-piece").first.wait_for()
    screenshot(page, f"{game}-03-table")
    play_until([page], lambda: deals_over(match_id) >= 1)
    screenshot(page, f"{game}-04-after-a-deal")
    # A dimmed card, when tapped, says why it cannot be played.
    dimmed = page.locator(".hand-piece.dimmed")
    if dimmed.count():
        tap(dimmed.first)
        assert page.locator(".toast").inner_text()


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
    screenshot(alice, "together-01-lobby")
    alice.get_by_role("button", name="Start the match").click()
    alice.wait_for_url(re.compile(r"/m/\d+$"))
    bob.wait_for_url(re.compile(r"/m/\d+$"), timeout=15_000)
    match_id = int(alice.url.rsplit("/", 1)[1])
    for page in (alice, bob):
        page.locator("[data-testid=hand] .hand-piece").first.wait_for()
    seats = {
        seat.user.display_name: seat.index for seat in Seat.objects.filter(room__matches=match_id, user__isnull=False)
    }

    def check_hands() -> None:
        deal = load_state(Match.objects.get(pk=match_id)).deal
        for page, name in ((alice, "Alice"), (bob, "Bob")):
            shown = set(
                page.locator("[data-testid=hand] .hand-piece").evaluate_all("els => els.map(e => e.dataset.piece)")
            )
            others = {card for index, hand in enumerate(deal.hands) if index != seats[name] for card in hand}
            assert not shown & others, f"{name} sees another player's cards"
            assert shown <= set(deal.hands[seats[name]])

    def deal_over_checking_hands() -> bool:
        check_hands()  # at every step of the deal, not only at its start
        return deals_over(match_id) >= 1

    play_until([alice, bob], deal_over_checking_hands)
    screenshot(alice, "together-02-alice-after-a-deal")
    screenshot(bob, "together-03-bob-after-a-deal")


def test_history_lists_a_finished_match_and_its_replay_steps_through_it(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    create_room(page, "doublehand")
    page.get_by_role("button", name="Start the match").click()
    page.wait_for_url(re.compile(r"/m/\d+$"))
    match_id = int(page.url.rsplit("/", 1)[1])
    # The computer finishes the match for the away player: a quick way to a finished match.
    Seat.objects.filter(room__matches=match_id, user__isnull=False).update(away=True)
    run_computer_turns(match_id)
    assert Match.objects.get(pk=match_id).status == "finished"
    page.locator(".sheet.end").wait_for()
    screenshot(page, "history-01-match-end")
    page.goto(live_server.url + "/history")
    page.locator(f"[data-match='{match_id}']").click()
    step = page.get_by_test_id("replay-step")
    step.wait_for()
    assert "Step 1 of" in step.inner_text()
    assert page.locator(".replay-hand .mini-card").count() == 52
    page.get_by_role("button", name="Next", exact=True).click()
    page.get_by_role("button", name="Next", exact=True).click()
    expect(step).to_contain_text("Step 3 of")
    page.get_by_role("button", name="Next deal").click()
    page.get_by_test_id("replay-deal").filter(has_text="Deal 2 of").wait_for()
    expect(page.locator(".score-chart polyline")).to_have_count(2)
    screenshot(page, "history-02-replay")


def test_the_app_speaks_the_devices_language_and_can_be_switched(live_server, browser):
    context = browser.new_context(**PHONE, locale="hi-IN")
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
        page.get_by_role("link", name="सेटिंग्स").click()
        page.locator("select[name=language]").select_option("nl")
        expect(page.get_by_role("link", name="Instellingen")).to_be_visible()
        screenshot(page, "language-03-settings-dutch")
    finally:
        context.close()


def test_the_creator_can_hand_their_seat_to_the_computer_and_watch(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    create_room(page, "doublehand")
    page.get_by_role("button", name="Let the computer play my seat, and watch").click()
    page.locator(".seat-row[data-seat='0']", has_text="Computer 1").wait_for()
    page.get_by_role("button", name="Start the match").click()
    page.wait_for_url(re.compile(r"/m/\d+$"))
    # With no broker the computers play the whole match at once; the watcher sees how it ended.
    page.locator(".sheet.end").wait_for(timeout=60_000)
    expect(page.locator(".sheet.end")).to_contain_text("Match over")
    expect(page.get_by_text("You are watching this match.")).to_be_visible()
    screenshot(page, "watching-01-match-over")
