"""Racing and duplicate submissions with real threads on PostgreSQL: one event per turn, no gap, no 500."""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest
from django.db import connection, connections

from games.models import Event, Match
from games.services.matches import run_computer_turns
from tests.api.helpers import act, started_match, state
from tests.conftest import make_player

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="row locks need PostgreSQL"),
]

ROUNDS = 15


def race(*calls: Callable[[], Any]) -> list[Any]:
    """Run the calls at the same moment in threads of their own (each with its own connection)."""
    barrier = threading.Barrier(len(calls))
    results: list[Any] = [None] * len(calls)

    def run(index: int, call: Callable[[], Any]) -> None:
        try:
            barrier.wait()
            results[index] = call()
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(i, call)) for i, call in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def assert_log_has_no_gap(match_id: str) -> None:
    seqs = list(Event.objects.filter(match__public_id=match_id).order_by("seq").values_list("seq", flat=True))
    assert seqs == list(range(1, len(seqs) + 1))
    assert Match.objects.get(public_id=match_id).seq == len(seqs)


def test_two_submissions_for_the_same_turn_exactly_one_wins_every_time():
    alice, bob = make_player("Alice"), make_player("Bob")
    match_id = started_match(alice, bob)
    players = {0: alice, 1: bob}
    for _ in range(ROUNDS):
        run_computer_turns(match_id)
        body = state(alice, match_id)
        if body["status"] == "finished":
            break
        mover = players[body["to_act"]]
        legal = state(mover, match_id)["legal"]
        first, second = legal[0], legal[-1]
        responses = race(
            partial(act, mover, match_id, first, body["seq"]),
            partial(act, mover, match_id, second, body["seq"]),
        )
        statuses = sorted(response.status_code for response in responses)
        assert statuses == [201, 409], [r.content for r in responses]
        loser = next(r for r in responses if r.status_code == 409)
        assert loser.json()["code"] == "stale"
        actions = Event.objects.filter(
            match__public_id=match_id, type="action", seq__gt=body["seq"], by_computer=False
        ).count()
        assert actions == 1
        assert_log_has_no_gap(match_id)


def test_duplicate_submissions_with_one_key_make_one_event_and_get_one_answer():
    alice, bob = make_player("Alice"), make_player("Bob")
    match_id = started_match(alice, bob)
    players = {0: alice, 1: bob}
    for round_number in range(ROUNDS):
        run_computer_turns(match_id)
        body = state(alice, match_id)
        if body["status"] == "finished":
            break
        mover = players[body["to_act"]]
        action = state(mover, match_id)["legal"][0]
        key = f"dup-{round_number}"
        responses = race(*[partial(act, mover, match_id, action, body["seq"], key=key)] * 3)
        assert [r.status_code for r in responses] == [201, 201, 201]
        assert responses[0].json() == responses[1].json() == responses[2].json()
        assert (
            Event.objects.filter(
                match__public_id=match_id, type="action", seq__gt=body["seq"], by_computer=False
            ).count()
            == 1
        )
        assert_log_has_no_gap(match_id)


def test_a_person_and_a_computer_turn_racing_never_break_the_log():
    alice = make_player("Alice")
    match_id = started_match(alice)
    from games.services.matches import play_computer_turn

    for _ in range(ROUNDS):
        match = Match.objects.get(public_id=match_id)
        body = state(alice, match_id)
        if body["status"] == "finished":
            break
        if body["to_act"] == 0:
            race(
                partial(act, alice, match_id, body["legal"][0], body["seq"]),
                partial(play_computer_turn, match.pk, match.seq),
            )
        else:
            race(partial(play_computer_turn, match.pk, match.seq), partial(play_computer_turn, match.pk, match.seq))
        assert_log_has_no_gap(match_id)


def test_the_sweep_skips_a_match_that_someone_holds_locked():
    from datetime import timedelta

    from django.db import transaction

    from games.services.turns import sweep

    alice, bob = make_player("Alice"), make_player("Bob")
    match_id = started_match(alice, bob, turn_seconds=30)
    run_computer_turns(match_id)
    match = Match.objects.get(public_id=match_id)
    assert match.turn_deadline is not None
    later = match.turn_deadline + timedelta(seconds=1)
    locked, release = threading.Event(), threading.Event()

    def hold_lock() -> None:
        try:
            with transaction.atomic():
                Match.objects.select_for_update().get(public_id=match_id)
                locked.set()
                release.wait(10)
        finally:
            connections.close_all()

    holder = threading.Thread(target=hold_lock)
    holder.start()
    locked.wait(10)
    try:
        assert sweep(later).timed_out == []  # skipped at once, not waited for
    finally:
        release.set()
        holder.join()
    assert sweep(later).timed_out == [match_id]


def test_one_key_sent_at_once_for_two_matches_acts_once_and_refuses_the_other():
    alice = make_player("Alice")
    first, second = started_match(alice), started_match(alice)
    for match_id in (first, second):
        run_computer_turns(match_id)
    bodies = [state(alice, first), state(alice, second)]
    responses = race(
        partial(act, alice, first, bodies[0]["legal"][0], bodies[0]["seq"], key="shared"),
        partial(act, alice, second, bodies[1]["legal"][0], bodies[1]["seq"], key="shared"),
    )
    assert sorted(r.status_code for r in responses) == [201, 409]
    assert next(r for r in responses if r.status_code == 409).json()["code"] == "idempotency_key_reused"
