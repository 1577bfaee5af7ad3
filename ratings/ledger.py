"""One rated match applied to ratings held in memory or read from rows: the step shared by rating and recomputing."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ratings.models import DEFAULT_MU, DEFAULT_SIGMA
from ratings.skill import Skill, rate

NEW = Skill(DEFAULT_MU, DEFAULT_SIGMA)
"""A player's rating before their first rated match, and an unmeasured computer level's."""


@dataclass(frozen=True)
class Entrant:
    """A seat in a rated match: its team and place, and a person (`user_id`) or a computer level."""

    team: int
    rank: int
    user_id: int | None
    level: str


def rated_people(
    entrants: Sequence[Entrant], people: Mapping[int, Skill], levels: Mapping[str, Skill]
) -> dict[int, Skill]:
    """The people's ratings after the match; a computer level's rating goes in as measured and is left as it was."""
    team_count = 1 + max(entrant.team for entrant in entrants)
    teams: list[list[Skill]] = [[] for _ in range(team_count)]
    owners: list[list[int | None]] = [[] for _ in range(team_count)]
    ranks = [0] * team_count
    for entrant in entrants:
        if entrant.user_id is None:
            teams[entrant.team].append(levels.get(entrant.level, NEW))
        else:
            teams[entrant.team].append(people.get(entrant.user_id, NEW))
        owners[entrant.team].append(entrant.user_id)
        ranks[entrant.team] = entrant.rank
    after = rate(teams, ranks)
    return {
        owner: skill
        for team_owners, team_skills in zip(owners, after, strict=True)
        for owner, skill in zip(team_owners, team_skills, strict=True)
        if owner is not None
    }
