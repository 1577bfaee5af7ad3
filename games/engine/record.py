"""The portable game record: checking it, replaying it through the engine, and reporting the result."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from games.engine.actions import JSON, is_int
from games.engine.errors import EngineError, ErrorCode
from games.engine.evolve import evolve
from games.engine.match import MatchState
from games.engine.protocol import Game
from games.engine.registry import GAMES
from games.engine.replay import ReplayError, deal_ends

FORMAT = "tricktable-record/1"

# Codes that only exist inside the engine, and what a record calls them.
_RECORD_CODES = {
    ErrorCode.BAD_OPTION: "bad_record",
    ErrorCode.DEAL_OVER: "bad_record",
    ErrorCode.DEAL_IN_PROGRESS: "bad_record",
}


@dataclass(frozen=True, slots=True)
class RecordError(Exception):
    """The first thing in a record that cannot be taken, located by deal and action index."""

    code: str
    message: str
    deal: int | None = None
    action: int | None = None

    def to_json(self) -> JSON:
        """The error object of the replay contract."""
        return {
            "ok": False,
            "error": {"deal": self.deal, "action": self.action, "code": self.code, "message": self.message},
        }


@dataclass(frozen=True, slots=True)
class Replay:
    """A record replayed: the game, the final state, and a summary of every deal seen."""

    game: Game[Any]
    state: MatchState[Any]
    deals: list[JSON]


def _bad(message: str, deal: int | None = None) -> RecordError:
    return RecordError("bad_record", message, deal, None)


def _from_engine(error: EngineError, deal: int, action: int | None) -> RecordError:
    return RecordError(_RECORD_CODES.get(error.code, error.code.value), error.message, deal, action)


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a JSON number")


def parse_record(data: bytes | str) -> object:
    """The JSON value of a record's text (UTF-8), or RecordError `bad_record` if it is not valid JSON."""
    try:
        text = data.decode("utf-8-sig") if isinstance(data, bytes) else data
        # NaN and Infinity are not JSON, though Python's parser would take them.
        return json.loads(text, parse_constant=_no_constant)
    except UnicodeDecodeError as error:
        raise _bad(f"the record is not UTF-8 text: {error.reason} at byte {error.start}") from None
    except RecursionError:
        raise _bad("the record is nested too deeply to read") from None
    except ValueError as error:  # malformed JSON, a non-JSON constant, or a number too long to read
        raise _bad(f"the record is not valid JSON: {error}") from None


def check_record(record: object) -> tuple[Game[Any], MatchState[Any], list[Mapping[str, Any]]]:
    """Check the record as a whole (format, game, options, first dealer, deals) before any action."""
    if not isinstance(record, dict):
        raise _bad("a record must be a JSON object")
    if record.get("format") != FORMAT:
        raise _bad(f"'format' must be exactly {FORMAT!r}")
    game_id = record.get("game")
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise _bad(f"unknown game {game_id!r}; known games: {', '.join(sorted(GAMES))}")
    game = GAMES[game_id]
    try:
        state = game.new_match(record.get("options"))
    except EngineError as error:
        raise _bad(error.message) from None
    first_dealer = record.get("first_dealer")
    if first_dealer is None:
        first_dealer = 0
    elif not is_int(first_dealer) or not 0 <= first_dealer < game.seat_count:
        raise _bad(f"'first_dealer' must be a seat from 0 to {game.seat_count - 1}")
    state = evolve(state, dealer=first_dealer)
    deals = record.get("deals")
    if not isinstance(deals, list):
        raise _bad("'deals' must be a list")
    for index, deal in enumerate(deals):
        if not isinstance(deal, dict):
            raise _bad("each deal must be a JSON object", index)
        if "deck" not in deal:
            raise _bad("the deal has no 'deck'", index)
        if not isinstance(deal.get("actions"), list):
            raise _bad("the deal's 'actions' must be a list", index)
    return game, state, deals


def replay(record: object) -> Replay:
    """Replay every action of a record in order, checking each; raise RecordError at the first fault."""
    game, state, deals = check_record(record)
    summaries: list[JSON] = []
    try:
        for end in deal_ends(game, state, [(deal["deck"], deal["actions"]) for deal in deals]):
            summaries.append(game.deal_summary(end.deal))
            state = end
    except ReplayError as fault:
        raise _from_engine(fault.error, fault.deal, fault.action) from None
    return Replay(game, state, summaries)


def report(result: Replay) -> JSON:
    """The success object of the replay contract."""
    game, state = result.game, result.state
    outcome = game.outcome(state)
    return {
        "ok": True,
        "game": game.id,
        "status": "in_progress" if outcome is None else "finished",
        "to_act": game.to_act(state),
        "legal": [action.to_json(with_seat=False) for action in game.legal_actions(state)],
        "scores": list(state.tally.scores),
        "games_won": list(state.tally.games_won),
        "winner": None if outcome is None else list(outcome.winners),
        "deals": result.deals,
    }


def replay_report(record: object) -> JSON:
    """Replay a record and answer the contract's JSON object, success or error."""
    try:
        return report(replay(record))
    except RecordError as error:
        return error.to_json()


def build_record(game: Game[Any], state: MatchState[Any], first_dealer: int, deals: list[JSON]) -> JSON:
    """A record of a match: its options that differ from the defaults, and each deal's deck and actions."""
    return {
        "format": FORMAT,
        "game": game.id,
        "options": game.recorded_options(state),
        "first_dealer": first_dealer,
        "deals": deals,
    }
