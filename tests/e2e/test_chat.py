"""End to end, at a phone's size: the table chat, muting a player and reporting one; its looks in each language."""

from __future__ import annotations

import itertools
from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from accounts.models import User
from community.models import ChatMessage, Report
from community.services.moderation import abort_match, mute_chat
from games.models import Seat
from tests.e2e.axe import assert_accessible
from tests.e2e.conftest import new_phone, screenshot
from tests.e2e.steps import (
    become_guest,
    close_sheet,
    create_room,
    match_of,
    open_chat,
    open_table,
    send_phrase,
    send_text,
)
from tests.e2e.test_content_security_policy import violations, watched_page

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

LOOKS = list(itertools.product(("en", "hi", "nl"), ("light", "dark")))
# The table polls every two seconds while open; a new message shows within a poll or two.
NEWS_MS = 15_000


def seated_users(code: str) -> dict[str, Any]:
    return {seat.user.display_name: seat.user for seat in Seat.objects.filter(room__code=code, user__isnull=False)}


def message_id(code: str, text: str) -> str:
    """The message's id as the app shows it (its public id)."""
    return ChatMessage.objects.get(room__code=code, text=text).public_id


def looks(page: Any, language: str, theme: str) -> None:
    """Switch the app's language and theme as the settings screen would, and come back to the table."""
    page.evaluate(
        "([language, theme]) => { const key = 'tricktable.settings';"
        " const now = JSON.parse(localStorage.getItem(key) || '{}');"
        " localStorage.setItem(key, JSON.stringify({ ...now, language, theme })); }",
        [language, theme],
    )
    page.reload()
    page.locator("[data-testid=table]").wait_for()


def test_two_players_chat_one_mutes_and_reports_the_other_and_an_outsider_cannot_read(live_server, browser, phone):
    # Alice plays in English; Bob's phone speaks Dutch.
    alice = phone.new_page()
    become_guest(alice, live_server.url, "Alice")
    code = create_room(alice, "doublehand")
    bob_phone = new_phone(browser, locale="nl-NL")
    try:
        bob = bob_phone.new_page()
        become_guest(bob, live_server.url, "Bob")
        bob.locator("input[name=code]").fill(code.lower())
        bob.locator(".join-form button[type=submit]").click()
        bob.locator(".seat-row.mine").wait_for()
        alice.locator(".seat-row", has_text="Bob").wait_for()
        alice.get_by_role("button", name="Start the match").click()
        open_table(alice)
        open_table(bob)
        users = seated_users(code)

        # Alice greets the table with a quick phrase and a message of her own.
        open_chat(alice)
        expect(alice.locator(".chat-counter")).to_have_text("200 characters left")
        send_phrase(alice, "good_luck")
        send_text(alice, "Have fun, Bob")
        expect(alice.locator(".chat-message.mine")).to_have_count(2)

        # Bob's chat button counts two unread messages; he reads the phrase in Dutch.
        expect(bob.get_by_test_id("chat-unread")).to_have_text("2", timeout=NEWS_MS)
        expect(bob.get_by_test_id("chat-button")).to_have_attribute("aria-label", "Chat, 2 ongelezen")
        screenshot(bob, "chat-00-unread-badge")
        open_chat(bob)
        expect(bob.locator(".chat-text")).to_have_text(["Veel succes!", "Have fun, Bob"])
        send_phrase(bob, "thanks")
        close_sheet(bob)
        expect(bob.get_by_test_id("chat-unread")).to_have_count(0)

        # He reports Alice's message: the report keeps the message's words as they were.
        text_id = message_id(code, "Have fun, Bob")
        open_chat(bob)
        bob.locator(f".chat-message[data-message='{text_id}'] .chat-more").click()
        bob.locator(".chat-actions .button").nth(1).click()
        dialog = bob.get_by_test_id("report-dialog")
        dialog.wait_for()
        expect(dialog.locator("input[value=abusive_chat]")).to_be_checked()
        dialog.locator("textarea[name=note]").fill("Not nice.")
        dialog.locator("button[type=submit]").click()
        expect(bob.locator(".toast")).to_have_text("Bedankt: de melding is naar de moderators gestuurd.")
        report = Report.objects.get(reporter=users["Bob"])
        assert report.reported == users["Alice"]
        assert report.reason == "abusive_chat"
        assert report.note == "Not nice."
        assert report.message is not None and report.message.public_id == text_id
        assert report.snapshot["message"]["text"] == "Have fun, Bob"

        # Then he mutes her: her messages go, and what she writes next does not reach him.
        bob.locator(f".chat-message[data-message='{text_id}'] .chat-more").click()
        bob.locator(".chat-actions .button").first.click()
        expect(bob.locator(f".chat-message[data-author='{users['Alice'].public_id}']")).to_have_count(0)
        expect(bob.locator(".muted-list .button")).to_have_text(["Alice niet meer dempen"])
        send_text(alice, "Are you there?")
        expect(alice.locator(".chat-message:not(.mine) .chat-text")).to_have_text(["Thanks!"], timeout=NEWS_MS)
        bob.wait_for_timeout(5_000)  # two polls and more: Alice's message changed the match's ETag meanwhile
        expect(bob.locator(".chat-text", has_text="Are you there?")).to_have_count(0)
        expect(bob.locator(".chat-message.mine")).to_have_count(1)

        # Unmuting her from the chat sheet brings her messages back.
        bob.locator(".muted-list .button").click()
        expect(bob.locator(".chat-text", has_text="Are you there?")).to_have_count(1, timeout=NEWS_MS)
        close_sheet(bob)

        # Alice reports Bob from his seat: the report names the room, the match and the move it was at.
        close_sheet(alice)
        alice.locator(".seat-tag .seat-button").click()
        screenshot(alice, "chat-07-a-players-menu")
        alice.get_by_test_id("player-sheet").get_by_role("button", name="Report Bob").click()
        dialog = alice.get_by_test_id("report-dialog")
        dialog.locator("input[value=quitting]").check()
        dialog.locator("button[type=submit]").click()
        expect(alice.locator(".toast")).to_have_text("Thank you: the report was sent to the moderators.")
        report = Report.objects.get(reporter=users["Alice"])
        assert (report.reported, report.reason, report.room.code) == (users["Bob"], "quitting", code)
        assert report.match == match_of(code)
        assert report.seq is not None

        # Once the match is over, its replay offers to report the other people who played it.
        moderator = User.objects.create(username="moderator", is_staff=True, is_superuser=True)
        abort_match(moderator, match_of(code), "ended early for the test")
        bob.goto(f"{live_server.url}/replay/{match_of(code).public_id}")
        bob.locator(".report-players .button").click()
        dialog = bob.get_by_test_id("report-dialog")
        dialog.locator("input[value=offensive_name]").check()
        screenshot(bob, "chat-06-report-from-the-replay")
        dialog.locator("button[type=submit]").click()
        expect(bob.locator(".toast")).to_have_text("Bedankt: de melding is naar de moderators gestuurd.")
        report = Report.objects.filter(reporter=users["Bob"]).latest("created_at")
        assert (report.reported, report.reason, report.match) == (users["Alice"], "offensive_name", match_of(code))
    finally:
        bob_phone.close()

    # Someone who is not in the room (which has no spectators) cannot read its chat.
    carol = new_phone(browser).new_page()
    try:
        become_guest(carol, live_server.url, "Carol")
        status = carol.evaluate(
            "async (code) => (await fetch(`/api/rooms/${code}/chat`, {headers: {Authorization: "
            "`Token ${localStorage.getItem('tricktable.token')}`}})).status",
            code,
        )
        assert status in (403, 404), status
    finally:
        carol.context.close()


def test_the_chat_and_the_report_dialog_in_each_language_and_theme(live_server, phone, second_phone):
    alice = phone.new_page()
    become_guest(alice, live_server.url, "Alice")
    code = create_room(alice, "doublehand")
    bob = second_phone.new_page()
    become_guest(bob, live_server.url, "Bob")
    bob.locator("input[name=code]").fill(code.lower())
    bob.locator(".join-form button[type=submit]").click()
    bob.locator(".seat-row.mine").wait_for()
    alice.locator(".seat-row", has_text="Bob").wait_for()
    alice.get_by_role("button", name="Start the match").click()
    open_table(alice)
    open_table(bob)
    open_chat(bob)
    send_phrase(bob, "hello")
    send_text(bob, "Shall we play to the end tonight? I have an hour.")
    open_chat(alice)
    send_phrase(alice, "good_luck")
    send_text(alice, "Yes! Namaste, see you at nine.")
    expect(alice.locator(".chat-message")).to_have_count(4, timeout=NEWS_MS)
    close_sheet(alice)
    bob_text = message_id(code, "Shall we play to the end tonight? I have an hour.")
    for language, theme in LOOKS:
        looks(alice, language, theme)
        open_chat(alice)
        alice.locator(".chat-form input[name=message]").fill("Typing a reply…")
        alice.wait_for_timeout(300)
        screenshot(alice, f"chat-{language}-{theme}-01-sheet")
        assert_accessible(alice, f"chat sheet ({language}, {theme})")
        alice.locator(f".chat-message[data-message='{bob_text}'] .chat-more").click()
        screenshot(alice, f"chat-{language}-{theme}-02-message-menu")
        alice.locator(".chat-actions .button").nth(1).click()
        alice.get_by_test_id("report-dialog").wait_for()
        alice.wait_for_timeout(300)
        screenshot(alice, f"chat-{language}-{theme}-03-report")
        assert_accessible(alice, f"report dialog ({language}, {theme})")
        alice.keyboard.press("Escape")
        alice.get_by_test_id("report-dialog").wait_for(state="detached")
        assert alice.locator(".chat-sheet").count() == 1, "Escape closes only the report dialog"
        close_sheet(alice)


def test_a_player_muted_by_a_moderator_is_told_until_when_and_an_aborted_match_says_so(live_server, browser):
    # This phone keeps to the site's Content Security Policy: the chat needs no inline style or script.
    strict = new_phone(browser, bypass_csp=False)
    try:
        page, complaints = watched_page(strict)
        moderated_and_aborted(live_server, page)
        assert violations(page, complaints) == []
    finally:
        strict.close()


def moderated_and_aborted(live_server: Any, page: Any) -> None:
    become_guest(page, live_server.url, "Asha")
    code = create_room(page, "doublehand")
    page.get_by_role("button", name="Start the match").click()
    open_table(page)
    moderator = User.objects.create(username="moderator", is_staff=True, is_superuser=True)
    asha = seated_users(code)["Asha"]
    mute_chat(moderator, asha, timezone.now() + timedelta(hours=2), "rude words in another room")

    # Her message is refused, and she is told until when.
    open_chat(page)
    page.locator(".chat-form input[name=message]").fill("hello?")
    page.locator(".chat-form button[type=submit]").click()
    expect(page.get_by_role("alert")).to_contain_text("You may not write in the chat until")
    screenshot(page, "chat-04-muted-by-a-moderator")
    close_sheet(page)

    # A moderator stops the match: the table says so, and names no winner.
    abort_match(moderator, match_of(code), "a test of stopping")
    page.get_by_test_id("aborted").wait_for(timeout=60_000)
    expect(page.locator(".sheet.end h2")).to_have_text("Match stopped")
    assert page.locator(".sheet.end", has_text="Winner").count() == 0
    screenshot(page, "chat-05-match-aborted")
