"""ASGI entry point for production servers (the Procfile's web process): Django behind `config.asgi_front`."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
# The web process keeps PostgreSQL connections in a pool (see config/settings.py); workers and commands do not.
os.environ.setdefault("DATABASE_POOL", "1")
django_application = get_asgi_application()

from django.conf import settings  # noqa: E402  (the settings are loaded above)
from django.core.wsgi import get_wsgi_application  # noqa: E402
from django.utils.module_loading import import_string  # noqa: E402

from config.asgi_front import front  # noqa: E402
from config.env import env_bool, env_int  # noqa: E402
from config.gc_tuning import freeze_startup_objects  # noqa: E402
from config.threaded_django import threaded  # noqa: E402

quick = None
if settings.DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql" and env_bool("QUICK_POLLS", True):
    # Polls whose ETag is current are answered in the event loop from a few async connections (docs/architecture.md),
    # by the app that settings name: this entry point sits below the apps and imports none of them.
    answerer = import_string(settings.QUICK_POLLS_ANSWERER)
    quick = answerer(settings.DATABASES["default"], size=env_int("QUICK_POLLS_POOL_SIZE", 4))

# Requests inside Django at once, per worker process: each runs whole in one of as many threads, each with its
# own database connection. Streams (and the server's lifespan messages) go to Django's own ASGI handler, whose
# async views wait in the event loop (docs/operations.md).
places = settings.WEB_CONCURRENT_REQUESTS
application = front(threaded(get_wsgi_application(), places), places=places, quick=quick, streams=django_application)

freeze_startup_objects()
