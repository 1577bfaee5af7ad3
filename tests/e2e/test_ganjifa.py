"""End to end, at a phone's size: a whole deal of Ganjifa by tapping, from the trump Raja's lead to its summary.

The deck is stacked and seat 2 deals, so that the guest (seat 0) holds the Raja, Mantri, 10 and 9 of rama (trumps
by day) and the whole of matsya, kurma and varaha: the guest leads the Raja, then three dukals of twelve (one chosen
card by card in the hand), and takes the last three tricks with trumps, capturing all 120 cards whatever the
computers discard. The moments a player cannot reach that way (a discard against another's dukal, the deal's end)
are drawn from the engine's own views.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Any

import pytest
from playwright.sync_api import expect

from games.engine.ganjifa.deal import stack_deck
from games.models import EventType, Match, Seat
from games.services import matches as match_service
from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import screenshot
from tests.e2e.fakes import action_sent, fake_state, open_fake_table
from tests.e2e.steps import become_guest, create_room, open_table, stacked_then_shuffled, tap
from tests.engine.ganjifa_helpers import cards, discard, dukal, game, hands, plays, start

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

GUEST = 0
DEALER = 2
STRONG = "rama K M 10 9 matsya * kurma * varaha *"
LAYOUT = hands(
    STRONG,
    "rama 1 2 3 4 narasimha * vamana * parashurama *",
    "rama 5 6 7 8 krishna * buddha * kalki *",
)
# The same hands moved one seat on: Computer 2 (seat 1) leads the Raja and a dukal, and the guest must discard.
ANSWERING = [LAYOUT[2], LAYOUT[0], LAYOUT[1]]
LAST_TRUMPS = ["rama:M", "rama:10", "rama:9"]


# --- the moments of a deal, from the engine's views -------------------------------------------------------------


def as_shown(state: Any, seq: int = 5) -> dict[str, Any]:
    """The match state GET /api/matches/{id} answers for the guest, with the engine's own view of seat 0."""
    view = game.view(state, GUEST)
    rest = {key: value for key, value in view.items() if key not in ("game", "hand", "legal")}
    shown = fake_state("ganjifa", view["hand"], view["legal"], **rest)
    shown.update(seq=seq, to_act=view["to_act"], scores=view["scores"])
    return shown


def leading_state() -> dict[str, Any]:
    """The first trick taken with the trump Raja: the guest leads again, a card or one of its dukals."""
    return as_shown(plays(start(LAYOUT, DEALER, period="day"), "rama:K", "rama:4", "rama:8"))


def discarding_state() -> dict[str, Any]:
    """Computer 2 led a dukal of five in matsya and Computer 3 has discarded: the guest discards five."""
    state = plays(start(ANSWERING, DEALER, period="day"), "rama:K", "rama:4", "rama:8")
    state = dukal(state, "matsya K M 1 2 3")
    return as_shown(discard(state, "narasimha K M 1 2 3"))


# What the computers give up against each of the guest's dukals: a whole suit each, seat 1's then seat 2's.
DISCARDS = {
    "matsya": ("narasimha *", "krishna *"),
    "kurma": ("vamana *", "buddha *"),
    "varaha": ("parashurama *", "kalki *"),
}
LAST_TRICKS = ["rama:M", "rama:1", "rama:5", "rama:10", "rama:2", "rama:6", "rama:9", "rama:3", "rama:7"]


def a_deal_ending() -> tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]]]:
    """The last card of the first deal of two, its summary, and the next deal: states before and after, events."""
    state = plays(start(LAYOUT, DEALER, period="day", deals=2), "rama:K", "rama:4", "rama:8")
    for suit, (first, second) in DISCARDS.items():
        state = discard(discard(dukal(state, f"{suit} *"), first), second)
    last = plays(state, *LAST_TRICKS[:-1])
    before = as_shown(last, seq=5)
    over = plays(last, LAST_TRICKS[-1])
    assert over.deal is not None
    result = {
        "number": 1,
        "summary": game.deal_summary(over.deal),
        "scores": list(over.tally.scores),
        "games_won": list(over.tally.games_won),
    }
    next_deal = game.deal(over, list(game.full_deck))
    after = as_shown(next_deal, seq=8)

    def event(seq: int, kind: str, seat: int | None, **payload: Any) -> dict[str, Any]:
        return {"seq": seq, "type": kind, "seat": seat, "by_computer": seat not in (None, GUEST), **payload}

    events = [
        event(6, "action", 2, action={"type": "play", "card": LAST_TRICKS[-1]}),
        event(7, "deal_end", None, result=result),
        event(8, "deal", None, deal={"number": 2, "dealer": next_deal.deal.dealer}),
    ]
    return before, after, events


# --- a whole deal in the browser -------------------------------------------------------------------------------


def hand_piece(page: Any, card: str) -> Any:
    return page.locator(f"[data-testid=hand] .hand-piece[data-piece='{card}']")


@pytest.mark.fast_play
def test_a_guest_leads_the_trump_raja_three_dukals_and_captures_every_card(live_server, phone, monkeypatch):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    code = create_room(page, "ganjifa")
    monkeypatch.setattr(
        match_service, "shuffled_deck", stacked_then_shuffled(match_service.shuffled_deck, stack_deck(LAYOUT, DEALER))
    )
    monkeypatch.setattr("games.services.matches.secrets.randbelow", lambda n: DEALER)
    page.get_by_role("button", name="Start the match").click()
    open_table(page)
    match = Match.objects.get(room__code=code)
    assert Seat.objects.get(room__code=code, user__isnull=False).index == GUEST

    # By day rama is trumps; the guest holds its Raja, the only card that may open the deal.
    expect(page.get_by_role("img", name="Day. Trumps: Rama")).to_be_visible()
    expect(page.locator("[data-testid=hand] .hand-piece")).to_have_count(40)
    raja = hand_piece(page, "rama:K")
    expect(raja).to_have_class(re.compile(r"\bplayable\b"))
    expect(page.locator("[data-testid=hand] .hand-piece.playable")).to_have_count(1)
    screenshot(page, "ganjifa-01-first-lead")
    assert_accessible(page, "Ganjifa first lead")
    tap(raja)

    # The guest leads again: a card, or a dukal in one tap (the largest of each suit).
    offer = page.get_by_role("group", name="Or lead a dukal:")
    offer.wait_for(timeout=30_000)
    expect(offer.get_by_role("button")).to_have_count(3)
    for suit in ("matsya", "kurma", "varaha"):
        dukal = offer.get_by_role("button", name=f"Dukal of {suit.capitalize()}, 12 cards")
        expect(dukal).to_contain_text(f"{suit.capitalize()} \N{MULTIPLICATION SIGN} 12")
    expect(page.get_by_role("img", name="Asha has captured 3 cards")).to_be_visible()
    page.wait_for_timeout(300)
    screenshot(page, "ganjifa-02-dukal-offered")
    assert_accessible(page, "Ganjifa dukals offered")
    offer.get_by_role("button", name="Dukal of Matsya, 12 cards").click()
    expect(page.get_by_role("img", name="Asha has captured 39 cards")).to_be_visible(timeout=30_000)
    expect(page.locator("[data-testid=hand] .hand-piece")).to_have_count(27)

    # The next dukal chosen card by card in the hand: the confirmation waits for a whole dukal.
    page.get_by_role("group", name="Or lead a dukal:").wait_for(timeout=30_000)
    page.get_by_role("button", name="Choose several cards: Dukal").click()
    for card in cards("kurma *"):
        tap(hand_piece(page, card))
        if card == "kurma:2":
            # Two numbers are not yet a run: a dukal needs three at least.
            expect(page.get_by_role("button", name="Dukal: 4 cards")).to_be_disabled()
        if card == "kurma:3":
            expect(page.get_by_role("button", name="Dukal: 5 cards")).to_be_enabled()
    page.get_by_role("button", name="Dukal: 12 cards").click()
    expect(page.get_by_role("img", name="Asha has captured 75 cards")).to_be_visible(timeout=30_000)

    page.get_by_role("group", name="Or lead a dukal:").get_by_role("button", name="Dukal of Varaha, 12 cards").click()
    expect(page.get_by_role("img", name="Asha has captured 111 cards")).to_be_visible(timeout=30_000)

    # Three trumps left, each the highest still out.
    for card in LAST_TRUMPS:
        mine = page.locator(f"[data-testid=hand] .hand-piece.playable[data-piece='{card}']")
        mine.wait_for(timeout=30_000)
        tap(mine)
        expect(hand_piece(page, card)).to_have_count(0)

    # The deal's end: the trump and what each player captured.
    summary = page.get_by_test_id("deal-summary")
    summary.wait_for(timeout=30_000)
    ended = match.events.get(type=EventType.DEAL_END).payload
    assert ended["summary"]["captured"] == [120, 0, 0]
    expect(summary.locator("ul.deal-lines > li")).to_have_text(
        ["Trumps: Rama", "Asha captured 120 cards", "Computer 2 captured 0 cards", "Computer 3 captured 0 cards"]
    )
    page.wait_for_timeout(500)
    screenshot(page, "ganjifa-03-deal-summary")
    assert_accessible(page, "Ganjifa deal summary")


def test_against_a_dukal_the_discard_takes_exactly_its_count(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    open_fake_table(page, live_server.url, discarding_state())
    expect(page.locator(".ganjifa-prompt")).to_have_text("Computer 2 led a dukal of 5: discard 5 cards")
    # A screen reader hears it once, from the table's live region, as the turn.
    expect(page.get_by_test_id("announcer")).to_contain_text("Your turn. Computer 2 led a dukal of 5: discard 5 cards")
    expect(page.get_by_role("img", name="Day. Trumps: Rama")).to_be_visible()
    # The dukal is drawn whole over the prompt, and in the trick its five cards fan out, each corner showing
    led = "Dukal: Raja of Matsya, Mantri of Matsya, 1 of Matsya, 2 of Matsya, 3 of Matsya"
    expect(page.get_by_role("img", name=led)).to_be_visible()
    for seat in (1, 2):
        pieces = page.locator(f"[data-testid=trick] .trick-piece[data-seat='{seat}']")
        expect(pieces).to_have_count(5)
        lefts = [box["x"] for box in (pieces.nth(n).bounding_box() for n in range(5)) if box]
        assert len(lefts) == 5 and all(later - earlier >= 12 for earlier, later in pairwise(lefts)), lefts
    chosen = cards("krishna 1 2 3 4 kalki 1")
    for card in chosen[:4]:
        tap(hand_piece(page, card))
    expect(page.get_by_role("button", name="Discard: 4 cards")).to_be_disabled()
    tap(hand_piece(page, chosen[4]))
    screenshot(page, "ganjifa-04-discarding")
    assert_accessible(page, "Ganjifa discarding")
    assert action_sent(page, page.get_by_role("button", name="Discard: 5 cards")) == {
        "type": "discard",
        "cards": chosen,
    }


def test_against_a_dukal_the_discard_is_chosen_by_keyboard(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    open_fake_table(page, live_server.url, discarding_state())
    # Along the hand, suit after suit, Enter chooses a card and the arrow goes on to the next.
    page.locator("[data-testid=hand] .hand-piece").first.focus()
    for _ in range(5):
        page.keyboard.press("Enter")
        page.keyboard.press("ArrowRight")
    chosen = page.locator("[data-testid=hand] .hand-piece[aria-pressed=true]")
    expect(chosen).to_have_count(5)
    names = [chosen.nth(n).get_attribute("data-piece") for n in range(5)]
    # Tab leaves the hand for the button that discards the five.
    button = page.get_by_role("button", name="Discard: 5 cards")
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.textContent") == "Discard: 5 cards":
            break
    expect(button).to_be_focused()
    with page.expect_request("**/actions") as request:
        page.keyboard.press("Enter")
    assert request.value.post_data_json["action"] == {"type": "discard", "cards": names}
