"""Who reaches the panel: not players; moderators for moderation only, never a superuser's tasks."""

from __future__ import annotations

import pytest
from django.test import Client

from games.models import Room
from tests.api.helpers import create_room
from tests.conftest import moderators_group
from tests.moderation.conftest import account

pytestmark = pytest.mark.django_db


def test_a_player_cannot_reach_the_panel(alice):
    # Alice signs in to the site, but she is not staff: the admin sends her to its login page.
    browser = Client()
    browser.force_login(account(alice))
    for path in ("/admin/", "/admin/games/match/", "/admin/accounts/user/", "/admin/community/moderationaction/"):
        response = browser.get(path)
        assert response.status_code == 302, path
        assert response["Location"].startswith("/admin/login/"), path


def test_a_player_cannot_take_an_action_through_the_panel(alice, bob):
    browser = Client()
    browser.force_login(account(alice))
    response = browser.post(f"/admin/accounts/user/{bob.pk}/moderate/ban/", {"length": "good", "reason": "mine"})
    assert response.status_code == 302
    assert not account(bob).is_banned


def test_a_moderator_sees_the_moderation_models_and_nothing_of_a_superusers(mona_panel):
    index = mona_panel.get("/admin/").content.decode()
    shown = ("Rooms", "Matches", "Events", "Users", "Chat messages", "Reports", "Blocked words", "Moderation actions")
    for name in shown:
        assert name in index, name
    assert "Groups" not in index
    assert "Tokens" not in index
    assert mona_panel.get("/admin/auth/group/").status_code == 403
    assert mona_panel.get("/admin/auth/group/add/").status_code == 403
    assert mona_panel.get("/admin/accounts/token/").status_code == 403


def test_a_moderator_cannot_make_anyone_staff_nor_change_permissions_or_passwords(mona, mona_panel, alice):
    page = f"/admin/accounts/user/{alice.pk}/change/"
    assert mona_panel.get(page).status_code == 200  # she may look
    form = {
        "username": account(alice).username,
        "is_staff": "on",
        "is_superuser": "on",
        "is_active": "on",
        "date_joined_0": "2026-01-01",
        "date_joined_1": "00:00:00",
    }
    assert mona_panel.post(page, form).status_code == 403
    alice_now = account(alice)
    assert not alice_now.is_staff and not alice_now.is_superuser
    # Nor may she raise herself.
    assert mona_panel.post(f"/admin/accounts/user/{mona.pk}/change/", {**form, "username": "mona"}).status_code == 403
    mona.refresh_from_db()
    assert not mona.is_superuser
    assert mona_panel.get(f"/admin/accounts/user/{alice.pk}/password/").status_code == 403
    assert mona_panel.post(f"/admin/accounts/user/{alice.pk}/password/", {}).status_code == 403
    assert mona_panel.get("/admin/accounts/user/add/").status_code == 403


def test_a_moderator_cannot_edit_a_rooms_settings(mona_panel, alice):
    code = create_room(alice)["code"]
    room = Room.objects.get(code=code)
    response = mona_panel.post(
        f"/admin/games/room/{room.pk}/change/",
        {"code": code, "game": "doublehand", "turn_seconds": 30, "bot_level": "basic", "status": "open"},
    )
    assert response.status_code == 403
    room.refresh_from_db()
    assert room.turn_seconds == 3600


def test_a_moderator_has_no_actions_on_staff_accounts_but_a_superuser_has(mona, sam, mona_panel, sam_panel):
    assert "moderate/ban/" not in mona_panel.get(f"/admin/accounts/user/{sam.pk}/change/").content.decode()
    response = mona_panel.post(f"/admin/accounts/user/{sam.pk}/moderate/ban/", {"length": "good", "reason": "coup"})
    assert response.status_code == 200
    assert "only a superuser can act on a staff account" in response.content.decode()
    sam.refresh_from_db()
    assert not sam.is_banned
    assert "moderate/ban/" in sam_panel.get(f"/admin/accounts/user/{mona.pk}/change/").content.decode()


def test_a_superuser_sees_everything(sam_panel):
    for path in ("/admin/auth/group/", "/admin/accounts/token/", "/admin/community/moderationaction/"):
        assert sam_panel.get(path).status_code == 200, path


def test_staff_outside_the_moderators_group_see_no_moderation(db):
    from accounts.models import User

    clerk = User.objects.create_user(username="clerk", password="x-long-password-1", is_staff=True)
    browser = Client()
    browser.force_login(clerk)
    assert browser.get("/admin/games/match/").status_code == 403
    assert browser.get("/admin/community/moderationaction/").status_code == 403


def test_the_moderators_group_may_look_keep_the_word_filter_and_moderate_nothing_more(db):
    granted = {
        f"{permission.content_type.app_label}.{permission.codename}"
        for permission in moderators_group().permissions.select_related("content_type")
    }
    assert granted == {
        "accounts.view_user",
        "games.view_room",
        "games.view_seat",
        "games.view_match",
        "games.view_event",
        "community.view_chatmessage",
        "community.view_report",
        "community.view_blockedword",
        "community.add_blockedword",
        "community.delete_blockedword",
        "community.view_moderationaction",
        "community.moderate",
        # Circles are looked at only: their owners manage them, and site bans reach them.
        "circles.view_circle",
        "circles.view_membership",
        "circles.view_circleban",
        "circles.view_invitation",
        "circles.view_circleroom",
    }
