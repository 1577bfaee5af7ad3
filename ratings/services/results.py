"""A finished match's result read from its event log (replayed by the engine), and kept as rows for reads."""

from __future__ import annotations

from dataclasses import dataclass

from circles.models import Circle, CircleRoom
from games.engine import GAMES
from games.models import EventType, Match, Seat
from games.services.tables import deal_events
from ratings.models import MatchResult, SeatResult
from ratings.outcomes import MatchOutcome, match_outcome

ABANDONING_EVENTS = (EventType.MATCH_ABORTED, EventType.SEAT_REPLACED)
"""A moderator stopped the match, or gave a person's seat to a computer: the match was abandoned, and not rated."""


@dataclass(frozen=True)
class Sitter:
    """Who sat in a seat at the end: a person (`user_id`) or a computer player (`level`)."""

    user_id: int | None
    level: str


def outcome_of(match: Match) -> MatchOutcome | None:
    """The match's outcome from a replay of its whole log through the engine (None: the log has no end yet)."""
    return match_outcome(GAMES[match.game], match.options, match.first_dealer, deal_events(match, since=0))


def was_abandoned(match: Match) -> bool:
    """The match was aborted, or a moderator gave a person's seat to a computer player during it (from its log)."""
    return match.aborted or match.events.filter(type__in=ABANDONING_EVENTS).exists()


def sitters(match: Match) -> list[Sitter]:
    """Who sits in each seat of the match's room, in seat order (rooms hold one match; seats change only before)."""
    seats = Seat.objects.filter(room_id=match.room_id).order_by("index").values_list("user_id", "bot_level")
    return [Sitter(user_id, "" if user_id is not None else (level or "basic")) for user_id, level in seats]


def circle_of(match: Match) -> Circle | None:
    """The circle whose room the match was played in, or None."""
    link = CircleRoom.objects.select_related("circle").filter(room_id=match.room_id).first()
    return None if link is None else link.circle


def result_rows(
    match: Match, outcome: MatchOutcome, seated: list[Sitter], circle: Circle | None, *, rated: bool
) -> tuple[MatchResult, list[SeatResult]]:
    """The rows that keep a result (not saved): the match's, and one per seat."""
    assert match.finished_at is not None
    result = MatchResult(match=match, game=match.game, circle=circle, finished_at=match.finished_at, rated=rated)
    seats = [
        SeatResult(
            result=result,
            seat=part.seat,
            user_id=seated[part.seat].user_id,
            level=seated[part.seat].level,
            team=part.team,
            rank=part.rank,
            won=part.won,
            points=part.points,
            bids_made=part.bids_made,
            bids_set=part.bids_set,
            game=match.game,
            finished_at=match.finished_at,
        )
        for part in outcome.seats
    ]
    return result, seats


def save_result(result: MatchResult, seats: list[SeatResult]) -> MatchResult:
    """Write a result's rows (the caller holds the match's row lock, in a transaction)."""
    result.save()
    for seat in seats:
        seat.result = result
    SeatResult.objects.bulk_create(seats)
    return result
