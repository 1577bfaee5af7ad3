"""The all-seeing player of `bench.ceiling`: shown the true state by a duel, it searches that state and no other."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench import ceiling
from bench.ceiling import CHOOSERS, SEER, STRONG_SAMPLERS, seeing_game
from games.engine import GAMES, Game, MatchState
from games.engine.actions import JSON
from games.engine.allfours.strong import _shuffled_into as allfours_shuffled_into
from games.engine.duel import DuelTally, Seer, duel_decks, play_deal
from games.engine.search.playouts import Sampler
from games.engine.search.sampling import deal_unseen
from tests.engine.moments import partway
from tests.profiles import examples

WITH_SEER = sorted(CHOOSERS)
SEARCHED_MOVES = 3
"""The seer's searched moves a test follows: a whole deal of them would take seconds."""


def test_every_game_with_a_strong_player_has_a_seer():
    assert sorted(game_id for game_id, game in GAMES.items() if "strong" in game.levels) == WITH_SEER


def test_a_duel_shows_a_seer_the_state_the_deal_goes_on_from():
    game = GAMES["doublehand"]
    shown: list[tuple[MatchState[Any], JSON]] = []

    def basic_seeing(state: MatchState[Any], view: JSON, rng: random.Random) -> JSON:
        shown.append((state, view))
        return game.bot("basic")(view, rng)

    seeing = type(game)(bots={**game.bots, "seeing": Seer(basic_seeing)})
    deck = duel_decks(game, 1, 3)[0]
    levels = ["seeing", "basic", "basic", "basic"]
    points = play_deal(seeing, deck, 0, levels, 5, time.perf_counter, DuelTally())
    # Played as `basic` plays, from the same source: the same deal, so the seer's choices went to the same states.
    assert points == play_deal(game, deck, 0, ["basic"] * 4, 5, time.perf_counter, DuelTally())
    assert shown
    for state, view in shown:
        assert game.view(state, 0) == view
    with pytest.raises(TypeError):
        seeing.bot("seeing")(shown[0][1], random.Random(0))


@pytest.mark.parametrize("game_id", WITH_SEER)
def test_the_seer_searches_the_true_deal_and_nothing_else(game_id, monkeypatch):
    game = GAMES[game_id]
    searched: list[tuple[MatchState[Any], MatchState[Any]]] = []
    true_deal = ceiling.true_deal

    def watched(state: MatchState[Any]) -> Sampler:
        sample = true_deal(state)

        def drawn(view: JSON, rng: random.Random) -> MatchState[Any]:
            world = sample(view, rng)
            searched.append((state, world))
            return world

        return drawn

    monkeypatch.setattr(ceiling, "true_deal", watched)
    seeing = seeing_game(game)
    seer = seeing.bot(SEER)
    assert isinstance(seer, Seer)
    real: MatchState[Any] = seeing.deal(seeing.new_match(), duel_decks(game, 1, 2026)[0])
    rng, strong_rng = random.Random(1), random.Random(2)
    moves = differ = 0
    # The seer plays every seat, each move from the real state, which the test keeps itself: its first searched moves.
    while (seat := seeing.to_act(real)) is not None and moves < SEARCHED_MOVES:
        view = seeing.view(real, seat)
        before = len(searched)
        choice = seer.choose(real, view, rng)
        for shown, world in searched[before:]:
            assert shown is real
            # Every hidden part (each hand, the pack and kicks, a face-down trump) is the real one.
            assert world == real
            assert world.deal.hands == real.deal.hands
        if len(searched) > before:
            moves += 1
            guessed = STRONG_SAMPLERS[game_id](view, strong_rng)
            differ += guessed.deal.hands != real.deal.hands
        real = seeing.play(real, {"seat": seat, **choice})
    assert moves > 0
    # `strong`'s own sampler deals the hidden cards otherwise: what the seer is given is more than its view.
    assert differ > 0


def first_choices(game: Game[Any], seed: int) -> list[JSON]:
    """The first view of each phase of a deal (`basic` at every seat) that has more than one legal action."""
    state = game.deal(game.new_match(), duel_decks(game, 1, seed)[0])
    rng = random.Random(seed)
    views: dict[str, JSON] = {}
    while (seat := game.to_act(state)) is not None:
        view = game.view(state, seat)
        if len(view["legal"]) > 1:
            views.setdefault(view["phase"], view)
        state = game.play(state, {"seat": seat, **game.bot("basic")(view, rng)})
    return list(views.values())


@pytest.mark.parametrize("game_id", WITH_SEER)
def test_with_strongs_own_sampler_the_seers_move_is_strongs(game_id):
    game = GAMES[game_id]
    # The first deal with a play to search (at Texas 42 every seat may pass, and the deal is dealt again).
    seed = next(seed for seed in range(7, 30) if any(view["phase"] == "playing" for view in first_choices(game, seed)))
    for number, view in enumerate(first_choices(game, seed)):
        own = CHOOSERS[game_id](view, random.Random(number), STRONG_SAMPLERS[game_id])
        assert own == game.bot("strong")(view, random.Random(number)), view["phase"]


@pytest.mark.parametrize("game_id", sorted(ceiling.PARTNER_MODULES))
@settings(max_examples=examples(20), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    steps=st.integers(0, 60),
    levels=st.lists(st.sampled_from(["random", "basic"]), min_size=4, max_size=4),
    draw=st.integers(0, 2**32 - 1),
)
def test_a_partner_seers_deal_holds_the_partners_hand_and_agrees_with_the_view(game_id, seed, steps, levels, draw):
    game = GAMES[game_id]
    state = partway(game, seed, steps, levels)
    seat = game.to_act(state)
    assert seat is not None
    partner = (seat + 2) % 4
    view = game.view(state, seat)
    module = ceiling.PARTNER_MODULES[game_id]
    with ceiling.partner_shown(game_id, partner, state.deal.hands[partner]):
        sampled = STRONG_SAMPLERS[game_id](view, random.Random(draw))
    assert sorted(sampled.deal.hands[partner]) == sorted(state.deal.hands[partner])
    assert game.view(sampled, seat) == view
    # Once out of the block, the sampler deals the partner's hand at random again.
    assert module.deal_unseen is deal_unseen
    assert getattr(module, "_shuffled_into", None) in (None, allfours_shuffled_into)
