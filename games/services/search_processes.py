"""Hints' searches in a process beside the web process, so that a search never holds the web process's interpreter.

A hint is the `strong` computer player's choice, up to a second of processor time, and a deal's review is one per
move of the deal. Run in the request's own thread, that time is spent holding the interpreter lock that the web
process's other requests (moves, polls) and its event loop need: every one of them would wait behind it. So each
web process hands the searches to a process of its own (`HINT_SEARCH_PROCESSES`, started at the first hint, with
a fresh interpreter that imports the engine alone), and the request's thread waits for the answer, holding
nothing. The search takes only the seat's view and a seed (`games.engine.search.advice`): a hint is the same
wherever it is worked out. With `HINT_SEARCH_PROCESSES=0`, or for a game whose hints come from a level that does not
search, it runs in the request's thread.
"""

from __future__ import annotations

import logging
import multiprocessing
import threading
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from itertools import repeat
from typing import Any

from django.conf import settings

from games.engine import Game
from games.engine.actions import JSON
from games.engine.protocol import SEARCHING_LEVELS
from games.engine.search.advice import ADVICE_LEVEL, expert_choice, expert_review

log = logging.getLogger(__name__)

_pool: ProcessPoolExecutor | None = None
_starting = threading.Lock()


def expert_choices(game: Game[Any], asked: list[tuple[JSON, int]]) -> list[JSON]:
    """The expert's choice for each `(view, seed)`, in the search process where there is one to run."""
    views = [view for view, _ in asked]
    seeds = [seed for _, seed in asked]
    return _searched(game, expert_choice, views, seeds)


def expert_reviews(game: Game[Any], asked: list[tuple[JSON, JSON, int]]) -> list[JSON]:
    """The expert's choice and the played action's loss for each `(view, played, seed)` (see `expert_review`)."""
    views = [view for view, _, _ in asked]
    played = [action for _, action, _ in asked]
    seeds = [seed for _, _, seed in asked]
    return _searched(game, expert_review, views, played, seeds)


def _searched(game: Game[Any], search: Callable[..., JSON], *columns: list[Any]) -> list[JSON]:
    """`search(game.id, *row)` for each row of the columns, in the search process where there is one to run."""
    searches = ADVICE_LEVEL in game.bots and ADVICE_LEVEL in SEARCHING_LEVELS
    if not columns[0] or not searches or settings.HINT_SEARCH_PROCESSES <= 0:
        return [search(game.id, *row) for row in zip(*columns, strict=True)]
    try:
        return list(_searchers().map(search, repeat(game.id), *columns))
    except BrokenProcessPool:
        # The search process died (killed, or out of memory): start another and ask it once more.
        log.warning("the hint search process died; starting another")
        _forget(_pool)
        return list(_searchers().map(search, repeat(game.id), *columns))


def _searchers() -> ProcessPoolExecutor:
    global _pool
    with _starting:
        if _pool is None:
            # A fresh interpreter, not a fork of this one: the web process runs threads, and a fork copies their locks.
            context = multiprocessing.get_context("spawn")
            _pool = ProcessPoolExecutor(settings.HINT_SEARCH_PROCESSES, mp_context=context)
        return _pool


def _forget(pool: ProcessPoolExecutor | None) -> None:
    global _pool
    with _starting:
        if pool is not None and _pool is pool:
            _pool = None
            pool.shutdown(wait=False, cancel_futures=True)
