"""`python -m games.engine duel`: duplicate deals of two levels, one JSON line of figures."""

from __future__ import annotations

import json
import time

from games.engine.doublehand import DOUBLEHAND
from games.engine.duel import duel, ratio_interval, wilson_interval
from tests.engine.test_cli import run


def test_duel_prints_one_json_line_of_figures():
    done = run("duel", "doublehand", "basic", "random", "--deals", "4", "--seed", "3")
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("\n") == 1
    result = json.loads(done.stdout)
    assert result["deals"] == 4
    assert (result["a"], result["b"]) == ("basic", "random")
    low, high = result["points_share"]["ci95"]
    assert 0 <= low <= result["points_share"]["a"] <= high <= 1
    low, high = result["deals_won"]["ci95"]
    assert 0 <= low <= result["deals_won"]["a"] <= high <= 1
    assert set(result["move_ms"]) == {"basic", "random"}
    for times in result["move_ms"].values():
        assert times["moves"] > 0
        assert 0 <= times["median"] <= times["worst"]


def test_duel_refuses_a_level_the_game_does_not_have():
    done = run("duel", "doublehand", "basic", "genius", "--deals", "1")
    assert done.returncode == 2
    assert "no level genius" in done.stderr


def test_the_same_seed_plays_the_same_duel():
    first = duel(DOUBLEHAND, "basic", "random", 3, seed=9, clock=time.perf_counter)
    again = duel(DOUBLEHAND, "basic", "random", 3, seed=9, clock=time.perf_counter)
    assert first["points"] == again["points"]


def test_a_level_against_itself_with_the_same_cards_takes_half_the_points():
    # Same players, same cards, same random source on both sides: each deck's two plays mirror each other.
    result = duel(DOUBLEHAND, "basic", "basic", 6, seed=1, clock=time.perf_counter)
    assert result["points"]["a"] == result["points"]["b"]
    assert result["points_share"]["a"] == 0.5


def test_the_intervals_narrow_around_the_share_as_deals_add_up():
    share, low, high = ratio_interval([(3.0, 1.0), (2.0, 2.0), (4.0, 0.0)] * 50)
    assert low < share == 0.75 < high
    assert high - low < 0.1
    rate, low, high = wilson_interval(60, 100)
    assert low < rate == 0.6 < high


def test_the_figures_do_not_depend_on_how_many_processes_play_them():
    one = json.loads(run("duel", "doublehand", "basic", "random", "--deals", "12", "--seed", "5").stdout)
    done = run(
        "duel",
        "doublehand",
        "basic",
        "random",
        "--deals",
        "12",
        "--seed",
        "5",
        "--jobs",
        "2",
        "--progress",
        "--clock",
        "cpu",
    )
    assert done.returncode == 0, done.stderr
    two = json.loads(done.stdout)
    assert (two["points"], two["points_share"], two["deals_won"]) == (
        one["points"],
        one["points_share"],
        one["deals_won"],
    )
    assert two["move_ms"]["basic"]["moves"] == one["move_ms"]["basic"]["moves"]
    # Two chunks of ten deals or fewer: a progress line after each.
    assert [json.loads(line)["deals"] for line in done.stderr.splitlines()] in ([10, 12], [2, 12])
