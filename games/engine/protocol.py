"""The one protocol that every game's rules implement, and the shared checks around it."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Generic

from games.engine.actions import JSON, Action, ActionType, parse_action
from games.engine.errors import EngineError, ErrorCode
from games.engine.match import D, MatchState, Tally, checkpoint, from_checkpoint
from games.engine.options import Option, non_default_options, resolve_options


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
    from outside (`deal`), never drawn inside the engine.
    """

    id: ClassVar[str]
    seat_count: ClassVar[int]
    teams: ClassVar[tuple[tuple[int, ...], ...]]
    """Seats of each team; a player alone is a team of one."""
    full_deck: ClassVar[tuple[str, ...]]
    """Every card (or tile) once, in a fixed order."""
    option_specs: ClassVar[Mapping[str, Option]]
    action_types: ClassVar[Mapping[str, ActionType]]

    # --- the match -------------------------------------------------------

    def new_match(self, options: object = None, first_dealer: int = 0) -> MatchState[D]:
        """A match with nothing dealt yet; options are checked (unknown names or values raise `bad_option`)."""
        if not 0 <= first_dealer < self.seat_count:
            raise EngineError(ErrorCode.BAD_OPTION, f"the first dealer must be a seat from 0 to {self.seat_count - 1}")
        return MatchState(
            options=resolve_options(self.option_specs, options),
            dealer=first_dealer,
            tally=Tally.start(len(self.teams)),
        )

    def resume(self, saved: Mapping[str, Any]) -> MatchState[D]:
        """The match between deals, from `checkpoint`, with its options checked again."""
        state: MatchState[D] = from_checkpoint(saved)
        return replace(state, options=resolve_options(self.option_specs, saved["options"]))

    def checkpoint(self, state: MatchState[D]) -> dict[str, Any]:
        """The match between deals as JSON (see `resume`)."""
        if not state.awaiting_deal and not state.finished:
            raise EngineError(ErrorCode.DEAL_IN_PROGRESS, "a checkpoint is taken between deals only")
        return checkpoint(state)

    def recorded_options(self, state: MatchState[D]) -> dict[str, Any]:
        """The options that differ from the defaults, as a record carries them."""
        return non_default_options(self.option_specs, state.options)

    def deal(self, state: MatchState[D], deck: Sequence[object]) -> MatchState[D]:
        """Start the next deal from a shuffled deck (top card first)."""
        if state.finished:
            raise EngineError(ErrorCode.GAME_OVER, "the match is over")
        if not state.awaiting_deal:
            raise EngineError(ErrorCode.DEAL_IN_PROGRESS, "the current deal is not over yet")
        self.check_deck(deck)
        new = self.start_deal(state, tuple(deck))  # type: ignore[arg-type]
        return replace(new, deals_dealt=state.deals_dealt + 1)

    def check_deck(self, deck: Sequence[object]) -> None:
        """Raise `bad_deck` unless the deck is a permutation of the full deck."""
        if not isinstance(deck, list | tuple):
            raise EngineError(ErrorCode.BAD_DECK, "the deck must be a list of cards")
        counts = Counter(card if isinstance(card, str) else repr(card) for card in deck)
        if counts != Counter(self.full_deck):
            missing = sorted(set(self.full_deck) - set(counts))
            extra = sorted(card for card in counts if card not in self.full_deck)
            doubled = sorted(card for card, n in counts.items() if n > 1)
            if extra:
                detail = f"it holds {extra[0]}, which is not a card of this game"
            elif doubled:
                detail = f"it holds {doubled[0]} more than once"
            else:
                detail = f"{missing[0]} is missing"
            raise EngineError(ErrorCode.BAD_DECK, f"the deck is not a permutation of the full deck: {detail}")

    # --- actions ---------------------------------------------------------

    def parse_action(self, obj: object) -> Action:
        """Check an action object's form and build it, or raise `malformed`."""
        return parse_action(
            obj,
            seat_count=self.seat_count,
            types=self.action_types,
            cards=self.full_deck,
            trump_check=self.is_trump_name,
        )

    def apply(self, state: MatchState[D], action: Action) -> MatchState[D]:
        """The state after the action, or raise an EngineError saying why it cannot be taken."""
        if state.finished:
            raise EngineError(ErrorCode.GAME_OVER, "the match is over")
        if state.deal is None or state.deal.over:
            raise EngineError(ErrorCode.DEAL_OVER, "this deal is over; the next one has not been dealt")
        if action.seat != state.deal.turn:
            raise EngineError(ErrorCode.NOT_YOUR_TURN, f"it is seat {state.deal.turn}'s turn, not seat {action.seat}'s")
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

    # --- what each game supplies ----------------------------------------

    @abstractmethod
    def start_deal(self, state: MatchState[D], deck: tuple[str, ...]) -> MatchState[D]:
        """Deal a checked deck out and start the deal."""

    @abstractmethod
    def apply_legal_turn(self, state: MatchState[D], action: Action) -> MatchState[D]:
        """Apply an action by the seat to act, raising `illegal_action` if the rules forbid it."""

    @abstractmethod
    def legal_turn_actions(self, state: MatchState[D]) -> list[Action]:
        """Every legal action of the seat to act, a deal being in progress."""

    @abstractmethod
    def view(self, state: MatchState[D], seat: int | None) -> JSON:
        """What one seat may know (None: a spectator's public view), as JSON."""

    @abstractmethod
    def open_view(self, state: MatchState[D]) -> JSON:
        """Everything, every hand included: for replaying a deal that is over, never for a live one."""

    @abstractmethod
    def deal_summary(self, deal: D) -> JSON:
        """A deal's entry in a replay report: dealer, void, tricks, score_delta and the game's own keys."""
