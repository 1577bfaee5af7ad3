"""Circles themselves: made, read, listed, changed by their owner, handed over."""

from __future__ import annotations

import pytest

from circles.models import Circle, Membership
from tests.circles.helpers import circle_with, error_code, make_circle

pytestmark = pytest.mark.django_db


def test_a_player_makes_a_circle_and_owns_it(alice):
    body = make_circle(alice, "Port of Spain All Fours club", member_limit=12)
    assert body["name"] == "Port of Spain All Fours club"
    assert body["owner"] == {"id": alice.id, "name": "Alice"}
    assert body["member_limit"] == 12
    assert body["rate_computer_matches"] is False
    assert body["members"] == 1
    assert body["role"] == "owner"
    assert alice.get(f"/api/circles/{body['id']}").json() == body


def test_my_circles_are_listed_with_their_counts(alice, bob):
    first = circle_with(alice, bob, name="Sharma family")
    make_circle(bob, "Bob's club")
    page = bob.get("/api/circles").json()
    assert page["count"] == 2
    assert [(each["name"], each["role"], each["members"], each["live_matches"]) for each in page["results"]] == [
        ("Bob's club", "owner", 1, 0),
        ("Sharma family", "member", 2, 0),
    ]
    assert page["results"][1]["id"] == first
    assert alice.get("/api/circles?page_size=1").json()["count"] == 1
    assert error_code(alice.get("/api/circles?page_size=101")) == "bad_page_size"


def test_a_circle_is_not_found_by_anyone_outside_it(alice, bob):
    circle_id = make_circle(alice)["id"]
    for path in ("", "/members", "/matches", "/bans", "/invitations"):
        response = bob.get(f"/api/circles/{circle_id}{path}")
        assert response.status_code == 404, path
        assert error_code(response) == "circle_not_found"
    assert error_code(alice.get("/api/circles/no-such-circle")) == "circle_not_found"
    assert error_code(alice.get("/api/circles/%20bad%20")) == "circle_not_found"


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"name": "   "}, "bad_circle_name"),
        ({"name": "x" * 61}, "bad_circle_name"),
        ({"name": "ok\u0007"}, "bad_circle_name"),
        ({"name": "ok", "member_limit": 1}, "invalid"),
        ({"name": "ok", "member_limit": "5"}, "invalid"),
        ({"name": "ok", "colour": "red"}, "unknown_fields"),
    ],
)
def test_a_bad_circle_is_refused_and_nothing_is_made(alice, body, code):
    response = alice.post("/api/circles", body)
    assert response.status_code == 400
    assert error_code(response) == code
    assert not Circle.objects.exists()


def test_the_owner_changes_the_circle_and_members_may_not(alice, bob):
    circle_id = circle_with(alice, bob)
    response = alice.client.patch(
        f"/api/circles/{circle_id}", {"name": "Sharmas", "member_limit": None, "rate_computer_matches": True}, "json"
    )
    assert response.status_code == 200, response.content
    assert (response.json()["name"], response.json()["member_limit"], response.json()["rate_computer_matches"]) == (
        "Sharmas",
        None,
        True,
    )
    refused = bob.client.patch(f"/api/circles/{circle_id}", {"name": "Mine now"}, "json")
    assert refused.status_code == 403
    assert error_code(refused) == "not_circle_owner"
    assert Circle.objects.get(public_id=circle_id).name == "Sharmas"


def test_the_owner_hands_the_circle_to_a_member_and_stays_on(alice, bob, charlie):
    circle_id = circle_with(alice, bob)
    assert error_code(alice.post(f"/api/circles/{circle_id}/owner", {"player": charlie.id})) == "not_a_member"
    assert error_code(bob.post(f"/api/circles/{circle_id}/owner", {"player": bob.id})) == "not_circle_owner"
    response = alice.post(f"/api/circles/{circle_id}/owner", {"player": bob.id})
    assert response.status_code == 200, response.content
    assert response.json()["owner"]["id"] == bob.id
    assert response.json()["role"] == "member"
    assert bob.get(f"/api/circles/{circle_id}").json()["role"] == "owner"
    roles = dict(Membership.objects.filter(circle__public_id=circle_id).values_list("user__display_name", "role"))
    assert roles == {"Alice": "member", "Bob": "owner"}
    # Now Alice may leave, and Bob may not.
    assert alice.post(f"/api/circles/{circle_id}/leave").status_code == 204
    assert error_code(bob.post(f"/api/circles/{circle_id}/leave")) == "owner_cannot_leave"


def test_a_site_banned_player_cannot_make_a_circle(alice):
    from accounts.models import User

    User.objects.filter(public_id=alice.id).update(is_banned=True)
    response = alice.post("/api/circles", {"name": "Banned club"})
    assert response.status_code == 403
    assert error_code(response) == "banned"
    assert not Circle.objects.exists()
