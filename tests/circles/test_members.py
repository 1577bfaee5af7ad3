"""Members: joining by invitation (guests too), the limit, leaving and removal keeping history, bans, presence."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone
from rest_framework.test import APIClient

from accounts.models import User
from circles.models import Circle, CircleBan, Membership
from community.models import ModerationAction
from games.services.presence import note_seen
from tests.circles.helpers import circle_with, error_code, invite, join, make_circle
from tests.conftest import make_player
from tests.schema_check import CheckedClient

pytestmark = pytest.mark.django_db


def members(player, circle_id):
    response = player.get(f"/api/circles/{circle_id}/members")
    assert response.status_code == 200, response.content
    return response.json()


def test_a_player_joins_by_invitation_and_sees_the_circle(alice, bob):
    circle_id = make_circle(alice)["id"]
    code = invite(alice, circle_id)
    response = join(bob, code)
    assert response.status_code == 200, response.content
    body = response.json()
    assert body["guest"] is None
    assert (body["circle"]["id"], body["circle"]["role"], body["circle"]["members"]) == (circle_id, "member", 2)
    # Joining again changes nothing.
    assert join(bob, code).json()["circle"]["members"] == 2
    assert [(m["name"], m["role"]) for m in members(bob, circle_id)["results"]] == [
        ("Alice", "owner"),
        ("Bob", "member"),
    ]


def test_an_invitation_is_read_without_an_account(alice, bob):
    circle_id = circle_with(alice, bob)
    code = invite(alice, circle_id, expires_in_hours=48)
    response = CheckedClient().get(f"/api/circle-invitations/{code}")
    assert response.status_code == 200, response.content
    assert response.json()["circle"] == {"name": "Sharma family", "members": 2}
    assert response.json()["expires_at"] is not None


def test_a_caller_with_no_account_joins_as_a_new_guest(alice):
    circle_id = make_circle(alice)["id"]
    code = invite(alice, circle_id)
    anonymous = CheckedClient()
    asked = anonymous.post(f"/api/circle-invitations/{code}/join", {}, format="json")
    assert asked.status_code == 400
    assert error_code(asked) == "name_required"
    assert User.objects.count() == 1
    response = anonymous.post(f"/api/circle-invitations/{code}/join", {"name": "Dadi"}, format="json")
    assert response.status_code == 200, response.content
    guest = response.json()["guest"]
    assert (guest["display_name"], guest["is_guest"], guest["username"]) == ("Dadi", True, None)
    # The token it gives works as any guest's.
    dadi = APIClient()
    dadi.credentials(HTTP_AUTHORIZATION=f"Token {guest['token']}")
    assert dadi.get(f"/api/circles/{circle_id}").json()["role"] == "member"
    assert dadi.get("/api/me").json()["id"] == guest["id"]


def test_a_guest_refused_by_a_full_circle_is_not_made(alice, bob):
    circle_id = circle_with(alice, bob, member_limit=2)
    code = invite(alice, circle_id)
    users = User.objects.count()
    response = CheckedClient().post(f"/api/circle-invitations/{code}/join", {"name": "Dadi"}, format="json")
    assert response.status_code == 409
    assert error_code(response) == "circle_full"
    assert User.objects.count() == users


def test_an_account_with_no_name_is_asked_for_one(alice):
    code = invite(alice, make_circle(alice)["id"])
    staff = User.objects.create_user(username="mona", password="x" * 12)
    client = CheckedClient()
    client.force_authenticate(staff)
    assert error_code(client.post(f"/api/circle-invitations/{code}/join", {}, format="json")) == "name_required"
    response = client.post(f"/api/circle-invitations/{code}/join", {"name": "Mona"}, format="json")
    assert response.status_code == 200, response.content
    staff.refresh_from_db()
    assert staff.display_name == "Mona"


def test_a_full_circle_refuses_the_next_member(alice, bob, charlie):
    circle_id = circle_with(alice, bob, member_limit=2)
    code = invite(alice, circle_id)
    response = join(charlie, code)
    assert response.status_code == 409
    assert error_code(response) == "circle_full"
    assert not Membership.objects.filter(user__public_id=charlie.id).exists()
    # A place freed is a place to take.
    assert bob.post(f"/api/circles/{circle_id}/leave").status_code == 204
    assert join(charlie, code).status_code == 200


def test_revoked_expired_and_unknown_invitations_are_refused(alice, bob):
    circle_id = make_circle(alice)["id"]
    revoked = invite(alice, circle_id)
    response = alice.client.delete(f"/api/circles/{circle_id}/invitations/{revoked}")
    assert response.status_code == 200, response.content
    assert response.json()["revoked"] is True
    expiring = invite(alice, circle_id, expires_in_hours=1)
    with time_machine.travel(timezone.now() + timedelta(hours=1, seconds=1)):
        for code, status, expected in (
            (revoked, 410, "invitation_revoked"),
            (expiring, 410, "invitation_expired"),
            ("nothing-here", 404, "invitation_not_found"),
            ("no such code!", 404, "invitation_not_found"),
        ):
            for response in (join(bob, code), bob.get(f"/api/circle-invitations/{code}")):
                assert response.status_code == status, code
                assert error_code(response) == expected
    assert Membership.objects.filter(circle__public_id=circle_id).count() == 1
    assert error_code(alice.client.delete(f"/api/circles/{circle_id}/invitations/nothing")) == "invitation_not_found"
    listed = alice.get(f"/api/circles/{circle_id}/invitations").json()
    assert [(each["code"], each["revoked"]) for each in listed["results"]] == [(expiring, False), (revoked, True)]
    assert listed["results"][1]["url"] == f"/c/join/{revoked}"


def test_only_the_owner_makes_and_sees_invitations(alice, bob):
    circle_id = circle_with(alice, bob)
    for response in (
        bob.post(f"/api/circles/{circle_id}/invitations", {}),
        bob.get(f"/api/circles/{circle_id}/invitations"),
    ):
        assert response.status_code == 403
        assert error_code(response) == "not_circle_owner"
    assert error_code(alice.post(f"/api/circles/{circle_id}/invitations", {"expires_in_hours": 0})) == "invalid"


def test_leaving_keeps_the_history_and_hides_the_circle(alice, bob):
    circle_id = circle_with(alice, bob)
    assert bob.post(f"/api/circles/{circle_id}/leave").status_code == 204
    kept = Membership.objects.get(user__public_id=bob.id)
    assert kept.left_at is not None and kept.removed is False
    assert error_code(bob.get(f"/api/circles/{circle_id}")) == "circle_not_found"
    assert error_code(bob.post(f"/api/circles/{circle_id}/leave")) == "circle_not_found"
    assert bob.get("/api/circles").json()["count"] == 0
    # Coming back is a new stay; the old one is kept.
    assert join(bob, invite(alice, circle_id)).status_code == 200
    assert Membership.objects.filter(user__public_id=bob.id).count() == 2
    assert members(alice, circle_id)["count"] == 2


def test_the_owner_removes_a_member_and_the_audit_log_records_it(alice, bob, charlie):
    circle_id = circle_with(alice, bob, charlie)
    for response, status, code in (
        (bob.client.delete(f"/api/circles/{circle_id}/members/{charlie.id}"), 403, "not_circle_owner"),
        (alice.client.delete(f"/api/circles/{circle_id}/members/{alice.id}"), 409, "owner_cannot_leave"),
        (alice.client.delete(f"/api/circles/{circle_id}/members/nobody"), 404, "not_a_member"),
    ):
        assert (response.status_code, error_code(response)) == (status, code)
    assert alice.client.delete(f"/api/circles/{circle_id}/members/{bob.id}").status_code == 204
    removed = Membership.objects.get(user__public_id=bob.id)
    assert removed.removed is True and removed.left_at is not None
    assert error_code(bob.get(f"/api/circles/{circle_id}")) == "circle_not_found"
    assert error_code(alice.client.delete(f"/api/circles/{circle_id}/members/{bob.id}")) == "not_a_member"
    entry = ModerationAction.objects.get(kind="circle_remove")
    assert (entry.moderator.public_id, entry.target.public_id) == (alice.id, bob.id)
    assert entry.details == {"circle": circle_id, "circle_name": "Sharma family"}
    # A removed member may come back by a new invitation (a ban is what keeps them out).
    assert join(bob, invite(alice, circle_id)).status_code == 200


def test_a_banned_player_is_removed_and_cannot_join_again_until_the_ban_is_lifted(alice, bob, charlie):
    circle_id = circle_with(alice, bob)
    code = invite(alice, circle_id)
    assert error_code(bob.post(f"/api/circles/{circle_id}/bans", {"player": charlie.id})) == "not_circle_owner"
    assert error_code(alice.post(f"/api/circles/{circle_id}/bans", {"player": charlie.id})) == "not_a_member"
    assert error_code(alice.post(f"/api/circles/{circle_id}/bans", {"player": alice.id})) == "owner_cannot_leave"
    response = alice.post(f"/api/circles/{circle_id}/bans", {"player": bob.id, "reason": "cheating at cards"})
    assert response.status_code == 201, response.content
    assert response.json()["player"] == {"id": bob.id, "name": "Bob"}
    assert error_code(bob.get(f"/api/circles/{circle_id}")) == "circle_not_found"
    refused = join(bob, code)
    assert (refused.status_code, error_code(refused)) == (403, "banned_from_circle")
    assert [each["player"]["id"] for each in alice.get(f"/api/circles/{circle_id}/bans").json()["results"]] == [bob.id]
    entry = ModerationAction.objects.get(kind="circle_ban")
    assert (entry.reason, entry.target.public_id) == ("cheating at cards", bob.id)
    # Lifted: the audit log says so, and the player may join again.
    assert alice.client.delete(f"/api/circles/{circle_id}/bans/{bob.id}").status_code == 204
    assert alice.client.delete(f"/api/circles/{circle_id}/bans/{bob.id}").status_code == 204
    assert ModerationAction.objects.filter(kind="circle_unban").count() == 1
    assert not CircleBan.objects.exists()
    assert join(bob, code).status_code == 200


def test_a_site_banned_player_cannot_join_a_circle(alice, bob):
    code = invite(alice, make_circle(alice)["id"])
    User.objects.filter(public_id=bob.id).update(is_banned=True)
    response = join(bob, code)
    assert (response.status_code, error_code(response)) == (403, "banned")
    assert Membership.objects.count() == 1


def test_members_show_who_is_online_and_when_others_were_last_seen(alice, bob, charlie):
    circle_id = circle_with(alice, bob, charlie)
    note_seen(User.objects.get(public_id=bob.id).pk, now=timezone.now() - timedelta(hours=3))
    note_seen(User.objects.get(public_id=charlie.id).pk, now=timezone.now() - timedelta(days=40))
    from django.core.cache import cache

    cache.delete(f"seen:{User.objects.get(public_id=charlie.id).pk}")  # forgotten after a while
    by_name = {each["name"]: each for each in members(alice, circle_id)["results"]}
    assert by_name["Alice"]["online"] is True  # she is reading the page
    assert by_name["Bob"]["online"] is False and by_name["Bob"]["last_seen"] is not None
    assert by_name["Charlie"] == {
        "id": charlie.id,
        "name": "Charlie",
        "role": "member",
        "online": False,
        "last_seen": None,
    }


def test_the_members_list_is_paginated_with_the_owner_first(alice):
    circle_id = make_circle(alice)["id"]
    code = invite(alice, circle_id)
    for number in range(25):
        assert join(make_player(f"Cousin {number}"), code).status_code == 200
    first = members(alice, circle_id)
    assert first["count"] == 26 and len(first["results"]) == 20 and first["next"]
    assert first["results"][0]["role"] == "owner"
    assert len(alice.get(f"/api/circles/{circle_id}/members?page=2").json()["results"]) == 6
    assert error_code(alice.get(f"/api/circles/{circle_id}/members?page=0")) == "bad_page"
    assert Circle.objects.count() == 1


def test_an_owner_banned_from_the_site_cannot_lift_a_circle_ban(alice, bob):
    circle_id = circle_with(alice, bob)
    assert alice.post(f"/api/circles/{circle_id}/bans", {"player": bob.id, "reason": "rude"}).status_code == 201
    User.objects.filter(public_id=alice.id).update(is_banned=True)
    response = alice.client.delete(f"/api/circles/{circle_id}/bans/{bob.id}")
    assert (response.status_code, error_code(response)) == (403, "banned")
    assert CircleBan.objects.count() == 1
