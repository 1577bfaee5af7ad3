"""Practice with hints, at a phone's size: the expert's suggestion on asking, and its review at a deal's end.

Alone with computer players, a player asks what the expert would play, plays on, and reads at the deal's end the
moves where the expert would have chosen otherwise.

The first test plays a real deal; the others draw the same moments from states handed to the browser (fakes.py), in
each language and theme, with long words and several marks, to see that they read well on a 360 px screen.
"""

from __future__ import annotations

import json
import re
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import in_each_theme, new_phone, screenshot
from tests.e2e.fakes import FAKE_MATCH, open_fake_table
from tests.e2e.steps import become_guest, create_room, deals_over, match_of, open_table, play_until, take_turn, tap
from tests.e2e.test_ganjifa import discarding_state, leading_state
from tests.e2e.test_hand import playing_state
from tests.e2e.test_table_moves import a_deal_ending
from tests.e2e.test_texas42 import bidding_state, mid_hand_state

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

ASK = {
    "en": "Hint: what would the computer play?",
    "hi": "सुझाव: कंप्यूटर क्या खेलता?",
    "nl": "Tip: wat zou de computer spelen?",
}
CHECKING = "Checking your play…"


def dark(page: Any, on: bool) -> None:
    """The dark theme (or the light one) at once, as the settings screen would set it, without leaving the table."""
    page.evaluate("(on) => { document.documentElement.dataset.theme = on ? 'dark' : 'light'; }", on)
    page.wait_for_timeout(150)


def test_alone_with_computers_a_player_asks_the_expert_plays_and_reads_the_review(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    code = create_room(page, "texas42")
    page.get_by_role("button", name="Start the match").click()
    open_table(page)
    ask = page.get_by_role("button", name=ASK["en"])

    # A hand of Texas 42, the shortest deal of a partnership game with bids and a trump (the practice table is the same
    # for every game). Up to the first domino of the player's to play: the calls on the way made as a person would.
    deadline = time.monotonic() + 150

    def card_to_play() -> bool:
        # A domino to play, not a choice being confirmed, and no move of the player's on its way.
        if page.locator(".way-choice, .confirm-bar").count():
            return False
        return bool(ask.count() and page.locator(".hand-piece.playable").count())

    def settled() -> bool:
        if not card_to_play():
            return False
        page.wait_for_timeout(700)
        return card_to_play()

    while not settled():
        assert time.monotonic() < deadline, "no card of the player's to play came"
        try:
            moved = take_turn(page)
        except Exception:  # the turn moved on while tapping: look again
            moved = True
        if not moved:
            page.wait_for_timeout(300)

    seq = match_of(code).seq
    ask.click()
    line = page.get_by_test_id("hint-line")
    expect(line).to_contain_text("Expert: ")
    # The expert's move marked where the player would make it: a card in the hand, or (to see the trump) a button.
    suggested = page.locator(".hand-piece.suggested, .button.suggested")
    expect(suggested).to_have_count(1)
    card = suggested.get_attribute("data-piece")
    # Asked, never played: the match has not moved, the card is still in the hand.
    page.wait_for_timeout(800)
    assert match_of(code).seq == seq
    if card:
        assert line.locator(".hint-text").inner_text().startswith("Expert: Play ")
        assert page.locator(f".hand-piece[data-piece='{card}']").count() == 1
    screenshot(page, "practice-01-hint-en-light")
    assert_accessible(page, "practice table with a hint")

    # The player follows the expert; the suggestion goes with the move.
    if card:
        tap(suggested)
        page.locator(f".hand-piece[data-piece='{card}']").wait_for(state="detached")
    else:
        suggested.click()
    expect(line).to_have_count(0)
    assert page.locator(".suggested").count() == 0
    assert match_of(code).seq > seq

    # The rest of the deal as a hurried player plays it: the first card that may be played, the lowest bid.
    play_until([page], lambda: deals_over(code) >= 1, code=code)
    summary = page.get_by_test_id("deal-summary")
    summary.wait_for(timeout=20_000)
    review = summary.get_by_test_id("deal-review")
    review.wait_for()
    expect(review).not_to_have_text(CHECKING, timeout=30_000)
    # What the app shows is what the server found.
    found = page.evaluate(
        """async (id) => {
          const answer = await fetch(`/api/matches/${id}/deals/1/review`, {
            headers: { Authorization: `Token ${localStorage.getItem("tricktable.token")}` },
          });
          return answer.json();
        }""",
        match_of(code).public_id,
    )
    marks = review.locator(".review-mark")
    expect(marks).to_have_count(len(found["marks"]))
    if found["marks"]:
        head = f"Costly moves, by the expert's reckoning ({len(found['marks'])}):"
        expect(review.locator(".review-head")).to_have_text(head)
        expect(marks.first.get_by_test_id("review-loss")).to_have_text(re.compile(r"^about \d+(\.5)? points? lost$"))
        assert marks.first.locator(".played .review-text").inner_text().startswith("You: ")
        assert marks.first.locator(".strong .review-text").inner_text().startswith("Expert: ")
    else:
        expect(review).to_have_text("No move of yours was costly, by the expert's reckoning.")
    page.wait_for_timeout(300)
    screenshot(page, "practice-02-review-en-light")
    dark(page, True)
    screenshot(page, "practice-03-review-en-dark")
    assert_accessible(page, "practice deal's review, dark")
    summary.get_by_role("button", name="Continue").click()
    summary.wait_for(state="detached")


def practice(state: dict[str, Any]) -> dict[str, Any]:
    return {**state, "hints": True}


HINT = {"seq": 5, "action": {"type": "play", "card": "AS"}, "reason": {"code": "leads_winner", "text": "x"}}
REVIEW = {
    "deal": 3,
    "seat": 0,
    "checked": 14,
    "by_computer": 2,
    "marks": [
        {"seq": 3, "played": {"type": "pass"}, "strong": {"type": "bid", "value": 9}, "reason": None, "loss": 7.9},
        {
            "seq": 21,
            "played": {"type": "play", "card": "2H"},
            "strong": {"type": "play", "card": "AH"},
            "reason": {"code": "takes_trick", "text": "takes the trick"},
            "loss": 4.2,
        },
        {
            "seq": 40,
            "played": {"type": "play", "card": "KD"},
            "strong": {"type": "play", "card": "3C"},
            "reason": {"code": "leaves_to_partner", "text": "leaves the trick to the partner"},
            "loss": 12.5,
        },
        {
            "seq": 47,
            "played": {"type": "play", "card": "TS"},
            "strong": {"type": "play", "card": "QS"},
            "reason": {"code": "counts_the_cards", "text": "counts the cards still out"},
            "loss": 1.04,
        },
    ],
}


def answer(page: Any, path: str, body: dict[str, Any], delay_ms: int = 0) -> None:
    """Answer a route of the fake match with this body (after a delay, for the quiet line of a slow check)."""

    def fulfil(route: Any) -> None:
        if delay_ms:
            page.wait_for_timeout(delay_ms)
        route.fulfill(content_type="application/json", body=json.dumps(body))

    page.route(f"**/api/matches/{FAKE_MATCH}{path}", fulfil)


@pytest.mark.parametrize("language", ["en", "hi", "nl"])
def test_the_hint_and_the_review_read_well_in_each_language_and_theme(live_server, browser, language):
    locale = {"en": "en-GB", "hi": "hi-IN", "nl": "nl-NL"}[language]
    context = new_phone(browser, locale=locale, color_scheme="light")
    try:
        page = context.new_page()
        become_guest(page, live_server.url, "Asha")
        # The hint: the card marked in the hand, the line above the hand; nothing runs off the screen.
        answer(page, "/hint", HINT)
        open_fake_table(page, live_server.url, practice(playing_state()))
        page.get_by_role("button", name=ASK[language]).click()
        line = page.get_by_test_id("hint-line")
        line.wait_for()
        assert page.locator(".hand-piece.suggested").get_attribute("data-piece") == "AS"
        assert line.evaluate("l => l.scrollWidth <= l.clientWidth && l.getBoundingClientRect().right <= 360")
        for theme in in_each_theme(page):
            screenshot(page, f"practice-hint-{language}-{theme}")
            assert_accessible(page, f"hint ({language}, {theme})")

        # The review: the quiet line while it is checked, then the marks, under the deal's scores.
        # On a page of its own: a poll still on its way from the table above must not take the states below.
        page.close()
        page = context.new_page()
        before, after, events = a_deal_ending()
        answer(page, "/deals/3/review", REVIEW, delay_ms=1200 if language == "en" else 0)
        open_fake_table(page, live_server.url, practice(before), later=[practice(after)], events=events)
        summary = page.get_by_test_id("deal-summary")
        summary.wait_for(timeout=20_000)
        if language == "en":
            expect(summary.get_by_test_id("deal-review")).to_have_text(CHECKING)
        expect(summary.locator(".review-mark")).to_have_count(4)
        if language == "en":
            # The words beside the cards drawn: the game's own names of the moves, the reason translated or as sent.
            texts = summary.locator(".review-text").all_inner_texts()
            assert texts[2:4] == ["You: Play two of hearts", "Expert: Play ace of hearts — takes the trick"]
            assert texts[7] == "Expert: Play queen of spades — counts the cards still out"
            lost = summary.get_by_test_id("review-loss").all_inner_texts()
            assert lost == [
                "about 8 points lost",
                "about 4 points lost",
                "about 12.5 points lost",
                "about 1 point lost",
            ]
            expect(summary.get_by_test_id("review-by-computer")).to_contain_text("when your time ran out (2) are not")
        overflowing = summary.evaluate(
            "s => [...s.querySelectorAll('.review-move')].filter(m => m.scrollWidth > m.clientWidth).length"
        )
        assert overflowing == 0
        for theme in in_each_theme(page):
            summary.evaluate("s => s.scrollTo(0, 0)")
            page.wait_for_timeout(200)
            screenshot(page, f"practice-review-{language}-{theme}")
            summary.evaluate("s => s.scrollTo(0, s.scrollHeight)")
            page.wait_for_timeout(200)
            screenshot(page, f"practice-review-end-{language}-{theme}")
            assert_accessible(page, f"review ({language}, {theme})")
    finally:
        context.close()


def suggestion_in(state: dict[str, Any], kind: str) -> dict[str, Any]:
    """A move the expert might suggest: the first legal one of this type, its pieces chosen when the player chooses."""
    action = dict(next(action for action in state["legal"] if action["type"] == kind))
    if "count" in action:
        offered = action.pop("any_of", state["view"]["hand"])
        pieces = [piece for group in offered for piece in ([group] if isinstance(group, str) else group)]
        action = {"type": kind, "cards": pieces[: action.pop("count")]}
    return action


@pytest.mark.parametrize(
    ("name", "state", "kind"),
    [
        ("texas42-bid", bidding_state, "bid"),
        ("texas42-play", mid_hand_state, "play"),
        ("ganjifa-dukal", leading_state, "dukal"),
        ("ganjifa-discard", discarding_state, "discard"),
    ],
)
def test_the_hint_marks_dominoes_round_cards_and_calls_in_the_other_games(live_server, phone, name, state, kind):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    shown = practice(state())
    action = suggestion_in(shown, kind)
    answer(page, "/hint", {"seq": shown["seq"], "action": action, "reason": {"code": "saves_high", "text": "x"}})
    open_fake_table(page, live_server.url, shown)
    page.get_by_role("button", name=ASK["en"]).click()
    line = page.get_by_test_id("hint-line")
    expect(line.locator(".hint-text")).to_contain_text("— keeps its high cards")
    pieces = action.get("cards") or ([action["card"]] if "card" in action else [])
    if pieces:
        marked = page.locator(".hand-piece.suggested").evaluate_all("els => els.map(e => e.dataset.piece)")
        assert sorted(marked) == sorted(pieces)
        assert line.locator(".mini-card").count() == len(pieces)
    else:
        expect(page.locator(".button.suggested")).to_have_count(1)
    assert line.evaluate("l => l.scrollWidth <= l.clientWidth && l.getBoundingClientRect().right <= 360")
    page.wait_for_timeout(300)
    screenshot(page, f"practice-hint-{name}")
