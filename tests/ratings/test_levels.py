"""The computer levels' ratings, measured from the duel command's figures, and what a player's rating is likened to."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from ratings.models import LevelRating
from ratings.services.levels import duel_contests, measure, plays_like
from ratings.skill import Skill


def figures(game: str, a: str, b: str, deals: int, won: int, decided: int) -> dict:
    """A duel's figures as `python -m games.engine duel` prints them (the parts that rating reads)."""
    return {
        "game": game,
        "a": a,
        "b": b,
        "seed": 1,
        "deals": deals,
        "deals_won": {"a": won / decided, "ci95": [0, 1], "decided": decided},
    }


DUELS = [
    figures("texas42", "strong", "basic", 100, 70, 90),
    figures("texas42", "basic", "random", 100, 85, 95),
    figures("texas42", "strong", "random", 50, 47, 50),
    figures("ganjifa", "strong", "basic", 100, 74, 100),
    figures("ganjifa", "basic", "random", 100, 80, 100),
]


def test_a_duels_figures_become_as_many_wins_losses_and_ties_spread_evenly():
    contests = duel_contests(figures("texas42", "strong", "basic", 10, 6, 8))
    assert sorted(place for _, _, place in contests) == [0, 0, 1, 1, 1, 1, 1, 1, 2, 2]
    places = [place for _, _, place in contests]
    assert places[:5].count(1) == 3  # each half of the sequence holds half the wins: no drift within a duel
    assert {(a, b) for a, b, _ in contests} == {("strong", "basic")}


@pytest.mark.parametrize("game", ["texas42", "ganjifa"])
def test_levels_are_ordered_by_their_duels(game):
    skills = measure(game, DUELS)
    assert skills["strong"].mu > skills["basic"].mu > skills["random"].mu
    assert all(skill.sigma < 25 / 3 for skill in skills.values())  # measured: less uncertain than a newcomer


def test_a_player_plays_like_the_level_nearest_their_estimate():
    levels = {"random": Skill(15, 1), "basic": Skill(24, 1), "strong": Skill(31, 1)}
    assert plays_like("texas42", Skill(29, 4), levels) == "strong"
    assert plays_like("texas42", Skill(22, 8), levels) == "basic"
    assert plays_like("texas42", None, levels) is None
    assert plays_like("texas42", Skill(22, 8), {}) is None


def test_the_command_stores_each_games_levels_from_a_file_of_duels(db, tmp_path):
    source = tmp_path / "duels.jsonl"
    source.write_text("".join(json.dumps(entry) + "\n" for entry in DUELS))
    out = StringIO()
    call_command("rate_computer_levels", "--from", str(source), "--games", "texas42", "ganjifa", stdout=out)
    stored = {(row.game, row.level): row for row in LevelRating.objects.all()}
    assert set(stored) == {(game, level) for game in ("texas42", "ganjifa") for level in ("strong", "basic", "random")}
    assert stored[("texas42", "strong")].deals == 150
    assert stored[("texas42", "strong")].mu > stored[("texas42", "random")].mu
    assert "texas42 strong" in out.getvalue()
    # Measured again, the levels are replaced, not added to.
    call_command("rate_computer_levels", "--from", str(source), "--games", "texas42", stdout=StringIO())
    assert LevelRating.objects.filter(game="texas42").count() == 3


def test_the_command_can_play_its_duels_and_reads_the_projects_own_by_default(db, tmp_path):
    saved = tmp_path / "played.jsonl"
    out = StringIO()
    call_command(
        "rate_computer_levels",
        "--play",
        "--games",
        "allfours",
        "--levels",
        "random",
        "basic",
        "--deals",
        "3",
        "--save",
        str(saved),
        stdout=out,
    )
    line = json.loads(saved.read_text().splitlines()[0])
    assert (line["game"], line["a"], line["b"], line["deals"]) == ("allfours", "random", "basic", 3)
    assert LevelRating.objects.filter(game="allfours").count() == 2
    call_command("rate_computer_levels", stdout=StringIO())
    assert LevelRating.objects.values("game").distinct().count() == 4
    with pytest.raises(CommandError):
        call_command("rate_computer_levels", "--games", "chess", stdout=StringIO())


def test_partner_duels_rate_no_level(db, tmp_path):
    # An Expert partnered with a basic player measures the partnership, not a level: it is left out of the ratings.
    partner_duels = [
        figures("texas42", "strong+basic", "basic", 100, 90, 100),
        figures("texas42", "strong", "strong+basic", 100, 10, 100),
    ]
    assert measure("texas42", DUELS + partner_duels) == measure("texas42", DUELS)
    source = tmp_path / "duels.jsonl"
    source.write_text("".join(json.dumps(entry) + "\n" for entry in DUELS + partner_duels))
    call_command("rate_computer_levels", "--from", str(source), "--games", "texas42", stdout=StringIO())
    stored = {row.level: row for row in LevelRating.objects.filter(game="texas42")}
    assert set(stored) == {"strong", "basic", "random"}
    assert stored["strong"].deals == 150


def test_duels_under_other_options_rate_no_level(db):
    # The marks game's duels measure another scoring; the level ratings come from the rules' defaults only.
    marks = {**figures("texas42", "strong", "basic", 100, 95, 100), "options": {"scoring": "marks"}}
    assert measure("texas42", [*DUELS, marks]) == measure("texas42", DUELS)
