"""Duplicate duels between two computer levels: each deal played once per side, so that the cards' luck cancels."""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from games.engine.actions import JSON
from games.engine.duplicate import event_decks, others_points, side_points
from games.engine.match import MatchState
from games.engine.protocol import Game

Clock = Callable[[], float]
"""Seconds from an arbitrary start; the command line passes one in, since the engine reads no clock itself."""

Z95 = 1.959964
"""The normal quantile of a two-sided 95 % interval."""


@dataclass(frozen=True)
class Seer:
    """A player shown the true state (every hand, every hidden card) beside its seat's view: for measurement only.

    A duel of a game whose `bots` list one hands it the state the deal goes on from; nothing else does, and it
    refuses to play from a view alone.
    """

    choose: Callable[[MatchState[Any], JSON, random.Random], JSON]
    """From the true state, the seat's view of it and a random source: an action without seat."""

    def __call__(self, view: JSON, rng: random.Random) -> JSON:
        """No action: a seer plays only where it is shown the true state."""
        raise TypeError("a seer plays only in a duel, which shows it the true state")


@dataclass
class DuelTally:
    """What a duel has counted so far: A's and B's points per duplicate deal, and each level's move times."""

    points: list[tuple[float, float]] = field(default_factory=list)
    move_times: dict[str, list[float]] = field(default_factory=dict)


def play_deal(
    game: Game[Any],
    deck: list[str],
    dealer: int,
    levels: Sequence[str],
    seed: int,
    clock: Clock,
    tally: DuelTally,
    options: Mapping[str, Any] | None = None,
) -> tuple[int, ...]:
    """Play one deal from a fresh match (under the options given) with a level per seat; the points each side scored.

    Each move is timed. A level whose player is a `Seer` is shown the state itself as well as its seat's view.
    """
    rng = random.Random(seed)
    bots = [game.bot(level) for level in levels]
    state = game.deal(game.new_match(dict(options or {}), first_dealer=dealer), deck)
    while (seat := game.to_act(state)) is not None:
        view = game.view(state, seat)
        started = clock()
        bot = bots[seat]
        choice = bot.choose(state, view, rng) if isinstance(bot, Seer) else bot(view, rng)
        tally.move_times.setdefault(levels[seat], []).append(clock() - started)
        state = game.play(state, {"seat": seat, **choice})
    assert state.deal is not None
    return tuple(state.deal.score_delta)


MIXED = "+"
"""Joins the levels of a side whose seats play at different levels: `strong+basic`, one level a seat in turn."""


def side_levels(game: Game[Any], spec: str) -> tuple[str, ...]:
    """A side's levels from its spec: one level for every seat, or one a seat (`strong+basic`); ValueError if bad."""
    levels = tuple(spec.split(MIXED))
    for level in levels:
        if level not in game.bots:
            raise ValueError(f"{game.id} has no level {level}; it has: {', '.join(game.levels)}")
    if len(levels) == 1:
        return levels
    side_seats = {len(seats) for seats in game.teams}
    if side_seats == {1}:
        raise ValueError(f"{game.id}'s sides are single seats, so a side has one level: {spec} cannot be played")
    if side_seats != {len(levels)}:
        raise ValueError(f"{spec} names {len(levels)} levels; {game.id}'s sides have {min(side_seats)} seats")
    return levels


def seat_levels(game: Game[Any], spec_a: str, spec_b: str, side: int) -> list[str]:
    """Each seat's level when A plays `side`: A's levels over its seats in order, B's over every other side's."""
    a_levels, b_levels = side_levels(game, spec_a), side_levels(game, spec_b)
    levels = [""] * game.seat_count
    for team, seats in enumerate(game.teams):
        own = a_levels if team == side else b_levels
        for index, seat in enumerate(seats):
            levels[seat] = own[index % len(own)]
    return levels


def duplicate_deal(
    game: Game[Any],
    level_a: str,
    level_b: str,
    deck: list[str],
    number: int,
    clock: Clock,
    tally: DuelTally,
    options: Mapping[str, Any] | None = None,
) -> None:
    """One deck played once with A on each side (each seat, for players alone), B in every other seat.

    A side given as `strong+basic` seats those levels in turn along its seats (see `side_levels`). Every side's play
    of a deck starts from the same players' random source, drawn from the deal's number.
    """
    a_points = b_points = 0.0
    seed = random.Random(number).getrandbits(64)
    for side in range(len(game.teams)):
        levels = seat_levels(game, level_a, level_b, side)
        delta = play_deal(game, deck, number % game.seat_count, levels, seed, clock, tally, options)
        a_points += side_points(delta, side)
        b_points += others_points(delta, side)
    tally.points.append((a_points, b_points))


def ratio_interval(pairs: list[tuple[float, float]]) -> tuple[float, float, float]:
    """A's share of all points, with a 95 % interval (the ratio's delta method over deals)."""
    total_a = sum(a for a, _ in pairs)
    total = sum(a + b for a, b in pairs)
    if total == 0:
        return 0.5, 0.0, 1.0
    share = total_a / total
    n = len(pairs)
    mean_total = total / n
    residuals = [a - share * (a + b) for a, b in pairs]
    spread = statistics.pstdev(residuals) / (mean_total * math.sqrt(n)) if n > 1 else 1.0
    return share, max(0.0, share - Z95 * spread), min(1.0, share + Z95 * spread)


def wilson_interval(won: int, decided: int) -> tuple[float, float, float]:
    """A proportion with its 95 % Wilson interval."""
    if decided == 0:
        return 0.5, 0.0, 1.0
    p = won / decided
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * decided)) / (1 + z2 / decided)
    half = Z95 * math.sqrt(p * (1 - p) / decided + z2 / (4 * decided * decided)) / (1 + z2 / decided)
    return p, max(0.0, centre - half), min(1.0, centre + half)


def _ms(seconds: list[float]) -> JSON:
    return {
        "moves": len(seconds),
        "median": round(statistics.median(seconds) * 1000, 2) if seconds else None,
        "worst": round(max(seconds) * 1000, 2) if seconds else None,
    }


def summary(
    game: Game[Any], level_a: str, level_b: str, seed: int, tally: DuelTally, options: Mapping[str, Any] | None = None
) -> JSON:
    """The duel's figures as one JSON object: A's share of points and of deals won, each with a 95 % interval.

    The options appear only where some were given (a duel of the rules' defaults has none).
    """
    share, low, high = ratio_interval(tally.points)
    won = sum(a > b for a, b in tally.points)
    decided = sum(a != b for a, b in tally.points)
    rate, won_low, won_high = wilson_interval(won, decided)
    given = {"options": dict(options)} if options else {}
    return {
        "game": game.id,
        "a": level_a,
        "b": level_b,
        **given,
        "seed": seed,
        "deals": len(tally.points),
        "points": {"a": sum(a for a, _ in tally.points), "b": sum(b for _, b in tally.points)},
        "points_share": {"a": round(share, 4), "ci95": [round(low, 4), round(high, 4)]},
        "deals_won": {"a": round(rate, 4), "ci95": [round(won_low, 4), round(won_high, 4)], "decided": decided},
        "move_ms": {level: _ms(times) for level, times in tally.move_times.items()},
    }


def duel_decks(game: Game[Any], deals: int, seed: int) -> list[list[str]]:
    """The decks of a duel from its seed, deal number by deal number."""
    return event_decks(game, deals, seed)


def play_deals(
    game: Game[Any],
    level_a: str,
    level_b: str,
    numbered: Sequence[tuple[int, list[str]]],
    clock: Clock,
    options: Mapping[str, Any] | None = None,
) -> DuelTally:
    """Play some of a duel's decks, each with its deal number; a part of the duel's tally (see `merge`)."""
    tally = DuelTally()
    for number, deck in numbered:
        duplicate_deal(game, level_a, level_b, deck, number, clock, tally, options)
    return tally


def merge(parts: Sequence[DuelTally]) -> DuelTally:
    """One tally from the parts of a duel played apart (in other processes); the figures do not depend on the split."""
    whole = DuelTally()
    for part in parts:
        whole.points.extend(part.points)
        for level, times in part.move_times.items():
            whole.move_times.setdefault(level, []).extend(times)
    return whole


def duel(
    game: Game[Any],
    level_a: str,
    level_b: str,
    deals: int,
    seed: int,
    clock: Clock,
    options: Mapping[str, Any] | None = None,
) -> JSON:
    """Play `deals` duplicate deals of A against B (levels or `+` specs) from a seed, under the options; the figures."""
    for spec in (level_a, level_b):
        side_levels(game, spec)
    tally = play_deals(game, level_a, level_b, list(enumerate(duel_decks(game, deals, seed))), clock, options)
    return summary(game, level_a, level_b, seed, tally, options)
