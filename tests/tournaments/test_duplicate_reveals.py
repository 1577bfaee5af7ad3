"""Until every table has finished a deal, nobody sees its cards: not a player whose table is done, nor anyone else."""

from __future__ import annotations

import json
from typing import Any

import pytest

from accounts.models import User
from games.engine import GAMES
from games.engine.replay import steps
from games.models import Match
from games.services.tables import deal_events
from tests.conftest import Player
from tests.kits import HIDDEN
from tests.sharing.helpers import share, shared
from tests.tournaments.duplicate_helpers import duplicate_event, play_deals, table_match

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.any_database,  # who may see a deal's cards: decided in Python from the tables' results
]


@pytest.fixture
def half_played(alice, bob, django_capture_on_commit_callbacks):
    """Alice's table has played both deals; Bob's is in the middle of its first."""
    with django_capture_on_commit_callbacks(execute=True):
        event = duplicate_event(alice, alice, bob, game="doublehand", deals=2)
    with django_capture_on_commit_callbacks(execute=True):
        play_deals(table_match(event, 1))
    return event


def test_a_player_whose_table_is_done_cannot_replay_a_deal_another_table_is_playing(
    half_played, alice, bob, django_capture_on_commit_callbacks
):
    mine = table_match(half_played, 1)
    assert mine.status == "finished"
    replay = alice.get(f"/api/matches/{mine.public_id}/replay?deal=0")
    assert (replay.status_code, replay.json()["code"]) == (409, "deal_not_revealed")
    record = alice.get(f"/api/matches/{mine.public_id}/record")
    assert (record.status_code, record.json()["code"]) == (409, "deal_not_revealed")
    compared = alice.get(f"/api/tournaments/{half_played.public_id}/deals/0")
    assert (compared.status_code, compared.json()["code"]) == (409, "deal_not_revealed")
    link = share(alice, mine.public_id)
    through_link = shared(link["token"], 0)
    assert (through_link.status_code, through_link.json()["code"]) == (409, "deal_not_revealed")

    # Bob's table finishes the first deal: it is shown to all, the second still is not.
    with django_capture_on_commit_callbacks(execute=True):
        play_deals(table_match(half_played, 2), deals=1)
    assert alice.get(f"/api/matches/{mine.public_id}/replay?deal=0").status_code == 200
    assert alice.get(f"/api/matches/{mine.public_id}/replay?deal=1").json()["code"] == "deal_not_revealed"
    assert alice.get(f"/api/matches/{mine.public_id}/record").json()["code"] == "deal_not_revealed"
    compared = alice.get(f"/api/tournaments/{half_played.public_id}/deals/0")
    assert compared.status_code == 200, compared.content
    body = compared.json()
    assert body["deck"] == half_played.decks[0]
    assert [table["match"] for table in body["tables"]] == [mine.public_id, table_match(half_played, 2).public_id]
    assert all(len(table["points"]) == 2 and table["places"][0]["score"] for table in body["tables"])
    # The comparison links to each table's match: Bob may open Alice's replay of that deal now.
    assert bob.get(f"/api/matches/{mine.public_id}/replay?deal=0").status_code == 404  # not his table's room
    unknown = alice.get(f"/api/tournaments/{half_played.public_id}/deals/2")
    assert (unknown.status_code, unknown.json()["code"]) == (404, "unknown_deal")


def test_someone_outside_the_circle_is_told_the_event_does_not_exist(half_played, charlie):
    answer = charlie.get(f"/api/tournaments/{half_played.public_id}/deals/0")
    assert (answer.status_code, answer.json()["code"]) == (404, "unknown_tournament")


def test_a_duplicate_table_gives_no_hints_though_its_other_seats_are_computers(half_played, bob):
    running = table_match(half_played, 2)
    body = bob.get(f"/api/matches/{running.public_id}").json()
    assert body["hints"] is False
    answer = bob.get(f"/api/matches/{running.public_id}/hint")
    assert (answer.status_code, answer.json()["code"]) == (403, "hints_not_allowed")


def never_seen(match: Match, seat: int | None, deal: int | None = None) -> set[str]:
    """Pieces a seat never sees: hidden from it at every step of deal `deal`, or of every deal of the match."""
    game = GAMES[match.game]
    start = game.new_match(match.options, match.first_dealer)
    unseen: set[str] | None = None
    for step in steps(game, start, deal_events(match, since=0)):
        if deal is None or step.deal == deal:
            hidden = HIDDEN[match.game](step.state, seat)
            unseen = hidden if unseen is None else unseen & hidden
    return unseen or set()


def bodies_of(player: Player, match: Match, tournament_id: str) -> list[tuple[int | None, Any]]:
    """Every body the player can fetch about a match and its event (whatever the status), each with its deal if one."""
    paths: list[tuple[int | None, str]] = [
        (None, f"/api/matches/{match.public_id}"),
        (None, f"/api/matches/{match.public_id}/events?after=0"),
        (None, f"/api/matches/{match.public_id}/deals"),
        (None, f"/api/matches/{match.public_id}/record"),
    ]
    paths += [(deal, f"/api/tournaments/{tournament_id}/deals/{deal}") for deal in range(2)]
    paths += [(deal, f"/api/matches/{match.public_id}/replay?deal={deal}") for deal in range(2)]
    paths += [(deal - 1, f"/api/matches/{match.public_id}/deals/{deal}/review") for deal in range(1, 3)]
    answers = [(deal, player.get(path).json()) for deal, path in paths]
    link = player.post(f"/api/matches/{match.public_id}/share")
    if link.status_code == 201:
        answers += [(deal, shared(link.json()["token"], deal).json()) for deal in range(2)]
    return answers


@pytest.mark.parametrize("game", ["doublehand", "allfours", "texas42", "ganjifa"])
def test_no_body_shows_a_piece_hidden_from_its_reader_before_the_deal_is_revealed(
    game, alice, bob, charlie, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        event = duplicate_event(alice, alice, bob, game=game, deals=2)
    with django_capture_on_commit_callbacks(execute=True):
        play_deals(table_match(event, 1))
        play_deals(table_match(event, 2), deals=0)
    event.refresh_from_db()
    assert event.revealed_deals == 0
    done, running = table_match(event, 1), table_match(event, 2)
    owner_seat = GAMES[game].teams[0][0]
    readers = [
        (alice, done, owner_seat),  # her own table, finished
        (bob, running, owner_seat),  # his own table, in play
        (alice, running, None),  # another table of the event: she made no room there, so sees nothing
        (bob, done, None),
    ]
    for reader, match, seat in readers:
        for deal, body in bodies_of(reader, match, event.public_id):
            text = json.dumps(body)
            leaked = sorted(piece for piece in never_seen(match, seat, deal) if f'"{piece}"' in text)
            assert leaked == [], (reader.name, match.public_id, deal, leaked)


def test_a_hidden_deals_end_shows_only_what_the_table_saw_until_it_is_revealed(
    half_played, alice, django_capture_on_commit_callbacks
):
    mine = table_match(half_played, 1)
    sheet = alice.get(f"/api/matches/{mine.public_id}/deals").json()
    assert [set(deal["summary"]) for deal in sheet] == [{"dealer", "void", "tricks", "score_delta"}] * 2
    with django_capture_on_commit_callbacks(execute=True):
        play_deals(table_match(half_played, 2), deals=1)
    sheet = alice.get(f"/api/matches/{mine.public_id}/deals").json()
    assert {"bid", "trump", "hands_won"} <= set(sheet[0]["summary"])  # revealed: the whole summary
    assert "bid" not in sheet[1]["summary"]


def test_staff_who_may_watch_any_table_are_kept_out_while_its_deals_are_hidden(half_played, charlie):
    User.objects.filter(public_id=charlie.id).update(is_staff=True)
    running = table_match(half_played, 2)
    answer = charlie.get(f"/api/matches/{running.public_id}")
    assert (answer.status_code, answer.json()["code"]) == (409, "deal_not_revealed")


def test_a_running_duplicate_events_body_withholds_each_tables_score_and_the_standings(
    alice, bob, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        event = duplicate_event(alice, alice, bob, deals=2)
    with django_capture_on_commit_callbacks(execute=True):
        play_deals(table_match(event, 1))
        play_deals(table_match(event, 2), deals=1)
    running = bob.get(f"/api/tournaments/{event.public_id}").json()
    assert running["stage"] == "running" and running["duplicate"]["revealed_deals"] == 1
    # Alice's table is over: its score over both decks would give away the second deal there.
    places = [place for table in running["round_tables"][0]["tables"] for place in table["places"]]
    assert places and all(place["score"] is None and place["points"] is None for place in places)
    assert running["standings"] == []
    with django_capture_on_commit_callbacks(execute=True):
        play_deals(table_match(event, 2))
    finished = bob.get(f"/api/tournaments/{event.public_id}").json()
    assert finished["stage"] == "finished" and len(finished["standings"]) == 2
    tables = finished["round_tables"][0]["tables"]
    assert all(place["score"] is not None for table in tables for place in table["places"])
