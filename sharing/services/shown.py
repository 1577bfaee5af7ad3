"""What a share link shows: the match's replay, with every hand or as a spectator sees it, and its preview's words."""

from __future__ import annotations

from typing import Any

from config.api.service_errors import forbidden
from games.engine import GAMES
from games.models import Match, MatchStatus
from games.names import game_name
from games.services.access import table_seats
from games.services.bodies import seats_body
from games.services.history import deal_frames
from games.services.matches import find_match
from games.services.names import public_name
from games.services.reveals import access_deal_shown
from games.services.spectating import behind as behind_spectators
from games.services.spectating import match_is_delayed
from sharing.models import ShareLink
from sharing.services.consent import shows_every_hand


def shared_match(link: ShareLink) -> Match:
    """The link's match with its room and seats, as the replay reads it."""
    return find_match(link.match.public_id)


def shared_replay(link: ShareLink, deal_number: int) -> dict[str, Any]:
    """One deal of the link's match, step by step, as the replay endpoint builds it, for anyone with the link.

    Every hand only once the match is over and its room let spectators in or all its people agreed; otherwise
    the spectator's view. A running match only where its room lets spectators watch (403 until it is over).
    """
    match = shared_match(link)
    live = match.status == MatchStatus.IN_PROGRESS
    if live and not match.room.allow_spectators:
        raise forbidden(
            "spectators_not_allowed", "this room does not let spectators watch: the link works once the match is over"
        )
    access_deal_shown(match, deal_number)
    full = shows_every_hand(match)
    # A live link is a spectator: one trick behind, where the room delays its spectators.
    behind = behind_spectators(match, with_state=False) if live and match_is_delayed(match) else None
    return {
        "match": deal_frames(match, deal_number, open_hands=full, behind=behind),
        "full_hands": full,
        "game": match.game,
        "status": match.status,
        "seats": seats_body(match.room),
    }


def seat_names(match: Match) -> list[str]:
    """Who sat where, as anyone may know: each person's public name, or "Computer"."""
    return [public_name(seat.user) if seat.user else "Computer" for seat in table_seats(match.room)]


def side_names(match: Match, names: list[str]) -> list[str]:
    """Each team (or lone player) by its players' names: "Asha & Ravi"."""
    return [" & ".join(names[seat] for seat in team) for team in GAMES[match.game].teams]


def in_words(names: list[str]) -> str:
    """Names as a sentence lists them: "Asha, Ravi and Computer"."""
    return names[0] if len(names) < 2 else f"{', '.join(names[:-1])} and {names[-1]}"


def preview(link: ShareLink) -> dict[str, str]:
    """The words of a link's preview, from what anyone watching could know: never a hand, a trump or a deck."""
    match = shared_match(link)
    names = seat_names(match)
    game = game_name(match.game)
    sides = side_names(match, names)
    scores = ", ".join(f"{side} {score}" for side, score in zip(sides, match.scores or [], strict=False))
    if match.status == MatchStatus.IN_PROGRESS and not match.room.allow_spectators:
        # As the link itself: nothing of a match that spectators may not watch until it is over.
        state = "Being played now: it can be watched once it is over."
    elif match.status == MatchStatus.IN_PROGRESS:
        state = f"Being played now. Score: {scores}." if scores else "Being played now."
    elif match.aborted:
        state = "Stopped by a moderator."
    else:
        winners = [sides[team] for team in match.winner or [] if 0 <= team < len(sides)]
        state = f"Final score: {scores}."
        if sum(match.games_won or []) > 1:
            won = ", ".join(f"{side} {count}" for side, count in zip(sides, match.games_won, strict=False))
            state += f" Games won: {won}."
        if winners:
            state += f" Won by {' and '.join(winners)}."
    return {
        "title": f"{game}: {', '.join(names)}",
        "description": f"{game} with {in_words(names)}. {state}",
    }
