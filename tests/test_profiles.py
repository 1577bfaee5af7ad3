"""Hypothesis's profiles: `ci` runs the examples a test names, `dev` a fifth of them, and HYPOTHESIS_PROFILE picks."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

from tests.profiles import examples


@pytest.fixture
def profile():
    """Load a profile for one test, then the one the run started with again."""
    yield settings.load_profile
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


def test_ci_runs_what_a_test_names_and_dev_a_fifth_of_it_but_never_fewer_than_two(profile):
    profile("ci")
    assert [examples(n) for n in (1, 6, 25, 80)] == [1, 6, 25, 80]
    assert settings().max_examples == 100
    profile("dev")
    assert [examples(n) for n in (1, 6, 25, 80)] == [1, 2, 5, 16]
    assert settings().max_examples == 20


def test_the_run_uses_the_profile_named_by_the_environment_or_dev():
    assert settings.get_current_profile_name() == os.environ.get("HYPOTHESIS_PROFILE", "dev")
