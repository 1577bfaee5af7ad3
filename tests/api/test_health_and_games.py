"""The health check and the catalogue of games."""

from __future__ import annotations

import pytest

from tests.schema_check import CheckedClient


@pytest.fixture
def client() -> CheckedClient:
    return CheckedClient()


def test_health_answers_ok(client):
    response = client.get("/api/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_the_catalogue_lists_doublehand_with_its_options(client):
    response = client.get("/api/games")
    assert response.status_code == 200
    games = {game["id"]: game for game in response.json()}
    doublehand = games["doublehand"]
    assert doublehand["seats"] == 4
    assert doublehand["teams"] == [[0, 2], [1, 3]]
    assert doublehand["levels"] == ["basic", "strong"]
    assert doublehand["options"]["auction"] == {
        "default": "open",
        "help": doublehand["options"]["auction"]["help"],
        "kind": "choice",
        "values": ["open", "single"],
    }
    assert doublehand["options"]["games_per_match"]["odd"] is True
    assert doublehand["options"]["ace_rule"]["kind"] == "flag"


def test_the_catalogue_lists_every_registered_game_with_its_seats_and_sides(client):
    games = {game["id"]: game for game in client.get("/api/games").json()}
    pebbles = games["pebbles"]
    assert (pebbles["seats"], pebbles["teams"], pebbles["levels"]) == (3, [[0], [1], [2]], ["basic"])


@pytest.mark.django_db
def test_the_app_shell_is_served(client):
    response = client.get("/")
    assert response.status_code == 200
    assert b"Tricktable" in response.content


def test_a_games_own_kind_of_option_is_described_by_its_kind(client):
    games = {game["id"]: game for game in client.get("/api/games").json()}
    kick_points = games["allfours"]["options"]["kick_points"]
    assert kick_points["kind"] == "rank_points"
    assert kick_points["default"] == {"A": 1, "6": 2, "J": 3}


def test_texas42s_marks_options_say_when_they_act_and_the_target_follows_the_scoring(client):
    options = {game["id"]: game for game in client.get("/api/games").json()}["texas42"]["options"]
    marks_only = {name for name, option in options.items() if "shown_when" in option}
    assert marks_only == {
        "contracts",
        "early_end",
        "nello_doubles",
        "nello_min",
        "sevens_min",
        "sevens_ties",
        "splash_min",
        "plunge_min",
    }
    assert {options[name]["shown_when"]["value"] for name in marks_only} == {"marks"}
    assert options["target"]["default_by"] == {"option": "scoring", "defaults": {"points": 250, "marks": 7}}
    assert options["nello_min"]["values"] == [42, 84] and options["contracts"]["values"][0] == "nello"


def test_the_catalogue_offers_the_shown_levels_with_their_measured_strength(client):
    from games.catalogue import measured_strength

    games = {game["id"]: game for game in client.get("/api/games").json()}
    for game_id in ("doublehand", "allfours", "ganjifa", "texas42"):
        game = games[game_id]
        assert game["levels"] == ["basic", "strong"]  # random plays in tests and duels, never in a room
        strength = game["level_strength"]
        assert set(strength) <= {"basic", "strong"}
        for level, figures in strength.items():
            assert figures == {
                name: measured_strength()[game_id][level][name] for name in ("against", "points_share", "ci95", "deals")
            }
            low, high = figures["ci95"]
            assert 0 <= low <= figures["points_share"] <= high <= 1
    assert games["texas42"]["level_strength"]["strong"]["against"] == "basic"
    assert games["texas42"]["level_strength"]["basic"]["against"] == "random"
    assert games["pebbles"]["level_strength"] == {}  # no figure measured: none shown
