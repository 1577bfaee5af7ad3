"""What a Texas 42 seat may see beyond the shared view, and a deal's own keys in replay reports."""

from __future__ import annotations

from games.engine.actions import JSON
from games.engine.protocol import TrickView
from games.engine.texas42.deal import Call, Texas42Deal, team_of
from games.engine.texas42.dominoes import COUNT
from games.engine.texas42.suits import TREATMENT_OF, TRUMP_TILES, trump_name
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
    bid = deal.bid
    if bid is None:
        return None
    if bid.contract is None:
        return {"seat": bid.seat, "value": bid.value}
    return {"seat": bid.seat, "value": bid.value, "contract": bid.contract}


def _trump_json(deal: Texas42Deal) -> int | str | None:
    """The trump as named: 0 to 6, "doubles", "notrump", or the contract "nello" or "sevens"."""
    if deal.contract is not None:
        return deal.contract
    return None if deal.trump is None else trump_name(deal.trump)


def _doubles_json(deal: Texas42Deal) -> str | None:
    """How the doubles play where there is no trump suit (no-trump and nello), else None."""
    if deal.trump is None or deal.contract == "sevens":
        return None
    return TREATMENT_OF.get(deal.trump)


def _tricks_taken(deal: Texas42Deal) -> list[int]:
    taken = [0, 0]
    for trick in deal.tricks:
        assert trick.winner is not None
        taken[team_of(trick.winner)] += 1
    return taken


def seat_part(deal: Texas42Deal | None, seat: int | None) -> JSON:
    """What every seat sees of the deal alike: the calls, bid, trump, tricks, points and count, and so on.

    Beside those: the doubles' treatment without trumps, the result once decided, the seat that sits out a nello.
    """
    if deal is None:
        return {
            "calls": [],
            "bid": None,
            "trump": None,
            "tricks_taken": [0, 0],
            "points_taken": [0, 0],
            "count_taken": [[], []],
            "doubles": None,
            "result": None,
            "sitting_out": None,
        }
    count_taken: list[list[str]] = [[], []]
    for trick in deal.tricks:
        assert trick.winner is not None
        count_taken[team_of(trick.winner)] += [play.card for play in trick.plays if play.card in COUNT]
    return {
        "calls": [_call_json(call) for call in deal.calls],
        "bid": _bid_json(deal),
        "trump": _trump_json(deal),
        "tricks_taken": _tricks_taken(deal),
        "points_taken": list(deal.points_taken),
        "count_taken": count_taken,
        "doubles": _doubles_json(deal),
        "result": deal.result,
        "sitting_out": deal.sitting_out,
    }


def _call_json(call: Call) -> JSON:
    if call.value is None:
        return {"seat": call.seat, "type": "pass"}
    if call.contract is None:
        return {"seat": call.seat, "type": "bid", "value": call.value}
    return {"seat": call.seat, "type": "bid", "value": call.value, "contract": call.contract}


def summary_part(deal: Texas42Deal) -> JSON:
    """A deal's own keys in a replay report: the highest bid (null if none), the trump, points and tricks taken.

    Also the result (made, set, or null) and the doubles' treatment where there is no trump suit.
    """
    return {
        "bid": _bid_json(deal),
        "trump": _trump_json(deal),
        "points_taken": list(deal.points_taken),
        "tricks_taken": _tricks_taken(deal),
        "result": deal.result,
        "doubles": _doubles_json(deal),
    }
