"""At a phone's width: the create screen's options in Dutch, and hands of 13 and 40 cards and of dominoes.

The tables are drawn from match states handed to the browser, so that games whose engines are still to come
(a 40-card Ganjifa hand choosing several cards for one discard, a hand of dominoes) can be looked at already.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.e2e.conftest import PHONE, new_phone, screenshot
from tests.e2e.fakes import action_sent, fake_state, open_fake_table
from tests.e2e.steps import become_guest

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

AVATARS = ["matsya", "kurma", "varaha", "narasimha", "vamana", "parashurama", "rama", "krishna", "buddha", "kalki"]


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
    context = new_phone(browser, locale="nl-NL")
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
    # One group per suit, each whole on a line: at most four lines.
    assert int(page.locator("[data-testid=hand]").get_attribute("data-rows")) <= 4
    suits = {card.split(":")[0] for card in hand}
    assert page.locator("[data-testid=hand] .hand-group").count() == len(suits)
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


DECLARING_HAND = ["QS", "9H", "4H", "KC", "2D"]


def declaring_state() -> dict[str, Any]:
    """Asha won the bid with 9 and chooses the trump: her five cards seen, eight face down."""
    legal: list[dict[str, Any]] = [{"type": "declare_trump", "card": card} for card in DECLARING_HAND]
    legal += [{"type": "declare_trump", "hidden_index": index} for index in range(8)]
    return fake_state(
        "doublehand",
        DECLARING_HAND,
        legal,
        phase="declaring",
        scores=[0, 0],
        hand_sizes=[13, 13, 13, 13],
        unseen_cards=8,
        bid={"seat": 0, "value": 9},
        trump=None,
        revealer=None,
        hands_won=[0, 0],
        sar={"on_table": 0, "holder": None, "run": 0},
        trick=None,
        tricks=[],
    )


def test_the_trump_is_chosen_one_of_two_clear_ways_and_confirmed_before_it_is_sent(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    open_fake_table(page, live_server.url, declaring_state())
    ways = page.get_by_role("radio")
    assert ways.count() == 2
    assert "Haath par" in ways.nth(0).inner_text() and "Kheench" in ways.nth(1).inner_text()
    # A stray tap on a visible card declares nothing: it says what to do first.
    sent: list[str] = []
    page.on("request", lambda request: sent.append(request.url) if request.url.endswith("/actions") else None)
    page.locator("[data-testid=hand] [data-piece='QS']").click(position={"x": 8, "y": 12}, force=True)
    assert "first tap Haath par" in page.locator(".toast").inner_text()
    assert sent == []
    screenshot(page, "doublehand-06-trump-two-ways")

    # Haath par: a visible card, said back, then confirmed.
    ways.nth(0).click()
    page.locator("[data-testid=hand] [data-piece='QS']").click(position={"x": 8, "y": 12})
    confirm = page.locator(".confirm-bar")
    assert "Haath par: the queen of spades as trump" in confirm.inner_text()
    screenshot(page, "doublehand-07-haath-par-confirm")
    page.get_by_role("button", name="Cancel").click()
    assert sent == []
    page.locator("[data-testid=hand] [data-piece='9H']").click(position={"x": 8, "y": 12})
    assert action_sent(page, page.get_by_role("button", name="Confirm")) == {"type": "declare_trump", "card": "9H"}

    # Kheench: eight face-down cards, each at least 44 px wide, one picked blind and confirmed.
    open_fake_table(page, live_server.url, declaring_state())
    page.get_by_role("radio", name=re.compile("Kheench")).click()
    blind = page.locator(".blind-card")
    assert blind.count() == 8
    assert min(blind.evaluate_all("els => els.map(e => e.getBoundingClientRect().width)")) >= 44
    assert within_the_screen(page, ".blind-card") == []
    blind.nth(2).click()
    assert "face-down card 3" in page.locator(".confirm-bar").inner_text()
    # The confirmation and the hand stay on the screen.
    assert page.locator(".confirm-bar").bounding_box()["y"] + 40 < PHONE["viewport"]["height"]
    screenshot(page, "doublehand-08-kheench-confirm")
    assert action_sent(page, page.get_by_role("button", name="Confirm")) == {"type": "declare_trump", "hidden_index": 2}


def playing_state(**view: Any) -> dict[str, Any]:
    hand = ["2C", "AS", "TD", "9S", "KH", "3D", "QC", "7H", "5S", "JD", "4C"]
    return fake_state(
        "doublehand",
        hand,
        [{"type": "play", "card": card} for card in hand if card[1] == "S"],
        scores=[118, 204],
        target=252,
        hand_sizes=[11, 11, 10, 11],
        unseen_cards=0,
        bid={"seat": 2, "value": 10},
        trump={"mode": "kheench", "revealed": True, "card": "8S", "suit": "S"},
        revealer=3,
        hands_won=[4, 0],
        sar={"on_table": 2, "holder": 3, "run": 1},
        trick={"leader": 3, "cards": [[3, "JS"]]},
        tricks=[],
        **view,
    )


def test_the_status_bar_fits_a_phone_and_the_trump_suit_reads_in_the_dark(live_server, browser):
    context = new_phone(browser, color_scheme="dark")
    try:
        page = context.new_page()
        become_guest(page, live_server.url, "Asha")
        open_fake_table(page, live_server.url, playing_state())
        assert within_the_screen(page, ".game-status .chip") == []
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["viewport"]["width"]
        # The spade is drawn on a card's own light face: its contrast holds in the dark theme.
        contrast = page.locator(".suit-chip").evaluate(
            """chip => {
              const rgb = (text) => text.match(/\\d+(\\.\\d+)?/g).slice(0, 3).map(Number);
              const lum = ([r, g, b]) => [r, g, b].map((c) => { c /= 255;
                return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; })
                .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
              const fg = lum(rgb(getComputedStyle(chip.querySelector('svg')).color));
              const bg = lum(rgb(getComputedStyle(chip).backgroundColor));
              return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
            }"""
        )
        assert contrast >= 4.5, contrast
        # The score says whose it is, for a screen reader.
        assert page.locator(".scores .sr-only").inner_text() == "Us 118, Them 204, game to 252"
        screenshot(page, "doublehand-09-status-dark")
    finally:
        context.close()


def test_the_hand_is_sorted_by_suit_and_rank_unless_the_player_turns_it_off(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    open_fake_table(page, live_server.url, playing_state())
    order = page.locator("[data-testid=hand] .hand-piece").evaluate_all("els => els.map(e => e.dataset.piece)")
    # Hearts, clubs, diamonds alternate red and black; spades, the trump, come last; high to low in each suit.
    assert order == ["KH", "7H", "QC", "4C", "2C", "JD", "TD", "3D", "AS", "9S", "5S"]
    page.goto(live_server.url + "/settings")
    page.locator("input[name=sort_hand]").uncheck()
    open_fake_table(page, live_server.url, playing_state())
    order = page.locator("[data-testid=hand] .hand-piece").evaluate_all("els => els.map(e => e.dataset.piece)")
    assert order == playing_state()["view"]["hand"]


def test_seats_show_partners_and_what_each_really_holds(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    state = declaring_state()
    state["to_act"] = state["view"]["to_act"] = 2
    state["legal"] = []
    open_fake_table(page, live_server.url, state)
    partner = page.locator(".seat-tag.at-top")
    assert "Partner" in partner.inner_text()
    assert "side-0" in partner.get_attribute("class")
    assert "side-1" in page.locator(".seat-tag.at-left").get_attribute("class")
    # Everyone sees five cards while the trump is chosen; the other eight lie face down.
    counts = page.locator(".seat-tag .badge.count")
    assert counts.first.get_attribute("aria-label") == "5 cards seen, 8 face down"
    sizes = page.locator(".badge").evaluate_all("els => els.map(e => parseFloat(getComputedStyle(e).fontSize))")
    assert min(sizes) >= 12
    screenshot(page, "doublehand-10-partners-and-counts")
