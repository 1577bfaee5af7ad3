"""A duplicate event played out at each game: tables dealt the same decks, each deal recorded, revealed and scored."""

from __future__ import annotations

import pytest

from games import events
from games.engine import GAMES
from games.models import EventType, Room
from tests.conftest import make_player
from tests.tournaments.duplicate_helpers import duplicate_event, match_of, play_deals, table_match, user_of
from tournaments.models import DealResult, Stage, Table, TableSeat, Tournament
from tournaments.services.duplicate import body_part, close
from tournaments.services.duplicate_listener import on_deal_ended
from tournaments.services.listener import sweep

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.any_database,  # whole duplicate events played out: the same statements, many times over
]

REAL_GAMES = ("doublehand", "allfours", "texas42", "ganjifa")


@pytest.mark.parametrize("game", REAL_GAMES)
def test_every_table_plays_the_events_decks_and_the_event_ends_with_its_scores(
    game, alice, bob, charlie, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        event = duplicate_event(alice, alice, bob, charlie, game=game, deals=2)
    tables = list(Table.objects.filter(round__tournament=event).order_by("number"))
    assert len(tables) == 3
    for table in tables:
        room = Room.objects.get(tournament_table=table)
        assert room.allow_spectators is False
        assert room.circle_link.circle_id == event.circle_id
        seats = list(room.seats.order_by("index"))
        # The entrant sits side 0 (alone: its first seat); computer players sit everywhere else.
        people = [seat.index for seat in seats if seat.user_id is not None]
        assert people == [GAMES[game].teams[0][0]]
        assert all(seat.bot_level for seat in seats if seat.user_id is None)
        assert TableSeat.objects.get(table=table).side == 0
    for number in (1, 2, 3):
        with django_capture_on_commit_callbacks(execute=True):
            match = play_deals(table_match(event, number))
        dealt = [event.payload for event in match.events.filter(type=EventType.DEAL).order_by("seq")]
        # The event's decks, in order, and no more; a deal thrown in and dealt again by its dealer took a spare.
        assert [deal["deck"] for deal in dealt if not deal["spare"]] == event.decks
        assert [deal["deck_number"] for deal in dealt if not deal["spare"]] == [0, 1]
        assert match.first_dealer == 0
        assert match.status == "finished"
    event.refresh_from_db()
    assert event.stage == Stage.FINISHED
    assert event.revealed_deals == 2
    results = DealResult.objects.filter(table__round__tournament=event)
    assert results.count() == 6
    part = body_part(event, user_of(alice))
    assert part is not None
    assert part["deals"] == 2 and part["revealed_deals"] == 2 and part["deals_played"] == 2
    totals = sorted(line["total"] for line in part["deal_scores"])
    # Match points: each deal's three shares add up to 1.5 (every pair of tables splits a point).
    assert sum(float(total) for total in totals) == pytest.approx(3.0)
    for place in TableSeat.objects.filter(table__round__tournament=event):
        assert place.points is not None and place.score is not None
    # Every table had the same dealer at each deck: the first dealer deals deck 0, the next deck 1.
    assert {(result.number, result.dealer) for result in results} == {(0, 0), (1, 1)}


def test_entrants_fill_every_place_and_are_compared_side_by_side(django_capture_on_commit_callbacks):
    players = [make_player(name) for name in ("Asha", "Bela", "Chandra", "Devi", "Esha", "Farah")]
    with django_capture_on_commit_callbacks(execute=True):
        event = duplicate_event(players[0], *players, game="ganjifa", deals=1, table_fill="entrants")
    tables = list(Table.objects.filter(round__tournament=event).order_by("number"))
    assert len(tables) == 2  # three seats a table at Ganjifa
    for table in tables:
        assert sorted(place.side for place in table.places.all()) == [0, 1, 2]
        with django_capture_on_commit_callbacks(execute=True):
            play_deals(match_of(table))
    event.refresh_from_db()
    assert event.stage == Stage.FINISHED
    part = body_part(event, user_of(players[0]))
    assert part is not None
    # Each seat is compared with the one other table's same seat: the two shares of a pair add up to 1.
    by_entry = {line["entry"]: float(line["total"]) for line in part["deal_scores"]}
    for side in range(3):
        pair = TableSeat.objects.filter(table__round__tournament=event, side=side)
        assert sum(by_entry[place.entry.public_id] for place in pair) == pytest.approx(1.0)


def test_the_deadline_stops_unfinished_tables_and_reveals_every_deal(alice, bob, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        event = duplicate_event(alice, alice, bob, game="texas42", deals=3)
    with django_capture_on_commit_callbacks(execute=True):
        play_deals(table_match(event, 1))
        play_deals(table_match(event, 2), deals=1)
    event.refresh_from_db()
    assert (event.stage, event.revealed_deals) == (Stage.RUNNING, 1)
    with django_capture_on_commit_callbacks(execute=True):
        close(event)
    event.refresh_from_db()
    assert (event.stage, event.revealed_deals) == (Stage.FINISHED, 3)
    stopped = table_match(event, 2)
    assert stopped.status == "finished" and not stopped.aborted
    end = stopped.events.get(type=EventType.MATCH_END).payload
    assert len(end["scores"]) == 2
    assert Table.objects.get(round__tournament=event, number=2).outcome == "score"
    assert Tournament.objects.get(pk=event.pk).finished_at is not None


def test_players_alone_at_a_partnership_game_fill_single_seats_and_share_their_sides_result(
    django_capture_on_commit_callbacks,
):
    players = [make_player(name) for name in ("Asha", "Bela", "Chandra", "Devi", "Esha")]
    with django_capture_on_commit_callbacks(execute=True):
        event = duplicate_event(players[0], *players, game="texas42", deals=1, table_fill="entrants")
    first, second = Table.objects.filter(round__tournament=event).order_by("number")
    # Four players alone at the first table, partners by seat; the fifth alone with three computer players.
    assert sorted((place.side, place.entry.seed) for place in first.places.all()) == [(0, 1), (0, 3), (1, 2), (1, 4)]
    assert [(place.side, place.entry.seed) for place in second.places.all()] == [(0, 5)]
    for table in (first, second):
        with django_capture_on_commit_callbacks(execute=True):
            play_deals(match_of(table))
    event.refresh_from_db()
    part = body_part(event, user_of(players[0]))
    assert part is not None
    by_seed = {line["entry"]: line["total"] for line in part["deal_scores"]}
    seeds = {place.entry.public_id: place.entry.seed for table in (first, second) for place in table.places.all()}
    total = {seeds[entry]: total for entry, total in by_seed.items()}
    assert total[1] == total[3] and total[2] == total[4]  # partners share their side's result
    assert float(total[1]) + float(total[5]) == pytest.approx(1.0)  # side 0 of the two tables, compared


def test_deals_whose_end_was_not_heard_are_recorded_by_the_sweep(alice, bob, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        event = duplicate_event(alice, alice, bob, game="texas42", deals=2)
    events.unsubscribe(events.DealEnded, on_deal_ended)
    try:
        with django_capture_on_commit_callbacks(execute=True):
            play_deals(table_match(event, 1))
            play_deals(table_match(event, 2))
    finally:
        events.subscribe(events.DealEnded, on_deal_ended)
    assert not DealResult.objects.filter(table__round__tournament=event).exists()
    event.refresh_from_db()
    assert (event.stage, event.revealed_deals) == (Stage.RUNNING, 0)
    with django_capture_on_commit_callbacks(execute=True):
        done = sweep()
    assert done["recovered"] == 2
    event.refresh_from_db()
    assert (event.stage, event.revealed_deals) == (Stage.FINISHED, 2)
    assert DealResult.objects.filter(table__round__tournament=event).count() == 4
    assert all(table.outcome == "played" for table in Table.objects.filter(round__tournament=event))
