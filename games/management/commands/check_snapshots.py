"""`manage.py check_snapshots`: prove each running match's kept state equal to a fresh replay of its log."""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError

from games.services.matches import snapshot_drift


class Command(BaseCommand):
    """Report running matches whose snapshot differs from their replayed log; exit with status 1 if any."""

    help = "Check that every running match's snapshot equals the state replayed from its event log."

    def handle(self, *args: Any, **options: Any) -> None:
        """Print each match that drifted; fail if there is one."""
        checked, drifted = snapshot_drift()
        for entry in drifted:
            self.stdout.write(json.dumps(entry))
        if drifted:
            raise CommandError(f"{len(drifted)} of {checked} running match(es) differ from their log")
        self.stdout.write(f"{checked} running match(es) checked: every snapshot equals its replayed log")
