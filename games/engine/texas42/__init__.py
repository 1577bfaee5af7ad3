"""Texas 42: dominoes in partnerships, one round of bidding, trumps named by the bidder, 42 points a hand, to 250."""

from games.engine.bots.random_bot import choose_random
from games.engine.texas42.bot import choose_basic
from games.engine.texas42.rules import Texas42
from games.engine.texas42.strong import appraise_strong, choose_strong

# The rules and their computer players meet here: a searching player plays deals out by the rules, which therefore
# cannot import it.
TEXAS42 = Texas42(
    bots={"random": choose_random, "basic": choose_basic, "strong": choose_strong}, appraiser=appraise_strong
)

__all__ = ["TEXAS42", "Texas42"]
