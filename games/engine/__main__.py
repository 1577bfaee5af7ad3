"""Entry point of `python -m games.engine`."""

import sys

from games.engine.cli import main

sys.exit(main())
