"""A move made while the phone has no connection: never lost in silence, never played twice."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from games.models import EventType, Match
from tests.e2e.conftest import screenshot
from tests.e2e.steps import become_guest, open_table, take_turn

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def moves_of_people(match: Match) -> int:
    return match.events.filter(type=EventType.ACTION, by_computer=False).count()


def test_a_move_made_offline_waits_in_words_and_is_played_once_when_the_connection_is_back(live_server, phone):
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    page.get_by_role("button", name="Play now").click()
    open_table(page)
    page.locator(".turn-line.mine").wait_for()
    match = Match.objects.get()
    seq, made = match.seq, moves_of_people(match)

    phone.set_offline(True)
    assert take_turn(page)
    expect(page.locator(".toast")).to_have_text("No connection: your move will be sent as soon as it is back.")
    banner = page.get_by_test_id("offline")
    expect(banner).to_contain_text("will be sent as soon as it is back")
    screenshot(page, "offline-01-move-waits")
    # A second tap meanwhile is refused in words: the first move goes first.
    assert take_turn(page)
    expect(page.locator(".toast")).to_have_text("Your last move is still waiting for the connection: it goes first.")
    page.wait_for_timeout(3_000)  # a retry or two, still offline
    match.refresh_from_db()
    assert match.seq == seq

    phone.set_offline(False)
    expect(page.locator(".toast")).to_have_text("Connected again: your move was sent.")
    expect(banner).to_have_count(0)
    match.refresh_from_db()
    assert match.seq > seq
    assert moves_of_people(match) == made + 1
    screenshot(page, "offline-02-move-sent")
