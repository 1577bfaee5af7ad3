"""Hints' searches run in a process beside the web process's own, give the same choice there, and survive its death."""

from __future__ import annotations

import os
import signal

import pytest

from bench.hints_beside import deal_moments
from games.engine import GAMES
from games.engine.search.advice import expert_choice
from games.services import search_processes
from games.services.search_processes import expert_choices

DOUBLEHAND = GAMES["doublehand"]


@pytest.fixture
def one_search_process(settings):
    settings.HINT_SEARCH_PROCESSES = 1
    yield
    search_processes._forget(search_processes._pool)


def test_the_searches_run_in_another_process_and_choose_as_the_request_would(one_search_process):
    asked = deal_moments(4, seed=100)
    assert expert_choices(DOUBLEHAND, asked) == [expert_choice("doublehand", view, seed) for view, seed in asked]
    pool = search_processes._pool
    assert pool is not None
    assert all(pid != os.getpid() for pid in pool._processes)


def test_a_search_process_that_died_is_started_again(one_search_process):
    asked = deal_moments(1, seed=7)
    first = expert_choices(DOUBLEHAND, asked)
    pool = search_processes._pool
    assert pool is not None
    for pid in list(pool._processes):
        os.kill(pid, signal.SIGKILL)
    assert expert_choices(DOUBLEHAND, asked) == first
    assert search_processes._pool is not pool


def test_without_search_processes_the_request_searches_itself(settings):
    settings.HINT_SEARCH_PROCESSES = 0
    search_processes._forget(search_processes._pool)
    asked = deal_moments(1, seed=3)
    assert expert_choices(DOUBLEHAND, asked) == [expert_choice("doublehand", *asked[0])]
    assert search_processes._pool is None
