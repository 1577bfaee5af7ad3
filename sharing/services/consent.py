"""Players' consent to shared links showing every hand of their match once it is over."""

from __future__ import annotations

from typing import Any

from accounts.access import access_active_user
from accounts.models import User
from games.models import Match, MatchStatus
from games.services.access import access_match_player, put_out_of, table_seats
from games.services.matches import find_match
from sharing.models import ShareConsent


def people_at(match: Match, put_out: set[int] | None = None) -> set[int]:
    """The people (their database keys) who played the match: those seated, and those put out of a seat in it.

    Every one of them is asked: the hands a replaced player held are in the deals a link would show. `put_out`,
    where the caller has read it already (`put_out_of`), saves reading it again.
    """
    seated = {seat.user_id for seat in table_seats(match.room) if seat.user_id is not None}
    return seated | (put_out_of(match) if put_out is None else put_out)


def _access_answer(match: Match, user: User) -> set[int]:
    """Only the match's people answer: those seated, and those put out of a seat in it; the latter, as read."""
    put_out = put_out_of(match)
    if user.pk in put_out:
        access_active_user(user)
    else:
        access_match_player(match, user)
    return put_out


def agreed(match: Match, people: set[int]) -> set[int]:
    """Those of the match's people (`people_at`, read by the caller) who agree, now, that every hand may be shown."""
    answers = ShareConsent.objects.filter(match=match, user_id__in=people, consent=True)
    return set(answers.values_list("user_id", flat=True))


def everyone_agreed(match: Match) -> bool:
    """Whether every person who played the match (`people_at`) agrees that every hand may be shown."""
    people = people_at(match)
    return agreed(match, people) == people


def shows_every_hand(match: Match, all_agree: bool | None = None) -> bool:
    """Whether links show every hand: only once the match is over, and if its room let spectators in or all agree.

    Decided each time a link is opened, so a consent taken back counts at once. `all_agree`, where the caller has
    read it already (`everyone_agreed`), saves reading the people again.
    """
    if match.status != MatchStatus.FINISHED:
        return False
    if match.room.allow_spectators:
        return True
    return everyone_agreed(match) if all_agree is None else all_agree


def consent_body(match: Match, user: User, put_out: set[int] | None = None) -> dict[str, Any]:
    """The caller's answer, how many of the match's people agree, and whether links show every hand now.

    The caller is one of the match's people (`_access_answer`), so their own answer is among those read for the count.
    """
    people = people_at(match, put_out)
    agreeing = agreed(match, people)
    return {
        "consent": user.pk in agreeing,
        "agreed": len(agreeing),
        "players": len(people),
        "full_hands": shows_every_hand(match, all_agree=agreeing == people),
    }


def read_consent(match_id: str, user: User) -> dict[str, Any]:
    """A player's own answer and where the match's people stand."""
    match = find_match(match_id)
    return consent_body(match, user, _access_answer(match, user))


def give_consent(match_id: str, user: User, consent: bool) -> dict[str, Any]:
    """A player agrees (or no longer agrees) that shared links may show every hand once the match is over.

    Taking it back works at once, for every link: what a link shows is decided each time it is opened.
    """
    match = find_match(match_id)
    put_out = _access_answer(match, user)
    ShareConsent.objects.update_or_create(match=match, user=user, defaults={"consent": consent})
    return consent_body(match, user, put_out)
