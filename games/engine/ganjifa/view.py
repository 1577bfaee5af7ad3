"""What a Ganjifa seat may see beyond the shared view, and a deal's own keys in replay reports."""

from __future__ import annotations

from typing import Any

from games.engine.actions import JSON
from games.engine.ganjifa.cards import AVATARS, SUIT_OF
from games.engine.ganjifa.deal import GanjifaDeal, Phase, Trick
from games.engine.ganjifa.options import TRUMPS
from games.engine.match import MatchState
from games.engine.protocol import TrickView


def tricks_json(tricks: tuple[Trick, ...]) -> list[TrickView]:
    """Finished tricks as the record contract writes them: leader, [seat, card] pairs (a dukal's too), winner."""
    return [
        {"leader": leader, "cards": [[seat, name] for seat, name in plays], "winner": winner}
        for leader, plays, winner, _, _ in tricks
    ]


def trick_in_play(deal: GanjifaDeal) -> TrickView | None:
    """The trick being played (None once the deal is over), with which of its cards are trumps."""
    if deal.phase is Phase.OVER:
        return None
    return {
        "leader": deal.leader,
        "cards": [[play.seat, play.card] for play in deal.plays],
        "winner": None,
        "trumps": [SUIT_OF[play.card] == deal.trump for play in deal.plays],
    }


def _dukal_json(deal: GanjifaDeal) -> JSON | None:
    """The dukal being answered with discards: who led it and how many cards each must discard."""
    if deal.phase is not Phase.DISCARDING:
        return None
    return {"leader": deal.leader, "size": deal.dukal}


def seat_part(state: MatchState[Any], seat: int | None) -> JSON:
    """The period and trump, the deal's number in the match, the cards each has captured, the dukal being answered.

    Public, the same for every seat: the hands are the shared view's business.
    """
    options = state.options
    deal: GanjifaDeal | None = state.deal
    return {
        "period": options["period"],
        "trump": AVATARS[TRUMPS[options["period"]]],
        "deals": options["deals"],
        "deal_number": state.deals_dealt,
        "captured": [0, 0, 0] if deal is None else list(deal.captured),
        "dukal": None if deal is None else _dukal_json(deal),
    }


def summary_part(deal: GanjifaDeal) -> JSON:
    """A deal's own keys in a replay report: the trump suit's name and the cards each player captured."""
    return {"trump": AVATARS[deal.trump], "captured": list(deal.captured)}
