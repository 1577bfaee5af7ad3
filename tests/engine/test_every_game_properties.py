"""Random whole matches of every registered game, with the protocol's promises checked at every step (hypothesis).

Each game added to the engine is covered here without a line of its own, beyond naming its hidden pieces in
`tests/kits.py`.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games.engine import GAMES, EngineError, ErrorCode, Game, MatchState
from games.engine.playout import shuffled
from games.engine.protocol import DEFAULT_LEVEL, DealSummary, SeatView
from games.engine.record import build_record, replay, report
from tests.kits import HIDDEN, longer_match
from tests.profiles import examples

EVERY_GAME = sorted(GAMES)
SHARED_VIEW_KEYS = set(SeatView.__annotations__)
SHARED_SUMMARY_KEYS = set(DealSummary.__annotations__)


def check_views(game: Game[Any], state: MatchState[Any]) -> None:
    """Every seat's view has the shared keys, shows its own hand only, and lists its legal actions on its turn."""
    seats: list[int | None] = [*range(game.seat_count), None]
    for seat in seats:
        view = game.view(state, seat)
        assert set(view) >= SHARED_VIEW_KEYS, SHARED_VIEW_KEYS - set(view)
        assert view["game"] == game.id
        assert view["seat"] == seat
        assert view["to_act"] == game.to_act(state)
        text = json.dumps(view)
        leaked = sorted(piece for piece in HIDDEN[game.id](state, seat) if f'"{piece}"' in text)
        assert not leaked, f"seat {seat} sees {leaked}"
        if seat is not None and seat == game.to_act(state):
            assert view["legal"] == [action.to_json(with_seat=False) for action in game.legal_actions(state)]
        else:
            assert view["legal"] == []
        assert len(view["scores"]) == len(game.teams)


def check_step(game: Game[Any], state: MatchState[Any]) -> None:
    """Someone acts exactly when a deal is in progress; a deal over is one that awaits the next deck."""
    to_act = game.to_act(state)
    if state.finished:
        assert to_act is None and game.outcome(state) is not None
    elif state.deal is not None and not state.deal.over:
        assert to_act is not None
        assert game.legal_actions(state), "a seat to act always has a legal action"
    else:
        assert to_act is None and state.awaiting_deal
    summary = game.deal_summary(state.deal)
    assert set(summary) >= SHARED_SUMMARY_KEYS
    assert len(summary["score_delta"]) == len(game.teams)


def play_checked(game: Game[Any], seed: int, options: dict[str, Any]) -> dict[str, Any]:
    """A whole match of random players, every step checked; its record."""
    rng = random.Random(seed)
    bot = game.bot("random")
    state = game.new_match(options)
    deals: list[dict[str, Any]] = []
    while not state.finished:
        assert len(deals) < 2000
        deck = shuffled(game, rng)
        state = game.deal(state, deck)
        actions: list[dict[str, Any]] = []
        check_step(game, state)
        while (seat := game.to_act(state)) is not None:
            check_views(game, state)
            action = {"seat": seat, **bot(game.view(state, seat), rng)}
            state = game.play(state, action)
            actions.append(action)
            check_step(game, state)
        deals.append({"deck": deck, "actions": actions})
    with pytest.raises(EngineError) as refused:
        game.deal(state, shuffled(game, rng))
    assert refused.value.code is ErrorCode.GAME_OVER
    return build_record(game, state, 0, deals)


@pytest.mark.parametrize("game_id", EVERY_GAME)
@settings(max_examples=examples(6), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), longer=st.booleans())
def test_random_matches_keep_the_protocols_promises_and_replay_to_the_same_end(game_id, seed, longer):
    game = GAMES[game_id]
    options, games_won = longer_match(game_id) if longer else ({}, 1)
    record = play_checked(game, seed, options)
    result = report(replay(record))
    assert result["status"] == "finished"
    assert max(result["games_won"]) == games_won
    assert result["winner"] == [side for side, won in enumerate(result["games_won"]) if won == games_won]
    assert len(result["deals"]) == len(record["deals"])


VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "texas42-marks": ("texas42", {"scoring": "marks", "contracts": ["nello", "sevens", "splash", "plunge"]}),
    "texas42-marks-to-the-end": (
        "texas42",
        {
            "scoring": "marks",
            "contracts": ["nello", "sevens", "splash", "plunge"],
            "early_end": False,
            "notrump_doubles": "suit",
            "nello_doubles": "low",
            "target": 3,
        },
    ),
}
"""Rules of a game far enough from its defaults to be checked as a game of their own: the marks game's contracts."""


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@settings(max_examples=examples(6), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_variants_keep_the_protocols_promises_and_hide_every_piece(variant, seed):
    game_id, options = VARIANTS[variant]
    record = play_checked(GAMES[game_id], seed, options)
    assert report(replay(record))["status"] == "finished"


@pytest.mark.parametrize("game_id", EVERY_GAME)
def test_every_game_has_the_default_computer_player_and_refuses_an_unknown_one(game_id):
    game = GAMES[game_id]
    assert DEFAULT_LEVEL in game.levels
    with pytest.raises(EngineError) as refused:
        game.bot("genius")
    assert refused.value.code is ErrorCode.BAD_OPTION


@pytest.mark.parametrize("game_id", EVERY_GAME)
def test_a_checkpoint_between_deals_resumes_to_the_same_match(game_id):
    game = GAMES[game_id]
    rng = random.Random(5)
    state = game.new_match()
    for _ in range(3):
        if state.finished:
            break
        saved = game.checkpoint(state)
        resumed = game.resume(json.loads(json.dumps(saved)))
        deck = shuffled(game, rng)
        state, again = game.deal(state, deck), game.deal(resumed, deck)
        while (seat := game.to_act(state)) is not None:
            action = {"seat": seat, **game.bot(DEFAULT_LEVEL)(game.view(state, seat), rng)}
            state, again = game.play(state, action), game.play(again, action)
        assert game.view(again, None) == game.view(state, None)
        assert again.tally == state.tally
