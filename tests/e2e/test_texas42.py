"""End to end, at a phone's size: a whole hand of Texas 42 by tapping, from the bidding to the hand's summary.

The moments of a hand are also drawn from the engine's own views of it, for the doubling bid and for screenshots.
The first deck is stacked and the guest (seat 0) deals: a computer opens at 30, the others pass, and the guest, with
five fours and the double six and five, bids 42, names fours and takes every trick, whatever the computers play.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from games.engine.texas42.deal import stack_deck
from games.models import EventType, Match, Seat
from games.services import matches as match_service
from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import screenshot
from tests.e2e.fakes import action_sent, fake_state, open_fake_table
from tests.e2e.steps import become_guest, create_room, open_table, stacked_then_shuffled, tap
from tests.engine.texas42_helpers import act, calls, game, hands, start

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

GUEST = 0
DEALER = 0
LAYOUT = hands(
    "4-4 6-4 5-4 4-3 4-2 6-6 5-5",
    # Four sixes and three doubles: the computer's worth opens the bidding at 30.
    "6-3 6-2 6-1 6-0 3-3 1-1 0-0",
    # The guest's partner holds the two other fours, so that leading trumps draws them all.
    "4-1 4-0 6-5 5-3 2-2 2-0 1-0",
    "2-1 3-0 3-1 3-2 5-0 5-1 5-2",
)
# The guest leads every trick: five trumps, then the highest six and the highest five.
GUEST_LEADS = ["4-4", "6-4", "5-4", "4-3", "4-2", "6-6", "5-5"]
# A whole hand as the computers once played it, trick by trick from the guest's lead: for the tables drawn from views.
TRICKS = [
    ["4-4", "6-0", "4-1", "2-1"],
    ["6-4", "6-1", "4-0", "3-0"],
    ["5-4", "6-2", "1-0", "3-1"],
    ["4-3", "6-3", "2-0", "5-1"],
    ["4-2", "0-0", "2-2", "5-2"],
    ["6-6", "1-1", "6-5", "3-2"],
    ["5-5", "3-3", "5-3", "5-0"],
]


# --- the moments of a hand, from the engine's views -----------------------------------------------------------


def opened() -> Any:
    """The hand dealt, Computer 2 opened at 30 and the others passed: the guest, dealing, bids last."""
    return calls(start(LAYOUT, DEALER), 30, None, None)


def won_at_42() -> Any:
    return act(opened(), GUEST, "bid", value=42)


def trumps_named() -> Any:
    return act(won_at_42(), GUEST, "name_trump", trump=4)


def played(state: Any, tiles: list[str]) -> Any:
    for tile in tiles:
        seat = game.to_act(state)
        assert seat is not None
        state = act(state, seat, "play", card=tile)
    return state


def as_shown(state: Any, seq: int = 5) -> dict[str, Any]:
    """The match state GET /api/matches/{id} answers for the guest, with the engine's own view of seat 0."""
    view = game.view(state, GUEST)
    rest = {key: value for key, value in view.items() if key not in ("game", "hand", "legal")}
    shown = fake_state("texas42", view["hand"], view["legal"], **rest)
    shown.update(seq=seq, to_act=view["to_act"], scores=view["scores"])
    return shown


def bidding_state() -> dict[str, Any]:
    return as_shown(opened())


def doubling_state() -> dict[str, Any]:
    """Computer 2 opened at 42: the guest may only double, to 84, or pass."""
    return as_shown(calls(start(LAYOUT, DEALER), 42, None, None))


def naming_state() -> dict[str, Any]:
    return as_shown(won_at_42())


# Another hand, for a moment the guest follows: Computer 2 wins the bid at 30 and names sixes.
FOLLOWING = hands(
    "6-1 6-0 5-0 4-1 3-2 2-2 1-1",
    "6-6 6-5 6-4 6-3 6-2 5-5 4-4",
    "5-4 5-3 5-2 5-1 4-3 4-2 4-0",
    "3-3 3-1 3-0 2-1 2-0 1-0 0-0",
)


def mid_hand_state() -> dict[str, Any]:
    """Computer 2 took the first trick (5-5 and 5-0 in it) and led a trump: the guest must follow with one."""
    state = act(calls(start(FOLLOWING, DEALER), 30, None, None, None), 1, "name_trump", trump=6)
    return as_shown(played(state, ["5-5", "5-4", "3-0", "5-0", "6-2", "4-2", "1-0"]))


def a_hand_ending() -> tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]]]:
    """The last domino of the hand, its summary, the next hand and two passes in it: states before and after, events."""
    last = played(trumps_named(), [tile for trick in TRICKS for tile in trick][:-1])
    before = as_shown(last, seq=5)
    over = act(last, 3, "play", card=TRICKS[-1][-1])
    assert over.deal is not None
    result = {
        "number": 1,
        "summary": game.deal_summary(over.deal),
        "scores": list(over.tally.scores),
        "games_won": list(over.tally.games_won),
    }
    # The next hand, dealt by the next seat: the two players after it pass, and the guest is to bid.
    next_hand = calls(game.deal(over, list(game.full_deck)), None, None)
    after = as_shown(next_hand, seq=10)

    def event(seq: int, kind: str, seat: int | None, **payload: Any) -> dict[str, Any]:
        return {"seq": seq, "type": kind, "seat": seat, "by_computer": seat not in (None, GUEST), **payload}

    events = [
        event(6, "action", 3, action={"type": "play", "card": TRICKS[-1][-1]}),
        event(7, "deal_end", None, result=result),
        event(8, "deal", None, deal={"number": 2, "dealer": next_hand.deal.dealer}),
        event(9, "action", 2, action={"type": "pass"}),
        event(10, "action", 3, action={"type": "pass"}),
    ]
    return before, after, events


# --- a whole hand in the browser ------------------------------------------------------------------------------


def test_a_guest_bids_42_names_fours_takes_every_trick_and_sees_the_hand_made(live_server, phone, monkeypatch):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    code = create_room(page, "texas42")
    monkeypatch.setattr(
        match_service, "shuffled_deck", stacked_then_shuffled(match_service.shuffled_deck, stack_deck(LAYOUT, DEALER))
    )
    monkeypatch.setattr("games.services.matches.secrets.randbelow", lambda n: DEALER)
    page.get_by_role("button", name="Start the match").click()
    open_table(page)
    match = Match.objects.get(room__code=code)
    assert Seat.objects.get(room__code=code, user__isnull=False).index == GUEST

    # The bidding: the calls so far in the top bar, and the bids the server allows as buttons.
    bidding = page.get_by_role("group", name="Your bid")
    bidding.wait_for(timeout=20_000)
    expect(bidding).to_contain_text("Computer 2 bid 30: bid higher, or pass.")
    expect(page.locator(".texas42-calls .chip")).to_have_text(
        ["Computer 2 bid 30", "Computer 3 passed", "Computer 4 passed"]
    )
    labels = bidding.get_by_role("button").evaluate_all("els => els.map(e => e.textContent)")
    assert labels == ["Pass", *(str(value) for value in range(31, 43))]
    # Play goes clockwise: the player after the guest sits on the left.
    expect(page.locator(".seat-tag.at-left[data-seat='1']")).to_have_count(1)
    expect(page.get_by_role("button", name="domino 6-4, counts 10")).to_have_count(1)
    tap(page.locator("[data-testid=hand] .hand-piece").first)
    expect(page.locator(".toast")).to_contain_text("First bid or pass.")
    screenshot(page, "texas42-02-bidding")
    assert_accessible(page, "Texas 42 bidding")
    bidding.get_by_role("button", name="Bid 42", exact=True).click()

    # Naming trumps: nine choices, each saying how many of the guest's dominoes it makes trumps.
    naming = page.get_by_role("group", name="You won the bid at 42: name trumps.")
    naming.wait_for()
    expect(naming.get_by_role("button")).to_have_count(9)
    fours = naming.get_by_role("button", name="fours 5")
    expect(fours).to_have_accessible_description("The small number: how many of your dominoes would be trumps.")
    page.wait_for_timeout(300)
    screenshot(page, "texas42-03-naming-trumps")
    assert_accessible(page, "Texas 42 naming trumps")
    fours.click()
    expect(page.get_by_role("img", name="Trumps: fours")).to_be_visible()
    expect(page.get_by_text("Bid 42 · Asha")).to_be_visible()
    # The trumps in the hand are drawn as trumps: the five fours.
    expect(page.locator("[data-testid=hand] .domino.trump")).to_have_count(5)

    # Seven tricks, the guest leading each; the trick in the middle shows its trumps.
    for number, tile in enumerate(GUEST_LEADS, start=1):
        mine = page.locator(f"[data-testid=hand] .hand-piece.playable[data-piece='{tile}']")
        mine.wait_for(timeout=30_000)
        tap(mine)
        # The play has gone through before the next tile is looked for.
        expect(page.locator(f"[data-testid=hand] [data-piece='{tile}']")).to_have_count(0)
        if number == 3:
            # The computers follow; the complete trick is shown with its winner before it is gathered.
            expect(page.locator("[data-testid=trick-winner]:not(.leaving)")).to_have_text(
                "Asha wins the trick", timeout=15_000
            )
            screenshot(page, "texas42-04-mid-hand")
            expect(page.get_by_role("img", name=re.compile(r"^Us: \d+ points, 3 tricks; count: "))).to_be_visible()
            # The last trick, whenever the player looks at it: its trumps drawn as trumps.
            page.locator(f"[data-testid=hand] .hand-piece.playable[data-piece='{GUEST_LEADS[3]}']").wait_for()
            page.get_by_role("button", name="Last trick").click()
            sheet = page.get_by_role("dialog", name="Last trick")
            expect(sheet.get_by_role("img", name="Asha: domino 5-4")).to_be_visible()
            # Two trump leads have drawn the other fours: the guest's 5-4 is the only trump in the third trick.
            expect(sheet.locator(".domino.trump")).to_have_count(1)
            expect(sheet).to_contain_text("Asha wins the trick")
            assert_accessible(page, "Texas 42 mid-hand, the last trick")
            sheet.get_by_role("button", name="OK").click()
            assert_accessible(page, "Texas 42 mid-hand")

    # The hand's end: the bid and trumps, what each side took, made with every trick, the scores to 250.
    summary = page.get_by_test_id("deal-summary")
    summary.wait_for(timeout=30_000)
    ended = match.events.get(type=EventType.DEAL_END).payload
    assert (ended["summary"]["bid"], ended["summary"]["trump"]) == ({"seat": 0, "value": 42}, 4)
    assert (ended["summary"]["score_delta"], len(ended["summary"]["tricks"])) == ([42, 0], 7)
    expect(summary.locator("ul.deal-lines > li")).to_have_text(
        [
            "Asha bid 42; trumps: fours",
            "Asha & Computer 3 took 42 (7 for tricks, 35 in count)",
            "Computer 2 & Computer 4 took 0 (0 for tricks, 0 in count)",
            "Made, every trick taken: Asha & Computer 3 score 42.",
        ]
    )
    expect(summary.locator(".deal-scores tr.side-0")).to_contain_text("42")
    expect(page.locator(".top-bar .target")).to_have_text("to 250")
    page.wait_for_timeout(500)  # the summary has popped up
    screenshot(page, "texas42-05-hand-made")
    assert_accessible(page, "Texas 42 hand summary")
    summary.get_by_role("button", name="Continue").click()
    expect(summary).to_have_count(0)
    expect(page.locator(".score.side-0")).to_have_text("42")


def test_after_a_42_the_only_bid_is_its_double(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    open_fake_table(page, live_server.url, doubling_state())
    bidding = page.get_by_role("group", name="Your bid")
    expect(bidding).to_contain_text("Computer 2 bid 42: double it, or pass.")
    expect(bidding.get_by_role("button")).to_have_count(2)
    double = bidding.get_by_role("button", name="Bid 84 doubles 42")
    expect(double).to_contain_text("doubles 42")
    screenshot(page, "texas42-06-doubling")
    assert_accessible(page, "Texas 42 doubling")
    assert action_sent(page, double) == {"type": "bid", "value": 84}
