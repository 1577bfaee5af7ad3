"""Celery's command line with the test games registered beside the real ones, for the tests of real workers."""

from __future__ import annotations

import sys

from celery.__main__ import main

from games.engine.registry import register
from tests.pebbles import PEBBLES_GAME, THINKING_PEBBLES_GAME

if __name__ == "__main__":
    register(PEBBLES_GAME)
    register(THINKING_PEBBLES_GAME)
    sys.exit(main())
