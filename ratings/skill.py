"""The OpenSkill update (Plackett-Luce): teams of ratings and their places in, each member's new rating out.

Every player of a team is rated from the team's place, so partners move alike. Fixed entries (a computer level,
whose rating is measured by duels) take part in the update but keep their rating.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from openskill.models import PlackettLuce, PlackettLuceRating


@dataclass(frozen=True)
class Skill:
    """A rating: the estimate `mu` and its uncertainty `sigma`."""

    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """Three standard deviations below the estimate: what is shown and ranked by."""
        return self.mu - 3 * self.sigma


@cache
def model() -> PlackettLuce:
    """The one model every rating is made with (OpenSkill's defaults: mu 25, sigma 25/3)."""
    return PlackettLuce()


def rate(teams: Sequence[Sequence[Skill]], ranks: Sequence[int]) -> list[list[Skill]]:
    """Each player's rating after a match where the teams took these places (1 first; equal places tie)."""
    plackett_luce = model()
    entries = [[PlackettLuceRating(skill.mu, skill.sigma) for skill in team] for team in teams]
    rated = plackett_luce.rate(entries, ranks=[float(rank) for rank in ranks])
    return [[Skill(entry.mu, entry.sigma) for entry in team] for team in rated]
