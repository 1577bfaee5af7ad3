"""Playing without seeing the screen: a deal played with the keyboard alone, and what the table's live region says.

The room is made by the usual taps; from the table on, every move is a key press (page.keyboard only), as a person
with a screen reader plays. The live region's sentences are collected as they are added, as a screen reader hears
them.
"""

from __future__ import annotations

import json
import re
import time
from typing import Any

import pytest

from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import screenshot
from tests.e2e.steps import TABLE_URL, TOUR_DUE, become_guest, create_room, deals_over

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# Every sentence added to the table's live region, in order.
LISTEN = """
window.__heard = [];
new MutationObserver((records) => {
  for (const record of records)
    for (const node of record.addedNodes)
      if (node.nodeType === 1 && node.parentElement && node.parentElement.dataset.testid === "announcer")
        window.__heard.push(node.textContent);
}).observe(document, { childList: true, subtree: true });
"""

FOCUS = """() => {
  const a = document.activeElement;
  const inside = (selector) => Boolean(a && a.closest(selector));
  return {
    lost: !a || a === document.body,
    hand: inside("[data-testid=hand]"),
    controls: inside(".controls"),
    summary: inside(".deal-summary"),
    confirm: inside(".confirm-bar"),
    tour: inside("[data-testid=tour]"),
    skip: inside(".skip-link"),
    disabled: a ? a.getAttribute("aria-disabled") === "true" : false,
    radio: a ? a.getAttribute("role") === "radio" : false,
    checked: a ? a.getAttribute("aria-checked") === "true" : false,
    name: a ? a.textContent : "",
  };
}"""

YOUR_TURN = {"en": "Your turn.", "hi": "आपकी बारी।", "nl": "Jij bent aan de beurt."}
PLAYABLE = {"en": "Playable now: {n}.", "hi": "अभी चल सकते हैं: {n}।", "nl": "Nu speelbaar: {n}."}
PASS = {"en": "Pass", "hi": "पास", "nl": "Pas"}
SKIP = {"en": "Skip to your hand", "hi": "सीधे अपने पत्तों पर जाएँ", "nl": "Direct naar je hand"}
TABLE_TOLD = {
    # What is on the table, said again on asking: the trick in play, the last one, or nothing yet.
    "en": ("On the table: ", "The last trick", "Nothing is on the table yet."),
    "hi": ("मेज़ पर: ", "पिछला हाथ", "मेज़ पर अभी कुछ नहीं है।"),
    "nl": ("Op tafel: ", "De vorige slag", "Er ligt nog niets op tafel."),
}


def heard(page: Any) -> list[str]:
    return page.evaluate("window.__heard || []")


def focus(page: Any) -> dict[str, Any]:
    return page.evaluate(FOCUS)


def to_table(page: Any, base: str, game: str, language: str, theme: str = "light") -> str:
    """A room against computers, started; the table opened in `language` with the live region listened to."""
    page.add_init_script(LISTEN)
    become_guest(page, base, "Asha")
    code = create_room(page, game)
    page.get_by_role("button", name="Start the match").click()
    page.wait_for_url(TABLE_URL)
    chosen = json.dumps({"language": language, "theme": theme})
    page.evaluate(f"localStorage.setItem('tricktable.settings', {json.dumps(chosen)})")
    page.reload()
    page.locator("[data-testid=table]").wait_for()
    return code


def through_the_tour(page: Any) -> None:
    """The tour takes the focus on its button: Enter goes through it to its end."""
    # Not due on this device (seen or skipped before): waiting for it cost 4 s a test.
    if not page.evaluate(TOUR_DUE):
        return
    tour = page.get_by_test_id("tour")
    try:
        tour.wait_for(timeout=4_000)
    except Exception:  # no tour (seen before on this device)
        return
    while tour.count():
        assert focus(page)["tour"], "the tour does not hold the focus"
        page.keyboard.press("Enter")
        page.wait_for_timeout(100)


def my_turn(page: Any) -> bool:
    return page.locator(".turn-line.mine").count() > 0


def play_a_piece(page: Any) -> int:
    """In the hand: the arrow keys to the first piece that may be played, and Enter; how many were playable."""
    page.keyboard.press("Home")
    playable = page.locator("[data-testid=hand] .hand-piece[aria-disabled=false]").count()
    for _ in range(60):
        if not focus(page)["disabled"]:
            break
        page.keyboard.press("ArrowRight")
    assert not focus(page)["disabled"], "no piece in the hand may be played"
    page.keyboard.press("Enter")
    return playable


class Player:
    """A person at the table by keyboard: they act once they have heard that it is their turn, wherever the focus is."""

    def __init__(self, page: Any, language: str, bids: bool = False) -> None:
        self.page = page
        self.language = language
        # Whether the player bids (the button after Pass) rather than take the first call, which passes.
        self.bids = bids
        self.steps: list[str] = []
        # How many sentences had been heard when the player last made a move: the next turn is told after them.
        self.heard_at_move = 0
        self.moves = 0

    def turn_told(self) -> str | None:
        """The player's turn as told since their last move, if it has been."""
        told = [text for text in heard(self.page)[self.heard_at_move :] if text.startswith(YOUR_TURN[self.language])]
        return told[-1] if told else None

    def step(self) -> str | None:
        """One key press (or a few, in the hand) toward the next move; what was done, or None while waiting."""
        page = self.page
        if page.get_by_test_id("deal-summary").count():
            # The summary takes the focus as it comes up (the moment after it is in the page).
            page.wait_for_timeout(150)
            now = focus(page)
            assert now["summary"], f"the deal's summary does not hold the focus: {now}"
            page.keyboard.press("Enter")
            return self.done("summary", move=False)
        if not my_turn(page) or self.turn_told() is None:
            return None
        now = focus(page)
        if now["confirm"]:
            page.keyboard.press("Enter")
            return self.done("confirm")
        if now["controls"] and now["radio"] and not now["checked"]:
            # Doublehand's trump: haath par, the first way; the focus goes on to the hand's playable cards.
            page.keyboard.press("Enter")
            return self.done("way", move=False)
        if now["controls"] and not now["radio"]:
            if self.bids and now["name"] in PASS.values():
                page.keyboard.press("Tab")
                return self.done("tab", move=False)
            page.keyboard.press("Enter")
            return self.done("call")
        if now["hand"] and not page.locator("[data-testid=hand] .hand-piece[aria-disabled=false]").count():
            # A call to make, not a piece to play: the calls are just before the hand.
            page.keyboard.press("Shift+Tab")
            return self.done("tab", move=False)
        if now["hand"] and page.locator("[data-testid=hand] .hand-piece[aria-pressed]").count():
            return self.choose()
        if now["hand"]:
            self.check_play_hint()
            return self.done(f"play {play_a_piece(page)}", move=not page.locator(".way-choice").count())
        # Elsewhere: Tab from the start of the page reaches the skip link first, which leads to the hand.
        if now["lost"]:
            page.keyboard.press("Tab")
        if focus(page)["skip"]:
            if page.evaluate("document.activeElement.textContent") != SKIP[self.language]:
                # The keyboard help's link, after the skip link to the hand.
                page.keyboard.press("Shift+Tab")
                return self.done("tab", move=False)
            page.keyboard.press("Enter")
            return self.done("skip", move=False)
        page.keyboard.press("Tab")
        return self.done("tab", move=False)

    def choose(self) -> str:
        """Several pieces for one move (Ganjifa's discard against a dukal): one more chosen, or the choice sent."""
        page = self.page
        confirm = page.locator(".hand-choice .button:not(.secondary):not([disabled])")
        if confirm.count():
            # Tab leaves the hand for the button that sends the choice.
            for _ in range(12):
                page.keyboard.press("Tab")
                if page.evaluate("document.activeElement.matches('.hand-choice .button')"):
                    break
            page.keyboard.press("Enter")
            return self.done("send the chosen")
        page.keyboard.press("Home")
        for _ in range(60):
            if page.evaluate("document.activeElement.matches('[aria-pressed=false][aria-disabled=false]')"):
                break
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        return self.done("choose", move=False)

    def done(self, step: str, move: bool = True) -> str:
        self.steps.append(step)
        if move:
            self.moves += 1
            self.heard_at_move = len(heard(self.page))
        return step

    def check_play_hint(self) -> None:
        """The turn told says how many pieces may be played, when not all of them may."""
        page = self.page
        total = page.locator("[data-testid=hand] .hand-piece").count()
        playable = page.locator("[data-testid=hand] .hand-piece[aria-disabled=false]").count()
        told = self.turn_told() or ""
        if 0 < playable < total and not page.locator(".way-choice").count():
            assert PLAYABLE[self.language].format(n=playable) in told, told


@pytest.mark.fast_play
def test_a_whole_deal_of_doublehand_by_keyboard_with_its_words_told(live_server, phone):
    page = phone.new_page()
    code = to_table(page, live_server.url, "doublehand", "en")
    assert deals_over(code) == 0
    through_the_tour(page)
    assert_accessible(page, "doublehand table, by keyboard")
    player = Player(page, "en", bids=True)
    deadline = time.monotonic() + 240
    # Until the deal's end has been told and its summary closed by a key.
    while "summary" not in player.steps:
        assert time.monotonic() < deadline, f"the deal did not finish: {player.steps[-12:]}"
        step = player.step()
        if step is None:
            page.wait_for_timeout(250)
            continue
        if step.startswith("play"):
            # The played card leaves the hand: the focus stays in it (or goes on to what asks for it next).
            page.wait_for_timeout(400)
            assert not focus(page)["lost"], f"the focus was lost after a play: {player.steps[-6:]} {heard(page)[-6:]}"
        page.wait_for_timeout(150)
    screenshot(page, "keyboard-01-doublehand-deal-over")
    words = heard(page)
    text = "\n".join(words)
    assert any(step.startswith("play") for step in player.steps), player.steps
    assert "call" in player.steps, player.steps
    # Others' moves as the playback shows them, the trick's winner, the deal's result and the scores.
    card = r"(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two) of (spades|hearts|diamonds|clubs)"
    assert re.search(rf"^.+ played the {card}\.$", text, re.M), text
    assert re.search(r"^.+ wins the trick\.$", text, re.M), text
    assert re.search(r"^.+ (bid \d+|passed)\.$", text, re.M), text
    assert re.search(r"^Deal 1 is over\. .* Scores: .+\.$", text, re.M), text
    assert any(line.startswith("Your turn. ") for line in words), text
    # Not chatty: each thing is told once, not again at each tick of the clock.
    assert len(words) < 150, len(words)


TOLD = {
    # A move of another seat, and the player's turn, in the table's language.
    "hi": (re.compile(r"^कंप्यूटर \d ने .+।$"), "आपकी बारी।"),
    "nl": (re.compile(r"^Computer \d (speelde .+|bood \d+|paste)\.$"), "Jij bent aan de beurt."),
}


def skip_links_and_help(page: Any, language: str, name: str) -> None:
    """From the table's heading, Tab shows the skip link to the hand, then the keyboard help, which Enter opens."""
    # Where a screen reader's reading starts (its heading); the keyboard goes on from there.
    page.evaluate("document.querySelector('[data-testid=table] h1').focus()")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == SKIP[language]
    screenshot(page, f"keyboard-{name}-skip-link")
    # The next two say the trick and the scores again, as the keys T and S do from anywhere.
    page.keyboard.press("Tab")
    told = len(heard(page))
    page.keyboard.press("Enter")
    page.wait_for_function("n => (window.__heard || []).length > n", arg=told)
    assert heard(page)[told].startswith(TABLE_TOLD[language]), heard(page)[told:]
    page.keyboard.press("s")
    page.wait_for_function("n => (window.__heard || []).length > n + 1", arg=told)
    assert re.search(r"\d", heard(page)[told + 1]), heard(page)[told:]
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    help_sheet = page.get_by_test_id("keys-help")
    help_sheet.wait_for()
    assert len(help_sheet.locator("p").all_inner_texts()) == 5
    screenshot(page, f"keyboard-{name}-help")
    # Escape closes the sheet, and the focus goes back to the link that opened it.
    page.keyboard.press("Escape")
    help_sheet.wait_for(state="detached")
    assert page.evaluate("document.activeElement.classList.contains('skip-link')")


@pytest.mark.parametrize(
    ("game", "language", "theme"),
    [
        ("allfours", "hi", "light"),
        ("ganjifa", "nl", "dark"),
        ("texas42", "hi", "dark"),
        ("doublehand", "nl", "light"),
    ],
)
@pytest.mark.fast_play
def test_each_table_tells_its_turns_in_the_players_language_and_plays_by_keyboard(
    live_server, phone, game, language, theme
):
    page = phone.new_page()
    to_table(page, live_server.url, game, language, theme)
    through_the_tour(page)
    skip_links_and_help(page, language, f"{game}-{language}-{theme}")
    # The hand's pieces are named in the player's language, and say whether they may be played.
    first = page.locator("[data-testid=hand] .hand-piece").first
    summary = page.get_by_test_id("deal-summary")
    page.locator("[data-testid=hand] .hand-piece, [data-testid=deal-summary]").first.wait_for()
    if summary.count():
        # The first deal can end before the player's turn (All Fours' pack run out in the kicks): its summary, shown
        # over the table, is closed first, as the player would.
        summary.locator("button").last.click()
        summary.wait_for(state="detached")
    first.wait_for()
    assert first.get_attribute("aria-disabled") in ("true", "false")
    player = Player(page, language)
    deadline = time.monotonic() + 120
    while player.moves < 3:
        assert time.monotonic() < deadline, f"three moves were not made by keyboard: {heard(page)}"
        if player.step() is None:
            page.wait_for_timeout(250)
            continue
        page.wait_for_timeout(200)
    other, mine = TOLD[language]
    # The computers' moves after the player's are told as the table shows them.
    waited = time.monotonic() + 30
    while not any(other.search(line) for line in heard(page)):
        toast = page.locator(".toast").all_inner_texts()
        assert time.monotonic() < waited, f"{heard(page)} {player.steps} {toast} {focus(page)}"
        page.wait_for_timeout(250)
    assert any(line.startswith(mine) for line in heard(page)), heard(page)
    screenshot(page, f"keyboard-{game}-{language}-{theme}-played")
