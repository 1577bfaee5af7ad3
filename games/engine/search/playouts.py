"""Determinised playouts (PIMC): each legal action tried on the same sampled deals, each deal played out."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from games.engine.actions import JSON, Action
from games.engine.appraisal import Appraisal
from games.engine.match import MatchState
from games.engine.protocol import Game

Sampler = Callable[[JSON, random.Random], MatchState[Any]]
"""A whole state consistent with a seat's view: the unseen pieces dealt where the view allows them."""
Policy = Callable[[MatchState[Any], random.Random], Action]
"""The fast player of a playout: an action for the seat to act, reading the sampled state directly."""
Judge = Callable[[MatchState[Any], Action, int, random.Random], float]
"""What taking an action in a sampled state is worth to a seat, found by the game's own means."""


@dataclass(frozen=True)
class Search:
    """A game's part of the search, and its budget."""

    game: Game[Any]
    sample: Sampler
    policy: Policy
    budget: int
    """Actions simulated a move, summed over every playout: a count, not a time, so a move is the same anywhere."""
    most_deals: int = 48
    """Sampled deals a move at most: near the end a playout is short, and more deals add little."""
    fewest_deals: int = 4
    """Sampled deals a move at least, however many actions there are to try."""
    judge: Judge | None = None
    """When set, what each action is worth to the seat in a sampled state, in place of a playout to the end of the
    deal: a game whose deals are long plays a few tricks its own way and judges the rest."""


def deal_value(game: Game[Any], state: MatchState[Any], seat: int) -> float:
    """What the deal scored for the seat's side, less what the other sides scored on average."""
    delta = state.deal.score_delta if state.deal is not None else ()
    team = next(index for index, seats in enumerate(game.teams) if seat in seats)
    others = [points for index, points in enumerate(delta) if index != team]
    return float(delta[team]) - (sum(others) / len(others) if others else 0.0)


def play_out(search: Search, state: MatchState[Any], rng: random.Random) -> MatchState[Any]:
    """The state at the end of the deal, the policy playing every seat."""
    game, policy = search.game, search.policy
    while game.to_act(state) is not None:
        state = game.apply(state, policy(state, rng))
    return state


def played_until(search: Search, state: MatchState[Any], phase: object, rng: random.Random) -> MatchState[Any]:
    """The state once its deal reaches `phase` or ends, the policy playing every seat through the rules.

    A game whose playouts play the cards on plain lists plays the calls before them so.
    """
    game, policy = search.game, search.policy
    while (deal := state.deal) is not None and game.to_act(state) is not None and deal.phase is not phase:
        state = game.apply(state, policy(state, rng))
    return state


def action_values(
    search: Search, view: JSON, rng: random.Random, remaining: int, also: Sequence[JSON] = ()
) -> list[tuple[JSON, float]]:
    """Each legal action of the view with its mean value over the same sampled deals (common to every action).

    `remaining` is about how many actions a playout from here takes: it sets how many deals the budget buys.
    `also` are more actions valued on those same deals, listed after the legal ones: they take no part in the budget
    nor in the random draws, so the legal actions' values are the same with or without them.
    """
    game = search.game
    seat: int = view["seat"]
    legal: list[JSON] = view["legal"]
    if len(legal) == 1 and not also:
        return [(legal[0], 0.0)]
    deals = search.budget // (len(legal) * max(remaining, 1))
    deals = max(search.fewest_deals, min(search.most_deals, deals))
    choices = [*legal, *also]
    actions = [game.parse_action({"seat": seat, **choice}) for choice in choices]
    totals = [0.0] * len(choices)
    for _ in range(deals):
        world = search.sample(view, rng)
        # The same playout seed for every action: their values differ by the action, not by the luck of the play.
        seed = rng.getrandbits(64)
        for index, action in enumerate(actions):
            if search.judge is not None:
                totals[index] += search.judge(world, action, seat, random.Random(seed))
                continue
            end = play_out(search, game.apply(world, action), random.Random(seed))
            totals[index] += deal_value(game, end, seat)
    return [(choice, total / deals) for choice, total in zip(choices, totals, strict=True)]


def best_of(values: Sequence[tuple[JSON, float]]) -> JSON:
    """The action with the best value; the first listed among equals, so a choice is reproducible."""
    best = max(value for _, value in values)
    return dict(next(choice for choice, value in values if value == best))


def best_action(search: Search, view: JSON, rng: random.Random, remaining: int) -> JSON:
    """The legal action with the best mean value; the first listed among equals, so a choice is reproducible."""
    if not view["legal"]:
        raise ValueError("the seat has no legal action: it is not its turn")
    return best_of(action_values(search, view, rng, remaining))


def appraise(
    search: Search,
    view: JSON,
    played: JSON,
    rng: random.Random,
    remaining: int,
    threshold: float,
    candidates: Sequence[JSON] | None = None,
) -> Appraisal:
    """The choice `best_action` makes among `candidates` (the view's legal actions by default), and `played`'s loss.

    `played` is valued on the choice's own sampled deals: as a candidate where it is one (or `alike` one), else
    beside them (see `action_values`), so the choice is the one a hint gives from the same seed.
    """
    game = search.game
    listed = list(view["legal"] if candidates is None else candidates)
    same = next((index for index, choice in enumerate(listed) if game.alike(view, choice, played)), None)
    values = action_values(search, {**view, "legal": listed}, rng, remaining, () if same is not None else (played,))
    choice = best_of(values[: len(listed)])
    best = max(value for _, value in values[: len(listed)])
    worth = values[same if same is not None else -1][1]
    return Appraisal(choice, max(0.0, best - worth), threshold)
