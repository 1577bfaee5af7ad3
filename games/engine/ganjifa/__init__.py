"""Dashavatara Ganjifa: 120 round cards in ten avatar suits, three players each for themselves, dukals, captures."""

from games.engine.ganjifa.bot import choose_basic, choose_random
from games.engine.ganjifa.rules import Ganjifa
from games.engine.ganjifa.strong import appraise_strong, choose_strong

# The rules and their computer players meet here: a searching player plays deals out by the rules, which therefore
# cannot import it.
GANJIFA = Ganjifa(
    bots={"random": choose_random, "basic": choose_basic, "strong": choose_strong}, appraiser=appraise_strong
)

__all__ = ["GANJIFA", "Ganjifa"]
