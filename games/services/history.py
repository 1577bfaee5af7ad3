"""Reading a match's past: its events as a viewer may see them, its record, its deals, a player's matches."""

from __future__ import annotations

from typing import Any

from django.db.models import Q, QuerySet

from accounts.models import User
from games.engine.record import build_record
from games.models import Event, EventType, Match, MatchStatus
from games.services.access import access_match_viewer
from games.services.errors import forbidden, not_found
from games.services.matches import game_of, seats_json

EVENTS_PAGE = 500


def _event_json(match: Match, event: Event, viewer: int | None) -> dict[str, Any]:
    item: dict[str, Any] = {
        "seq": event.seq,
        "type": event.type,
        "seat": event.seat,
        "by_computer": event.by_computer,
        "at": event.created_at.isoformat(),
    }
    payload = event.payload
    if event.type == EventType.DEAL:
        # Never the deck: only which deal this is and who dealt it.
        item["deal"] = {"number": payload["number"], "dealer": payload["dealer"]}
    elif event.type == EventType.ACTION:
        game = game_of(match)
        item["action"] = game.public_action(game.parse_action(payload), viewer)
    else:
        item["result"] = payload
    return item


def events_after(match: Match, user: User, after: int) -> dict[str, Any]:
    """The events after a sequence number, redacted for the caller's seat (a page at a time)."""
    seat = access_match_viewer(match, user)
    viewer = None if seat is None else seat.index
    events = list(match.events.filter(seq__gt=after).order_by("seq")[: EVENTS_PAGE + 1])
    more = len(events) > EVENTS_PAGE
    return {
        "events": [_event_json(match, event, viewer) for event in events[:EVENTS_PAGE]],
        "seq": match.seq,
        "more": more,
    }


def match_record(match: Match, user: User) -> dict[str, Any]:
    """The match as a game record: decks included, so only once it is finished (staff may see it while it runs)."""
    access_match_viewer(match, user)
    if match.status != MatchStatus.FINISHED and not user.is_staff:
        raise forbidden("match_running", "the record, with its decks, is available once the match is finished")
    game = game_of(match)
    deals = _recorded_deals(match)
    return build_record(game, game.new_match(match.options, match.first_dealer), match.first_dealer, deals)


def _recorded_deals(match: Match) -> list[dict[str, Any]]:
    """Every deal of the log as the record holds it: its deck and its actions (no access check here)."""
    deals: list[dict[str, Any]] = []
    for event in match.events.filter(type__in=[EventType.DEAL, EventType.ACTION]).order_by("seq"):
        if event.type == EventType.DEAL:
            deals.append({"deck": event.payload["deck"], "actions": []})
        else:
            deals[-1]["actions"].append(event.payload)
    return deals


def deal_results(match: Match, user: User) -> list[dict[str, Any]]:
    """Every finished deal's summary with the scores after it: the score sheet of the match."""
    access_match_viewer(match, user)
    return [event.payload for event in match.events.filter(type=EventType.DEAL_END).order_by("seq")]


def matches_of(user: User, status: str | None = None, game: str | None = None) -> QuerySet[Match]:
    """A player's matches (and those they watch in rooms they made), newest first, optionally filtered."""
    mine = Q(room__seats__user=user) | Q(room__creator=user)
    matches = Match.objects.filter(mine).select_related("room").order_by("-created_at", "-pk")
    if status:
        matches = matches.filter(status=status)
    if game:
        matches = matches.filter(game=game)
    return matches.distinct()


def match_summary(match: Match, user: User) -> dict[str, Any]:
    """A match as a line of the caller's history."""
    seats = seats_json(match.room)
    mine = next((seat["seat"] for seat in seats if seat["user_id"] == user.pk), None)
    return {
        "id": match.pk,
        "room": match.room.code,
        "game": match.game,
        "status": match.status,
        "your_seat": mine,
        "to_act": match.to_act,
        "your_turn": mine is not None and match.to_act == mine,
        "scores": match.scores,
        "games_won": match.games_won,
        "winner": match.winner,
        "seats": seats,
        "created_at": match.created_at.isoformat(),
        "finished_at": match.finished_at.isoformat() if match.finished_at else None,
    }


def replay_frames(match: Match, user: User, deal_number: int) -> dict[str, Any]:
    """One deal of a finished match, step by step: every hand shown after every action (for the replay viewer)."""
    access_match_viewer(match, user)
    if match.status != MatchStatus.FINISHED and not user.is_staff:
        raise forbidden("match_running", "replays are available once the match is finished")
    game = game_of(match)
    deals = _recorded_deals(match)
    if not 0 <= deal_number < len(deals):
        raise not_found("unknown_deal", f"this match has deals 0 to {len(deals) - 1}")
    state = game.new_match(match.options, match.first_dealer)
    for deal in deals[:deal_number]:
        state = game.deal(state, deal["deck"])
        for action in deal["actions"]:
            state = game.play(state, action)
    state = game.deal(state, deals[deal_number]["deck"])
    frames = [{"action": None, "view": game.open_view(state)}]
    for action in deals[deal_number]["actions"]:
        state = game.play(state, action)
        frames.append({"action": action, "view": game.open_view(state)})
    return {"deal": deal_number, "deals": len(deals), "frames": frames}
