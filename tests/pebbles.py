"""Pebbles: a tiny game for tests only, built to be unlike Doublehand in every way the protocol must allow.

Three players, each alone, with twelve pebbles (red, green and blue, valued 1 to 4: `r1` .. `b4`).

- Deal: four pebbles each, from the seat after the dealer round to the dealer (`deck[0:4]` to `d+1`,
  `deck[4:8]` to `d+2`, `deck[8:12]` to `d`). If the first pebble dealt is a 1, the deal is thrown in
  as it is dealt and the same dealer deals again. Otherwise the dealer scores 1 at once for each 4 in
  their hand, which can win the game before anyone acts.
- Play: the seat after the dealer leads. The leader plays one pebble, or a `pair`: two pebbles of one
  colour at once (the multi-piece action). The others each play one pebble, of the led colour if they
  can. The highest pebble of the led colour wins the trick and scores 1, or 2 if a pair was led, the
  moment it is won; the winner leads next.
- A game is won the moment a player reaches `target` points (default 5), even in the middle of a deal;
  the rest of that deal is not played. A deal that goes on ends after the trick in which a hand empties.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from itertools import combinations
from typing import Any, ClassVar

from games.engine.actions import JSON, Action, ActionType, Arg
from games.engine.bots.random_bot import choose_random
from games.engine.errors import EngineError, ErrorCode
from games.engine.evolve import evolve
from games.engine.match import MatchState
from games.engine.options import GAMES_PER_MATCH, Count, Option
from games.engine.protocol import Bot, Game, TrickView

SEATS = 3
PER_HAND = 4
COLOURS = "rgb"
PEBBLES: tuple[str, ...] = tuple(f"{colour}{value}" for colour in COLOURS for value in range(1, 5))


def _illegal(message: str) -> EngineError:
    return EngineError(ErrorCode.ILLEGAL_ACTION, message)


@dataclass(frozen=True)
class PebblesDeal:
    """One deal of Pebbles at one moment."""

    dealer: int
    hands: tuple[tuple[str, ...], ...]
    phase: str = "playing"
    """`playing`, `over` or `void`."""
    turn: int | None = None
    leader: int = 0
    plays: tuple[tuple[int, str], ...] = ()
    """The trick in play: (seat, pebble), a pair's two pebbles one after the other."""
    tricks: tuple[tuple[int, tuple[tuple[int, str], ...], int], ...] = ()
    """Finished tricks: (leader, plays, winner)."""
    score_delta: tuple[int, ...] = (0, 0, 0)

    @property
    def over(self) -> bool:
        """True once played out, thrown in, or a game was won."""
        return self.phase != "playing"

    @property
    def void(self) -> bool:
        """True for a deal thrown in as it was dealt."""
        return self.phase == "void"


State = MatchState[PebblesDeal]


def deal_hands(deck: tuple[str, ...], dealer: int) -> tuple[tuple[str, ...], ...]:
    """Four each, from the seat after the dealer round to the dealer."""
    hands: list[tuple[str, ...]] = [()] * SEATS
    for offset in range(1, SEATS + 1):
        seat = (dealer + offset) % SEATS
        hands[seat] = deck[(offset - 1) * PER_HAND : offset * PER_HAND]
    return tuple(hands)


def stack_deck(hands: list[list[str]], dealer: int) -> list[str]:
    """The deck that deals exactly these hands when `dealer` deals."""
    return [pebble for offset in range(1, SEATS + 1) for pebble in hands[(dealer + offset) % SEATS]]


def choose_highest(view: JSON, rng: random.Random) -> JSON:
    """The `basic` player: lead a pair when it can, else play its highest legal pebble."""
    legal: list[JSON] = view["legal"]
    pairs = [action for action in legal if action["type"] == "pair"]
    if pairs:
        return dict(pairs[0])
    return dict(max(legal, key=lambda action: (action["card"][1], action["card"])))


class Pebbles(Game[PebblesDeal]):
    """The test game described in this module's docstring."""

    id: ClassVar[str] = "pebbles"
    seat_count: ClassVar[int] = SEATS
    teams: ClassVar[tuple[tuple[int, ...], ...]] = ((0,), (1,), (2,))
    full_deck: ClassVar[tuple[str, ...]] = PEBBLES
    option_specs: ClassVar[dict[str, Option]] = {
        "games_per_match": GAMES_PER_MATCH,
        "target": Count(default=5, help="Points that win a game.", minimum=1),
    }
    action_types: ClassVar[dict[str, ActionType]] = {
        "play": ActionType({"card": Arg.CARD}),
        "pair": ActionType({"cards": Arg.CARDS}),
    }
    bots: dict[str, Bot] = {"random": choose_random, "basic": choose_highest}
    deal_type: ClassVar[type] = PebblesDeal

    def start_deal(self, state: State, deck: tuple[str, ...]) -> State:
        """Deal; throw the deal in at once on a first pebble of 1, else score the dealer's fours."""
        dealer = state.dealer
        hands = deal_hands(deck, dealer)
        if deck[0][1] == "1":
            return evolve(state, deal=PebblesDeal(dealer=dealer, hands=hands, phase="void"))
        deal = PebblesDeal(dealer=dealer, hands=hands, turn=(dealer + 1) % SEATS, leader=(dealer + 1) % SEATS)
        fours = sum(pebble[1] == "4" for pebble in hands[dealer])
        return self._score(evolve(state, deal=deal), dealer, fours)

    def _score(self, state: State, seat: int, points: int) -> State:
        """Add points to a seat at once; a game won ends the deal where it stands."""
        deal = state.deal
        assert deal is not None
        if not points:
            return state
        delta = tuple(old + points * (side == seat) for side, old in enumerate(deal.score_delta))
        tally = state.tally.add(tuple(points * (side == seat) for side in range(SEATS)))
        deal = evolve(deal, score_delta=delta)
        if tally.scores[seat] < state.options["target"]:
            return evolve(state, deal=deal, tally=tally)
        tally = tally.win_game((seat,), state.options["games_per_match"])
        deal = evolve(deal, phase="over", turn=None)
        return evolve(state, deal=deal, tally=tally, dealer=(deal.dealer + 1) % SEATS)

    def apply_legal_turn(self, state: State, action: Action) -> State:
        """A pair from the leader, or one pebble following the led colour where it can."""
        deal = state.deal
        assert deal is not None
        seat = action.seat
        hand = deal.hands[seat]
        if action.type == "pair":
            pebbles = action.cards or ()
            if deal.plays:
                raise _illegal("only the player who leads may lead a pair")
            if len(pebbles) != 2 or pebbles[0] == pebbles[1]:
                raise _illegal("a pair is two different pebbles")
            if pebbles[0][0] != pebbles[1][0]:
                raise _illegal("a pair is two pebbles of one colour")
        else:
            assert action.card is not None
            pebbles = (action.card,)
            led = deal.plays[0][1][0] if deal.plays else None
            if led is not None and action.card[0] != led and any(held[0] == led for held in hand):
                raise _illegal(f"seat {seat} holds a pebble of the led colour and must play one")
        for pebble in pebbles:
            if pebble not in hand:
                raise _illegal(f"seat {seat} does not hold {pebble}")
        hands = list(deal.hands)
        hands[seat] = tuple(held for held in hand if held not in pebbles)
        plays = deal.plays + tuple((seat, pebble) for pebble in pebbles)
        deal = evolve(deal, hands=tuple(hands), plays=plays)
        if len({player for player, _ in plays}) < SEATS:
            return evolve(state, deal=evolve(deal, turn=(seat + 1) % SEATS))
        return self._finish_trick(state, deal)

    def _finish_trick(self, state: State, deal: PebblesDeal) -> State:
        led = deal.plays[0][1][0]
        winner = max((play for play in deal.plays if play[1][0] == led), key=lambda play: play[1][1])[0]
        pair_led = len(deal.plays) > SEATS
        deal = evolve(
            deal,
            tricks=(*deal.tricks, (deal.leader, deal.plays, winner)),
            plays=(),
            leader=winner,
            turn=winner,
        )
        if not all(deal.hands):
            deal = evolve(deal, phase="over", turn=None)
        state = self._score(evolve(state, deal=deal), winner, 2 if pair_led else 1)
        if state.deal is not None and state.deal.phase == "over" and state.deal.dealer == state.dealer:
            state = evolve(state, dealer=(state.deal.dealer + 1) % SEATS)
        return state

    def legal_turn_actions(self, state: State) -> list[Action]:
        """Every pebble the seat may play, and every pair when it leads."""
        deal = state.deal
        assert deal is not None and deal.turn is not None
        seat, hand = deal.turn, deal.hands[deal.turn]
        if not deal.plays:
            pairs = [Action(seat, "pair", cards=pair) for pair in combinations(hand, 2) if pair[0][0] == pair[1][0]]
            return [Action(seat, "play", card=pebble) for pebble in hand] + pairs
        led = deal.plays[0][1][0]
        following = [pebble for pebble in hand if pebble[0] == led] or list(hand)
        return [Action(seat, "play", card=pebble) for pebble in following]

    def target(self, state: State) -> int:
        """The `target` option."""
        target: int = state.options["target"]
        return target

    def trick_in_play(self, deal: PebblesDeal) -> TrickView | None:
        """The trick being played (None once the deal is over)."""
        if deal.over:
            return None
        return {"leader": deal.leader, "cards": [[seat, pebble] for seat, pebble in deal.plays], "winner": None}

    def tricks_of(self, deal: PebblesDeal) -> list[TrickView]:
        """The finished tricks."""
        return [
            {"leader": leader, "cards": [[seat, pebble] for seat, pebble in plays], "winner": winner}
            for leader, plays, winner in deal.tricks
        ]

    def seat_part(self, state: State, seat: int | None) -> JSON:
        """Whether the trick in play was led with a pair."""
        deal = state.deal
        return {"pair_led": deal is not None and len(deal.plays) >= 2 and deal.plays[0][0] == deal.plays[1][0]}

    def summary_part(self, deal: PebblesDeal) -> JSON:
        """Tricks won by each player."""
        return {"tricks_won": [sum(winner == seat for _, _, winner in deal.tricks) for seat in range(SEATS)]}


PEBBLES_GAME = Pebbles()

THINKING_SECONDS = 0.4
"""How long the thinking Pebbles player takes a move, like a searching level on a slow machine."""


def choose_after_thinking(view: JSON, rng: random.Random) -> JSON:
    """`basic`'s choice, after a fixed time spent thinking: a stand-in for a searching level in tests of workers."""
    time.sleep(THINKING_SECONDS)
    return choose_highest(view, rng)


class ThinkingPebbles(Pebbles):
    """Pebbles with a `strong` level that takes `THINKING_SECONDS` a move (registered only by the tests that use it)."""

    id: ClassVar[str] = "pebbles_thinking"
    bots: dict[str, Bot] = {**Pebbles.bots, "strong": choose_after_thinking}


THINKING_PEBBLES_GAME = ThinkingPebbles()


def hidden_pieces(state: MatchState[Any], seat: int | None) -> set[str]:
    """What a seat may not see: every other seat's pebbles (a spectator sees none)."""
    deal = state.deal
    if deal is None:
        return set()
    return {pebble for index, hand in enumerate(deal.hands) if index != seat for pebble in hand}
