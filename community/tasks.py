"""Celery tasks of the community app: push notices (sent from `community.dispatch`)."""

from __future__ import annotations

from typing import Any

from celery import shared_task

from community.dispatch import SEND_PUSH
from community.services import push


@shared_task(name=SEND_PUSH, ignore_result=True)
def send_push(user_id: int, notice: dict[str, Any]) -> int:
    """Send a push notification to a player's devices (or hold it until their quiet hours end)."""
    return push.deliver(user_id, notice)
