"""Reading a match's past: its events as a viewer may see them, its record, its deals, a player's matches."""

from __future__ import annotations

from typing import Any

from django.db.models import Q, QuerySet

from accounts.models import User
from config.api.service_errors import not_found
from games.engine import Game
from games.engine.record import build_record
from games.engine.replay import steps
from games.models import EventType, Match
from games.services import spectating
from games.services.access import access_hidden_pieces, access_match_viewer, access_match_watcher
from games.services.bodies import event_body
from games.services.matches import game_of
from games.services.reveals import access_deal_shown, access_every_deal_shown, shown_deal_end
from games.services.tables import deal_events

EVENTS_PAGE = 500


def events_after(match: Match, user: User, after: int) -> dict[str, Any]:
    """The events after a sequence number, redacted for the caller's seat (a page at a time).

    A spectator who sees the match one trick behind gets none past where they stand (`spectating.behind`).
    """
    seat = access_match_watcher(match, user)
    viewer = None if seat is None else seat.index
    last = spectating.shown_seq(match, user, viewer)
    events = list(match.events.filter(seq__gt=after, seq__lte=last).order_by("seq")[: EVENTS_PAGE + 1])
    more = len(events) > EVENTS_PAGE
    return {
        "events": [event_body(match, event, viewer) for event in events[:EVENTS_PAGE]],
        "seq": last,
        "more": more,
    }


def access_whole_match(match: Match, user: User, what: str) -> None:
    """Every hand of a match is shown once it is finished; while it runs, to staff who take no part in it."""
    access_match_viewer(match, user)
    access_hidden_pieces(match, user, what)


def match_record(match: Match, user: User) -> dict[str, Any]:
    """The match as a game record: decks included, so only once it is finished (staff may see it while it runs)."""
    access_whole_match(match, user, "the record, with its decks, is")
    access_every_deal_shown(match)
    game = game_of(match)
    deals = _recorded_deals(match)
    return build_record(game, game.new_match(match.options, match.first_dealer), match.first_dealer, deals)


def _recorded_deals(match: Match) -> list[dict[str, Any]]:
    """Every deal of the log as the record holds it: its deck and its actions (no access check here)."""
    return [{"deck": deck, "actions": actions} for deck, actions in deal_events(match, since=0)]


def deal_results(match: Match, user: User) -> list[dict[str, Any]]:
    """Every finished deal's summary with the scores after it: the score sheet of the match."""
    access_match_viewer(match, user)
    ends = match.events.filter(type=EventType.DEAL_END).order_by("seq")
    return [shown_deal_end(match, event.payload) for event in ends]


def matches_of(user: User, status: str | None = None, game: str | None = None) -> QuerySet[Match]:
    """A player's matches (and those they watch in rooms they made), newest first, optionally filtered."""
    mine = Q(room__seats__user=user) | Q(room__creator=user)
    matches = Match.objects.filter(mine).select_related("room").order_by("-created_at", "-pk")
    if status:
        matches = matches.filter(status=status)
    if game:
        matches = matches.filter(game=game)
    return matches.distinct()


def replay_frames(match: Match, user: User, deal_number: int) -> dict[str, Any]:
    """One deal of a finished match, step by step: every hand shown after every action (for the replay viewer)."""
    access_whole_match(match, user, "replays are")
    access_deal_shown(match, deal_number)
    return deal_frames(match, deal_number, open_hands=True)


def deal_frames(
    match: Match, deal_number: int, *, open_hands: bool, behind: spectating.Behind | None = None
) -> dict[str, Any]:
    """One deal of a match, step by step, with no access check: the caller decides who may see which.

    With `open_hands`, every hand after every action and each action whole (for a match that is over). Without,
    what a spectator sees: the engine's public view, and each action as the game shows it to someone unseated.
    With `behind`, the current deal only up to where a delayed spectator stands.
    """
    game = game_of(match)
    deals = _recorded_deals(match)
    if not 0 <= deal_number < len(deals):
        raise not_found("unknown_deal", f"this match has deals 0 to {len(deals) - 1}")
    start = game.new_match(match.options, match.first_dealer)
    frames = [
        {
            "action": _shown_action(game, step.taken, open_hands),
            "view": game.open_view(step.state) if open_hands else game.view(step.state, None),
        }
        for step in steps(game, start, ((deal["deck"], deal["actions"]) for deal in deals[: deal_number + 1]))
        if step.deal == deal_number and (behind is None or step.deal < len(deals) - 1 or _shown(step.action, behind))
    ]
    return {"deal": deal_number, "deals": len(deals), "frames": frames}


def _shown(action: int | None, behind: spectating.Behind) -> bool:
    """Whether a delayed spectator sees a step of the current deal (`action`: its index, None for the deal itself)."""
    return action is None or action < behind.actions


def _shown_action(game: Game[Any], taken: object, open_hands: bool) -> object:
    """An action of a replay as given (every part), or as a spectator knows it (the game hides what it hides)."""
    if taken is None or open_hands:
        return taken
    return game.public_action(game.parse_action(taken), None)
