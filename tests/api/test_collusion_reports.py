"""Reports of collusion between partners: always about a match, and of a player who sat in it."""

from __future__ import annotations

import pytest

from community.models import Report
from tests.api.helpers import started_match

pytestmark = pytest.mark.django_db


def test_collusion_is_reported_about_a_match_the_player_sat_in(alice, bob):
    match_id = started_match(alice, bob)
    response = alice.post("/api/reports", {"reported": bob.id, "reason": "collusion", "match": match_id})
    assert response.status_code == 201, response.content
    kept = Report.objects.get(public_id=response.json()["id"])
    assert (kept.reason, kept.match.public_id) == ("collusion", match_id)
    assert kept.get_reason_display() == "Collusion between partners"


def test_collusion_without_a_match_is_refused(alice, bob):
    started_match(alice, bob)
    response = alice.post("/api/reports", {"reported": bob.id, "reason": "collusion"})
    assert (response.status_code, response.json()["code"]) == (400, "match_required")
    assert not Report.objects.exists()


def test_collusion_of_someone_who_did_not_sit_in_the_match_is_refused(alice, bob, charlie):
    match_id = started_match(alice, bob)
    started_match(alice, charlie)  # Alice met Charlie elsewhere
    response = alice.post("/api/reports", {"reported": charlie.id, "reason": "collusion", "match": match_id})
    assert (response.status_code, response.json()["code"]) == (400, "not_in_match")
    # Other reasons need no match.
    assert alice.post("/api/reports", {"reported": charlie.id, "reason": "cheating"}).status_code == 201
