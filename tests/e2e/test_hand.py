"""At a phone's width: the create screen's options in Dutch, and hands of 13 and 40 cards and of dominoes.

The tables are drawn from match states handed to the browser, so that games whose engines are still to come
(a 40-card Ganjifa hand choosing several cards for one discard, a hand of dominoes) can be looked at already.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from tests.e2e.conftest import PHONE, screenshot

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

AVATARS = ["matsya", "kurma", "varaha", "narasimha", "vamana", "parashurama", "rama", "krishna", "buddha", "kalki"]
FAKE_MATCH = 999_999


def become_guest(page: Any, base: str, name: str) -> None:
    page.goto(base + "/")
    page.locator("input[name=display_name]").fill(name)
    page.locator("form button[type=submit]").click()
    page.locator("a[href='/create']").wait_for()


def fake_state(game: str, hand: list[str], legal: list[dict[str, Any]], **view: Any) -> dict[str, Any]:
    """A match state as GET /api/matches/{id} answers it, seen from seat 0 with the turn."""
    seats = len(view.get("hand_sizes", [0, 0, 0, 0]))
    return {
        "id": FAKE_MATCH,
        "room": "FAKE42",
        "game": game,
        "seq": 5,
        "status": "in_progress",
        "your_seat": 0,
        "to_act": 0,
        "legal": legal,
        "scores": [0] * (3 if seats == 3 else 2),
        "games_won": [0] * (3 if seats == 3 else 2),
        "winner": None,
        "turn_seconds": 3600,
        "turn_deadline": None,
        "seats": [
            {"seat": 0, "user_id": 1, "name": "Asha", "bot_level": None, "away": False},
            *(
                {"seat": seat, "user_id": None, "name": None, "bot_level": "basic", "away": False}
                for seat in range(1, seats)
            ),
        ],
        "last_trick": None,
        "view": {"game": game, "seat": 0, "phase": "playing", "dealer": seats - 1, "to_act": 0, "hand": hand, **view},
    }


def open_fake_table(page: Any, base: str, state: dict[str, Any]) -> None:
    """Show the table for a match the server never made; an action the player sends is answered, not taken."""
    answer = json.dumps(state)
    after = json.dumps({**state, "seq": state["seq"] + 1})
    page.route(
        f"**/api/matches/{FAKE_MATCH}",
        lambda route: route.fulfill(content_type="application/json", body=answer),
    )
    page.route(
        f"**/api/matches/{FAKE_MATCH}/actions",
        lambda route: route.fulfill(status=201, content_type="application/json", body=after),
    )
    page.goto(f"{base}/m/{FAKE_MATCH}")
    page.locator("[data-testid=hand] .hand-piece").first.wait_for()


def action_sent(page: Any, press: Any) -> dict[str, Any]:
    """The action that pressing the control sends."""
    with page.expect_request(f"**/api/matches/{FAKE_MATCH}/actions") as request:
        press.click()
    return request.value.post_data_json["action"]


def within_the_screen(page: Any, selector: str) -> list[dict[str, float]]:
    """The boxes of the matching elements that stick out past the screen's left or right edge."""
    return page.locator(selector).evaluate_all(
        "(els, width) => els.map(e => e.getBoundingClientRect())"
        ".filter(r => r.left < 0 || r.right > width).map(r => ({left: r.left, right: r.right}))",
        PHONE["viewport"]["width"],
    )


def covered_indexes(page: Any) -> list[str]:
    """The pieces in the hand whose corner index another piece covers: a tap there would not reach them."""
    return page.locator("[data-testid=hand] .hand-piece").evaluate_all(
        "els => els.filter(e => { const r = e.getBoundingClientRect();"
        " return document.elementFromPoint(r.left + 8, r.top + 14)?.closest('.hand-piece') !== e; })"
        ".map(e => e.dataset.piece)"
    )


def test_a_thirteen_card_hand_reads_in_one_row(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    hand = ["AS", "KS", "TS", "7S", "AH", "QH", "9H", "4H", "KD", "8D", "3D", "JC", "2C"]
    legal = [{"type": "play", "card": card} for card in hand if card[1] == "H"]
    trick = {"leader": 3, "cards": [[3, "5H"]]}
    open_fake_table(page, live_server.url, fake_state("doublehand", hand, legal, scores=[0, 0], trick=trick))
    assert page.locator("[data-testid=hand]").get_attribute("data-rows") == "1"
    assert within_the_screen(page, "[data-testid=hand] .hand-piece") == []
    assert covered_indexes(page) == []
    assert page.locator(".hand-piece.playable").count() == 4
    screenshot(page, "doublehand-05-thirteen-cards")


def test_the_create_screens_options_fit_a_phone_in_dutch(live_server, browser):
    context = browser.new_context(**PHONE, locale="nl-NL")
    try:
        page = context.new_page()
        become_guest(page, live_server.url, "Anke")
        page.goto(live_server.url + "/create")
        page.get_by_text("Opties", exact=True).wait_for()
        page.get_by_text("Wie haalt slagen op").first.wait_for()
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["viewport"]["width"]
        assert within_the_screen(page, "fieldset, .option, select, label") == []
        page.locator("select[name=collect_by]").select_option("team")
        page.locator("select[name=collect_by]").scroll_into_view_if_needed()
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["viewport"]["width"]
        screenshot(page, "create-01-options-dutch")
    finally:
        context.close()


def test_a_forty_card_hand_fits_and_several_cards_are_chosen_for_one_discard(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    hand = [f"{suit}:{rank}" for suit in AVATARS for rank in ("K", "M", "1", "10")]
    dukal = ["kurma:K", "kurma:M", "kurma:3", "kurma:4", "kurma:5"]
    state = fake_state(
        "ganjifa",
        hand,
        [{"type": "discard", "count": 5}],
        scores=[0, 0, 0],
        hand_sizes=[40, 35, 40],
        trick={"leader": 1, "cards": [[1, card] for card in dukal]},
    )
    open_fake_table(page, live_server.url, state)
    pieces = page.locator("[data-testid=hand] .hand-piece")
    assert pieces.count() == 40
    assert page.locator("[data-testid=hand]").get_attribute("data-rows") == "3"
    assert within_the_screen(page, "[data-testid=hand] .hand-piece") == []
    widths = pieces.evaluate_all("els => els.map(e => e.getBoundingClientRect().width)")
    assert min(widths) >= 44
    assert covered_indexes(page) == []
    screenshot(page, "ganjifa-01-forty-cards")

    # A tap chooses a card (on its index, which neighbours leave uncovered), a second tap lets it go again;
    # five chosen, one button discards them together.
    def tap(card: str) -> None:
        page.locator(f"[data-piece='{card}']").click(position={"x": 8, "y": 18})

    tap(hand[3])
    tap(hand[3])
    chosen = [hand[0], hand[7], hand[15], hand[26], hand[39]]
    for card in chosen:
        tap(card)
    screenshot(page, "ganjifa-02-five-chosen")
    assert page.locator(".hand-piece.selected").count() == 5
    confirm = page.get_by_role("button", name=re.compile("Discard: 5 cards"))
    assert action_sent(page, confirm) == {"type": "discard", "cards": chosen}


def test_a_hand_of_dominoes_shows_the_count_and_bids_by_buttons(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    hand = ["6-6", "6-4", "5-5", "5-0", "3-2", "2-1", "1-0"]
    legal: list[dict[str, Any]] = [{"type": "pass"}, *({"type": "bid", "value": value} for value in range(30, 43))]
    open_fake_table(page, live_server.url, fake_state("texas42", hand, legal, scores=[0, 0]))
    assert page.locator("[data-testid=hand]").get_attribute("data-rows") == "1"
    assert page.locator("[data-testid=hand] .domino-mark").count() == 4
    assert page.get_by_role("button", name="domino 6-4, counts 10").count() == 1
    # Play goes clockwise: the next seat sits on the left.
    assert page.locator(".seat-tag.at-left[data-seat='1']").count() == 1
    screenshot(page, "texas42-01-dominoes")
    assert action_sent(page, page.get_by_role("button", name="Bid 30", exact=True)) == {"type": "bid", "value": 30}
