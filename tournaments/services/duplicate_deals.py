"""A duplicate event's deal compared across its tables, once every table has finished it."""

from __future__ import annotations

from typing import Any

from accounts.models import User
from circles.services.access import membership_of
from config.api.service_errors import ServiceError, not_found
from config.public_ids import looks_like_public_id
from games.models import Match, Room
from games.services.given_decks import deck_results
from games.services.reveals import deal_not_revealed
from tournaments.models import DealResult, Format, Tournament
from tournaments.services.duplicate import scores_of, shown


def unknown_tournament() -> ServiceError:
    """The one answer for an event that does not exist and for one of a circle the caller is not in."""
    return not_found("unknown_tournament", "no such tournament")


def visible_duplicate(tournament_id: str, user: User) -> Tournament:
    """A duplicate event of a circle the caller is a member of; 404 `unknown_tournament` for any other."""
    tournament = (
        Tournament.objects.select_related("circle").filter(public_id=tournament_id).first()
        if looks_like_public_id(tournament_id)
        else None
    )
    if tournament is None or membership_of(tournament.circle, user) is None:
        raise unknown_tournament()
    if tournament.format != Format.DUPLICATE:
        raise not_found("unknown_deal", "this tournament is not a duplicate event: it has no deals to compare")
    return tournament


def deal_comparison(tournament_id: str, number: int, user: User) -> dict[str, Any]:
    """Deal `number` (0 first) of a duplicate event at every table, once shown to all.

    Its deck, each table's side points, the entrants' scores, and each table's match with the deal of it that dealt
    the deck (its replay is then open: `?deal=replay_deal`; a deal thrown in there is followed by the deck's spare).

    409 `deal_not_revealed` until every live table has finished it; 404 `unknown_deal` past the event's decks.
    """
    tournament = visible_duplicate(tournament_id, user)
    if not 0 <= number < len(tournament.decks):
        raise not_found("unknown_deal", f"this event has deals 0 to {len(tournament.decks) - 1}")
    if number >= tournament.revealed_deals:
        raise deal_not_revealed()
    scores = scores_of(tournament, number + 1)
    results = DealResult.objects.filter(table__round__tournament=tournament, number=number).select_related("table")
    tables = []
    for result in sorted(results, key=lambda result: result.table.number):
        table = result.table
        match = None if table.room_id is None else Match.objects.filter(room_id=table.room_id).order_by("-pk").first()
        places = table.places.select_related("entry").order_by("side", "entry__seed")
        tables.append(
            {
                "table": table.number,
                "room": None if table.room_id is None else Room.objects.get(pk=table.room_id).code,
                "match": None if match is None else match.public_id,
                "replay_deal": None if match is None else _first_deal(match, number),
                "dealer": result.dealer,
                "points": list(result.points),
                "places": [
                    {
                        "entry": place.entry.public_id,
                        "side": place.side,
                        "score": shown(scores.get(place.entry_id, {}).get(number)),
                    }
                    for place in places
                ],
            }
        )
    return {
        "deal": number,
        "deals": len(tournament.decks),
        "scoring": tournament.duplicate_scoring,
        "deck": list(tournament.decks[number]),
        "tables": tables,
    }


def _first_deal(match: Match, number: int) -> int:
    """The match's deal (0 first) that dealt deck `number`."""
    return next((result.first_deal for result in deck_results(match) if result.number == number), number)
