"""A duel's side of mixed levels (`strong+basic`): one level a seat, in the order of the side's seats."""

from __future__ import annotations

import json

import pytest

from games.engine.doublehand import DOUBLEHAND
from games.engine.duel import duel, seat_levels, side_levels
from games.engine.ganjifa import GANJIFA
from tests.engine.test_cli import run


def test_a_side_of_two_levels_parses_into_one_a_seat():
    assert side_levels(DOUBLEHAND, "strong+basic") == ("strong", "basic")
    assert side_levels(DOUBLEHAND, "strong") == ("strong",)


def test_the_levels_take_the_sides_seats_in_turn():
    first, second = DOUBLEHAND.teams
    levels = seat_levels(DOUBLEHAND, "strong+basic", "random", 0)
    assert [levels[seat] for seat in first] == ["strong", "basic"]
    assert [levels[seat] for seat in second] == ["random", "random"]
    levels = seat_levels(DOUBLEHAND, "strong+basic", "random", 1)
    assert [levels[seat] for seat in second] == ["strong", "basic"]


def test_a_partnership_of_one_level_against_that_level_takes_half_the_points():
    result = duel(DOUBLEHAND, "basic+basic", "basic", 4, seed=2, clock=lambda: 0.0)
    assert result["points_share"]["a"] == 0.5
    assert (result["a"], result["b"]) == ("basic+basic", "basic")


def test_a_plain_level_plays_as_before():
    assert (
        duel(DOUBLEHAND, "basic+basic", "random", 3, seed=4, clock=lambda: 0.0)["points"]
        == (duel(DOUBLEHAND, "basic", "random", 3, seed=4, clock=lambda: 0.0)["points"])
    )


@pytest.mark.parametrize(
    ("spec", "words"),
    [("strong+genius", "no level genius"), ("strong+basic+basic", "names 3 levels"), ("", "no level")],
)
def test_a_bad_side_is_refused(spec, words):
    with pytest.raises(ValueError, match=words):
        side_levels(DOUBLEHAND, spec)


def test_players_alone_have_one_level_a_side():
    with pytest.raises(ValueError, match="single seats"):
        side_levels(GANJIFA, "strong+basic")
    done = run("duel", "ganjifa", "strong+basic", "basic", "--deals", "1")
    assert done.returncode == 2
    assert "single seats" in done.stderr


def test_the_command_keeps_the_specs_in_its_figures():
    done = run("duel", "allfours", "strong+basic", "basic", "--deals", "2", "--seed", "1")
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert (figures["a"], figures["b"], figures["deals"]) == ("strong+basic", "basic", 2)
    assert set(figures["move_ms"]) == {"strong", "basic"}
