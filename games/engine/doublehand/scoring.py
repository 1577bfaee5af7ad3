"""Doublehand's trick winner, sar collection and deal scoring (spec sections 5 to 7)."""

from __future__ import annotations

from games.engine.doublehand.deal import TRICKS, Bid, DoublehandDeal, Play, Sar, Trick
from games.engine.evolve import changed
from games.engine.french import POWER

GAME_TARGET = 252
_NO_SAR = Sar()
"""The table with no tricks left on it (frozen, so one serves every deal)."""


def trick_winner(plays: tuple[Play, ...]) -> int:
    """The seat that wins a complete trick: the highest effective trump, else the highest card of the led suit."""
    best = plays[0]
    led = best.card[1]
    for play in plays[1:]:
        if play.effective:
            if not best.effective or POWER[play.card] > POWER[best.card]:
                best = play
        elif not best.effective and play.card[1] == led and POWER[play.card] > POWER[best.card]:
            best = play
    return best.seat


def collect(deal: DoublehandDeal, trick: Trick, *, by_team: bool, ace_rule: bool) -> DoublehandDeal:
    """Put a won trick on the table and collect the pile when its winner has won two in a row."""
    assert trick.winner is not None
    holder = trick.winner % 2 if by_team else trick.winner
    sar = deal.sar
    run = sar.run + 1 if sar.holder == holder else 1
    on_table = sar.on_table + 1
    tricks = (*deal.tricks, trick)
    won_with = next(card for seat, card, _ in trick.plays if seat == trick.winner)
    last = len(tricks) == TRICKS
    # Under the ace rule an ace-won trick keeps the run going but never collects, save the last trick.
    collects = last or (run >= 2 and not (ace_rule and won_with[0] == "A"))
    if not collects:
        return changed(deal, {"tricks": tricks, "sar": Sar(on_table=on_table, holder=holder, run=run)})
    hands_won = list(deal.hands_won)
    hands_won[trick.winner % 2] += on_table
    return changed(deal, {"tricks": tricks, "sar": _NO_SAR, "hands_won": (hands_won[0], hands_won[1])})


def score_deal(bid: Bid, hands_won: tuple[int, int]) -> tuple[int, int]:
    """Points each team scores for a played-out deal; only one team ever scores."""
    bidders = bid.seat % 2
    taken = hands_won[bidders]
    points = [0, 0]
    if bid.value < TRICKS and taken == TRICKS:
        points[bidders] = 52
    elif bid.value < TRICKS and taken == 0:
        points[1 - bidders] = 104
    elif taken >= bid.value:
        points[bidders] = bid.value
    else:
        points[1 - bidders] = 2 * bid.value
    return points[0], points[1]
