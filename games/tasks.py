"""Celery tasks of the games app."""

from __future__ import annotations

from celery import shared_task

from games.services import matches


@shared_task(ignore_result=True)
def play_computer_turn(match_id: int, seq: int) -> bool:
    """Make the computer's move for the turn at `seq`, unless the match has moved on."""
    return matches.play_computer_turn(match_id, seq)
