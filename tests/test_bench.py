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


def test_the_replay_command_benchmark_runs_on_tiny_records(tmp_path):
    from bench.replay_command import figures_of, many_deals
    from games.engine import GAMES
    from games.engine.record import replay_report

    record = many_deals(GAMES["ganjifa"], deals=2, seed=5)
    # A record of as many deals as asked, cut in the middle of a match that goes on.
    assert len(record["deals"]) == 2
    assert replay_report(record)["status"] == "in_progress"
    figures = figures_of("texas42", deals=3, runs=1, folder=tmp_path)
    assert (figures["game"], figures["deals"], figures["runs"]) == ("texas42", 3, 1)
    assert figures["command_median_ms"] > 0 and figures["start_up_median_ms"] > 0
    assert sorted(path.name for path in tmp_path.iterdir()) == ["texas42-1.json", "texas42-3.json"]


def test_the_strength_benchmark_runs_a_tiny_duel():
    from bench.duels import run_duel, table_row

    figures = run_duel("texas42", deals=1, seed=3, jobs=1)
    assert (figures["game"], figures["a"], figures["b"], figures["deals"]) == ("texas42", "strong", "basic", 1)
    assert table_row(figures).startswith("| texas42 | strong | basic | 1 | ")


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(connection.vendor != "postgresql", reason="the floor's statements are PostgreSQL's")
def test_the_move_floor_makes_a_real_move_that_replays(alice, bob, settings):
    from games.models import Event, Match
    from games.services.etags import etag_for
    from games.services.matches import game_of, load_state, run_computer_turns
    from tests.api.helpers import started_match, state

    settings.ROOT_URLCONF = "bench.floor_urls"
    match_id = started_match(alice, bob, bot_level="random")
    run_computer_turns(match_id)
    mover = {0: alice, 1: bob}[state(alice, match_id)["to_act"]]
    before = state(mover, match_id)
    response = mover.post(f"/floor/{match_id}", {"action": before["legal"][0]})
    assert response.status_code == 201, response.content
    match = Match.objects.select_related("room").get(public_id=match_id)
    assert match.seq == before["seq"] + 1
    assert Event.objects.filter(match=match, seq=match.seq, type="action").exists()
    # The floor does the whole of a move's work: its snapshot is what a fresh replay of the log gives.
    assert game_of(match).restore(match.snapshot["state"]) == load_state(match)
    # Its ETag is the one the mover's next read carries, so that a poll after a floor move can be a 304.
    assert response["ETag"] == etag_for(match, before["to_act"])
    assert mover.get(f"/api/matches/{match_id}", HTTP_IF_NONE_MATCH=response["ETag"]).status_code == 304


@pytest.mark.django_db
def test_the_circle_page_benchmark_runs_on_a_tiny_circle():
    from bench.circle_page import build_circle, measure

    circle_id, token = build_circle(members=6, live=2)
    figures = measure(circle_id, token, rounds=2)
    assert (figures["members"], figures["live_matches"], figures["rounds"]) == (6, 2, 2)
    assert figures["page_median_ms"] > 0
    # The page's reads cost a fixed number of queries, however many members and matches.
    assert figures["page_queries_max"] <= 12


def test_the_pairings_benchmark_runs_a_tiny_event():
    from bench.pairings import run

    figures = run(entrants=9, rounds=3, runs=1)
    assert (figures["entrants"], figures["rounds"], figures["runs"]) == (9, 3, 1)
    assert figures["worst_ms"] >= figures["median_ms"] > 0
