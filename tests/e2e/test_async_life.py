"""End to end, at a phone's size: a card chosen while others play, a confirmed play, and a holiday taken in Settings.

The other players of the table act through the services, so that the test decides who moves when.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from accounts.models import User
from games.models import Event, EventType, Match
from games.services import holidays
from games.services.matches import find_match, game_of, load_state, run_computer_turns, submit_action
from games.services.rooms import find_room, join_room
from tests.e2e.conftest import screenshot
from tests.e2e.steps import LOOKS, become_guest, create_room, looks, match_of, open_table, skip_tour, tap

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def seated_with_people(page: Any, base: str, game: str) -> tuple[str, dict[int, User]]:
    """A room made in the app by Asha (seat 0), with three people joined through the services; the match begun."""
    code = create_room(page, game)
    others = {}
    for seat, name in ((1, "Ravi"), (2, "Meera"), (3, "Sunil")):
        person = User.objects.create(username=f"guest-{name.lower()}", display_name=name, is_guest=True)
        join_room(find_room(code), person, seat)
        others[seat] = person
    page.get_by_role("button", name="Start the match").click()
    open_table(page)
    return code, others


def act_first_legal(match: Match, people: dict[int, User]) -> None:
    """The person to act takes their first legal action (the match's computers are none here)."""
    state = load_state(match)
    seat = game_of(match).to_act(state)
    assert seat in people, seat
    action = game_of(match).view(state, seat)["legal"][0]
    status, body, _ = submit_action(match.public_id, people[seat], action, None, None)
    assert status == 201, body


def test_a_card_chosen_while_others_play_is_played_the_moment_the_turn_comes(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    code, others = seated_with_people(page, live_server.url, "allfours")
    asha = User.objects.get(display_name="Asha")
    everyone = {**others, 0: asha}
    # Everyone plays their first legal action until Ravi is to lead a trick: Asha plays last in it.
    for _ in range(200):
        match = match_of(code)
        view = game_of(match).view(load_state(match), 1)
        if view["phase"] == "playing" and view["to_act"] == 1 and not (view.get("trick") or {}).get("cards"):
            break
        act_first_legal(match, everyone)
    else:
        pytest.fail("Ravi never came to lead a trick")
    act_first_legal(match_of(code), everyone)  # Ravi leads
    led = game_of(match_of(code)).view(load_state(match_of(code)), 0)["trick"]["cards"][0][1]
    hand = load_state(match_of(code)).deal.hands[0]
    # A card that follows the lead when Asha can (it stays legal whatever Meera and Sunil play), else any.
    card = next((each for each in hand if each[-1] == led[-1]), hand[0])
    # The same card may have been Asha's in an earlier deal: only the moves from here on count.
    before = match_of(code).seq
    page.reload()
    skip_tour(page)
    tap(page.locator(f"[data-testid=hand] .hand-piece[data-piece='{card}']"))
    ahead = page.get_by_test_id("ahead")
    expect(ahead).to_contain_text("Will play")
    screenshot(page, "ahead-01-chosen")
    # Meera and Sunil play; Asha's card goes down in Sunil's move, as hers.
    act_first_legal(match_of(code), everyone)
    act_first_legal(match_of(code), everyone)
    mine = Event.objects.filter(match=match_of(code), seat=0, type=EventType.ACTION, payload__card=card, seq__gt=before)
    assert mine.count() == 1 and not mine.get().by_computer
    page.reload()
    expect(page.get_by_test_id("ahead")).to_have_count(0)
    expect(page.locator(f"[data-testid=hand] .hand-piece[data-piece='{card}']")).to_have_count(0)
    screenshot(page, "ahead-02-played")


def test_with_confirm_each_play_a_tap_asks_first(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    page.goto(live_server.url + "/settings")
    page.locator("input[name=confirm_plays]").check()
    page.goto(live_server.url + "/")
    code, others = seated_with_people(page, live_server.url, "allfours")
    asha = User.objects.get(display_name="Asha")
    everyone = {**others, 0: asha}
    for _ in range(200):
        match = match_of(code)
        view = game_of(match).view(load_state(match), 0)
        if view["phase"] == "playing" and view["to_act"] == 0:
            break
        act_first_legal(match, everyone)
    else:
        pytest.fail("Asha never came to play a card")
    seq = match_of(code).seq
    page.reload()
    skip_tour(page)
    tap(page.locator("[data-testid=hand] .hand-piece.playable").first)
    bar = page.locator(".confirm-bar")
    expect(bar).to_contain_text("?")
    screenshot(page, "confirm-01-asked")
    assert find_match(match_of(code).public_id).seq == seq  # nothing played yet
    bar.locator(".button:not(.secondary)").click()
    expect(bar).to_have_count(0)
    assert Event.objects.filter(match=match_of(code), seat=0, type=EventType.ACTION, seq__gt=seq).count() == 1


def test_a_holiday_taken_in_settings_stops_the_clock_and_others_see_it_on_the_seat(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    code = create_room(page, "texas42")
    ravi = User.objects.create(username="guest-ravi", display_name="Ravi", is_guest=True)
    join_room(find_room(code), ravi, 1)
    page.get_by_role("button", name="Start the match").click()
    open_table(page)
    asha = User.objects.get(display_name="Asha")
    run_computer_turns(match_of(code).public_id)
    page.goto(live_server.url + "/settings")
    section = page.get_by_test_id("holidays")
    section.wait_for()
    for language, theme in LOOKS:
        looks(page, language, theme)
        section.scroll_into_view_if_needed()
        screenshot(page, f"holidays-01-settings-{language}-{theme}")
    looks(page, "en", "light")
    section.get_by_role("button", name="Take a holiday").click()
    expect(section).to_contain_text("On holiday until")
    section.scroll_into_view_if_needed()
    screenshot(page, "holidays-02-taken")
    # The clock of whichever person is to act stands still only if it is Asha.
    match = match_of(code)
    to_act = match.room.seats.get(index=match.to_act).user_id if match.to_act is not None else None
    if to_act == asha.pk:
        assert match.turn_deadline is None
    section.get_by_role("button", name="End now").click()
    expect(section).not_to_contain_text("On holiday until")
    assert not holidays.on_holiday(asha.pk)
    # Ravi goes on holiday: Asha sees it on his seat.
    holidays.take(ravi, 3)
    page.goto(f"{live_server.url}/m/{match_of(code).public_id}")
    seat = page.locator(".seat-tag, [data-seat]", has_text="Ravi").first
    expect(page.locator("[data-testid=table]")).to_contain_text("On holiday until")
    seat.scroll_into_view_if_needed()
    screenshot(page, "holidays-03-table")
