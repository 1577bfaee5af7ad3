"""The benchmarks still run (on tiny inputs; their figures are not checked here)."""

from __future__ import annotations

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
