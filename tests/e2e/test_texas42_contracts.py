"""End to end, at a phone's size: a whole hand of each contract of Texas 42's marks game, by tapping.

Four decks are stacked and the first dealer chosen so that the guest (seat 0) holds, in turn, a nello hand, a
sevens hand, three doubles and four doubles; the computers (Casual) at the other seats pass or bid below them. The
guest bids and names each contract, plays the hand out, and reads the marks it won or lost.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from games.engine.texas42.deal import stack_deck
from games.models import EventType, Match
from games.services import matches as match_service
from tests.e2e.conftest import screenshot
from tests.e2e.steps import become_guest, open_create, play_my_pieces_until, skip_tour, stacked_then_shuffled

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

FIRST_DEALER = 3
"""The guest bids first in the first hand; the deal then passes to the next seat each hand."""


def hands(*seats: str) -> list[list[str]]:
    return [seat.split() for seat in seats]


# Seat 0 is the guest's. Each hand was checked with the engine: the Casual players never bid over the guest's bid.
DECKS = [
    # Dealer 3, the guest bids first: a nello hand (no six, no double, few pips).
    stack_deck(
        hands(
            "1-0 2-0 2-1 3-0 3-1 4-0 5-0",
            "6-6 6-5 6-4 6-3 6-2 6-1 6-0",
            "5-5 5-4 5-3 5-2 5-1 4-4 4-3",
            "4-2 4-1 3-3 3-2 2-2 1-1 0-0",
        ),
        3,
    ),
    # Dealer 0, the guest bids last: tiles near seven for sevens.
    stack_deck(
        hands(
            "6-1 5-2 4-3 4-4 3-3 6-2 5-3",
            "6-6 6-5 6-4 6-3 6-0 5-5 5-4",
            "5-1 5-0 4-2 4-1 4-0 3-2 3-1",
            "3-0 2-2 2-1 2-0 1-1 1-0 0-0",
        ),
        0,
    ),
    # Dealer 1: three doubles for a splash; the partner (seat 2) names trumps.
    stack_deck(
        hands(
            "6-6 5-5 4-4 6-5 6-4 5-4 6-3",
            "0-0 4-0 3-1 3-0 2-1 2-0 1-0",
            "6-2 6-1 6-0 3-3 5-3 4-3 3-2",
            "2-2 1-1 5-2 5-1 5-0 4-2 4-1",
        ),
        1,
    ),
    # Dealer 2: four doubles for a plunge.
    stack_deck(
        hands(
            "6-6 5-5 4-4 3-3 6-5 6-4 5-4",
            "2-2 6-3 6-2 5-3 5-2 4-3 4-2",
            "1-1 6-1 6-0 5-1 5-0 4-1 4-0",
            "0-0 3-2 3-1 3-0 2-1 2-0 1-0",
        ),
        2,
    ),
]
CONTRACTS = ["nello", "sevens", "splash", "plunge"]


def hand_ended(match: Match, number: int) -> Any:
    return lambda: match.events.filter(type=EventType.DEAL_END).count() >= number


@pytest.mark.fast_play
def test_a_hand_of_each_contract_by_tapping(live_server, phone, monkeypatch):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    open_create(page)
    page.locator("input[name=game][value=texas42]").check()
    page.locator("select[name=scoring]").select_option("marks")
    contracts = page.locator("fieldset[data-option=contracts]")
    for name in ("Nello", "Sevens", "Splash", "Plunge"):
        contracts.get_by_label(name).check()
    page.locator("input[name=target]").fill("21")
    page.locator("form button[type=submit]").click()
    code = page.locator(".share-code").inner_text(timeout=10_000).split()[-1]
    monkeypatch.setattr(match_service, "shuffled_deck", stacked_then_shuffled(match_service.shuffled_deck, *DECKS))
    monkeypatch.setattr("games.services.matches.secrets.randbelow", lambda n: FIRST_DEALER)
    page.get_by_role("button", name="Start the match").click()
    page.wait_for_url(re.compile(r"/m/[^/]+$"))
    match = Match.objects.get(room__code=code)
    page.locator("[data-testid=hand] .hand-piece").first.wait_for()
    skip_tour(page)
    bidding = page.get_by_role("group", name="Your bid")

    for number, contract in enumerate(CONTRACTS, start=1):
        bidding.wait_for(timeout=30_000)
        if contract in ("nello", "sevens"):
            bidding.get_by_role("button", name=re.compile(r"^(Bid )?1 mark$")).click()
            page.get_by_role("button", name=contract).click(timeout=30_000)
        else:
            bidding.get_by_role("button", name=re.compile(rf"^(Bid )?{contract.title()}")).click()
        if contract == "nello":
            # The partner sits out, and each trick has three dominoes.
            expect(page.get_by_text("Computer 3 sits out")).to_be_visible(timeout=15_000)
        play_my_pieces_until(page, hand_ended(match, number))
        summary = page.get_by_test_id("deal-summary")
        summary.wait_for(timeout=30_000)
        ended = match.events.filter(type=EventType.DEAL_END).order_by("seq")[number - 1].payload["summary"]
        named = ended["bid"].get("contract") or ended["trump"]
        assert named == contract, ended
        assert ended["result"] in ("made", "set")
        if contract == "nello":
            assert all(len(trick["cards"]) == 3 for trick in ended["tricks"])
        marks = {"nello": 1, "sevens": 1, "splash": 2, "plunge": 4}[contract]
        assert sorted(ended["score_delta"]) == [0, marks]
        expect(summary).to_contain_text("Made" if ended["result"] == "made" else "Set")
        page.wait_for_timeout(400)
        screenshot(page, f"texas42-contract-{number}-{contract}")
        summary.get_by_role("button", name="Continue").click()
