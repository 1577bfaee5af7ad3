"""Dashavatara Ganjifa: 120 round cards in ten avatar suits, three players each for themselves, dukals, captures."""

from games.engine.ganjifa.rules import GANJIFA, Ganjifa

__all__ = ["GANJIFA", "Ganjifa"]
