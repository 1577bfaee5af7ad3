"""The one protocol that every game's rules implement, the shapes of what it answers, and the shared checks."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, Generic, NotRequired, TypedDict

from games.engine.actions import JSON, Action, ActionType, parse_action
from games.engine.errors import EngineError, ErrorCode
from games.engine.evolve import evolve
from games.engine.match import D, MatchState, Tally, checkpoint, from_checkpoint
from games.engine.options import Option, non_default_options, resolve_options
from games.engine.snapshot import decoder_for, encode

if TYPE_CHECKING:
    from games.engine.appraisal import Appraisal

Bot = Callable[[JSON, random.Random], JSON]
"""A computer player: from one seat's view (with its `legal` actions) and a random source, an action without seat."""
Appraiser = Callable[[JSON, JSON, random.Random], "Appraisal | None"]
"""The `strong` player's choice from a view and what a legal action played there loses beside it, in the game's points
(a deal's review asks); None where that player chooses without searching (a bid made by rule of thumb)."""

DEFAULT_LEVEL = "basic"
"""The computer players' level that every game has, used when a room names none."""
HIDDEN_LEVELS = frozenset({"random"})
"""Levels kept for tests and measurement but not offered to players: a random player is no opponent worth a room."""
SEARCHING_LEVELS = frozenset({"strong"})
"""Levels whose players search, up to a second a move: the workers let them think during the computer's pause."""


class TrickView(TypedDict):
    """A trick as every answer writes it: who led, `[seat, card]` pairs in the order played, the winner."""

    leader: int
    cards: list[list[Any]]
    winner: int | None
    """None while the trick is being played."""
    trumps: NotRequired[list[bool]]
    """Where a game marks them: whether each card counts as a trump in this trick."""


class SeatView(TypedDict):
    """The keys of every game's per-seat view; each game adds its own beside them."""

    game: str
    seat: int | None
    """The viewer's seat, or None for a spectator (or an open replay)."""
    dealer: int
    phase: str | None
    to_act: int | None
    hand: list[str]
    """The viewer's own pieces that it can see (empty for a spectator)."""
    hand_sizes: list[int]
    scores: list[int]
    games_won: list[int]
    target: int | None
    """The score that wins a game, where a game has one."""
    options: dict[str, Any]
    """The match's options, defaults filled in: public, as the room shows them (a computer player reads them)."""
    winner: list[int] | None
    legal: list[JSON]
    """The viewer's legal actions, without seat; empty unless it is the viewer's turn."""
    trick: TrickView | None
    """The trick being played, or None."""
    tricks: list[TrickView]
    """The deal's finished tricks."""
    score_delta: list[int]
    """What the deal has added to the scores so far."""


class DealSummary(TypedDict):
    """The keys of every deal's entry in a replay report; each game adds its own beside them."""

    dealer: int
    void: bool
    tricks: list[TrickView]
    score_delta: list[int]


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished match ended."""

    winners: tuple[int, ...]
    """Winning team (or player) indices; more than one only for a shared win."""
    scores: tuple[int, ...]
    games_won: tuple[int, ...]


class Game(ABC, Generic[D]):
    """A game's rules: new match, deal, legal actions, apply, per-seat view, outcome.

    States are frozen; every step returns a new one. The shuffle is always given
    from outside (`deal`), never drawn inside the engine. A deal may be over as soon
    as it is dealt (thrown in, or a game won by what was dealt): `to_act` is then None
    and the next deck is due.
    """

    id: ClassVar[str]
    seat_count: ClassVar[int]
    teams: ClassVar[tuple[tuple[int, ...], ...]]
    """Seats of each team (or side); a player alone is a team of one. Scores are per team."""
    full_deck: ClassVar[tuple[str, ...]]
    """Every card (or tile) once, in a fixed order."""
    option_specs: ClassVar[Mapping[str, Option]]
    option_links: ClassVar[Mapping[str, Mapping[str, Any]]] = {}
    """How options depend on one another, by option, for clients: `shown_when` another option has a value (an
    option that acts only then), `default_by` another option's value (the default follows it)."""
    action_types: ClassVar[Mapping[str, ActionType]]
    bots: Mapping[str, Bot] = {}
    """The game's computer players by level, weakest first; every registered game has `DEFAULT_LEVEL`.

    Given where a game's package is assembled (see `__init__`): a searching player plays out deals by the rules, so
    the rules cannot name it without the two modules importing each other.
    """
    appraiser: Appraiser | None = None
    """The `strong` player's valuation of a played action, given with `bots` (None for a game whose players do not
    search): with the same seed, its choice is the one that player makes."""
    deal_type: ClassVar[type]
    """The class of the game's deal state (its type hints let a snapshot be read back)."""

    def __init__(self, bots: Mapping[str, Bot] | None = None, appraiser: Appraiser | None = None) -> None:
        if bots is not None:
            self.bots = bots
        if appraiser is not None:
            self.appraiser = appraiser

    # --- the match -------------------------------------------------------

    def new_match(self, options: object = None, first_dealer: int = 0) -> MatchState[D]:
        """A match with nothing dealt yet; options are checked (unknown names or values raise `bad_option`)."""
        if not 0 <= first_dealer < self.seat_count:
            raise EngineError(ErrorCode.BAD_OPTION, f"the first dealer must be a seat from 0 to {self.seat_count - 1}")
        return MatchState(
            options=self.resolve_options(options),
            dealer=first_dealer,
            tally=Tally.start(len(self.teams)),
        )

    def resume(self, saved: Mapping[str, Any]) -> MatchState[D]:
        """The match between deals, from `checkpoint`, with its options checked again."""
        state: MatchState[D] = from_checkpoint(saved)
        return evolve(state, options=self.resolve_options(saved["options"]))

    def checkpoint(self, state: MatchState[D]) -> dict[str, Any]:
        """The match between deals as JSON (see `resume`)."""
        if not state.awaiting_deal and not state.finished:
            raise EngineError(ErrorCode.DEAL_IN_PROGRESS, "a checkpoint is taken between deals only")
        return checkpoint(state)

    def snapshot(self, state: MatchState[D]) -> dict[str, Any]:
        """The whole state as JSON, mid-deal included (see `restore`); it holds every hand: for the server only."""
        return {"match": checkpoint(state), "deal": None if state.deal is None else encode(state.deal)}

    def restore(self, saved: Mapping[str, Any]) -> MatchState[D]:
        """The state that `snapshot` saved."""
        state: MatchState[D] = from_checkpoint(saved["match"])
        deal = saved["deal"]
        return evolve(state, deal=None if deal is None else decoder_for(self.deal_type)(deal))

    def resolve_options(self, given: object) -> dict[str, Any]:
        """Every option's value: the given ones checked, the rest at their defaults (`bad_option` for a fault).

        A game whose options depend on each other checks them together here.
        """
        return resolve_options(self.option_specs, given)

    def recorded_options(self, state: MatchState[D]) -> dict[str, Any]:
        """The options that differ from the defaults, as a record carries them."""
        return non_default_options(self.option_specs, state.options)

    def deal(self, state: MatchState[D], deck: Sequence[object]) -> MatchState[D]:
        """Start the next deal from a shuffled deck (top card first); the deal may be over at once."""
        if state.finished:
            raise EngineError(ErrorCode.GAME_OVER, "the match is already over; no more deals")
        if not state.awaiting_deal:
            raise EngineError(ErrorCode.DEAL_IN_PROGRESS, "the deal before this one is not finished")
        self.check_deck(deck)
        return self.start_deal(evolve(state, deals_dealt=state.deals_dealt + 1), tuple(deck))  # type: ignore[arg-type]

    def check_deck(self, deck: Sequence[object]) -> None:
        """Raise `bad_deck` unless the deck is a permutation of the full deck."""
        # Every deck of a replay is checked: one that is the full deck passes on one comparison of sets.
        if type(deck) in (list, tuple) and len(deck) == len(self.full_deck):
            try:
                if set(deck) == self._deck_set:
                    return
            except TypeError:  # something unhashable in it: said below
                pass
        if not isinstance(deck, list | tuple):
            raise EngineError(ErrorCode.BAD_DECK, "the deck must be a list of cards")
        counts = Counter(card if isinstance(card, str) else repr(card) for card in deck)
        missing = sorted(set(self.full_deck) - set(counts))
        extra = sorted(card for card in counts if card not in self._deck_set)
        doubled = sorted(card for card, n in counts.items() if n > 1)
        if extra:
            detail = f"it holds {extra[0]}, which is not a card of this game"
        elif doubled:
            detail = f"it holds {doubled[0]} more than once"
        else:
            detail = f"{missing[0]} is missing"
        raise EngineError(ErrorCode.BAD_DECK, f"the deck is not a permutation of the full deck: {detail}")

    @cached_property
    def _deck_set(self) -> frozenset[str]:
        return frozenset(self.full_deck)

    # --- actions ---------------------------------------------------------

    def parse_action(self, obj: object) -> Action:
        """Check an action object's form and build it, or raise `malformed`."""
        return parse_action(
            obj,
            seat_count=self.seat_count,
            types=self.action_types,
            cards=self._deck_set,
            trump_check=self.is_trump_name,
            contract_check=self.is_contract_name,
        )

    def apply(self, state: MatchState[D], action: Action) -> MatchState[D]:
        """The state after the action, or raise an EngineError saying why it cannot be taken."""
        if state.tally.winner is not None:
            raise EngineError(ErrorCode.GAME_OVER, "the match is over")
        deal = state.deal
        if deal is None or deal.over:
            raise EngineError(ErrorCode.DEAL_OVER, "this deal is over; the next one has not been dealt")
        if action.seat != deal.turn:
            raise EngineError(ErrorCode.NOT_YOUR_TURN, f"it is seat {deal.turn}'s turn, not seat {action.seat}'s")
        return self.apply_legal_turn(state, action)

    def play(self, state: MatchState[D], obj: object) -> MatchState[D]:
        """Parse a JSON action and apply it."""
        return self.apply(state, self.parse_action(obj))

    def to_act(self, state: MatchState[D]) -> int | None:
        """The seat whose action comes next, or None (match over, or waiting for a deal)."""
        if state.finished or state.deal is None:
            return None
        return state.deal.turn

    def legal_actions(self, state: MatchState[D]) -> list[Action]:
        """Every legal action of the seat to act (empty when no one is to act)."""
        if self.to_act(state) is None:
            return []
        return self.legal_turn_actions(state)

    def outcome(self, state: MatchState[D]) -> Outcome | None:
        """How the match ended, or None while it goes on."""
        if state.tally.winner is None:
            return None
        return Outcome(winners=state.tally.winner, scores=state.tally.scores, games_won=state.tally.games_won)

    def public_action(self, action: Action, viewer: int | None) -> JSON:
        """An action as a viewer may know it: all of it, unless the game hides a part from others."""
        return action.to_json()

    def is_trump_name(self, value: object) -> bool:
        """Whether a value names a trump in an action's `trump` argument (games that name trumps say)."""
        return False

    def is_contract_name(self, value: object) -> bool:
        """Whether a value names a contract in a bid's `contract` argument (games with such bids say)."""
        return False

    # --- computer players ------------------------------------------------

    @property
    def levels(self) -> tuple[str, ...]:
        """The computer players' levels of this game, weakest first."""
        return tuple(self.bots)

    @property
    def shown_levels(self) -> tuple[str, ...]:
        """The levels offered to players, weakest first (all but `HIDDEN_LEVELS`)."""
        return tuple(level for level in self.bots if level not in HIDDEN_LEVELS)

    def bot(self, level: str) -> Bot:
        """The computer player of a level; `bad_option` for a level this game does not have."""
        found = self.bots.get(level)
        if found is None:
            raise EngineError(
                ErrorCode.BAD_OPTION, f"{self.id} has no computer player '{level}'; it has: {', '.join(self.levels)}"
            )
        return found

    def reason(self, view: JSON, choice: JSON) -> str | None:
        """Why a choice suits the seat's view, as a code of `games.engine.search.reasons.REASONS`, or None.

        A hint shows it beside the `strong` level's choice; a game names the reasons it can tell.
        """
        return None

    def alike(self, view: JSON, one: JSON, other: JSON) -> bool:
        """Whether two legal actions come to the same for the seat, as far as its view tells (a deal's review asks)."""
        return one == other

    # --- what players see ------------------------------------------------

    def view(self, state: MatchState[D], seat: int | None) -> JSON:
        """What one seat may know (None: a spectator's public view): the shared keys and the game's own."""
        legal = self.legal_actions(state) if seat is not None and self.to_act(state) == seat else []
        tally = state.tally
        deal = state.deal
        shared: SeatView = {
            "game": self.id,
            "seat": seat,
            "dealer": state.dealer if deal is None else deal.dealer,
            "phase": None if deal is None else str(deal.phase),
            "to_act": self.to_act(state),
            "hand": [] if deal is None or seat is None else list(self.hand_of(deal, seat)),
            "hand_sizes": [] if deal is None else [len(hand) for hand in deal.hands],
            "scores": list(tally.scores),
            "games_won": list(tally.games_won),
            "target": self.target(state),
            "options": dict(state.options),
            "winner": None if tally.winner is None else list(tally.winner),
            "legal": [action.to_json(with_seat=False) for action in legal],
            "trick": None if deal is None else self.trick_in_play(deal),
            "tricks": [] if deal is None else self.tricks_of(deal),
            "score_delta": [0] * len(self.teams) if deal is None else list(deal.score_delta),
        }
        return {**shared, **self.seat_part(state, seat)}

    def open_view(self, state: MatchState[D]) -> JSON:
        """Everything, every hand included: for replaying a deal that is over, never for a live one."""
        view = self.view(state, None)
        if state.deal is not None:
            view["hands"] = [list(hand) for hand in state.deal.hands]
        view.update(self.open_part(state))
        return view

    def deal_summary(self, deal: D) -> JSON:
        """A deal's entry in a replay report: the shared keys and the game's own."""
        shared: DealSummary = {
            "dealer": deal.dealer,
            "void": deal.void,
            "tricks": self.tricks_of(deal),
            "score_delta": list(deal.score_delta),
        }
        return {**shared, **self.summary_part(deal)}

    def hand_of(self, deal: D, seat: int) -> Sequence[str]:
        """The pieces a seat can see in its own hand now (all it holds, unless a game hides some from it)."""
        return deal.hands[seat]

    def open_part(self, state: MatchState[D]) -> JSON:
        """What the open view shows beyond every hand (a hidden trump, say)."""
        return {}

    # --- what each game supplies ----------------------------------------

    @abstractmethod
    def start_deal(self, state: MatchState[D], deck: tuple[str, ...]) -> MatchState[D]:
        """Deal a checked deck out and start the deal (settling at once a deal that ends as dealt)."""

    @abstractmethod
    def apply_legal_turn(self, state: MatchState[D], action: Action) -> MatchState[D]:
        """Apply an action by the seat to act, raising `illegal_action` if the rules forbid it."""

    @abstractmethod
    def legal_turn_actions(self, state: MatchState[D]) -> list[Action]:
        """Every legal action of the seat to act, a deal being in progress."""

    @abstractmethod
    def target(self, state: MatchState[D]) -> int | None:
        """The score that wins a game under the match's options, or None where the game has none."""

    @abstractmethod
    def trick_in_play(self, deal: D) -> TrickView | None:
        """The trick being played, or None."""

    @abstractmethod
    def tricks_of(self, deal: D) -> list[TrickView]:
        """The deal's finished tricks, in order."""

    @abstractmethod
    def seat_part(self, state: MatchState[D], seat: int | None) -> JSON:
        """The game's own keys of a seat's view (never another seat's hidden pieces)."""

    @abstractmethod
    def summary_part(self, deal: D) -> JSON:
        """The game's own keys of a deal's entry in a replay report."""
