"""Doublehand's computer players: legal from their view alone, and `basic` clearly stronger than `random`."""

from __future__ import annotations

import random
import statistics

import pytest

from games.engine.doublehand import DOUBLEHAND
from games.engine.playout import shuffled

game = DOUBLEHAND
DEALS = 500


def deal_points(deck: list[str], dealer: int, levels: list[str], seed: int) -> tuple[int, int]:
    """Play one deal from a fresh match; the points each team scored in it."""
    rng = random.Random(seed)
    bots = [game.bot(level) for level in levels]
    state = game.deal(game.new_match(first_dealer=dealer), deck)
    while (seat := game.to_act(state)) is not None:
        state = game.play(state, {"seat": seat, **bots[seat](game.view(state, seat), rng)})
    return state.deal.score_delta


@pytest.mark.slow
def test_basic_beats_random_with_the_same_cards_on_both_sides():
    rng = random.Random(20261130)
    margins = []
    for number in range(DEALS):
        deck = shuffled(game, rng)
        dealer = number % 4
        as_team0 = deal_points(deck, dealer, ["basic", "random", "basic", "random"], number)
        as_team1 = deal_points(deck, dealer, ["random", "basic", "random", "basic"], number)
        # Seats swapped: each side plays the same cards once as basic, once as random.
        margins.append((as_team0[0] - as_team0[1]) + (as_team1[1] - as_team1[0]))
    decided = [m for m in margins if m]
    win_rate = sum(m > 0 for m in decided) / len(decided)
    mean_margin = statistics.fmean(margins) / 2
    print(f"basic vs random over {DEALS} deals: win rate {win_rate:.1%}, {mean_margin:+.1f} points per deal")
    assert win_rate > 0.85
    assert mean_margin > 15


def test_bots_only_ever_choose_legal_actions():
    rng = random.Random(5)
    for level in ("random", "basic"):
        bot = game.bot(level)
        state = game.new_match()
        for _ in range(3):
            state = game.deal(state, shuffled(game, rng))
            while (seat := game.to_act(state)) is not None:
                choice = bot(game.view(state, seat), rng)
                assert choice in [a.to_json(with_seat=False) for a in game.legal_actions(state)]
                state = game.play(state, {"seat": seat, **choice})


def test_a_bot_asked_out_of_turn_refuses():
    state = game.deal(game.new_match(), list(game.full_deck))
    view = game.view(state, 0)  # seat 1 is to act
    for level in ("random", "basic"):
        with pytest.raises(ValueError, match="not its turn"):
            game.bot(level)(view, random.Random(0))
