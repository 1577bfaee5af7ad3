"""Every game's `strong` player: listed last, only legal actions, refuses out of turn, the same choice from a seed."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.engine import GAMES, Game
from games.engine.playout import shuffled

WITH_STRONG = sorted(game_id for game_id, game in GAMES.items() if "strong" in game.levels)


def test_doublehand_has_a_strong_player():
    assert "doublehand" in WITH_STRONG


def mixed_deal(game: Game[Any], seed: int) -> list[tuple[Any, int]]:
    """The states of one deal in which `strong` and `basic` take turns round the table, each with its seat to act."""
    rng = random.Random(seed)
    levels = ["strong", "basic"] * game.seat_count
    state = game.deal(game.new_match(first_dealer=seed % game.seat_count), shuffled(game, rng))
    moments = []
    while (seat := game.to_act(state)) is not None:
        moments.append((state, seat))
        choice = game.bot(levels[seat])(game.view(state, seat), rng)
        state = game.play(state, {"seat": seat, **choice})
    return moments


@pytest.mark.parametrize("game_id", WITH_STRONG)
def test_strong_is_the_last_level(game_id):
    assert GAMES[game_id].levels[-1] == "strong"


@pytest.mark.parametrize("game_id", WITH_STRONG)
def test_the_strong_player_only_ever_chooses_legal_actions(game_id):
    game = GAMES[game_id]
    rng = random.Random(1)
    state = game.deal(game.new_match(), shuffled(game, rng))
    while (seat := game.to_act(state)) is not None:
        view = game.view(state, seat)
        choice = game.bot("strong")(view, rng)
        if choice["type"] == "discard":
            # Ganjifa lists a discard as one entry, any cards of the hand, as many as the dukal.
            assert view["legal"] == [{"type": "discard", "count": len(choice["cards"])}]
            assert set(choice["cards"]) <= set(view["hand"])
            assert len(set(choice["cards"])) == len(choice["cards"])
        else:
            assert choice in [action.to_json(with_seat=False) for action in game.legal_actions(state)]
        state = game.play(state, {"seat": seat, **choice})


@pytest.mark.parametrize("game_id", WITH_STRONG)
def test_a_strong_player_asked_out_of_turn_refuses(game_id):
    game = GAMES[game_id]
    state, seat = mixed_deal(game, 2)[0]
    with pytest.raises(ValueError, match="not its turn"):
        game.bot("strong")(game.view(state, (seat + 1) % game.seat_count), random.Random(0))


@pytest.mark.parametrize("game_id", WITH_STRONG)
def test_the_strong_player_chooses_the_same_from_the_same_view_and_seed(game_id):
    game = GAMES[game_id]
    strong = game.bot("strong")
    for state, seat in mixed_deal(game, 3)[::5]:
        view = game.view(state, seat)
        assert strong(view, random.Random(seat)) == strong(view, random.Random(seat))


NOT_THE_DEFAULTS = {
    "doublehand": {"ace_rule": True, "retroactive_reveal": True},
    "allfours": {"no_undertrump": True, "game_points": 2, "target": 7},
    "texas42": {"all_pass": "force", "target": 100},
    "ganjifa": {"period": "night", "deals": 2},
}
"""A room's options other than the defaults, for each game with a `strong` player."""


def test_every_game_with_a_strong_player_has_options_to_try():
    assert sorted(NOT_THE_DEFAULTS) == WITH_STRONG


@pytest.mark.parametrize("game_id", WITH_STRONG)
def test_the_strong_player_plays_by_the_rooms_options_as_the_view_shows_them(game_id):
    import importlib

    game = GAMES[game_id]
    rng = random.Random(4)
    state = game.deal(game.new_match(NOT_THE_DEFAULTS[game_id]), shuffled(game, rng))
    strong = importlib.import_module(f"games.engine.{game_id}.strong")
    seen = 0
    while (seat := game.to_act(state)) is not None:
        view = game.view(state, seat)
        assert view["options"] == dict(state.options)  # public: every seat and spectators see them
        # Each deal the search imagines is played by the room's rules, not the defaults'
        assert strong.sample_deal(view, random.Random(seen)).options == state.options
        seen += 1
        state = game.play(state, {"seat": seat, **game.bot("basic")(view, rng)})
    assert seen > 0
    assert game.view(state, None)["options"] == dict(state.options)
