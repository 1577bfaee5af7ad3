"""The `random` level is not offered to players: rooms refuse it unless settings allow hidden levels (tests do)."""

from __future__ import annotations

import pytest

from tests.api.helpers import create_room


@pytest.fixture
def hidden(settings):
    settings.ALLOW_HIDDEN_LEVELS = False


@pytest.mark.parametrize("game", ["doublehand", "ganjifa"])
def test_a_room_of_random_computer_players_is_refused(hidden, alice, game):
    response = alice.post("/api/rooms", {"game": game, "options": {}, "turn_seconds": 3600, "bot_level": "random"})
    assert response.status_code == 400
    assert response.json()["code"] == "hidden_bot_level"
    assert "basic, strong" in response.json()["message"]


def test_a_random_computer_player_is_not_seated(hidden, alice):
    room = create_room(alice, bot_level="strong")
    response = alice.post(f"/api/rooms/{room['code']}/bots", {"seat": 2, "level": "random"})
    assert response.status_code == 400
    assert response.json()["code"] == "hidden_bot_level"
    assert alice.post(f"/api/rooms/{room['code']}/bots", {"seat": 2, "level": "basic"}).status_code == 200


def test_an_unknown_level_is_still_a_bad_level(hidden, alice):
    response = alice.post("/api/rooms", {"game": "doublehand", "options": {}, "turn_seconds": 3600, "bot_level": "x"})
    assert (response.status_code, response.json()["code"]) == (400, "bad_bot_level")


def test_the_test_suite_allows_the_random_level(alice):
    room = create_room(alice, bot_level="random")
    assert room["bot_level"] == "random"
