"""Error codes and the exception that the engine raises for a refused action."""

from __future__ import annotations

from enum import StrEnum


class ErrorCode(StrEnum):
    """Why the engine refused something; the values are the record contract's codes."""

    MALFORMED = "malformed"
    """Not an action of this game: unknown type, missing or mistyped argument, unknown card."""
    NOT_YOUR_TURN = "not_your_turn"
    """The acting seat is not the one whose turn it is."""
    ILLEGAL_ACTION = "illegal_action"
    """A well-formed action that the rules forbid at this moment."""
    GAME_OVER = "game_over"
    """The match is over; nothing more can be played."""
    BAD_DECK = "bad_deck"
    """A deck that is not a permutation of the game's full deck."""
    BAD_DECKS = "bad_decks"
    """Duplicate decks (an event's or a duel's) of which one is not a permutation of the game's full deck."""
    BAD_OPTION = "bad_option"
    """An unknown option name or a value the option does not allow."""
    DEAL_OVER = "deal_over"
    """The deal is over and the next one has not been dealt yet."""
    DEAL_IN_PROGRESS = "deal_in_progress"
    """A new deck was given while the current deal is still being played."""


class EngineError(ValueError):
    """An action, deck or option that the engine refuses, with a code and a plain message."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def __repr__(self) -> str:
        return f"EngineError({self.code.value!r}, {self.message!r})"
