"""Events end to end, on two phones: a Swiss event made, entered, started and played out, and a duplicate event.

The owner (Asha) and a member (Meera) use the app; a third member (Ravi) joins and enters through the services. The
matches are played by the computer for the people's seats (as for people away), but for one move that Meera makes at
the table. The event page, the create form and a duplicate deal's comparison are looked at in every language and theme.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from accounts.models import User
from circles.services.invitations import join
from games.models import Event, EventType, Match, MatchStatus, Seat
from games.services.matches import game_of, load_state, run_computer_turns, submit_action
from tests.e2e.conftest import screenshot
from tests.e2e.steps import LOOKS, looks, open_table, play_until
from tests.e2e.test_circles import invitation_link, make_circle
from tests.tournaments.helpers import running_matches
from tournaments.models import TableSeat, Tournament
from tournaments.services.events import enter

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

EVENT_URL = re.compile(r"/t/[^/?#]+$")
NEW_EVENT_URL = re.compile(r"/events/new$")


def circle_of_three(owner: Any, member: Any, base: str) -> tuple[str, User]:
    """Asha's circle, joined by Meera on her phone through the link and by Ravi through the services."""
    circle_url = make_circle(owner, base, "Sharma family")
    link = invitation_link(owner)
    member.goto(link)
    member.get_by_label("Your name, as friends will see it").fill("Meera")
    member.get_by_role("button", name="Join the circle").click()
    member.wait_for_url(re.compile(r"/c/(?!join/)[^/?#]+$"))
    _, ravi, _ = join(link.rsplit("/", 1)[-1], None, "Ravi")
    owner.goto(circle_url)
    return circle_url, ravi


def new_event(owner: Any, name: str, game: str, fmt: str, **choices: str) -> str:
    """The owner fills the New event form from the circle's page; the event's public id."""
    owner.get_by_role("link", name="New event").click()
    form = owner.locator("form")
    form.locator("input[name=name]").fill(name)
    form.locator("select[name=game]").select_option(game)
    form.locator("select[name=format]").select_option(fmt)
    for field, value in choices.items():
        form.locator(f"select[name={field}]").select_option(value)
    owner.get_by_role("button", name="Create the event").click()
    owner.wait_for_url(EVENT_URL)
    return owner.url.rsplit("/", 1)[-1]


def enter_on_page(page: Any) -> None:
    page.get_by_role("button", name="Enter", exact=True).click()
    expect(page.get_by_text("You have entered.")).to_be_visible()


def look_at(page: Any, name: str, ready: str, prepare: Any = None) -> None:
    """The page in every language and theme, as the phone shows it (after `prepare`); never wider than the phone."""
    for language, theme in LOOKS:
        looks(page, language, theme)
        if prepare:
            prepare()
        page.locator(ready).first.wait_for()
        page.wait_for_timeout(200)
        screenshot(page, f"{name}-{language}-{theme}")
        page.screenshot(path=str(_full(f"{name}-{language}-{theme}-full")), full_page=True)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 360, (name, language, theme, width)
    looks(page, "en", "light")


def _full(name: str) -> Any:
    from tests.e2e.conftest import SCREENSHOTS

    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS / f"{name}.png"


def away(match_id: str, *users: User) -> None:
    """These people's seats are played by the computer (as when they are away)."""
    match = Match.objects.get(public_id=match_id)
    Seat.objects.filter(room_id=match.room_id, user__in=users).update(away=True)


def play_out(match_id: str) -> None:
    """Play a match to its end by the computer for every seat, alongside the server's own computer moves.

    The server plays away seats too (after a move, in its own thread): a turn it took first ends one call of
    run_computer_turns early, so it is called until the match is over.
    """
    match = Match.objects.get(public_id=match_id)
    Seat.objects.filter(room_id=match.room_id, user__isnull=False).update(away=True)
    deadline = time.monotonic() + 120
    while Match.objects.get(public_id=match_id).status != MatchStatus.FINISHED:
        assert time.monotonic() < deadline, f"match {match_id} did not end"
        if not run_computer_turns(match_id):
            time.sleep(0.1)


def reached(event_id: str, stage: str, round_number: int = 1) -> None:
    """Wait until the event is at `stage` and its round `round_number` has begun (its matches, while it runs).

    A table is decided after its last move commits, perhaps in the server's own thread, and the event's page polls
    only every 30 s: it is opened once the event has moved on.
    """
    deadline = time.monotonic() + 60
    at = Tournament.objects.filter(public_id=event_id, stage=stage, round_set__number=round_number)
    while not at.exists() or (stage == "running" and not running_matches(event_id)):
        assert time.monotonic() < deadline, f"event {event_id} did not reach {stage} (round {round_number})"
        time.sleep(0.1)


def first_deal_by(match_id: str, person: User) -> None:
    """A table's first deal played out, the person taking their first legal action at each turn of theirs.

    The table's computer players move by themselves (the server's own player); the table then waits for the person.
    """
    deadline = time.monotonic() + 120
    seat = Seat.objects.get(room=Match.objects.get(public_id=match_id).room_id, user=person).index
    while True:
        match = Match.objects.get(public_id=match_id)
        if match.events.filter(type=EventType.DEAL_END).exists():
            return
        assert time.monotonic() < deadline, "the first deal did not end"
        if match.to_act != seat:
            time.sleep(0.05)
            continue
        action = game_of(match).view(load_state(match), seat)["legal"][0]
        submit_action(match_id, person, action, None, None)


@pytest.mark.fast_play
def test_a_swiss_event_is_made_entered_started_and_played_to_its_final_standings(live_server, phone, second_phone):
    owner, member = phone.new_page(), second_phone.new_page()
    _, ravi = circle_of_three(owner, member, live_server.url)
    asha = User.objects.get(display_name="Asha")

    owner.get_by_role("link", name="New event").click()
    # The form's screen is its own chunk: the address changes once it is loaded, and the looks reload the page.
    owner.wait_for_url(NEW_EVENT_URL)

    def swiss() -> None:
        owner.locator("select[name=game] option[value=ganjifa]").wait_for(state="attached")
        owner.locator("select[name=format]").select_option("swiss")

    look_at(owner, "event-create", "select[name=rounds]", swiss)
    owner.go_back()
    event_id = new_event(owner, "Friday cup", "ganjifa", "swiss", rounds="2")
    expect(owner.get_by_test_id("event-header")).to_contain_text("Open for entries")
    enter_on_page(owner)

    # Meera finds the event on the circle's page and enters on its page.
    member.reload()
    member.get_by_test_id("circle-events").get_by_role("link", name=re.compile("Friday cup")).click()
    member.wait_for_url(EVENT_URL)
    enter_on_page(member)
    enter(event_id, ravi)

    owner.reload()
    owner.get_by_role("button", name="Start now").click()
    expect(owner.get_by_test_id("event-header")).to_contain_text("Under way · Round 1 of 2")

    # Meera's next match is on the event's page; she opens it and makes a move at the table herself.
    member.reload()
    next_match = member.get_by_test_id("next-match")
    expect(next_match).to_contain_text("Your next match")
    expect(next_match).to_contain_text("Round 1, table 1")
    next_match.get_by_role("link", name="Go to the match").click()
    open_table(member)
    match_id = member.url.rsplit("/", 1)[-1]
    away(match_id, asha, ravi)
    run_computer_turns(match_id)
    mine = Event.objects.filter(match__public_id=match_id, type=EventType.ACTION, seat__isnull=False, by_computer=False)
    play_until([member], lambda: mine.exists(), limit_seconds=60)
    play_out(match_id)
    reached(event_id, "running", 2)

    # Round 1 is decided: the standings have its points, and round 2 is under way.
    member.goto(f"{live_server.url}/t/{event_id}")
    expect(member.get_by_test_id("event-header")).to_contain_text("Round 2 of 2")
    standings = member.get_by_test_id("event-standings")
    expect(standings.locator("tbody tr")).to_have_count(3)
    # The table's best placed entrant's points (1.00 for a sole winner, 0.75 each for two who tie).
    decided = TableSeat.objects.filter(table__round__tournament__public_id=event_id, table__round__number=1)
    best = max(place.points or 0 for place in decided)
    expect(standings.locator("tbody tr").first).to_contain_text(f"{best:.2f}")
    expect(member.get_by_test_id("event-progress")).to_contain_text("0 of 1 tables decided")
    look_at(member, "event-running", "[data-testid=event-standings]")

    for running in running_matches(event_id):
        play_out(running)
    reached(event_id, "finished", 2)
    member.reload()
    expect(member.get_by_role("heading", name="Final standings")).to_be_visible()
    expect(member.get_by_test_id("event-header")).to_contain_text("Finished")
    expect(member.get_by_test_id("next-match")).to_have_count(0)
    played = member.locator("[data-testid=event-table]")
    expect(played).to_have_count(2)
    expect(played.first).to_contain_text("Played")
    look_at(member, "event-finished", "[data-testid=event-standings]")


def test_a_duplicate_deal_is_compared_once_every_table_has_played_it(live_server, phone, second_phone):
    owner, member = phone.new_page(), second_phone.new_page()
    circle_of_three(owner, member, live_server.url)
    owner.get_by_role("link", name="New event").wait_for()
    # Texas 42: every seat bids in every hand, so a table waits for its person in each deal (at All Fours the
    # computers alone may throw a deal in, and a table can play its second deck without her).
    event_id = new_event(owner, "Deal of the week", "texas42", "duplicate", deals="2")
    enter_on_page(owner)
    member.reload()
    member.get_by_test_id("circle-events").get_by_role("link", name=re.compile("Deal of the week")).click()
    enter_on_page(member)
    owner.reload()
    owner.get_by_role("button", name="Start now").click()
    expect(owner.get_by_test_id("event-header")).to_contain_text("Under way")

    # Asha's table plays both deals, Meera's only the first: the first is shown, the second still hidden.
    meera = User.objects.get(display_name="Meera")
    tables = {
        match_id: Seat.objects.filter(room=Match.objects.get(public_id=match_id).room_id, user=meera).exists()
        for match_id in running_matches(event_id)
    }
    assert sorted(tables.values()) == [False, True]
    for match_id, at_hers in tables.items():
        if at_hers:
            first_deal_by(match_id, meera)
        else:
            play_out(match_id)
    member.reload()
    expect(member.get_by_test_id("deals-played")).to_have_text("Your table has played 1 of 2 deals.")
    expect(member.get_by_test_id("deal-1")).to_contain_text("Results after every table has played this deal")
    # Asha's table is over, but its score over both decks would tell of the hidden deal: no standings yet.
    expect(member.get_by_test_id("event-standings")).to_have_count(0)
    member.get_by_test_id("deal-0").get_by_role("button").click()
    comparison = member.get_by_test_id("deal-0-comparison")
    expect(comparison.locator("tbody")).to_have_count(2)
    expect(comparison).to_contain_text("Meera")
    expect(comparison).to_contain_text("Asha")
    # Only Meera's own table offers its replay: nobody else may see a duplicate table.
    expect(comparison.get_by_role("link", name="Replay")).to_have_count(1)
    replay = comparison.locator("tbody", has_text="Meera").get_by_role("link", name="Replay")
    assert re.search(r"/replay/[^/?#]+\?deal=0$", replay.get_attribute("href") or "")
    for language, theme in LOOKS:
        looks(member, language, theme)
        member.get_by_test_id("deal-0").get_by_role("button").click()
        member.get_by_test_id("deal-0-comparison").wait_for()
        member.evaluate("document.querySelector('[data-testid=deal-0]').scrollIntoView({ block: 'start' })")
        screenshot(member, f"event-duplicate-deal-{language}-{theme}")
        member.screenshot(path=str(_full(f"event-duplicate-deal-{language}-{theme}-full")), full_page=True)
        assert member.evaluate("document.documentElement.scrollWidth") <= 360, (language, theme)
    looks(member, "en", "light")

    # Meera's table plays the second deal: the event is over and every deal shown.
    hers = next(match_id for match_id, mine in tables.items() if mine)
    play_out(hers)
    reached(event_id, "finished")
    member.goto(f"{live_server.url}/t/{event_id}")
    expect(member.get_by_test_id("event-header")).to_contain_text("Finished")
    expect(member.get_by_test_id("event-standings").locator("tbody tr")).to_have_count(2)
    member.get_by_test_id("deal-1").get_by_role("button").click()
    expect(member.get_by_test_id("deal-1-comparison").locator("tbody")).to_have_count(2)
    expect(member.get_by_test_id("deal-totals").locator("tbody tr")).to_have_count(2)
    # A table's replay of a deal opens at that deal.
    member.get_by_test_id("deal-1-comparison").get_by_role("link", name="Replay").click()
    expect(member.get_by_test_id("replay-deal")).to_have_text("Deal 2 of 2")
