"""What a Texas 42 seat may see beyond the shared view, and a deal's own keys in replay reports."""

from __future__ import annotations

from games.engine.actions import JSON
from games.engine.protocol import TrickView
from games.engine.texas42.deal import Texas42Deal, team_of
from games.engine.texas42.dominoes import COUNT
from games.engine.texas42.suits import TRUMP_TILES, trump_name
from games.engine.tricks import trick_json


def trick_in_play(deal: Texas42Deal) -> TrickView | None:
    """The trick being played, with which of its tiles are trumps."""
    trick, trump = deal.trick, deal.trump
    if trick is None or trump is None:
        return None
    current = trick_json(trick)
    current["trumps"] = [play.card in TRUMP_TILES[trump] for play in trick.plays]
    return current


def _bid_json(deal: Texas42Deal) -> JSON | None:
    return None if deal.bid is None else {"seat": deal.bid.seat, "value": deal.bid.value}


def _trump_json(deal: Texas42Deal) -> int | str | None:
    return None if deal.trump is None else trump_name(deal.trump)


def seat_part(deal: Texas42Deal | None, seat: int | None) -> JSON:
    """The calls, the bid, the trump, and each team's tricks, points and count taken: public, the same for all."""
    if deal is None:
        return {
            "calls": [],
            "bid": None,
            "trump": None,
            "tricks_taken": [0, 0],
            "points_taken": [0, 0],
            "count_taken": [[], []],
        }
    tricks_taken = [0, 0]
    count_taken: list[list[str]] = [[], []]
    for trick in deal.tricks:
        assert trick.winner is not None
        team = team_of(trick.winner)
        tricks_taken[team] += 1
        count_taken[team] += [play.card for play in trick.plays if play.card in COUNT]
    return {
        "calls": [
            {"seat": call.seat, "type": "pass"}
            if call.value is None
            else {"seat": call.seat, "type": "bid", "value": call.value}
            for call in deal.calls
        ],
        "bid": _bid_json(deal),
        "trump": _trump_json(deal),
        "tricks_taken": tricks_taken,
        "points_taken": list(deal.points_taken),
        "count_taken": count_taken,
    }


def summary_part(deal: Texas42Deal) -> JSON:
    """A deal's own keys in a replay report: the highest bid (null if none), the trump, each team's points taken."""
    return {"bid": _bid_json(deal), "trump": _trump_json(deal), "points_taken": list(deal.points_taken)}
