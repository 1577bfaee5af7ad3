"""End to end, at a phone's size: a whole deal of All Fours by tapping, with the kick, the calls, the points in order.

The first two decks are stacked and the first dealer chosen, so that the guest (seat 0) first stands or begs, and
then, as dealer, is begged and chooses between giving one and running the pack; the computers play the other seats.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from games.engine.allfours.deal import stack_deck
from games.engine.french import DECK
from games.models import EventType, Match, Room, Seat
from games.services import matches as match_service
from tests.e2e.conftest import screenshot
from tests.e2e.steps import play_my_pieces_until, stacked_then_shuffled
from tests.engine.allfours_helpers import filled

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

GUEST = 0
# Deal 1, dealer 3: clubs are kicked (2C) and the dealer holds no club, so the computer runs the pack when the guest
# begs; the six of hearts comes up, hearts are trump and the dealer's team scores 2. Nine cards each.
FIRST_KICKS = ["2C", "6H"]
FIRST = stack_deck(
    filled({3: ["AS", "KS", "QS", "AD", "KD", "QD", "3H", "4H", "5H"]}, 9, DECK, kicks=FIRST_KICKS), 3, FIRST_KICKS
)
# Deal 2, dealer 0 (the guest): diamonds are kicked (3D) and seat 1, who stands or begs, holds no diamond: it begs.
SECOND = stack_deck(filled({1: ["AS", "KS", "QS", "AH", "KH", "QH"]}, 6, DECK, kicks=["3D"]), 0, ["3D"])


def become_guest(page: Any, base: str, name: str) -> None:
    page.goto(base + "/")
    page.get_by_label(re.compile("Your name")).fill(name)
    page.get_by_role("button", name="Start playing").click()


def create_room(page: Any, game: str) -> str:
    """Create a room of the game with its default options; its share code."""
    page.get_by_role("link", name="Create a room").click()
    page.locator(f"input[name=game][value={game}]").check()
    page.get_by_role("button", name="Create room").click()
    page.get_by_role("button", name="Start the match").wait_for()
    return Room.objects.get(game=game).code


def tap(piece: Any) -> None:
    """Tap a card in the hand where a player would: its corner index, which its neighbours never cover."""
    piece.click(position={"x": 8, "y": 12}, force=True)


def skip_tour(page: Any) -> None:
    """The first visit to a game's table opens a short tour; this test knows the way."""
    skip = page.get_by_role("button", name="Skip the tour")
    if skip.count():
        skip.click()


@pytest.mark.fast_play
def test_a_guest_begs_plays_a_whole_deal_sees_its_points_in_order_then_gives_one(live_server, phone, monkeypatch):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    code = create_room(page, "allfours")
    monkeypatch.setattr(
        match_service, "shuffled_deck", stacked_then_shuffled(match_service.shuffled_deck, FIRST, SECOND)
    )
    monkeypatch.setattr("games.services.matches.secrets.randbelow", lambda n: 3)
    page.get_by_role("button", name="Start the match").click()
    page.wait_for_url(re.compile(r"/m/[^/]+$"))
    match = Match.objects.get(room__code=code)
    assert Seat.objects.get(room__code=code, user__isnull=False).index == GUEST
    page.locator("[data-testid=hand] .hand-piece").first.wait_for()
    skip_tour(page)

    # The guest, after the dealer, sees the kick and the two calls, each saying what it does.
    choice = page.get_by_test_id("allfours-choice")
    expect(choice.get_by_role("img", name="two of clubs")).to_be_visible()
    expect(choice).to_contain_text("The kick proposes clubs as trump.")
    expect(choice.get_by_role("button", name=re.compile("^Stand"))).to_contain_text("Play with clubs as trump.")
    screenshot(page, "allfours-01-stand-or-beg")
    # A card cannot be played before the call.
    tap(page.locator(".hand-piece").first)
    expect(page.locator(".toast")).to_contain_text("First stand or beg.")
    choice.get_by_role("button", name=re.compile("^Beg")).click()

    # The dealer runs the pack: a second kick, hearts are trump, and its six scores 2 for the dealer's team.
    expect(page.get_by_role("img", name="Kick: two of clubs, six of hearts")).to_be_visible(timeout=15_000)
    expect(page.get_by_role("img", name="Trump: hearts")).to_be_visible()
    expect(page.locator(".allfours-point").first).to_have_text("Kick (6♥) · Them +2")
    expect(page.locator("[data-testid=hand] .hand-piece")).to_have_count(9)
    screenshot(page, "allfours-02-pack-run")

    play_my_pieces_until(page, lambda: match.events.filter(type=EventType.DEAL_END).exists())
    ended = match.events.get(type=EventType.DEAL_END).payload["summary"]
    assert (ended["kicks"], ended["trump"], len(ended["tricks"])) == (FIRST_KICKS, "H", 9)

    # The end of the deal tells every point in the order it was scored.
    summary = page.get_by_test_id("deal-summary")
    summary.wait_for(timeout=30_000)
    lines = summary.locator("ul.deal-lines > li")
    expect(lines.first).to_have_text("Kicked: 2♣, 6♥; hearts are trump")
    names = {"kick": "Kick", "high": "High", "low": "Low", "jack": "Jack", "hang_jack": "Hang jack", "game": "Game"}
    for index, award in enumerate(ended["points"]):
        expect(lines.nth(1 + index)).to_contain_text(names[award["kind"]])
        expect(lines.nth(1 + index)).to_contain_text(f"+{award['points']}")
    expect(lines).to_have_count(1 + len(ended["points"]))
    page.wait_for_timeout(500)  # the summary has popped up
    screenshot(page, "allfours-03-deal-points")
    summary.get_by_role("button", name="Continue").click()

    # Deal 2: the guest deals and is begged: give one, or run the pack.
    give_one = page.get_by_role("button", name=re.compile("^Give one"))
    give_one.wait_for(timeout=30_000)
    expect(page.get_by_test_id("allfours-choice")).to_contain_text("give one, or run the pack?")
    expect(page.get_by_role("button", name=re.compile("^Run the pack"))).to_contain_text("a new kick")
    screenshot(page, "allfours-04-give-or-run")
    give_one.click()
    expect(page.locator(".allfours-point").last).to_have_text("Give one · Them +1")
    expect(page.get_by_role("img", name="Trump: diamonds")).to_be_visible()
    screenshot(page, "allfours-05-given-one")
