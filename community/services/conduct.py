"""A player's conduct as moderators read it: matches, moves the computer made for them, matches they abandoned."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import F, Q, QuerySet

from accounts.models import User
from community.models import ModerationAction, ModerationKind
from games.models import Event, EventType, Match, MatchStatus, Seat


@dataclass(frozen=True)
class Conduct:
    """How a player has played, counted over every match they sat in.

    - `computer_moves`: moves the computer made at their seat, for a turn that ran out or while they were away.
    - `abandoned`: matches they left to the computer: they were away (turns ran out in a row and they did not
      come back) when the match ended or are away now, or a moderator gave their seat to a computer player.
    - `abandoned_share`: `abandoned` out of `played` (0 when they played none).
    """

    played: int
    computer_moves: int
    timeouts_in_a_row: int
    """The longest run of timed-out turns now standing at any of their seats."""
    away_now: int
    """Running matches where the computer plays for them now."""
    abandoned: int

    @property
    def abandoned_share(self) -> float:
        """The share of their matches that they left to the computer, from 0 to 1."""
        return self.abandoned / self.played if self.played else 0.0


def seated_matches(player: User) -> QuerySet[Match]:
    """The matches played in rooms where the player holds a seat, or held one until a moderator replaced them."""
    replaced = ModerationAction.objects.filter(target=player, kind=ModerationKind.REPLACE_SEAT).values("match_id")
    mine = Q(room__seats__user=player) | Q(pk__in=replaced)
    return Match.objects.filter(mine).distinct().select_related("room").order_by("-created_at", "-pk")


def conduct_of(player: User) -> Conduct:
    """The player's conduct (see `Conduct` for what each count means)."""
    seats = Seat.objects.filter(user=player, room__matches__isnull=False)
    played_rooms = set(seats.values_list("room_id", flat=True))
    replaced = set(
        ModerationAction.objects.filter(target=player, kind=ModerationKind.REPLACE_SEAT).values_list(
            "match_id", flat=True
        )
    )
    matches = set(Match.objects.filter(room_id__in=played_rooms).values_list("pk", flat=True)) | replaced
    # Their seat's index in each match's room, joined through the same seat row as the player.
    computer_moves = Event.objects.filter(
        type=EventType.ACTION,
        by_computer=True,
        match__room__seats__user=player,
        seat=F("match__room__seats__index"),
    ).count()
    away_rooms = set(seats.filter(away=True).values_list("room_id", flat=True))
    away_matches = set(Match.objects.filter(room_id__in=away_rooms).values_list("pk", flat=True))
    running_away = Match.objects.filter(pk__in=away_matches, status=MatchStatus.IN_PROGRESS).count()
    longest = max(seats.values_list("timeouts", flat=True), default=0)
    return Conduct(
        played=len(matches),
        computer_moves=computer_moves,
        timeouts_in_a_row=longest,
        away_now=running_away,
        abandoned=len(away_matches | replaced),
    )
