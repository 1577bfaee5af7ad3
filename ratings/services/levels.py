"""The computer levels' ratings: measured from duplicate duels between the levels, then read when a match is rated.

A level plays alike in every match, so its strength is measured (by the engine's duel, each deal played with the
sides swapped so that the cards' luck cancels) rather than learnt from the circles' matches; it is the yardstick a
player's rating is read against ("you play like Expert").
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from django.db import transaction

from games.engine import GAMES
from games.engine.duel import MIXED
from ratings.ledger import NEW, Entrant, rated_people
from ratings.models import LevelRating
from ratings.skill import Skill


def level_skills(game: str) -> dict[str, Skill]:
    """Each measured level's rating at a game (a level not measured is taken as a new player: see `ledger.NEW`)."""
    return {row.level: Skill(row.mu, row.sigma) for row in LevelRating.objects.filter(game=game)}


def plays_like(game: str, skill: Skill | None, levels: Mapping[str, Skill] | None = None) -> str | None:
    """The computer level whose rating's estimate is nearest the player's (None: no rating, or no level measured)."""
    measured = level_skills(game) if levels is None else levels
    if skill is None or not measured:
        return None
    return min(measured, key=lambda level: (abs(measured[level].mu - skill.mu), level))


def level_duels(game_id: str, duels: Iterable[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """A game's duels between plain levels under its default rules.

    A partner duel (a side of mixed levels, `strong+basic`) rates no level, nor does a duel under other options (the
    marks game), whose scores are in other units.
    """
    return [
        figures
        for figures in duels
        if figures.get("game") == game_id
        and MIXED not in figures["a"]
        and MIXED not in figures["b"]
        and not figures.get("options")
    ]


def duel_contests(figures: Mapping[str, Any]) -> list[tuple[str, str, int]]:
    """The duel command's figures as contests `(A, B, place of A)`: 1 won, 2 lost, 0 a deal both sides scored alike.

    The figures give the deals played, those decided (one side scored more) and A's share of those; the contests
    alternate wins and losses evenly, so that their order carries no drift.
    """
    deals = int(figures["deals"])
    decided = int(figures["deals_won"]["decided"])
    won = round(float(figures["deals_won"]["a"]) * decided)
    lost, drawn = decided - won, deals - decided
    # Spread each kind evenly over the sequence (by its own fractional position), so no kind comes in a run.
    positions: list[tuple[float, int]] = []
    for kind, count in ((1, won), (2, lost), (0, drawn)):
        positions += [((index + 0.5) / count, kind) for index in range(count)]
    return [(figures["a"], figures["b"], kind) for _, kind in sorted(positions)]


def measure(game_id: str, duels: Sequence[Mapping[str, Any]], passes: int = 1) -> dict[str, Skill]:
    """The levels' ratings from a game's duels: every duplicate deal rated as a match of the levels' teams.

    A level fills all its side's seats (a partnership of two of the same level, or a player alone in Ganjifa, whose
    two rivals are the other level), as in the duel. The duels' contests are interleaved, so that no duel is rated
    wholly before another.
    """
    game = GAMES[game_id]
    queues = [duel_contests(figures) for figures in level_duels(game_id, duels)]
    skills: dict[str, Skill] = {}
    for _ in range(passes):
        for contest in _interleaved(queues):
            _rate_contest(game.teams, contest, skills)
    return skills


def _interleaved(queues: Sequence[Sequence[tuple[str, str, int]]]) -> Iterable[tuple[str, str, int]]:
    """Contests of several duels merged by their relative position in each."""
    merged = [
        ((index + 0.5) / len(queue), order, contest)
        for order, queue in enumerate(queues)
        for index, contest in enumerate(queue)
    ]
    return [contest for _, _, contest in sorted(merged, key=lambda item: (item[0], item[1]))]


def _rate_contest(teams: Sequence[Sequence[int]], contest: tuple[str, str, int], skills: dict[str, Skill]) -> None:
    """One duplicate deal: A's side against the rest, B's rating updated as the mean of its seats' updates."""
    a, b, place = contest
    # Users stand in for the levels: A is 0, every seat of B's its own key, so that each of B's seats is rated.
    entrants: list[Entrant] = []
    b_keys: list[int] = []
    for team, seats in enumerate(teams):
        for _ in seats:
            if team == 0:
                entrants.append(Entrant(team, {0: 1, 1: 1, 2: 2}[place], 0, ""))
            else:
                key = 1 + len(b_keys)
                b_keys.append(key)
                entrants.append(Entrant(team, {0: 1, 1: 2, 2: 1}[place], key, ""))
    people = {0: skills.get(a, NEW), **{key: skills.get(b, NEW) for key in b_keys}}
    after = rated_people(entrants, people, {})
    skills[a] = after[0]
    mean_mu = sum(after[key].mu for key in b_keys) / len(b_keys)
    mean_sigma = math.sqrt(sum(after[key].sigma ** 2 for key in b_keys) / len(b_keys))
    skills[b] = Skill(mean_mu, mean_sigma)


def store(game_id: str, skills: Mapping[str, Skill], duels: Sequence[Mapping[str, Any]]) -> list[LevelRating]:
    """Keep a game's measured levels (replacing what was measured before)."""
    rows = []
    with transaction.atomic():
        LevelRating.objects.filter(game=game_id).delete()
        for level, skill in sorted(skills.items()):
            used = [
                figures for figures in duels if figures["game"] == game_id and level in (figures["a"], figures["b"])
            ]
            rows.append(
                LevelRating.objects.create(
                    game=game_id,
                    level=level,
                    mu=skill.mu,
                    sigma=skill.sigma,
                    deals=sum(int(figures["deals"]) for figures in used),
                    duels=list(used),
                )
            )
    return rows
