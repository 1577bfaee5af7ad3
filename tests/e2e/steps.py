"""What a person does at the app, step by step: a guest's name, a room, the tour, a turn at the table.

Match ids in addresses are opaque strings: a match is found in the database through its room's code.
"""

from __future__ import annotations

import itertools
import re
import time
import warnings
from typing import Any

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from games.models import EventType, Match

TABLE_URL = re.compile(r"/m/[^/?#]+$")
LOOKS = list(itertools.product(("en", "hi", "nl"), ("light", "dark")))
"""Each language of the app in each theme, as the screenshots are looked at."""


def looks(page: Any, language: str, theme: str) -> None:
    """Switch the app's language and theme as the settings screen would, and load the page again."""
    page.evaluate(
        "([language, theme]) => { const key = 'tricktable.settings';"
        " const now = JSON.parse(localStorage.getItem(key) || '{}');"
        " localStorage.setItem(key, JSON.stringify({ ...now, language, theme })); }",
        [language, theme],
    )
    page.reload()


def become_guest(page: Any, base: str, name: str, path: str = "/") -> None:
    page.goto(base + path)
    page.locator("input[name=display_name]").fill(name)
    page.locator("form button[type=submit]").click()
    page.locator("nav.bottom-nav").wait_for()


def open_create(page: Any) -> None:
    """From home, tap "Create a room" and wait for the create screen.

    In loaded runs a tap has landed where the link had just been, before home kept the place of its parts as they
    came (test_newcomer.py checks it stays still), and the create screen never came. A tap that is lost so is tried
    again, not waited on for the page's whole timeout.
    """
    games = page.locator("input[name=game]").first
    for attempt in range(3):
        page.locator("a[href='/create']").click()
        try:
            games.wait_for(timeout=7_500)
            return
        except PlaywrightTimeout:
            if page.url.endswith("/create"):
                break  # the tap worked; the screen is slow to come
            warnings.warn(f"tap {attempt + 1} on the create link left the page at {page.url}", stacklevel=2)
    games.wait_for()


def create_room(page: Any, game: str, target: int | None = None) -> str:
    """Create a room for the game from home (to `target`, if given, rather than the game's own); its code."""
    open_create(page)
    radio = page.locator(f"input[name=game][value={game}]")
    radio.check()
    if target is not None:
        page.locator("input[name=target]").fill(str(target))
    page.locator("form button[type=submit]").click()
    code = page.locator(".share-code").inner_text(timeout=10_000).split()[-1]
    assert re.fullmatch(r"[A-Z2-9]{6}", code), code
    return code


def match_of(code: str) -> Match:
    return Match.objects.filter(room__code=code).latest("created_at")


def deals_over(code: str) -> int:
    return match_of(code).events.filter(type=EventType.DEAL_END).count()


TOUR_DUE = """() => {
  const table = document.querySelector("[data-testid=table]");
  const game = [...table.classList].find((name) => name.startsWith("game-")).slice("game-".length);
  return !JSON.parse(localStorage.getItem("tricktable.tours") || "[]").includes(game);
}"""
"""Whether the table's tour is still to come on this device: it shows once a game, until seen or skipped."""


def skip_tour(page: Any) -> None:
    """The first time at a game's table a tour shows its parts: a player who knows them skips it."""
    page.locator("[data-testid=table]").wait_for()
    # Most tables a test opens are not its first of the game on the device: waiting for a tour there cost 4 s each.
    if not page.evaluate(TOUR_DUE):
        return
    skip = page.get_by_test_id("tour").locator("button.secondary")
    try:
        skip.wait_for(timeout=4_000)
    except Exception:  # no tour after all (a finished match shows none): nothing to skip
        return
    skip.click()
    page.get_by_test_id("tour").wait_for(state="detached")


def open_table(page: Any) -> None:
    """After the start: the table is shown, its tour skipped."""
    page.wait_for_url(TABLE_URL)
    page.locator("[data-testid=table]").wait_for()
    skip_tour(page)


def tap(piece: Any, timeout: float | None = None) -> None:
    """Tap a piece in the hand where a player would: its corner index, which its neighbours never cover."""
    piece.click(position={"x": 8, "y": 12}, force=True, timeout=timeout)


TURN_STEP_MS = 5_000
"""How long a step of `take_turn` waits for its control. The turn can move on, or a tap land as the hand is drawn
again, between finding a control and using it: the control then never comes, and `play_until` looks again after this
rather than after the page's 30 s (a Doublehand deal took 72 s instead of 40 when its trump card's confirmation was
waited for so)."""


def take_turn(page: Any) -> bool:
    """Make one move by tapping, if it is this player's turn; True if a move was made."""
    if page.locator(".turn-line.mine").count() == 0:
        return False
    bid = page.locator(".bid-buttons .button:not(.secondary)")
    if bid.count():
        bid.first.click(timeout=TURN_STEP_MS)
        return True
    ways = page.locator(".way-choice [role=radio]")
    if ways.count():
        # Haath par: the way first, then a card, then the confirmation.
        ways.first.click(timeout=TURN_STEP_MS)
        tap(page.locator(".hand-piece.playable").first, TURN_STEP_MS)
        page.locator(".confirm-bar .button:not(.secondary)").click(timeout=TURN_STEP_MS)
        return True
    reveal = page.locator(".controls .button.accent")
    if reveal.count():
        reveal.click(timeout=TURN_STEP_MS)
        return True
    choosing = page.locator(".hand-choice:has(.hint)")
    if choosing.count():
        # Several cards at once (a discard against a dukal): choose until the count is met, then confirm.
        confirm = choosing.locator(".button:not(.secondary)")
        if confirm.is_enabled():
            confirm.click(timeout=TURN_STEP_MS)
        else:
            tap(page.locator(".hand-piece.playable:not(.selected)").first, TURN_STEP_MS)
        return True
    playable = page.locator(".hand-piece.playable")
    if playable.count():
        tap(playable.first, TURN_STEP_MS)
        return True
    buttons = page.locator(".action-buttons .button")
    if buttons.count():
        buttons.first.click(timeout=TURN_STEP_MS)
        return True
    return False


def play_my_pieces_until(page: Any, done: Any, limit_seconds: float = 120) -> None:
    """Tap the first playable piece in hand on each of this player's turns until `done()`; computers play the rest."""
    deadline = time.monotonic() + limit_seconds
    while not done():
        assert time.monotonic() < deadline, "the deal did not finish in time"
        playable = page.locator("[data-testid=hand] .hand-piece.playable")
        if page.locator(".turn-line.mine").count() and playable.count():
            tap(playable.first)
            page.wait_for_timeout(200)
        else:
            page.wait_for_timeout(250)


STALL_SECONDS = 45
"""How long a match may go without a move while its people tap before `play_until` says it stopped moving."""


def play_until(pages: list[Any], done: Any, limit_seconds: float = 150, code: str | None = None) -> None:
    """Take turns on the pages until `done()`; with the room's `code`, fail as soon as its match stops moving.

    A tap can fail to make a move (a control that no longer does anything), and is then taken again and again:
    watching the match's seq says so within STALL_SECONDS, and where, rather than at the end of the deal's time.
    """
    deadline = time.monotonic() + limit_seconds
    last_seq, since = -1, time.monotonic()
    while not done():
        assert time.monotonic() < deadline, "the deal did not finish in time"
        if code is not None:
            match = match_of(code)
            if match.seq != last_seq:
                last_seq, since = match.seq, time.monotonic()
            stalled = time.monotonic() - since
            assert stalled < STALL_SECONDS, f"the match stopped moving at seq {match.seq} (seat {match.to_act} to act)"
        moved = False
        for page in pages:
            try:
                moved = take_turn(page) or moved
            except Exception:  # the turn moved on while tapping: look again
                moved = True
            if moved:
                page.wait_for_timeout(150)
        if not moved:
            pages[0].wait_for_timeout(300)


def open_chat(page: Any) -> None:
    """Open the table's chat sheet from its button in the top bar."""
    page.get_by_test_id("chat-button").click()
    page.locator(".chat-sheet").wait_for()


def close_sheet(page: Any) -> None:
    """Close the topmost sheet by its own button (the last button in it)."""
    page.locator(".overlay .sheet").last.locator(":scope > button.button").last.click()


def send_phrase(page: Any, phrase: str) -> None:
    """Send a quick phrase from the open chat sheet, by its id."""
    page.locator(f".phrase-chip[data-phrase={phrase}]").click()
    page.locator(".chat-message.mine .chat-text.phrase").last.wait_for()


def send_text(page: Any, text: str) -> None:
    """Type a message in the open chat sheet and send it."""
    page.locator(".chat-form input[name=message]").fill(text)
    page.locator(".chat-form button[type=submit]").click()
    page.locator(".chat-message.mine .chat-text", has_text=text).wait_for()


def stacked_then_shuffled(original: Any, *decks: list[str]) -> Any:
    """A `shuffled_deck` that deals these decks first, in order, then shuffles as `original` does."""
    stacked = iter(decks)

    def deal(game: Any) -> list[str]:
        return list(next(stacked, None) or original(game))

    return deal
