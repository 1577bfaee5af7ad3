"""Doublehand: bids of 7 to 13 tricks, a hidden trump card, sar collection, game to 252."""

from games.engine.doublehand.rules import DOUBLEHAND, Doublehand

__all__ = ["DOUBLEHAND", "Doublehand"]
