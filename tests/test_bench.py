"""The benchmarks still run (on tiny inputs; their figures are not checked here)."""

from __future__ import annotations

import pytest
from django.db import connection

from bench.engine import playout_actions_per_second, replay_deal_seconds, replay_match_seconds


def test_the_engine_benchmark_runs_on_a_tiny_input():
    seconds, deals = replay_deal_seconds("doublehand", matches=1, rounds=1)
    assert deals > 0
    assert seconds > 0
    assert replay_match_seconds("doublehand", matches=1, rounds=1) > 0
    assert playout_actions_per_second("doublehand", deals=2, rounds=1) > 0


def test_the_strength_benchmark_runs_a_tiny_duel():
    from bench.duels import run_duel, table_row

    figures = run_duel("texas42", deals=1, seed=3, jobs=1)
    assert (figures["game"], figures["a"], figures["b"], figures["deals"]) == ("texas42", "strong", "basic", 1)
    assert table_row(figures).startswith("| texas42 | 1 | ")


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(connection.vendor != "postgresql", reason="the floor's statements are PostgreSQL's")
def test_the_move_floor_makes_a_real_move_that_replays(alice, bob, settings, monkeypatch):
    from bench import move_floor
    from games.models import Event, Match
    from games.services.matches import game_of, load_state, run_computer_turns
    from tests.api.helpers import started_match, state

    monkeypatch.setattr(move_floor, "urlpatterns", move_floor._urls())
    settings.ROOT_URLCONF = "bench.move_floor"
    match_id = started_match(alice, bob, bot_level="random")
    run_computer_turns(match_id)
    before = state(alice, match_id)
    mover = {0: alice, 1: bob}[before["to_act"]]
    response = mover.post(f"/floor/{match_id}", {"action": before["legal"][0]})
    assert response.status_code == 200, response.content
    match = Match.objects.get(public_id=match_id)
    assert match.seq == before["seq"] + 1
    assert Event.objects.filter(match=match, seq=match.seq, type="action").exists()
    # The floor does the whole of a move's work: its snapshot is what a fresh replay of the log gives.
    assert game_of(match).restore(match.snapshot["state"]) == load_state(match)
