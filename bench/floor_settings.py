"""The project's settings with the floor's route beside its own: for `bench.api --floor` and `bench.move_floor`."""

from config.settings import *  # noqa: F403  (every setting as in production, but the URLconf)

ROOT_URLCONF = "bench.floor_urls"
