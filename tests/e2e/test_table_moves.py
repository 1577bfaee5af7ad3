"""At the table, moves as a person lives them.

Each card seen as it is played, each trick's winner named and its cards gathered, a deal's end told and waiting
for the player, the last trick at hand, never a tap kept waiting.

The states are handed to the browser (see fakes.py), so that each moment comes exactly when the test wants it.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import new_phone, screenshot
from tests.e2e.fakes import fake_state, open_fake_table
from tests.e2e.steps import become_guest

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

LAST_TRICK = {"leader": 2, "cards": [[2, "KC"], [3, "KD"], [0, "KS"], [1, "JC"]], "winner": 2}


def doublehand(seq: int, hand: list[str], legal: list[dict[str, Any]], to_act: int, **view: Any) -> dict[str, Any]:
    state = fake_state(
        "doublehand",
        hand,
        legal,
        scores=view.pop("scores", [118, 204]),
        target=252,
        hand_sizes=view.pop("hand_sizes", [1, 1, 1, 1]),
        unseen_cards=0,
        bid={"seat": 0, "value": 10},
        trump={"mode": "kheench", "revealed": True, "card": "8S", "suit": "S"},
        revealer=None,
        hands_won=[7, 5],
        sar={"on_table": 0, "holder": None, "run": 0},
        **view,
    )
    state["seq"] = seq
    state["to_act"] = state["view"]["to_act"] = to_act
    return state


def action(seq: int, seat: int, **taken: Any) -> dict[str, Any]:
    return {"seq": seq, "type": "action", "seat": seat, "by_computer": True, "action": {"seat": seat, **taken}}


def record_the_trick(page: Any) -> None:
    """From the next page loaded on, note with the time every change of the cards in the middle and of the winner shown.

    Noted from the page's start, so that what a poll brings while the table is still coming is not missed.
    """
    page.add_init_script(
        """(() => {
          window.seen = [];
          const note = () => {
            const trick = document.querySelector('[data-testid=trick]');
            window.seen.push({
              at: performance.now(),
              cards: trick ? trick.querySelectorAll('.trick-piece').length : 0,
              winner: document.querySelector('[data-testid=trick-winner]')?.textContent ?? null,
            });
          };
          new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
        })()"""
    )


def a_deal_ending() -> tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]]]:
    """The last card of a deal, its end, the next deal and two calls in it: the states before and after, the events."""
    before = doublehand(5, ["KS"], [], 1, trick={"leader": 2, "cards": LAST_TRICK["cards"][:3]}, tricks=[])
    result = {
        "number": 3,
        "summary": {
            "dealer": 1,
            "void": False,
            "tricks": [LAST_TRICK],
            "score_delta": [0, 20],
            "bid": {"seat": 0, "value": 10},
            "trump": {"card": "8S", "mode": "kheench", "revealed": True},
            "hands_won": [7, 6],
        },
        "scores": [118, 224],
        "games_won": [0, 0],
    }
    bids: list[dict[str, Any]] = [{"type": "pass"}, *({"type": "bid", "value": value} for value in range(8, 14))]
    after = doublehand(
        10,
        ["QS", "9H", "4H", "KC", "2D"],
        bids,
        0,
        phase="bidding",
        scores=[118, 224],
        hand_sizes=[13, 13, 13, 13],
        trick=None,
        tricks=[],
    )
    after["view"].update(bid={"seat": 3, "value": 7}, trump=None, hands_won=[0, 0])
    # Seat 1 dealt the deal that ends, seat 2 deals the next one (as the deal event says).
    before["view"]["dealer"], after["view"]["dealer"] = 1, 2
    events = [
        action(6, 1, type="play", card="JC"),
        {"seq": 7, "type": "deal_end", "seat": None, "by_computer": False, "result": result},
        {"seq": 8, "type": "deal", "seat": None, "by_computer": False, "deal": {"number": 4, "dealer": 2}},
        action(9, 2, type="pass"),
        action(10, 3, type="bid", value=7),
    ]
    return before, after, events


def test_the_end_of_a_deal_is_told_and_waits_for_the_player_who_can_still_bid(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    before, after, events = a_deal_ending()
    record_the_trick(page)
    open_fake_table(page, live_server.url, before, later=[after], events=events)
    # The last card is seen, then the trick's winner, then the cards go to them; then the deal's summary.
    summary = page.get_by_test_id("deal-summary")
    summary.wait_for()
    seen = page.evaluate("window.seen")
    assert any(step["cards"] == 4 and step["winner"] is None for step in seen)
    assert any(step["winner"] == "Computer 3 wins the trick" for step in seen)
    lines = summary.locator("ul.deal-lines > li").all_inner_texts()
    assert lines == [
        "Bid 10 by Asha",
        "Trump: spades (kheench)",
        "Asha & Computer 3: 7 hands",
        "Computer 2 & Computer 4: 6 hands",
        "Computer 2 & Computer 4 score 20: set by 3",
    ]
    assert "224" in summary.locator(".deal-scores").inner_text()
    page.wait_for_timeout(400)
    screenshot(page, "doublehand-11-deal-summary")
    # It waits for the player, and the next deal waits behind it: its bids come once the summary is closed.
    page.wait_for_timeout(2500)
    assert summary.is_visible()
    bid = page.get_by_role("button", name="Bid 8", exact=True)
    assert bid.count() == 0
    assert page.locator(".turn-line.mine").count() == 0
    # On: the next deal's calls are seen one after another, by the seat that made them.
    summary.get_by_role("button", name="Continue").click()
    page.get_by_test_id("said").filter(has_text="Pass").wait_for()
    page.get_by_test_id("said").filter(has_text="Bid 7").wait_for()
    # Then the player bids: nothing covers the bids.
    covered = bid.evaluate(
        "b => { const r = b.getBoundingClientRect();"
        " return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) !== b; }"
    )
    assert not covered
    assert page.locator(".seat-tag[data-seat='3'] [data-testid=said]").inner_text() == "Bid 7"


def test_plays_that_arrive_together_are_shown_one_after_another_at_a_readable_pace(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    lead = {"leader": 0, "cards": [[0, "AS"]]}
    before = doublehand(5, ["2C", "3D"], [], 1, hand_sizes=[2, 3, 3, 3], trick=lead, tricks=[])
    trick = {"leader": 0, "cards": [[0, "AS"], [1, "4S"], [2, "QS"], [3, "9S"]], "winner": 0}
    after = doublehand(
        8,
        ["2C", "3D"],
        [{"type": "play", "card": "2C"}, {"type": "play", "card": "3D"}],
        0,
        hand_sizes=[2, 2, 2, 2],
        trick={"leader": 0, "cards": []},
        tricks=[trick],
    )
    after["last_trick"] = trick
    events = [
        action(6, 1, type="play", card="4S"),
        action(7, 2, type="play", card="QS"),
        action(8, 3, type="play", card="9S"),
    ]
    record_the_trick(page)
    open_fake_table(page, live_server.url, before, later=[after], events=events)
    page.get_by_test_id("trick-winner").wait_for()
    page.wait_for_timeout(1500)
    seen = page.evaluate("window.seen")
    # Each card came on its own, some half a second apart at least, the winner named last, then the middle empty.
    firsts: dict[int, float] = {}
    for step in seen:
        firsts.setdefault(step["cards"], step["at"])
    assert [firsts[2] < firsts[3] < firsts[4]] == [True]
    assert firsts[3] - firsts[2] >= 400 and firsts[4] - firsts[3] >= 400
    assert seen[-1]["cards"] == 0
    # The player's turn was never held back: the cards were playable while the others' cards were shown.
    assert page.locator(".hand-piece.playable").count() == 2
    # The last trick is at hand.
    page.get_by_role("button", name="Last trick").click()
    sheet = page.get_by_role("dialog", name="Last trick")
    assert sheet.locator("figure").count() == 4
    assert "Asha wins the trick" in sheet.inner_text()
    assert sheet.get_by_role("img", name="Computer 3: queen of spades").count() == 1
    screenshot(page, "doublehand-12-last-trick")


def test_cards_do_not_move_for_a_player_who_asked_for_less_motion(live_server, browser):
    context = new_phone(browser, reduced_motion="reduce")
    try:
        page = context.new_page()
        become_guest(page, live_server.url, "Asha")
        lead = {"leader": 1, "cards": [[1, "4S"]]}
        open_fake_table(page, live_server.url, doublehand(5, ["AS"], [{"type": "play", "card": "AS"}], 0, trick=lead))
        assert page.locator(".trick-card").evaluate("card => getComputedStyle(card).animationName") == "none"
    finally:
        context.close()


def test_the_last_trick_button_works_before_the_first_trick_of_a_deal(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    state = doublehand(5, ["AS"], [], 1, phase="bidding", trick=None, tricks=[])
    open_fake_table(page, live_server.url, state)
    button = page.get_by_role("button", name="Last trick")
    assert button.is_enabled()
    button.click()
    expect(page.get_by_role("dialog", name="Last trick")).to_contain_text("No trick has been played yet.")
