"""Celery tasks of the games app: computer moves and the sweep of turn clocks (sent from `games.dispatch`)."""

from __future__ import annotations

import logging
from typing import Any

from celery import shared_task

from games.dispatch import PLAY_COMPUTER_CHOICE, PLAY_COMPUTER_TURN, SWEEP_TURNS
from games.services import matches, turns

log = logging.getLogger(__name__)


@shared_task(name=PLAY_COMPUTER_TURN, ignore_result=True)
def play_computer_turn(match_id: int, seq: int, due: float | None = None) -> bool:
    """Make the computer's move for the turn at `seq`, unless the match has moved on (at `due`, if given)."""
    return matches.play_computer_turn(match_id, seq, due)


@shared_task(name=PLAY_COMPUTER_CHOICE, ignore_result=True)
def play_computer_choice(match_id: int, seq: int, choice: dict[str, Any]) -> bool:
    """Play a move the computer chose earlier for the turn at `seq`, unless the match has moved on."""
    return matches.play_computer_choice(match_id, seq, choice)


@shared_task(name=SWEEP_TURNS, ignore_result=True)
def sweep_turns() -> dict[str, list[str]]:
    """Play out overdue turns and lost computer moves, begin and end holidays (run by beat every few seconds)."""
    report = turns.sweep()
    if report.timed_out or report.picked_up:
        log.info("sweep: timed out %s, picked up %s", report.timed_out, report.picked_up)
    if report.holidays_begun or report.holidays_ended:
        log.info("sweep: holidays begun %s, ended %s", report.holidays_begun, report.holidays_ended)
    return {
        "timed_out": report.timed_out,
        "picked_up": report.picked_up,
        "holidays_begun": report.holidays_begun,
        "holidays_ended": report.holidays_ended,
    }
