"""Hypothesis's profiles, `dev` (quick, the default) and `ci` (thorough), chosen by HYPOTHESIS_PROFILE.

A test that names its own number of examples writes it as `examples(n)`: n is what the `ci` profile runs, and
`dev` runs a fifth of it, so that a local run stays quick and CI keeps the coverage each test was written for.
"""

from __future__ import annotations

import os

from hypothesis import settings

CI_EXAMPLES = 100
"""The `ci` profile's examples for a test that names none (Hypothesis's own default), and the scale of `examples`."""

DEV_EXAMPLES = 20
"""The `dev` profile's: a fifth of `ci`'s."""

FEWEST = 2
"""Whatever the profile, a test that names its examples tries at least this many (a single one finds little)."""


def register() -> None:
    """Register both profiles and load the one HYPOTHESIS_PROFILE names (`dev` if unset)."""
    # No time limit per example: two cores shared with other runs make any single example's time meaningless.
    settings.register_profile("ci", max_examples=CI_EXAMPLES, deadline=None, print_blob=True)
    settings.register_profile("dev", max_examples=DEV_EXAMPLES, deadline=None)
    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


def examples(ci: int) -> int:
    """How many examples a test runs under the loaded profile, given how many it runs under `ci`."""
    return max(min(ci, FEWEST), round(ci * settings.default.max_examples / CI_EXAMPLES))
