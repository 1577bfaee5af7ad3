"""`manage.py stuck_matches`: list matches whose computer move or overdue turn has waited too long."""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from games.services.turns import stuck_matches


class Command(BaseCommand):
    """Report stuck matches as JSON lines; exit with status 1 if there are any (for monitoring)."""

    help = "List matches whose computer move or overdue turn has waited longer than --older-than seconds."

    def add_arguments(self, parser: CommandParser) -> None:
        """Declare --older-than."""
        parser.add_argument("--older-than", type=int, default=60, help="seconds (default 60)")

    def handle(self, *args: Any, **options: Any) -> None:
        """Print each stuck match; fail if there is one."""
        stuck = stuck_matches(older_than=options["older_than"])
        for entry in stuck:
            self.stdout.write(json.dumps(entry))
        if stuck:
            raise CommandError(f"{len(stuck)} stuck match(es)")
        self.stdout.write("no stuck matches")
