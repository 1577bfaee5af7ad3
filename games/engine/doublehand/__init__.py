"""Doublehand: bids of 7 to 13 tricks, a hidden trump card, sar collection, game to 252."""

from games.engine.bots.random_bot import choose_random
from games.engine.doublehand.bot import choose_basic
from games.engine.doublehand.rules import Doublehand
from games.engine.doublehand.strong import appraise_strong, choose_strong

# The rules and their computer players meet here: a searching player plays deals out by the rules, which therefore
# cannot import it.
DOUBLEHAND = Doublehand(
    bots={"random": choose_random, "basic": choose_basic, "strong": choose_strong}, appraiser=appraise_strong
)

__all__ = ["DOUBLEHAND", "Doublehand"]
