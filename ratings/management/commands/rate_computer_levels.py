"""`manage.py rate_computer_levels`: each computer level's rating at each game, measured from duels between levels."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from games.engine import GAMES
from games.engine.duel import duel
from ratings.services.levels import level_duels, measure, store

DUELS_FILE = Path(__file__).resolve().parents[2] / "duels.jsonl"
"""The duels measured for the project (`python -m games.engine duel`'s lines), read when no other is named."""


class Command(BaseCommand):
    """Rate the computer levels from the duel command's figures: read from a file, or played now."""

    help = (
        "Measure each computer level's rating at each game from duplicate duels between levels, and store it. "
        "The duels' figures (lines of `python -m games.engine duel`) come from --from FILE ('-' standard input; by "
        "default ratings/duels.jsonl), or with --play are played now between each pair of --levels."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        """--from, --play, --deals, --seed, --games, --levels, --save."""
        parser.add_argument("--from", dest="source", default=None, help="a file of the duel command's JSON lines")
        parser.add_argument("--play", action="store_true", help="play the duels now instead of reading them")
        parser.add_argument("--deals", type=int, default=100, help="duplicate deals per duel played")
        parser.add_argument("--seed", type=int, default=2026)
        parser.add_argument("--games", nargs="*", default=None, help="game ids (default: every game)")
        parser.add_argument("--levels", nargs="*", default=None, help="levels to duel (default: every level)")
        parser.add_argument("--save", default=None, help="append the played duels' lines to this file")

    def handle(self, *args: Any, **options: Any) -> None:
        """Gather the duels, measure, store, and print each level's rating."""
        games = options["games"] or sorted(GAMES)
        unknown = sorted(set(games) - set(GAMES))
        if unknown:
            raise CommandError(f"unknown game(s): {', '.join(unknown)}")
        duels = self._played(games, options) if options["play"] else self._read(options["source"])
        for game_id in games:
            figures = level_duels(game_id, duels)
            if not figures:
                self.stdout.write(f"{game_id}: no duels")
                continue
            skills = measure(game_id, figures)
            store(game_id, skills, figures)
            for level, skill in sorted(skills.items(), key=lambda item: -item[1].mu):
                self.stdout.write(
                    f"{game_id} {level}: {skill.mu:.2f} ± {skill.sigma:.2f} (ordinal {skill.ordinal:.2f})"
                )

    def _read(self, source: str | None) -> list[dict[str, Any]]:
        text = sys.stdin.read() if source == "-" else Path(source or DUELS_FILE).read_text()
        try:
            return [json.loads(line) for line in text.splitlines() if line.strip()]
        except json.JSONDecodeError as error:
            raise CommandError(f"the duels' file is not JSON lines: {error}") from None

    def _played(self, games: list[str], options: dict[str, Any]) -> list[dict[str, Any]]:
        played = []
        for game_id in games:
            levels = options["levels"] or list(GAMES[game_id].levels)
            for index, level_a in enumerate(levels):
                for level_b in levels[index + 1 :]:
                    figures = duel(
                        GAMES[game_id], level_a, level_b, options["deals"], options["seed"], time.perf_counter
                    )
                    self.stdout.write(json.dumps(figures))
                    played.append(figures)
        if options["save"]:
            with Path(options["save"]).open("a") as file:
                file.writelines(json.dumps(figures) + "\n" for figures in played)
        return played
