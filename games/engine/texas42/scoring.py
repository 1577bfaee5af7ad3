"""Texas 42's scores (spec sections 6, 7 and 8.4): a hand's result and score in points or marks, who wins a game."""

from __future__ import annotations

from games.engine.texas42.bidding import LIMIT_BID, marks_of
from games.engine.texas42.deal import HAND, NELLO, Bid, Trick, team_of

MADE = "made"
SET = "set"


def hand_score(bid: Bid, points_taken: tuple[int, int], result: str) -> tuple[int, int]:
    """What each team scores for a played hand (`points_result` says whether it was made).

    Made, a bid below 42 gives each side what it took, and a limit bid (42 and the doubles above it) gives the
    bidders the bid. Set, the others score what they took and the bid.
    """
    bidders = team_of(bid.seat)
    taken, others = points_taken[bidders], points_taken[1 - bidders]
    if result == SET:
        won = (0, others + bid.value)
    elif bid.value < LIMIT_BID:
        won = (taken, others)
    else:
        won = (bid.value, 0)
    return won if bidders == 0 else (won[1], won[0])


def game_winner(scores: tuple[int, ...], target: int, bidders: int) -> int | None:
    """The team that wins the game at the end of a hand: the one that reached the target, the bidders if both did."""
    reached = [team for team, score in enumerate(scores) if score >= target]
    if not reached:
        return None
    return bidders if bidders in reached else reached[0]


def points_result(bid: Bid, points_taken: tuple[int, int], tricks: tuple[Trick, ...]) -> str:
    """Whether a played hand of the points game was made: a bid below 42 by its points, a limit bid by every trick."""
    bidders = team_of(bid.seat)
    if bid.value < LIMIT_BID:
        return MADE if points_taken[bidders] >= bid.value else SET
    return MADE if all(team_of(trick.winner) == bidders for trick in tricks if trick.winner is not None) else SET


def marks_result(
    bid: Bid, contract: str | None, points_taken: tuple[int, int], tricks: tuple[Trick, ...]
) -> str | None:
    """Whether the marks game's hand is decided after these tricks (spec 8.4): "made", "set", or None not yet.

    A bid below 42 is made once its side has the points it names and set once the others have more than the rest;
    nello is set by the bidder's first trick; every other contract is set by the others' first trick. Each is made
    at the seventh trick if not set before.
    """
    bidders = team_of(bid.seat)
    if contract == NELLO:
        if any(trick.winner == bid.seat for trick in tricks):
            return SET
        return MADE if len(tricks) == HAND else None
    if bid.value < LIMIT_BID:
        if points_taken[bidders] >= bid.value:
            return MADE
        return SET if points_taken[1 - bidders] > LIMIT_BID - bid.value else None
    if any(team_of(trick.winner) != bidders for trick in tricks if trick.winner is not None):
        return SET
    return MADE if len(tricks) == HAND else None


def marks_score(bid: Bid, result: str) -> tuple[int, int]:
    """The marks a decided hand gives: the bid's marks to the bidders if made, to the others if set."""
    marks = marks_of(bid.value)
    winners = team_of(bid.seat) if result == MADE else 1 - team_of(bid.seat)
    return (marks, 0) if winners == 0 else (0, marks)
