"""Celery tasks of the community app: push notices (sent from `community.dispatch`), turn reminders, digests."""

from __future__ import annotations

from typing import Any

from celery import shared_task

from community.dispatch import SEND_PUSH
from community.services import digests, push, reminders


@shared_task(name=SEND_PUSH, ignore_result=True)
def send_push(user_id: int, notice: dict[str, Any]) -> int:
    """Send a push notification to a player's devices (or hold it until their quiet hours end)."""
    return push.deliver(user_id, notice)


@shared_task(name="community.tasks.remind_turns", ignore_result=True)
def remind_turns() -> list[str]:
    """Remind players whose long turn is past the share of its time they chose (run by beat every minute)."""
    return reminders.remind()


@shared_task(name="community.tasks.send_digests", ignore_result=True)
def send_digests() -> list[int]:
    """Send the daily digests whose hour has come (run by beat every few minutes)."""
    return digests.send_digests()
