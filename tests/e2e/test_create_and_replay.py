"""End to end, at a phone's size: every game's options said in words, and a replay's kick, trump, score and chart.

Each is looked at in English, Hindi and Dutch, light and dark (screenshots under build/e2e-screenshots).
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from accounts.models import User
from community.services.moderation import abort_match
from config.api.service_errors import ServiceError
from games.models import EventType, MatchStatus, Seat
from games.services.matches import run_computer_turns
from tests.e2e.conftest import PHONE, screenshot
from tests.e2e.steps import LOOKS, become_guest, create_room, looks, match_of

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

GAMES = ("doublehand", "allfours", "texas42", "ganjifa")
RAW = re.compile(r"[{}\[\]\"_]")
"""What only raw data shows: braces, brackets, quotes, a name's underscores."""


def options_in_words(page: Any) -> list[str]:
    """The texts of the options fieldset that look like raw data (none, when every option is said in words)."""
    texts = page.locator("fieldset:not(.game-choice) :is(label, .option-fixed, option)").all_inner_texts()
    return [text for text in texts if RAW.search(text)]


def test_every_games_options_are_said_in_words_in_each_language(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    page.goto(live_server.url + "/create")
    for language, theme in LOOKS:
        looks(page, language, theme)
        for game in GAMES:
            page.locator(f"input[name=game][value={game}]").check()
            page.locator("fieldset:not(.game-choice) .option").first.wait_for()
            assert options_in_words(page) == [], (language, game)
            if game == "texas42":
                # The marks game's own options come with marks: the special contracts, each a box to tick.
                page.locator("select[name=scoring]").select_option("marks")
                page.locator("fieldset.option-list").wait_for()
                assert options_in_words(page) == [], (language, "texas42 in marks")
            assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["viewport"]["width"]
            if game in ("allfours", "texas42"):
                page.locator(".option-fixed, .option-list").first.evaluate("e => e.scrollIntoView({block: 'center'})")
                screenshot(page, f"create-{language}-{theme}-{game}")
    looks(page, "en", "light")
    page.locator("input[name=game][value=allfours]").check()
    expect(page.locator(".option-fixed[data-option=kick_points] .option-value")).to_have_text("Ace 1, Six 2, Jack 3")
    page.locator("input[name=game][value=texas42]").check()
    # Points by default: the special contracts belong to the marks game, and come with it.
    expect(page.locator("[data-option=contracts]")).to_have_count(0)
    page.locator("select[name=scoring]").select_option("marks")
    expect(page.locator("[data-option=contracts] input[type=checkbox]")).to_have_count(4)
    expect(page.locator("input[name=target]")).to_have_value("7")


def played_deals(code: str) -> list[dict[str, Any]]:
    """The summaries of the deals of the room's match that are over."""
    return [event.payload for event in match_of(code).events.filter(type=EventType.DEAL_END).order_by("seq")]


def finished_after_one_deal(page: Any, base: str, game: str) -> tuple[str, int]:
    """A match the guest began, played by the computer until a deal was played out, then ended; that deal's index.

    A deal thrown in (all passed) has no trump to show: the computer plays on past it.
    """
    code = create_room(page, game)
    page.get_by_role("button", name="Start the match").click()
    page.wait_for_url(re.compile(r"/m/[^/]+$"))
    match = match_of(code)
    # The computer plays the guest's seat too, as for a player away.
    Seat.objects.filter(room__code=code, user__isnull=False).update(away=True)
    deadline = time.monotonic() + 120
    while not any(not deal["summary"]["void"] for deal in played_deals(code)):
        # The server's own computer moves may come between: a turn taken meanwhile is simply not taken here.
        run_computer_turns(match.public_id, limit=20)
        assert time.monotonic() < deadline, "the deal did not end in time"
    if match_of(code).status != MatchStatus.FINISHED:  # a one-deal match (Ganjifa's default) is over already
        moderator, _ = User.objects.get_or_create(
            username="moderator", defaults={"is_staff": True, "is_superuser": True}
        )
        try:
            abort_match(moderator, match_of(code), "ended after one deal, for the replay")
        except ServiceError as error:
            # The server's own computer player, which plays the away seat too, may have ended it just now.
            if error.code != "game_over":
                raise
    played = next(index for index, deal in enumerate(played_deals(code)) if not deal["summary"]["void"])
    return str(match.public_id), played


def step_to(page: Any, fraction: float) -> None:
    """Move the replay's slider to that part of the deal."""
    slider = page.locator("input[type=range]")
    last = int(slider.get_attribute("max") or "0")
    slider.evaluate(
        "(el, value) => { el.value = String(value); el.dispatchEvent(new Event('input', {bubbles: true})); }",
        round(last * fraction),
    )


def suits_in_runs(suits: list[str]) -> bool:
    """Whether each suit's cards lie together (a sorted hand), whatever the order of the suits."""
    seen: list[str] = []
    for suit in suits:
        if seen and seen[-1] == suit:
            continue
        if suit in seen:
            return False
        seen.append(suit)
    return True


@pytest.mark.parametrize("game", GAMES)
def test_a_replay_shows_each_steps_trump_kick_and_running_score_sorted_hands_and_a_named_chart(
    live_server, phone, game
):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    match_id, played = finished_after_one_deal(page, live_server.url, game)
    page.goto(f"{live_server.url}/replay/{match_id}")
    page.get_by_test_id("replay-step").wait_for()
    for number in range(played):  # past deals thrown in (all passed), which have no trump
        page.get_by_role("button", name="Next deal").click()
        expect(page.get_by_test_id("replay-deal")).to_contain_text(f"Deal {number + 2} ")
    step_to(page, 0.6)
    status = page.get_by_test_id("replay-status")
    expect(status).to_contain_text(re.compile("trump", re.IGNORECASE))
    if game == "allfours":
        expect(status).to_contain_text("Kick")
    score = page.get_by_test_id("replay-score")
    expect(score).to_contain_text("Score")
    # At the deal's end the running score is the deal's result, as the score sheet has it.
    step_to(page, 1.0)
    deal = page.evaluate(
        "id => fetch(`/api/matches/${id}/deals`, {headers: {Authorization: "
        "`Token ${localStorage.getItem('tricktable.token')}`}}).then(r => r.json())",
        match_id,
    )[played]
    for points in deal["scores"]:
        expect(score).to_contain_text(str(points))
    # The hands as the table sorts them: each suit together (dominoes and round cards are sorted their own way).
    if game in ("doublehand", "allfours"):
        step_to(page, 0.0)
        for seat in page.locator(".replay-hand").all():
            cards = seat.locator(".mini-card [aria-label]").evaluate_all(
                "els => els.map(e => e.getAttribute('aria-label'))"
            )
            suits = [label.split()[-1] for label in cards]
            assert suits and suits_in_runs(suits), suits
    axes = page.locator(".score-chart .axis-name").all_text_contents()
    assert axes == ["Deal", "Points"]
    page.get_by_test_id("replay-status").scroll_into_view_if_needed()
    page.wait_for_timeout(400)  # the step's card has slid in
    screenshot(page, f"replay-en-light-{game}")
    if game == "allfours":
        for language, theme in LOOKS:
            looks(page, language, theme)
            page.get_by_test_id("replay-step").wait_for()
            step_to(page, 0.6)
            assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["viewport"]["width"]
            page.wait_for_timeout(400)
            screenshot(page, f"replay-{language}-{theme}-{game}")
            page.locator(".score-chart").scroll_into_view_if_needed()
            screenshot(page, f"replay-{language}-{theme}-{game}-chart")
