"""What an All Fours seat may see beyond the shared view, and a deal's own keys in replay reports."""

from __future__ import annotations

from games.engine.actions import JSON
from games.engine.allfours.deal import AllFoursDeal, Award
from games.engine.allfours.scoring import game_pips


def award_json(award: Award) -> JSON:
    """One award as the record contract writes it: what for, which team, how many points."""
    return {"kind": award.kind.value, "team": award.team, "points": award.points}


def seat_part(deal: AllFoursDeal | None, seat: int | None) -> JSON:
    """The kicks, the trump, the calls, the points awarded so far and the game pips: public, the same for every seat.

    The cards a point was scored for are shown too: a kicked card, or one played to a trick.
    """
    if deal is None:
        return {"kicks": [], "trump": None, "elder": None, "calls": [], "points": [], "game_pips": [0, 0], "pack": 0}
    return {
        "kicks": list(deal.kicks),
        "trump": deal.trump,
        "elder": deal.elder,
        "calls": [{"seat": call.seat, "type": call.type} for call in deal.calls],
        "points": [{**award_json(award), "card": award.card} for award in deal.awards],
        "game_pips": list(game_pips(deal.tricks)),
        # How many cards are left to run the pack with: a count, never the cards.
        "pack": len(deal.pack),
    }


def summary_part(deal: AllFoursDeal) -> JSON:
    """A deal's own keys in a replay report: the kicks, the trump (null if play never began), the points in order."""
    return {
        "kicks": list(deal.kicks),
        "trump": deal.trump,
        "points": [award_json(award) for award in deal.awards],
    }
