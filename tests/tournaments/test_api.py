"""The tournaments API: making, changing, entering and leaving events, and each refusal's code."""

from __future__ import annotations

import pytest

from games.engine import GAMES
from tests.conftest import make_player
from tests.tournaments.helpers import circle_of, new_event, play_out, read, running_matches, start
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db


def code(response):
    return response.json()["code"]


@pytest.fixture
def club(alice, bob, charlie):
    """Alice's circle with Bob and Charlie, and Dave who is in no circle of hers."""
    return circle_of(alice, bob, charlie)


def test_the_owner_makes_an_event_that_members_list_and_read(alice, bob, club):
    event = new_event(alice, club, "ganjifa", format="swiss", rounds=3, max_entrants=8)
    assert event["stage"] == "open" and event["is_owner"] and event["can_enter"]
    assert event["table_size"] == 3 and event["duplicate"] is None
    listed = bob.get(f"/api/circles/{club}/tournaments").json()["tournaments"]
    assert [line["id"] for line in listed] == [event["id"]]
    body = read(bob, event["id"])
    assert not body["is_owner"] and body["my_entry"] is None


def test_only_the_owner_makes_or_changes_an_event(alice, bob, club):
    refused = bob.post(
        f"/api/circles/{club}/tournaments",
        {
            "name": "Mine",
            "game": "ganjifa",
            "turn_seconds": 3600,
            "format": "swiss",
            "rounds": 2,
            "starts_at": "2030-01-01T00:00:00Z",
        },
    )
    assert refused.status_code == 403 and code(refused) == "not_circle_owner"
    event = new_event(alice, club, "ganjifa", format="swiss", rounds=2)
    changed = bob.client.patch(f"/api/tournaments/{event['id']}", {"rounds": 4}, format="json")
    assert changed.status_code == 403 and code(changed) == "not_circle_owner"


def test_bad_settings_are_refused_with_their_codes(alice, club):
    base: dict[str, object] = {
        "name": "Cup",
        "game": "ganjifa",
        "turn_seconds": 3600,
        "starts_at": "2030-01-01T00:00:00Z",
    }
    cases: list[tuple[dict[str, object], str]] = [
        ({"format": "swiss"}, "bad_rounds"),
        ({"format": "round_robin", "partnerships": True}, "bad_format"),
        ({"format": "swiss", "rounds": 2, "name": "   "}, "bad_tournament_name"),
        ({"format": "duplicate"}, "bad_decks"),
        ({"format": "swiss", "rounds": 2, "game": "chess"}, "unknown_game"),
        ({"format": "swiss", "rounds": 2, "options": {"deals": 0}}, "bad_option"),
    ]
    for fields, expected in cases:
        response = alice.post(f"/api/circles/{club}/tournaments", {**base, **fields})
        assert response.status_code == 400 and code(response) == expected, (fields, response.content)


def test_a_duplicate_event_keeps_its_settings(alice, club):
    event = new_event(alice, club, "allfours", format="duplicate", deals=4, table_fill="computers")
    tournament = Tournament.objects.get(public_id=event["id"])
    assert (tournament.rounds, len(tournament.decks), tournament.table_fill) == (4, 4, "computers")
    full = sorted(GAMES["allfours"].full_deck)
    assert all(sorted(deck) == full for deck in tournament.decks)
    body = alice.get(f"/api/tournaments/{event['id']}").content.decode().replace(" ", "")
    assert '"decks"' not in body
    assert not any('","'.join(deck[:4]) in body for deck in tournament.decks)


def test_an_owners_decks_must_be_the_games_and_a_new_game_needs_new_decks(alice, club):
    deck = list(GAMES["allfours"].full_deck)
    base = {"name": "Deal of the week", "game": "allfours", "turn_seconds": 3600, "format": "duplicate"}
    base["starts_at"] = "2030-01-01T00:00:00Z"
    for decks in ([deck[:-1]], [deck[:-1] + deck[:1]], [list(GAMES["texas42"].full_deck)], []):
        response = alice.post(f"/api/circles/{club}/tournaments", {**base, "decks": decks})
        assert (response.status_code, code(response)) == (400, "bad_decks"), decks
    made = alice.post(f"/api/circles/{club}/tournaments", {**base, "decks": [deck, deck[::-1]]})
    assert made.status_code == 201
    tournament = Tournament.objects.get(public_id=made.json()["id"])
    assert tournament.decks == [deck, deck[::-1]] and tournament.rounds == 2
    path = f"/api/tournaments/{made.json()['id']}"
    moved = alice.client.patch(path, {"game": "doublehand"}, format="json")
    assert (moved.status_code, code(moved)) == (400, "bad_decks")
    assert alice.client.patch(path, {"game": "doublehand", "deals": 3}, format="json").status_code == 200
    tournament.refresh_from_db()
    assert len(tournament.decks) == 3 and sorted(tournament.decks[0]) == sorted(GAMES["doublehand"].full_deck)


def test_entering_twice_a_full_or_closed_event_and_partners_are_refused(alice, bob, charlie, club):
    event = new_event(alice, club, "ganjifa", format="swiss", rounds=1, max_entrants=2)
    path = f"/api/tournaments/{event['id']}/entries"
    assert bob.post(path).status_code == 201
    twice = bob.post(path)
    assert twice.status_code == 409 and code(twice) == "already_entered"
    partner = charlie.post(path, {"partner": bob.id})
    assert partner.status_code == 400 and code(partner) == "bad_partner"
    assert charlie.post(path).status_code == 201
    full = alice.post(path)
    assert full.status_code == 409 and code(full) == "tournament_full"
    pairs = new_event(alice, club, "texas42", format="round_robin", partnerships=True)
    needed = bob.post(f"/api/tournaments/{pairs['id']}/entries")
    assert needed.status_code == 400 and code(needed) == "partner_needed"
    dave = make_player("Dave")
    stranger = bob.post(f"/api/tournaments/{pairs['id']}/entries", {"partner": dave.id})
    assert stranger.status_code == 400 and code(stranger) == "bad_partner"
    other = bob.post(f"/api/tournaments/{pairs['id']}/entries", {"player": charlie.id})
    assert other.status_code == 403 and code(other) == "not_circle_owner"
    outsider = dave.get(f"/api/tournaments/{pairs['id']}")
    assert outsider.status_code == 404 and code(outsider) == "unknown_tournament"
    alice.post(f"/api/tournaments/{event['id']}/cancel")
    closed = alice.post(path)
    assert closed.status_code == 409 and code(closed) == "tournament_closed"


def test_after_the_start_the_format_cannot_change_and_late_entries_go_to_swiss_only(
    alice, bob, charlie, club, django_capture_on_commit_callbacks
):
    dave, erin = make_player("Dave"), make_player("Erin")
    club = circle_of(alice, bob, charlie, dave, erin)
    robin = new_event(alice, club, "ganjifa", format="round_robin")
    swiss = new_event(alice, club, "ganjifa", format="swiss", rounds=3)
    few = alice.post(f"/api/tournaments/{robin['id']}/start")
    assert few.status_code == 409 and code(few) == "too_few_entrants"
    for person in (alice, bob, charlie):
        assert person.post(f"/api/tournaments/{robin['id']}/entries").status_code == 201
        assert person.post(f"/api/tournaments/{swiss['id']}/entries").status_code == 201
    start(alice, robin["id"], django_capture_on_commit_callbacks)
    start(alice, swiss["id"], django_capture_on_commit_callbacks)
    changed = alice.client.patch(f"/api/tournaments/{robin['id']}", {"format": "swiss", "rounds": 2}, format="json")
    assert changed.status_code == 409 and code(changed) == "tournament_started"
    again = alice.post(f"/api/tournaments/{robin['id']}/start")
    assert again.status_code == 409 and code(again) == "tournament_started"
    late = dave.post(f"/api/tournaments/{robin['id']}/entries")
    assert late.status_code == 409 and code(late) == "tournament_closed"
    joined = dave.post(f"/api/tournaments/{swiss['id']}/entries")
    assert joined.status_code == 201 and joined.json()["my_entry"]["first_round"] == 2
    mine = bob.get("/api/me/tournaments").json()["tournaments"]
    assert {line["id"] for line in mine} == {robin["id"], swiss["id"]}
    assert all(line["next_match"] is None or line["next_match"]["round"] == 1 for line in mine)
    leave = erin.post(f"/api/tournaments/{swiss['id']}/withdraw")
    assert leave.status_code == 409 and code(leave) == "not_entered"


def test_the_owner_withdraws_an_entrant_before_the_start(alice, bob, club):
    event = new_event(alice, club, "ganjifa", format="swiss", rounds=2)
    entered = bob.post(f"/api/tournaments/{event['id']}/entries").json()["my_entry"]
    response = alice.post(f"/api/tournaments/{event['id']}/withdraw", {"entry": entered["id"]})
    assert response.status_code == 200
    assert response.json()["entries"][0]["withdrawn_in_round"] == 0


def test_the_owner_changes_an_open_event_but_not_its_shape_once_players_entered(alice, bob, club):
    event = new_event(alice, club, "ganjifa", format="swiss", rounds=2)
    path = f"/api/tournaments/{event['id']}"
    changed = alice.client.patch(path, {"rounds": 5, "name": "Spring cup"}, format="json")
    assert changed.status_code == 200 and (changed.json()["rounds"], changed.json()["name"]) == (5, "Spring cup")
    assert bob.post(f"{path}/entries").status_code == 201
    reshaped = alice.client.patch(path, {"game": "texas42", "partnerships": True}, format="json")
    assert reshaped.status_code == 400 and code(reshaped) == "bad_format"


def test_a_duplicate_event_made_entered_and_started_through_the_api_plays_to_its_results(
    alice, bob, django_capture_on_commit_callbacks
):
    club = circle_of(alice, bob)
    event = new_event(alice, club, "texas42", format="duplicate", deals=2, options={})
    assert bob.post(f"/api/tournaments/{event['id']}/entries").status_code == 201
    assert alice.post(f"/api/tournaments/{event['id']}/entries").status_code == 201
    started = start(alice, event["id"], django_capture_on_commit_callbacks)
    assert started["stage"] == "running" and started["duplicate"]["revealed_deals"] == 0
    assert started["next_match"] is not None
    for match_id in running_matches(event["id"]):
        with django_capture_on_commit_callbacks(execute=True):
            play_out(match_id)
    body = read(bob, event["id"])
    assert body["stage"] == "finished"
    assert body["duplicate"]["revealed_deals"] == 2
    scores = body["duplicate"]["deal_scores"]
    assert len(scores) == 2 and all(len(line["per_deal"]) == 2 for line in scores)
    # The standings are the deals' totals (every deal's end heard only after the whole match, as the sweep would).
    totals = {line["entry"]: line["total"] for line in scores}
    assert {line["entry"]: line["points"] for line in body["standings"]} == totals
    assert all(line["played"] == 2 for line in body["standings"])
    assert bob.get(f"/api/tournaments/{event['id']}/deals/1").status_code == 200
