"""Rating a finished circle match: its result from the log, then its players' ratings in the circle and overall.

Refusals: `match_not_over`, `match_abandoned`, `already_rated`, `not_a_circle_match`, `computer_players_not_rated`.
Everything is written in one transaction that holds the match's row lock (so a match is rated once), then the
ratings' rows in the order of their keys (so two matches with the same players rate one after the other).
"""

from __future__ import annotations

from collections.abc import Sequence

from django.db import transaction

from circles.models import Circle
from config.api.service_errors import conflict
from games.models import Match, MatchStatus
from ratings.ledger import Entrant, rated_people
from ratings.models import MatchResult, Rating, RatingChange, SeatResult
from ratings.services.levels import level_skills
from ratings.services.results import circle_of, outcome_of, result_rows, save_result, sitters, was_abandoned
from ratings.skill import Skill


def rate_match(match: Match) -> MatchResult:
    """Rate a finished match of a circle, once; its result (kept if it was already read) is returned."""
    with transaction.atomic():
        locked = Match.objects.select_for_update(of=("self",)).get(pk=match.pk)
        if locked.status != MatchStatus.FINISHED:
            raise conflict("match_not_over", "the match is not over yet, so it cannot be rated")
        if was_abandoned(locked):
            raise conflict("match_abandoned", "the match was abandoned, so it is not rated")
        result = MatchResult.objects.filter(match=locked).first()
        if result is not None and result.rated:
            raise conflict("already_rated", "this match has already been rated")
        circle = circle_of(locked)
        if circle is None:
            raise conflict("not_a_circle_match", "only matches played in a circle are rated")
        seated = sitters(locked)
        if not circle.rate_computer_matches and any(sitter.user_id is None for sitter in seated):
            raise conflict(
                "computer_players_not_rated", "computer players took part, and this circle does not rate such matches"
            )
        if result is None:
            outcome = outcome_of(locked)
            if outcome is None:
                raise conflict("match_not_over", "the match's log has no end, so it cannot be rated")
            result = save_result(*result_rows(locked, outcome, seated, circle, rated=True))
        else:
            result.circle, result.rated = circle, True
            result.save(update_fields=["circle", "rated"])
        apply_ratings(result, list(result.seats.all()), circle)
    return result


def entrants_of(seats: Sequence[SeatResult]) -> list[Entrant]:
    """A result's seats as the rating step takes them."""
    return [Entrant(seat.team, seat.rank, seat.user_id, seat.level) for seat in seats]


def apply_ratings(result: MatchResult, seats: Sequence[SeatResult], circle: Circle) -> None:
    """Move the people's ratings in the circle and overall by the result, and keep each new rating in the history."""
    entrants = entrants_of(seats)
    people = sorted(entrant.user_id for entrant in entrants if entrant.user_id is not None)
    levels = level_skills(result.game)
    changes = []
    for scope in (circle, None):
        rows = _locked_ratings(scope, result.game, people)
        after = rated_people(entrants, {user: Skill(row.mu, row.sigma) for user, row in rows.items()}, levels)
        for user, skill in after.items():
            row = rows[user]
            row.mu, row.sigma, row.matches = skill.mu, skill.sigma, row.matches + 1
            row.save(update_fields=["mu", "sigma", "matches", "updated_at"])
            changes.append(RatingChange(result=result, circle=scope, user_id=user, mu=skill.mu, sigma=skill.sigma))
    RatingChange.objects.bulk_create(changes)


def _locked_ratings(circle: Circle | None, game: str, people: list[int]) -> dict[int, Rating]:
    """The people's rating rows in a scope, made where missing, locked in the order of their keys."""
    Rating.objects.bulk_create(
        [Rating(circle=circle, game=game, user_id=user) for user in people], ignore_conflicts=True
    )
    rows = Rating.objects.select_for_update().filter(circle=circle, game=game, user_id__in=people).order_by("pk")
    return {row.user_id: row for row in rows}
