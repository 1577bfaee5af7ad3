"""Two computer levels played against each other with the same cards on both sides, deal by deal."""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass
from typing import Any

from games.engine import Game
from games.engine.playout import shuffled


@dataclass(frozen=True)
class Duel:
    """How the stronger level fared: its share of the deals decided, and its mean margin per deal."""

    win_rate: float
    mean_margin: float


def deal_points(game: Game[Any], deck: list[str], dealer: int, levels: list[str], seed: int) -> tuple[int, ...]:
    """Play one deal from a fresh match; the points each team scored in it."""
    rng = random.Random(seed)
    bots = [game.bot(level) for level in levels]
    state = game.deal(game.new_match(first_dealer=dealer), deck)
    while (seat := game.to_act(state)) is not None:
        state = game.play(state, {"seat": seat, **bots[seat](game.view(state, seat), rng)})
    return tuple(state.deal.score_delta)


def duel(game: Game[Any], strong: str, weak: str, deals: int, seed: int) -> Duel:
    """`strong` against `weak` in a two-team game; seats swapped so that each side plays each deal's cards both ways."""
    rng = random.Random(seed)
    margins = []
    for number in range(deals):
        deck = shuffled(game, rng)
        dealer = number % game.seat_count
        as_team0 = deal_points(game, deck, dealer, [strong, weak] * (game.seat_count // 2), number)
        as_team1 = deal_points(game, deck, dealer, [weak, strong] * (game.seat_count // 2), number)
        margins.append((as_team0[0] - as_team0[1]) + (as_team1[1] - as_team1[0]))
    decided = [margin for margin in margins if margin]
    return Duel(sum(m > 0 for m in decided) / len(decided), statistics.fmean(margins) / 2)


def duel_alone(game: Game[Any], strong: str, weak: str, decks: int, seed: int) -> Duel:
    """`strong` alone against `weak` in every other seat, in a game of players alone; each deck played once a seat.

    With `strong` in each seat in turn, it holds every hand of each deal once. The win rate is the share of deals
    in which `strong` scored more than every other player; the margin, its points less the others' mean, per deal.
    """
    rng = random.Random(seed)
    seats = game.seat_count
    won, margins = 0, []
    for number in range(decks):
        deck = shuffled(game, rng)
        for seat in range(seats):
            levels = [weak] * seats
            levels[seat] = strong
            points = deal_points(game, deck, number % seats, levels, number)
            others = [score for other, score in enumerate(points) if other != seat]
            won += points[seat] > max(others)
            margins.append(points[seat] - statistics.fmean(others))
    return Duel(won / len(margins), statistics.fmean(margins))
