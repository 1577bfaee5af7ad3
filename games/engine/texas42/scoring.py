"""Texas 42's points (spec sections 6 and 7): a hand's score, and who wins a game."""

from __future__ import annotations

from games.engine.texas42.bidding import LIMIT_BID
from games.engine.texas42.deal import Bid, Trick, team_of


def hand_score(bid: Bid, points_taken: tuple[int, int], tricks: tuple[Trick, ...]) -> tuple[int, int]:
    """What each team scores for a played hand: what it took if the bid is made; the bid to the others if set.

    A bid below 42 is made by taking as many points as it names. A limit bid (42 and the doubles above it) is
    made only by taking every trick.
    """
    bidders = team_of(bid.seat)
    taken, others = points_taken[bidders], points_taken[1 - bidders]
    if bid.value < LIMIT_BID:
        made = taken >= bid.value
        won = (taken, others) if made else (0, others + bid.value)
    else:
        made = all(team_of(trick.winner) == bidders for trick in tricks if trick.winner is not None)
        won = (bid.value, 0) if made else (0, others + bid.value)
    return won if bidders == 0 else (won[1], won[0])


def game_winner(scores: tuple[int, ...], target: int, bidders: int) -> int | None:
    """The team that wins the game at the end of a hand: the one that reached the target, the bidders if both did."""
    reached = [team for team, score in enumerate(scores) if score >= target]
    if not reached:
        return None
    return bidders if bidders in reached else reached[0]
