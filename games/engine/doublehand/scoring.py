"""Doublehand's trick winner, sar collection and deal scoring (spec sections 5 to 7)."""

from __future__ import annotations

from collections.abc import Sequence

from games.engine.doublehand.deal import TRICKS, Bid, DoublehandDeal, Sar, Trick
from games.engine.evolve import changed
from games.engine.french import POWER

GAME_TARGET = 252
_NO_SAR = Sar()
"""The table with no tricks left on it (frozen, so one serves every deal)."""


def trick_winner(plays: Sequence[tuple[int, str, bool]]) -> int:
    """The seat that wins a complete trick: the highest effective trump, else the highest card of the led suit.

    Each play is (seat, card, effective), as `Play` is: the fast playout passes plain tuples.
    """
    winner, best, best_trump = plays[0]
    led = best[1]
    for seat, card, effective in plays[1:]:
        if effective:
            if not best_trump or POWER[card] > POWER[best]:
                winner, best, best_trump = seat, card, True
        elif not best_trump and card[1] == led and POWER[card] > POWER[best]:
            winner, best = seat, card
    return winner


def collects(run: int, won_with: str, last: bool, *, ace_rule: bool) -> bool:
    """Whether a trick's winner collects the tricks on the table: two in a row, or the last trick.

    Under the ace rule an ace-won trick keeps the run going but never collects, save the last trick.
    """
    return last or (run >= 2 and not (ace_rule and won_with[0] == "A"))


def collect(deal: DoublehandDeal, trick: Trick, *, by_team: bool, ace_rule: bool) -> DoublehandDeal:
    """Put a won trick on the table and collect the pile when its winner has won two in a row."""
    assert trick.winner is not None
    holder = trick.winner % 2 if by_team else trick.winner
    sar = deal.sar
    run = sar.run + 1 if sar.holder == holder else 1
    on_table = sar.on_table + 1
    tricks = (*deal.tricks, trick)
    won_with = next(card for seat, card, _ in trick.plays if seat == trick.winner)
    if not collects(run, won_with, len(tricks) == TRICKS, ace_rule=ace_rule):
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
