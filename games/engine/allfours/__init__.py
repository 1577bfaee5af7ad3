"""All Fours (Trinidad): a kicked trump, stand or beg, High, Low, Jack and Game, first to 14."""

from games.engine.allfours.bot import choose_basic
from games.engine.allfours.rules import AllFours
from games.engine.allfours.strong import appraise_strong, choose_strong
from games.engine.bots.random_bot import choose_random

# The rules and their computer players meet here: a searching player plays deals out by the rules, which therefore
# cannot import it.
ALLFOURS = AllFours(
    bots={"random": choose_random, "basic": choose_basic, "strong": choose_strong}, appraiser=appraise_strong
)

__all__ = ["ALLFOURS", "AllFours"]
