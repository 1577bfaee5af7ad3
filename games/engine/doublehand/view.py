"""What a Doublehand seat may see beyond the shared view, and a deal's own keys in replay reports."""

from __future__ import annotations

from games.engine.actions import JSON
from games.engine.doublehand.deal import HIDDEN, DoublehandDeal, TrumpMode


def _calls_json(deal: DoublehandDeal) -> list[JSON]:
    return [
        {"seat": seat, "type": "pass"} if value is None else {"seat": seat, "type": "bid", "value": value}
        for seat, value in deal.calls
    ]


def _trump_json(deal: DoublehandDeal, seat: int | None) -> JSON | None:
    trump, bid = deal.trump, deal.bid
    if trump is None or bid is None:
        return None
    # The card is shown once revealed; before that only a haath-par bid winner knows it.
    known = trump.revealed or (seat == bid.seat and trump.mode is TrumpMode.HAATH_PAR)
    return {
        "mode": trump.mode.value,
        "revealed": trump.revealed,
        "card": trump.card if known else None,
        "suit": trump.suit if known else None,
    }


def _bid_json(deal: DoublehandDeal) -> JSON | None:
    return None if deal.bid is None else {"seat": deal.bid.seat, "value": deal.bid.value}


def seat_part(deal: DoublehandDeal | None, seat: int | None) -> JSON:
    """The auction, the trump as far as the seat may know it, and the sar; never others' cards or a hidden trump."""
    if deal is None:
        return {}
    return {
        "unseen_cards": 0 if seat is None or deal.declared else HIDDEN,
        "calls": _calls_json(deal),
        "bid": _bid_json(deal),
        "trump": _trump_json(deal, seat),
        "revealer": deal.revealer,
        "sar": {"on_table": deal.sar.on_table, "holder": deal.sar.holder, "run": deal.sar.run},
        "hands_won": list(deal.hands_won),
    }


def open_trump(deal: DoublehandDeal) -> JSON:
    """The trump with its card and suit shown, for the open view of a deal that is over."""
    public = _trump_json(deal, None)
    if public is None or deal.trump is None:
        return {}
    return {"trump": {**public, "card": deal.trump.card, "suit": deal.trump.suit}}


def summary_part(deal: DoublehandDeal) -> JSON:
    """A deal's own keys in a replay report, the trump card included (the report sees everything)."""
    return {
        "bid": _bid_json(deal),
        "trump": None
        if deal.trump is None
        else {"card": deal.trump.card, "mode": deal.trump.mode.value, "revealed": deal.trump.revealed},
        "hands_won": list(deal.hands_won),
    }
