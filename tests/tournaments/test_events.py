"""Whole events with computer players in every seat: round robin, Swiss and elimination, withdrawals and deadlines."""

from __future__ import annotations

from collections import Counter
from datetime import timedelta
from decimal import Decimal
from itertools import combinations

import pytest
import time_machine
from django.utils import timezone

from games.models import EventType, Match, Seat
from games.services import turns
from games.services.matches import play_computer_turn
from tests.conftest import make_player
from tests.tournaments.helpers import circle_of, new_event, play_round, read, running_matches, start, tables_of
from tournaments.models import Outcome, Round, TableSeat, Tournament
from tournaments.services import listener

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.any_database,  # whole events played by computers (their locks: test_concurrency.py)
]


def players(count):
    return [make_player(f"Player {number}") for number in range(count)]


def check_standings_match_tables(body):
    """Each line's points are the sum of its entrant's points at decided tables."""
    points: dict[str, Decimal] = {}
    for round_ in body["round_tables"]:
        for table in round_["tables"]:
            for place in table["places"]:
                if place["points"] is not None:
                    points[place["entry"]] = points.get(place["entry"], Decimal(0)) + Decimal(place["points"])
    for line in body["standings"]:
        assert Decimal(line["points"]) == points.get(line["entry"], Decimal(0))


def test_a_round_robin_of_five_partnerships_at_all_fours_plays_to_the_end(django_capture_on_commit_callbacks):
    people = players(10)
    owner = people[0]
    circle_id = circle_of(owner, *people[1:])
    event = new_event(owner, circle_id, "allfours", partnerships=True)
    for first, second in zip(people[0::2], people[1::2], strict=True):
        response = first.post(f"/api/tournaments/{event['id']}/entries", {"partner": second.id})
        assert response.status_code == 201, response.content
    started = start(owner, event["id"], django_capture_on_commit_callbacks)
    assert started["rounds"] == 5
    for number in range(1, 6):
        tables = tables_of(event["id"], number)
        assert sum(table.outcome == Outcome.BYE for table in tables) == 1
        play_round(event["id"], django_capture_on_commit_callbacks)
    body = read(owner, event["id"])
    assert body["stage"] == "finished"
    assert body["tie_breaks"] == ["sonneborn_berger", "score"]
    met: Counter[frozenset[str]] = Counter()
    for round_ in body["round_tables"]:
        for table in round_["tables"]:
            if len(table["places"]) == 2:
                met[frozenset(place["entry"] for place in table["places"])] += 1
    assert set(met) == {frozenset(pair) for pair in combinations([entry["id"] for entry in body["entries"]], 2)}
    assert set(met.values()) == {1}
    check_standings_match_tables(body)
    # Each match is a circle match with the partners opposite each other.
    table = tables_of(event["id"], 1)[0]
    seats = {seat.index: seat.user_id for seat in Seat.objects.filter(room=table.room_id)}
    assert table.room is not None and table.room.circle_link.circle.public_id == circle_id
    entry = next(place.entry for place in table.places.all() if place.side == 0)
    assert (seats[0], seats[2]) == (entry.user_id, entry.partner_id)


def test_a_swiss_event_at_ganjifa_with_a_withdrawal_and_a_deadline_forfeit(django_capture_on_commit_callbacks):
    people = players(7)
    owner = people[0]
    circle_id = circle_of(owner, *people[1:])
    event = new_event(owner, circle_id, "ganjifa", format="swiss", rounds=4, forfeit_timeouts=2, round_hours=48)
    for person in people:
        assert person.post(f"/api/tournaments/{event['id']}/entries").status_code == 201
    start(owner, event["id"], django_capture_on_commit_callbacks)
    # Seven at tables of three: two tables and a short one of... seven is 3 + 3 + 1: a bye.
    first = tables_of(event["id"], 1)
    assert sorted(len(table.places.all()) for table in first) == [1, 3, 3]
    play_round(event["id"], django_capture_on_commit_callbacks)
    assert Tournament.objects.get(public_id=event["id"]).current_round == 2
    # A player whose match is over withdraws between rounds; one still playing may not.
    playing = running_matches(event["id"])
    busy = Seat.objects.filter(room__matches__public_id=playing[0], user__isnull=False).first()
    assert busy is not None
    busy_player = next(person for person in people if person.pk == busy.user_id)
    refused = busy_player.post(f"/api/tournaments/{event['id']}/withdraw")
    assert refused.status_code == 409 and refused.json()["code"] == "match_in_progress"
    # Round 2: one table plays out, the other waits for the deadline with a player who timed out.
    assert play_round(event["id"], django_capture_on_commit_callbacks, skip=1) == 1
    late = running_matches(event["id"])
    assert len(late) == 1
    timed_out = Seat.objects.filter(room__matches__public_id=late[0], user__isnull=False).order_by("index").first()
    assert timed_out is not None
    let_turns_go(late[0], timed_out, more_than=2)
    deadline = Round.objects.get(tournament__public_id=event["id"], number=2).deadline
    with (
        time_machine.travel(deadline - timedelta(hours=6), tick=False),
        django_capture_on_commit_callbacks(execute=True),
    ):
        assert listener.sweep()["reminded"] >= 1
    with (
        time_machine.travel(deadline + timedelta(minutes=1), tick=False),
        django_capture_on_commit_callbacks(execute=True),
    ):
        assert listener.sweep()["overdue"] == 1
    match = Match.objects.get(public_id=late[0])
    assert match.aborted and match.events.filter(type=EventType.MATCH_ABORTED).exists()
    forfeited = TableSeat.objects.get(table__room=match.room_id, entry__user=timed_out.user)
    assert forfeited.forfeited and forfeited.points == 0 and forfeited.table.outcome == Outcome.FORFEIT
    assert Tournament.objects.get(public_id=event["id"]).current_round == 3
    # The entrant who sits round 3 out withdraws (their table is decided); round 4 pairs the six left, no bye.
    bye = TableSeat.objects.get(
        table__round__tournament__public_id=event["id"], table__round__number=3, table__outcome=Outcome.BYE
    )
    leaver = next(person for person in people if person.pk == bye.entry.user_id)
    assert leaver.post(f"/api/tournaments/{event['id']}/withdraw").status_code == 200
    again = leaver.post(f"/api/tournaments/{event['id']}/withdraw")
    assert again.status_code == 409 and again.json()["code"] == "not_entered"
    play_round(event["id"], django_capture_on_commit_callbacks)
    fourth = tables_of(event["id"], 4)
    assert sorted(len(table.places.all()) for table in fourth) == [3, 3]
    assert bye.entry_id not in {place.entry_id for table in fourth for place in table.places.all()}
    play_round(event["id"], django_capture_on_commit_callbacks)
    body = read(owner, event["id"])
    assert body["stage"] == "finished"
    assert body["tie_breaks"] == ["buchholz", "score"]
    check_standings_match_tables(body)
    byes = [
        place["entry"]
        for round_ in body["round_tables"]
        for table in round_["tables"]
        if table["outcome"] == "bye"
        for place in table["places"]
    ]
    assert len(byes) == len(set(byes))


def test_a_single_elimination_of_six_players_alone_at_all_fours(django_capture_on_commit_callbacks):
    people = players(6)
    owner = people[0]
    circle_id = circle_of(owner, *people[1:])
    event = new_event(owner, circle_id, "allfours", format="elimination")
    for person in people:
        assert owner.post(f"/api/tournaments/{event['id']}/entries", {"player": person.id}).status_code == 201
    start(owner, event["id"], django_capture_on_commit_callbacks)
    body = read(owner, event["id"])
    assert body["rounds"] == 2 and body["table_size"] == 4
    # Six in a bracket of sixteen places: seeds 1 and 2 have byes, 3 v 6 and 4 v 5 play (computers in the other
    # two seats), and the four who go through meet at the final table.
    first = tables_of(event["id"], 1)
    assert [sorted(place.entry.seed for place in table.places.all()) for table in first] == [[1], [2], [3, 6], [4, 5]]
    play_round(event["id"], django_capture_on_commit_callbacks)
    final = tables_of(event["id"], 2)
    assert len(final) == 1 and len(final[0].places.all()) == 4
    play_round(event["id"], django_capture_on_commit_callbacks)
    body = read(owner, event["id"])
    assert body["stage"] == "finished"
    assert [line["eliminated"] for line in body["standings"]] == [False] + [True] * 5
    assert body["standings"][0]["tie_breaks"]["round_reached"] == "2.00"


def test_a_two_entrant_elimination_with_byes_to_the_top_seeds(django_capture_on_commit_callbacks):
    people = players(10)
    owner = people[0]
    circle_id = circle_of(owner, *people[1:])
    event = new_event(owner, circle_id, "texas42", format="elimination", partnerships=True)
    for first, second in zip(people[0::2], people[1::2], strict=True):
        assert first.post(f"/api/tournaments/{event['id']}/entries", {"partner": second.id}).status_code == 201
    start(owner, event["id"], django_capture_on_commit_callbacks)
    first = tables_of(event["id"], 1)
    byes = sorted(next(iter(table.places.all())).entry.seed for table in first if table.outcome == Outcome.BYE)
    assert byes == [1, 2, 3]
    for _ in range(3):
        play_round(event["id"], django_capture_on_commit_callbacks)
    assert Tournament.objects.get(public_id=event["id"]).stage == "finished"


def test_an_event_starts_by_itself_at_its_time_and_one_with_too_few_is_cancelled(django_capture_on_commit_callbacks):
    people = players(4)
    owner = people[0]
    circle_id = circle_of(owner, *people[1:])
    full = new_event(owner, circle_id, "ganjifa", format="swiss", rounds=1)
    empty = new_event(owner, circle_id, "ganjifa", format="swiss", rounds=1)
    for person in people:
        assert person.post(f"/api/tournaments/{full['id']}/entries").status_code == 201
    with time_machine.travel(timezone.now() + timedelta(days=1, minutes=1), tick=False):
        assert listener.sweep()["started"] == 1
    assert Tournament.objects.get(public_id=full["id"]).stage == "running"
    assert Tournament.objects.get(public_id=empty["id"]).stage == "cancelled"
    # Four at tables of three: a table of three and one of... 4 = 3 + 1: a bye.
    assert sorted(len(table.places.all()) for table in tables_of(full["id"], 1)) == [1, 3]


def test_a_round_robin_opponent_of_a_withdrawn_pair_wins_by_forfeit(django_capture_on_commit_callbacks):
    people = players(8)
    owner = people[0]
    circle_id = circle_of(owner, *people[1:])
    event = new_event(owner, circle_id, "texas42", partnerships=True)
    for first, second in zip(people[0::2], people[1::2], strict=True):
        assert first.post(f"/api/tournaments/{event['id']}/entries", {"partner": second.id}).status_code == 201
    start(owner, event["id"], django_capture_on_commit_callbacks)
    play_round(event["id"], django_capture_on_commit_callbacks, skip=1)
    # A pair whose match of round 1 is over withdraws (its second player asks) while the other table plays on.
    done = next(table for table in tables_of(event["id"], 1) if table.decided_at is not None)
    leaving = next(iter(done.places.all())).entry
    partner = next(person for person in people if person.pk == leaving.partner_id)
    assert partner.post(f"/api/tournaments/{event['id']}/withdraw").status_code == 200
    play_round(event["id"], django_capture_on_commit_callbacks)
    second = tables_of(event["id"], 2)
    forfeits = [table for table in second if table.outcome == Outcome.WITHDRAWAL]
    assert len(forfeits) == 1 and len(second) == 2
    won = next(iter(forfeits[0].places.all()))
    assert won.points == 1 and won.entry_id != leaving.pk
    assert leaving.pk not in {place.entry_id for table in second for place in table.places.all()}
    play_round(event["id"], django_capture_on_commit_callbacks)
    play_round(event["id"], django_capture_on_commit_callbacks)
    body = read(owner, event["id"])
    assert body["stage"] == "finished"
    check_standings_match_tables(body)


def let_turns_go(match_id: str, seat: Seat, more_than: int) -> None:
    """The others play; `seat`'s person lets their turns time out, and away, be played for them, `more_than` + 1 times.

    Timeouts alone stop at two (the person is away after two in a row and the computer plays for them at once),
    so the turns played for them while away count too.
    """
    while Seat.objects.get(pk=seat.pk).missed_turns <= more_than:
        match = Match.objects.get(public_id=match_id)
        assert match.status == "in_progress", "the match ended before the person missed enough turns"
        if match.to_act != seat.index or match.computer_turn:
            # Others act at once (the computer for them, as for people away); so does the computer for `seat`.
            Seat.objects.filter(room_id=match.room_id, user__isnull=False).exclude(pk=seat.pk).update(away=True)
            assert play_computer_turn(match.pk, match.seq) or match.to_act == seat.index
            continue
        assert match.turn_deadline is not None
        with time_machine.travel(match.turn_deadline + timedelta(seconds=1), tick=False):
            assert turns.sweep().timed_out == [match_id]
