"""The one loop that replays deals through a game: for the server, the record, the history and the benchmarks."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any, NamedTuple

from games.engine.errors import EngineError
from games.engine.match import MatchState
from games.engine.protocol import Game


class Step(NamedTuple):
    """The state after one step of a replay: a deal dealt (`action` None) or one of its actions taken."""

    deal: int
    """The deal's index among those replayed."""
    action: int | None
    state: MatchState[Any]
    taken: object
    """The action as given (None for a deal)."""


class ReplayError(Exception):
    """An engine refusal, located by the index of its deal and of its action (None: the deal itself)."""

    def __init__(self, error: EngineError, deal: int, action: int | None) -> None:
        super().__init__(error.message)
        self.error = error
        self.deal = deal
        self.action = action


def steps(game: Game[Any], state: MatchState[Any], deals: Iterable[tuple[object, Sequence[object]]]) -> Iterator[Step]:
    """Deal each `(deck, actions)` pair and take its actions in order, yielding the state after every step.

    Each action is checked by the engine as it is taken; the first refusal raises ReplayError.
    """
    for deal_index, (deck, actions) in enumerate(deals):
        try:
            state = game.deal(state, deck)  # type: ignore[arg-type]
        except EngineError as error:
            raise ReplayError(error, deal_index, None) from None
        yield Step(deal_index, None, state, None)
        for action_index, obj in enumerate(actions):
            try:
                state = game.play(state, obj)
            except EngineError as error:
                raise ReplayError(error, deal_index, action_index) from None
            yield Step(deal_index, action_index, state, obj)


def deal_ends(
    game: Game[Any], state: MatchState[Any], deals: Iterable[tuple[object, Sequence[object]]]
) -> Iterator[MatchState[Any]]:
    """Deal each `(deck, actions)` pair and take its actions in order, yielding the state once each deal's are taken.

    The same replay as `steps`, checked the same way, without a step made for every action: for those that need
    only where each deal ends (a record's report, a match's state), and so spare one object an action.
    """
    play = game.play
    for deal_index, (deck, actions) in enumerate(deals):
        try:
            state = game.deal(state, deck)  # type: ignore[arg-type]
        except EngineError as error:
            raise ReplayError(error, deal_index, None) from None
        action_index = 0
        try:
            for action_index, obj in enumerate(actions):  # noqa: B007 (read when an action is refused)
                state = play(state, obj)
        except EngineError as error:
            raise ReplayError(error, deal_index, action_index) from None
        yield state


def final_state(
    game: Game[Any], state: MatchState[Any], deals: Iterable[tuple[object, Sequence[object]]]
) -> MatchState[Any]:
    """The state once every deal and action is replayed (the start state if there are none)."""
    for end in deal_ends(game, state, deals):
        state = end
    return state
