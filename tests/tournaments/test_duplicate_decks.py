"""An event's decks: drawn, checked against the game's deck, dealt at its tables; the duel shares the same rules."""

from __future__ import annotations

import random

import pytest

from config.api.service_errors import ServiceError
from games.engine import GAMES, EngineError, ErrorCode
from games.engine.duel import duel, duel_decks
from games.engine.duplicate import check_decks, event_decks, others_points, side_points
from games.services.given_decks import duplicate_options, winners_by_points
from games.services.rooms import room_limit
from tournaments.services.duplicate import decks_for

REAL_GAMES = ("doublehand", "allfours", "texas42", "ganjifa")


class TestCheckDecks:
    @pytest.mark.parametrize("game", REAL_GAMES)
    def test_shuffles_of_the_games_deck_pass(self, game):
        decks = event_decks(GAMES[game], 3, 7)
        assert check_decks(GAMES[game], decks) == decks

    @pytest.mark.parametrize(
        "decks",
        [
            [],
            "not decks",
            [["AS"]],
            [None],
        ],
    )
    def test_anything_else_is_bad_decks(self, decks):
        with pytest.raises(EngineError) as refused:
            check_decks(GAMES["allfours"], decks)
        assert refused.value.code is ErrorCode.BAD_DECKS
        assert refused.value.code.value == "bad_decks"

    def test_a_deck_with_a_piece_twice_is_named_by_its_number(self):
        good = event_decks(GAMES["doublehand"], 2, 1)
        bad = [good[0], [good[1][0], *good[1][:-1]]]
        with pytest.raises(EngineError, match="deck 1 is not a shuffle of the doublehand deck"):
            check_decks(GAMES["doublehand"], bad)

    def test_another_games_deck_is_refused(self):
        with pytest.raises(EngineError, match="deck 0"):
            check_decks(GAMES["texas42"], event_decks(GAMES["allfours"], 1, 1))


def test_the_service_answers_bad_decks_as_a_400():
    with pytest.raises(ServiceError) as refused:
        decks_for("ganjifa", decks=[["not", "a", "deck"]])
    assert (refused.value.status, refused.value.code) == (400, "bad_decks")
    with pytest.raises(ServiceError) as too_many:
        decks_for("ganjifa", deals=13)
    assert too_many.value.code == "bad_decks"
    assert len(decks_for("ganjifa", deals=4)) == 4


def test_decks_from_a_seed_are_the_duels_decks():
    game = GAMES["texas42"]
    assert event_decks(game, 4, 11) == duel_decks(game, 4, 11)
    assert event_decks(game, 4, random.Random(11)) == duel_decks(game, 4, 11)


def test_a_sides_points_and_its_opponents():
    assert side_points([3, 5], 0) == 3
    assert others_points([3, 5], 0) == 5
    assert others_points([6, 3, 0], 1) == 3


DUEL_POINTS = {
    "doublehand": {"a": 286.0, "b": 7.0},
    "allfours": {"a": 21.0, "b": 14.0},
    "texas42": {"a": 306.0, "b": 42.0},
    "ganjifa": {"a": 585.0, "b": 247.5},
}
"""A duel's points, seed 5, three deals, as it scored them before its rules were shared with duplicate events."""


@pytest.mark.parametrize("game", REAL_GAMES)
def test_the_duel_scores_as_before(game):
    assert duel(GAMES[game], "basic", "random", 3, 5, lambda: 0.0)["points"] == DUEL_POINTS[game]


class TestTableOptions:
    def test_no_target_games_or_deal_count_can_end_a_table_before_its_decks(self):
        allfours = duplicate_options(GAMES["allfours"], {"target": 7}, room_limit)
        assert allfours["target"] == 140 and allfours["games_per_match"] % 2 == 1
        assert duplicate_options(GAMES["texas42"], {}, room_limit)["target"] == 2500
        assert duplicate_options(GAMES["ganjifa"], {"period": "night"}, room_limit) == {"period": "night", "deals": 99}
        assert duplicate_options(GAMES["doublehand"], {}, room_limit) == {"games_per_match": 99}

    def test_a_table_is_won_by_the_most_points_and_by_nobody_on_a_tie(self):
        assert winners_by_points([12, 30]) == [1]
        assert winners_by_points([30, 30, 2]) == []
        assert winners_by_points([]) == []
