"""Play's domain events: heard after the move commits, never for one rolled back, and by the right listeners."""

from __future__ import annotations

import pytest
from django.db import transaction

from community.services import push
from games import events
from games.models import Match
from games.services import live
from games.services.matches import run_computer_turns
from tests.api.helpers import act, started_match, state

pytestmark = pytest.mark.django_db(transaction=True)  # real commits and rollbacks, not the test's one transaction


class Rollback(Exception):
    """Thrown to undo a transaction."""


def undone(work):
    """Do `work` in a transaction, then undo it (as a request that fails after it would)."""
    with transaction.atomic():
        work()
        raise Rollback


@pytest.fixture
def heard():
    """Every event of play, as a listener hears it."""
    seen: list[events.Event] = []
    kinds = (
        events.MatchMoved,
        events.TurnBegan,
        events.TurnRunningOut,
        events.PlayerWentAway,
        events.DealEnded,
        events.MatchEnded,
        events.SeatTaken,
    )
    for kind in kinds:
        events.subscribe(kind, seen.append)
    yield seen
    for kind in kinds:
        events.unsubscribe(kind, seen.append)


def test_a_listener_hears_an_event_once_its_transaction_commits(heard):
    moved = events.MatchMoved("m", 7)
    with transaction.atomic():
        events.publish(moved)
        assert heard == []  # not yet: the move might still be undone
    assert heard == [moved]


def test_a_listener_never_hears_an_event_whose_transaction_rolled_back(heard):
    with pytest.raises(Rollback):
        undone(lambda: events.publish(events.MatchMoved("m", 7)))
    assert heard == []


def test_outside_a_transaction_a_listener_hears_at_once(heard):
    events.publish(events.MatchMoved("m", 8))
    assert heard == [events.MatchMoved("m", 8)]


def test_a_listener_subscribed_twice_hears_once(heard):
    events.subscribe(events.MatchMoved, heard.append)
    events.publish(events.MatchMoved("m", 9))
    assert heard == [events.MatchMoved("m", 9)]


def test_a_move_is_heard_when_it_commits_and_not_when_it_is_undone(alice, heard):
    match_id = started_match(alice)
    run_computer_turns(match_id)
    body = state(alice, match_id)
    heard.clear()

    # Alice's move, made in a transaction that is then undone.
    match = Match.objects.get(public_id=match_id)
    moves = []
    with pytest.raises(Rollback):
        undone(lambda: moves.append(act(alice, match_id, body["legal"][0], body["seq"]).status_code))
    assert moves == [201]
    assert heard == []
    assert Match.objects.get(public_id=match_id).seq == match.seq

    assert act(alice, match_id, body["legal"][0], body["seq"]).status_code == 201
    # Heard with the seq the move left: one past the action's, or more when the action also ended the deal (four
    # passes, say) and the next was dealt.
    assert events.MatchMoved(match_id, Match.objects.get(public_id=match_id).seq) in heard
    assert all(event.seq > body["seq"] for event in heard if isinstance(event, events.MatchMoved))


def test_a_started_match_tells_whose_turn_it_is(alice, bob, heard):
    match_id = started_match(alice, bob)
    run_computer_turns(match_id)
    match = Match.objects.select_related("room").get(public_id=match_id)
    turns = [event for event in heard if isinstance(event, events.TurnBegan)]
    assert turns[-1].match == match_id
    assert turns[-1].seat == match.to_act
    assert turns[-1].started_at == match.turn_started_at
    assert turns[-1].user_id == (alice.pk if match.to_act == 0 else bob.pk)
    joined = [event for event in heard if isinstance(event, events.SeatTaken)]
    assert [(event.user_id, event.people) for event in joined] == [(bob.pk, frozenset({alice.pk, bob.pk}))]


def test_push_and_the_live_stream_listen_to_play():
    assert push.on_turn_began in events.listeners(events.TurnBegan)
    assert push.on_turn_running_out in events.listeners(events.TurnRunningOut)
    assert push.on_player_went_away in events.listeners(events.PlayerWentAway)
    assert push.on_match_ended in events.listeners(events.MatchEnded)
    assert push.on_seat_taken in events.listeners(events.SeatTaken)
    assert live.on_match_moved in events.listeners(events.MatchMoved)
