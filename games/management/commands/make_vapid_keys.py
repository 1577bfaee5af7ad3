"""`manage.py make_vapid_keys`: make the server's VAPID key pair for web push."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from config.vapid import key_file_environment, new_key_pair, write_key_files


class Command(BaseCommand):
    """Print a new key pair as environment variables, or write it to files the settings can read."""

    help = "Make a VAPID key pair: print VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or write them into --folder."

    def add_arguments(self, parser: CommandParser) -> None:
        """Declare --folder and --replace."""
        parser.add_argument("--folder", type=Path, help="write the keys into files in this folder")
        parser.add_argument("--replace", action="store_true", help="replace keys already in the folder")

    def handle(self, *args: Any, **options: Any) -> None:
        """Make the pair and print it, or the variables that point at its files."""
        folder: Path | None = options["folder"]
        if folder is None:
            public, private = new_key_pair()
            self.stdout.write(f"VAPID_PUBLIC_KEY={public}\nVAPID_PRIVATE_KEY={private}")
            return
        write_key_files(folder, replace=options["replace"])
        for name, value in key_file_environment(folder).items():
            self.stdout.write(f"{name}={value}")
