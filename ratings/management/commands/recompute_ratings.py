"""`manage.py recompute_ratings [--write] [--circle ID]`: rebuild results and ratings from the matches' logs."""

from __future__ import annotations

import time
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from circles.models import Circle
from ratings.services.recompute import differences, recompute, write

SHOWN = 50
"""Differences printed one by one; the rest are counted."""


class Command(BaseCommand):
    """Recompute every result and rating from scratch; report where the stored ones differ, or replace them."""

    help = (
        "Replay every finished match's log, rate the rated ones in the order they finished, and compare with the "
        "stored results and ratings (exit status 1 if they differ). --write stores the recomputed ones instead."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        """--write, --circle and --jobs."""
        parser.add_argument("--write", action="store_true", help="replace the stored results and ratings")
        parser.add_argument(
            "--circle",
            default=None,
            help="only this circle's matches and ratings (its public id; write --circle=ID: an id may begin with -)",
        )
        parser.add_argument(
            "--jobs", type=int, default=1, help="processes replaying the logs at once (PostgreSQL only; default 1)"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        """Recompute, then report or write."""
        circle = None
        if options["circle"] is not None:
            circle = Circle.objects.filter(public_id=options["circle"]).first()
            if circle is None:
                raise CommandError(f"no circle has the id {options['circle']}")
        started = time.perf_counter()
        done = recompute(circle, jobs=options["jobs"])
        seconds = time.perf_counter() - started
        where = "every circle" if circle is None else f"circle {circle.public_id}"
        self.stdout.write(
            f"{where}: {len(done.results)} finished match(es) replayed, {done.rated_matches} rated, "
            f"{len(done.ratings)} rating(s), in {seconds:.2f} s"
        )
        found = differences(done)
        if options["write"]:
            write(done)
            self.stdout.write(f"written: {len(found)} difference(s) from what was stored are replaced")
            return
        for line in found[:SHOWN]:
            self.stdout.write(line)
        if len(found) > SHOWN:
            self.stdout.write(f"... and {len(found) - SHOWN} more")
        if found:
            raise CommandError(f"{len(found)} difference(s) between the stored results and ratings and their logs")
        self.stdout.write("the stored results and ratings equal the recomputed ones")
