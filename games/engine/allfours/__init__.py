"""All Fours (Trinidad): a kicked trump, stand or beg, High, Low, Jack and Game, first to 14."""

from games.engine.allfours.rules import ALLFOURS, AllFours

__all__ = ["ALLFOURS", "AllFours"]
