"""ASGI entry point for production servers (the Procfile's web process): Django behind `config.asgi_front`."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
# The web process keeps PostgreSQL connections in a pool (see config/settings.py); workers and commands do not.
os.environ.setdefault("DATABASE_POOL", "1")
django_application = get_asgi_application()

from config.asgi_front import front  # noqa: E402  (needs the settings loaded above)
from config.env import env_int  # noqa: E402

# Requests inside Django at once, per worker process: each is a thread with its own database connection.
application = front(django_application, places=env_int("WEB_CONCURRENT_REQUESTS", 8))
