"""Texas 42: dominoes in partnerships, one round of bidding, trumps named by the bidder, 42 points a hand, to 250."""

from games.engine.texas42.rules import TEXAS42, Texas42

__all__ = ["TEXAS42", "Texas42"]
