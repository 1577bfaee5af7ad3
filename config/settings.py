"""Django settings, all read from the environment; SQLite and eager tasks by default."""

from __future__ import annotations

import ipaddress
import os
from datetime import timedelta
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured
from whitenoise.compress import Compressor

from config import file_broker
from config.env import env_bool, env_int, env_list, env_str

BASE_DIR = Path(__file__).resolve().parent.parent

DEBUG = env_bool("DJANGO_DEBUG", default=True)
SECRET_KEY = env_str("DJANGO_SECRET_KEY") or ("insecure-development-key" if DEBUG else "")
if not SECRET_KEY:
    raise RuntimeError("DJANGO_SECRET_KEY must be set when DJANGO_DEBUG is off")
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS", [])

# HTTPS, for a proxy in front that terminates TLS; with debug off, every default is the safe one.
# The proxy sets this header (e.g. X-Forwarded-Proto) to "https"; trust it only if the proxy overwrites it on
# every request, as a client could send it too.
_proxy_ssl_header = env_str("DJANGO_SECURE_PROXY_SSL_HEADER")
if _proxy_ssl_header:
    SECURE_PROXY_SSL_HEADER = (f"HTTP_{_proxy_ssl_header.upper().replace('-', '_')}", "https")
SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", default=not DEBUG)
# A platform's health check calls the app itself over plain HTTP, and must not be redirected.
SECURE_REDIRECT_EXEMPT = env_list("DJANGO_SECURE_REDIRECT_EXEMPT", [r"^api/health$"])
SECURE_HSTS_SECONDS = env_int("DJANGO_SECURE_HSTS_SECONDS", 0 if DEBUG else 365 * 24 * 3600)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS", default=not DEBUG)
# Preloading binds the domain and its subdomains to HTTPS in browsers for months: the domain owner's choice.
SECURE_HSTS_PRELOAD = env_bool("DJANGO_SECURE_HSTS_PRELOAD", default=False)
SESSION_COOKIE_SECURE = env_bool("DJANGO_SESSION_COOKIE_SECURE", default=not DEBUG)
CSRF_COOKIE_SECURE = env_bool("DJANGO_CSRF_COOKIE_SECURE", default=not DEBUG)
# The deploy check asks for preloading; leaving it off is a decision, not an oversight (SECURITY.md).
SILENCED_SYSTEM_CHECKS = [] if SECURE_HSTS_PRELOAD else ["security.W021"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "axes",
    "csp",
    "accounts",
    "games",
    "community",
    "circles",
    "sharing",
    "ratings",
    "tournaments",
    "frontend",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # Before anything reads a body: a chunked body is refused (411), and so is one over the limit (413).
    "config.request_bodies.RequestBodyMiddleware",
    # WhiteNoise, but a page under /static/ (the build's copy of the app's shell) is left to the routes: a 404.
    "config.static_files.StaticFilesMiddleware",
    "csp.middleware.CSPMiddleware",
    "config.permissions_policy.PermissionsPolicyMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Inside the middleware that set headers, so that its 304s carry the same headers as the view's.
    "games.not_modified.NotModifiedMiddleware",
    "config.path_ids.PathIdMiddleware",
    # Last, as django-axes asks: it answers a locked-out login.
    "axes.middleware.AxesMiddleware",
]
# The largest request body read (bytes); the API's bodies are small JSON objects.
DATA_UPLOAD_MAX_MEMORY_SIZE = env_int("REQUEST_BODY_MAX_BYTES", 1024 * 1024)

# The app and the API's interactive page load scripts and styles from this server only, and run no inline script.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF],
        "connect-src": [SELF],
        "font-src": [SELF],
        "manifest-src": [SELF],
        "worker-src": [SELF],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    },
}
# Browser features a page may use: sharing a room's link and copying it; nothing else.
PERMISSIONS_POLICY: dict[str, list[str]] = {
    "accelerometer": [],
    "autoplay": [],
    "camera": [],
    "display-capture": [],
    "geolocation": [],
    "gyroscope": [],
    "magnetometer": [],
    "microphone": [],
    "midi": [],
    "payment": [],
    "usb": [],
    "clipboard-write": ["self"],
    "web-share": ["self"],
}

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"
# What answers current polls in the web process's event loop (config/asgi.py): a function of a `DATABASES` entry
# and a pool size. Named as a string so that the server's entry point, below the apps, imports none of them.
QUICK_POLLS_ANSWERER = "games.quick_polls.for_database"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# SQLite unless DATABASE_URL names another database (PostgreSQL in production and in CI).
DATABASES = {
    "default": dj_database_url.parse(
        env_str("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}"),
        conn_max_age=env_int("DATABASE_CONN_MAX_AGE", 0),
    )
}
# Requests inside Django at once per web process (config/asgi.py): each in a thread with its own connection.
WEB_CONCURRENT_REQUESTS = env_int("WEB_CONCURRENT_REQUESTS", 4)
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql" and env_bool("DATABASE_POOL", False):
    # Connections kept open between requests in a pool per process (config/asgi.py asks for it). It was chosen
    # when each request ran in a thread of its own, where a connection per thread (CONN_MAX_AGE) was never
    # reused (docs/performance.md); the pool also checks and replaces connections, which a restart of PostgreSQL needs.
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    # Django then checks each connection as it leaves the pool (psycopg_pool's `check_connection`), so that after
    # PostgreSQL restarts the dead ones are replaced rather than handed to a request, which would fail.
    DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
    DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {
        "min_size": 1,
        # As many as the requests a worker lets into Django at once (config/asgi.py).
        "max_size": env_int("DATABASE_POOL_SIZE", WEB_CONCURRENT_REQUESTS),
        # A request waits this long for a connection while PostgreSQL is away, then gets 503 with Retry-After.
        "timeout": env_int("DATABASE_POOL_TIMEOUT", 5),
    }
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql" and env_bool("DATABASE_PREPARED_STATEMENTS", True):
    # The hot hand-written statements are prepared once per connection (config/rows.py `prepared_cursor`);
    # Django's own cursors bind on the client and never prepare. Off behind a pooler that shares server
    # connections between transactions (PgBouncer in transaction mode), where a prepared statement is lost.
    DATABASES["default"].setdefault("OPTIONS", {})["prepare_threshold"] = 5
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Writers take the lock when their transaction begins, and wait for it rather than fail at once.
    # WAL lets the web server read while a worker writes (and the other way round).
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        transaction_mode="IMMEDIATE", timeout=20, init_command="PRAGMA journal_mode=WAL;"
    )
    # Tests use a file too, so that a live server and the test share it through real locks; one per test run,
    # so that two runs in one checkout never write to each other's database.
    DATABASES["default"]["TEST"] = {"NAME": str(BASE_DIR / f".test-db-{os.getpid()}.sqlite3")}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
AUTH_USER_MODEL = "accounts.User"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
AUTHENTICATION_BACKENDS = [
    # django-axes first: it refuses a locked-out login before any password is checked.
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
# Login lockout (django-axes), at the admin's login and the API's alike, so that neither is a way around the other.
# Failures count per username from one address by default ("username+ip_address"): players share carriers'
# addresses, so an address alone would lock strangers out together. Alternatives are comma-separated, e.g.
# "username+ip_address,username" also locks out a username guessed from many addresses.
AXES_ENABLED = env_bool("AXES_ENABLED", default=True)
AXES_FAILURE_LIMIT = env_int("AXES_FAILURE_LIMIT", 5)
AXES_COOLOFF_TIME = timedelta(minutes=env_int("AXES_COOLOFF_MINUTES", 30))
AXES_LOCKOUT_PARAMETERS = [rule.split("+") for rule in env_list("AXES_LOCKOUT_PARAMETERS", ["username+ip_address"])]
AXES_RESET_ON_SUCCESS = True
AXES_VERBOSE = False  # no banner at every process's start; lockouts are still logged
# The address failures count against, as the rate limits see it.
AXES_CLIENT_IP_CALLABLE = "config.client_address.client_address"
AXES_LOCKOUT_CALLABLE = "config.login_lockout.lockout_response"
# And a higher limit per address whatever the usernames, so that no one address tries account after account.
AXES_HANDLER = "config.login_lockout.LoginLockoutHandler"
LOGIN_ADDRESS_FAILURE_LIMIT = env_int("LOGIN_ADDRESS_FAILURE_LIMIT", 100)

LANGUAGE_CODE = "en"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
# Where the release step's collectstatic puts the files the web process serves with debug off.
STATIC_ROOT = Path(env_str("DJANGO_STATIC_ROOT") or BASE_DIR / "staticfiles")
# collectstatic writes a .gz and a .br beside each text file, and WhiteNoise serves the one a client accepts (brotli
# before gzip): many deployments have no proxy that compresses. Not the manifest variant: Vite already puts a hash
# in its files' names, and the app's shell refers to them by those names.
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
# With debug on, the app's build (frontend/static/app/) is found in place, with no collectstatic. With debug off
# only STATIC_ROOT is served: files found in place would take the place of the compressed ones collected there.
WHITENOISE_USE_FINDERS = DEBUG
# Files found in place are looked for as they are asked for, as WhiteNoise does with debug on. Said outright: a test
# run turns debug off after these settings are read, and WhiteNoise would then list every app's static files each
# time a middleware chain is built, which the test client does for each test (0.1 s each, five minutes a CI run).
WHITENOISE_AUTOREFRESH = DEBUG
# Source maps (the API docs' bundles have 6 MB of them) are read by developer tools only: not worth the release
# step's time to compress.
WHITENOISE_SKIP_COMPRESS_EXTENSIONS = [*Compressor.SKIP_COMPRESS_EXTENSIONS, "map"]
# Vite names what it puts in assets/ after its content (`index-2uSRSC8q.js`), so a new build comes under new names:
# browsers keep these a year without asking again. Every other file (the service worker, the web app manifest, the
# icons, the admin's files) keeps WhiteNoise's 60 seconds, as its name stays the same when it changes.
WHITENOISE_IMMUTABLE_FILE_TEST = r"^/static/app/assets/[^/]+-[A-Za-z0-9_-]{8}\.\w+$"
# The app's files are for its own pages: no other site's script needs to read them.
WHITENOISE_ALLOW_ALL_ORIGINS = False
APP_BUILD_DIR = BASE_DIR / "frontend" / "static" / "app"

REST_FRAMEWORK = {
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["config.api.parsers.SafeJSONParser"],
    # Bodies are plain ASCII (\u escapes), so that no text can fail to encode: even a lone surrogate echoed back.
    "UNICODE_JSON": False,
    # The response's format is JSON, never chosen by a ?format= parameter.
    "URL_FORMAT_OVERRIDE": None,
    # Rate limits count the connecting address unless this many proxies set X-Forwarded-For (and the connection
    # comes from one of FORWARDED_ALLOW_IPS: config/client_address.py).
    "NUM_PROXIES": env_int("NUM_PROXIES", 0),
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "accounts.authentication.DeviceTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_SCHEMA_CLASS": "config.api.openapi.BodiedDeleteSchema",
    "EXCEPTION_HANDLER": "config.api.errors.api_exception_handler",
    # Every view is rate-limited by its `throttle_scope`; a change made through a view without one, by `writes`.
    "DEFAULT_THROTTLE_CLASSES": ["config.api.throttling.DefaultThrottle"],
    "DEFAULT_THROTTLE_RATES": {
        "guests": env_str("THROTTLE_GUESTS", "30/hour"),
        "rooms": env_str("THROTTLE_ROOMS", "30/hour"),
        "join": env_str("THROTTLE_JOIN", "120/hour"),
        "actions": env_str("THROTTLE_ACTIONS", "120/minute"),
        "login": env_str("THROTTLE_LOGIN", "20/hour"),
        "chat": env_str("THROTTLE_CHAT", "20/minute"),
        "reports": env_str("THROTTLE_REPORTS", "20/hour"),
        # Every other change (leave, watch, seats, computer players, return, renaming, settings, logout).
        "writes": env_str("THROTTLE_WRITES", "60/minute"),
        "mutes": env_str("THROTTLE_MUTES", "30/hour"),
        "push": env_str("THROTTLE_PUSH", "20/hour"),
        # Share links made: a family shares a match or two an evening.
        "shares": env_str("THROTTLE_SHARES", "60/hour"),
        # Hints and deal reviews: reads, but each runs the computer player's search (up to a second a move).
        "hints": env_str("THROTTLE_HINTS", "30/minute"),
        # Reads that cost more than a poll (a room, whole logs, records, replays, history). Generous: a lobby polls
        # its room every 3 s for as long as friends take to come. A match's own poll and events are never limited.
        "reads": env_str("THROTTLE_READS", "600/minute"),
    },
    "UNAUTHENTICATED_USER": None,
}
# The proxies whose X-Forwarded-For the rate limits believe: addresses or networks, or "*" for any. gunicorn reads
# the same variable (its own default is the same) for the scheme headers it believes, so one setting says who the
# proxies are. Checked here, so that a typo stops the process at start rather than at the first rate-limited request.
FORWARDED_ALLOW_IPS = env_list("FORWARDED_ALLOW_IPS", ["127.0.0.1", "::1"])
for _entry in FORWARDED_ALLOW_IPS:
    if _entry != "*":
        ipaddress.ip_network(_entry, strict=False)
# Wrong room codes allowed per player (token) and window before their look-ups are refused (stops code guessing),
# and per address: much more, as a household or a carrier's NAT puts many players behind one address.
WRONG_CODE_LIMIT = env_int("WRONG_CODE_LIMIT", 10)
WRONG_CODE_ADDRESS_LIMIT = env_int("WRONG_CODE_ADDRESS_LIMIT", 100)
WRONG_CODE_WINDOW_SECONDS = env_int("WRONG_CODE_WINDOW_SECONDS", 900)

SPECTACULAR_SETTINGS = {
    "TITLE": "Tricktable API",
    "DESCRIPTION": "Turn-based trick-taking games: guests, rooms, matches and their event log.",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "COMPONENT_SPLIT_REQUEST": True,
    # A PATCH body is checked whole by its serializer (PATCH /api/me needs its display_name): no "Patched" copy of
    # the body with every field optional.
    "COMPONENT_SPLIT_PATCH": False,
    # A duplicate event's scoring is `duplicate_scoring` in its settings and `scoring` in its answers: one enum.
    "ENUM_NAME_OVERRIDES": {"DuplicateScoringEnum": "tournaments.models.events.DuplicateScoring"},
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        # The match's stream is not a DRF view: its path is added by hand.
        "games.api.schema_hooks.add_match_stream",
        # Request bodies take no field they do not name: the API answers any other with 400 unknown_fields.
        "games.api.schema_hooks.close_request_bodies",
        # Links from a room's answers to its routes and from a match's to its own, for clients and stateful tests.
        "games.api.schema_hooks.add_links",
    ],
}

# A shared cache (for rate limits) in Redis when REDIS_URL is set, else in process memory.
REDIS_URL = env_str("REDIS_URL")
CACHES = {
    "default": {"BACKEND": "config.redis_cache.ForgivingRedisCache", "LOCATION": REDIS_URL}
    if REDIS_URL
    else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
}

# Celery: Redis in production; `make run` uses a broker in local files; with none, tasks run eagerly.
CELERY_BROKER_URL = env_str("CELERY_BROKER_URL")
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", default=not CELERY_BROKER_URL)
if not DEBUG and CELERY_TASK_ALWAYS_EAGER:
    # Without workers, computer players would move inside the web process; that is for development only.
    raise ImproperlyConfigured(
        "DJANGO_DEBUG is off but no Celery broker is set: set CELERY_BROKER_URL (Redis) and run a worker and beat"
    )
# With no broker (debug only), a thread of the web process plays computer turns, one after another.
LOCAL_COMPUTER_PLAYER = env_bool("LOCAL_COMPUTER_PLAYER", default=True)
# Levels not offered to players (`random`): refused in rooms unless allowed, as the test suite does.
ALLOW_HIDDEN_LEVELS = env_bool("ALLOW_HIDDEN_LEVELS", default=False)
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_TIMEZONE = TIME_ZONE
if CELERY_BROKER_URL == file_broker.URL:
    # `make run`'s broker (config/embedded_stack.py): a message is a file of CELERY_BROKER_FOLDER, written whole
    # before a worker can take it (config/file_broker.py).
    CELERY_BROKER_TRANSPORT = file_broker.TRANSPORT
    CELERY_BROKER_TRANSPORT_OPTIONS = file_broker.options(Path(env_str("CELERY_BROKER_FOLDER", ".run/broker")))
    # Nothing here uses remote control, and each worker's broadcast queue would outlive a killed worker, its files
    # piling up: no broadcasts.
    CELERY_WORKER_ENABLE_REMOTE_CONTROL = False
TURN_SWEEP_SECONDS = float(env_str("TURN_SWEEP_SECONDS", "5"))
CELERY_BEAT_SCHEDULE = {
    "sweep-turns": {"task": "games.tasks.sweep_turns", "schedule": TURN_SWEEP_SECONDS},
    "sweep-match-ends": {"task": "ratings.tasks.sweep_match_ends", "schedule": 300},
    # Long turns' reminders (at each player's share of the turn) and the daily digests (at each player's hour).
    "remind-turns": {"task": "community.tasks.remind_turns", "schedule": 60},
    "send-digests": {"task": "community.tasks.send_digests", "schedule": 120},
    # Events: starts at `starts_at`, rounds past their deadline decided, reminders before deadlines.
    "sweep-tournaments": {"task": "tournaments.tasks.sweep", "schedule": 60},
}
# Processes beside each web process that work out the practice hints' searches (0: in the request's thread).
HINT_SEARCH_PROCESSES = env_int("HINT_SEARCH_PROCESSES", 1)
# A computer player waits this long before moving, so that play feels natural.
COMPUTER_TURN_PAUSE_SECONDS = float(env_str("COMPUTER_TURN_PAUSE_SECONDS", "1"))
# A computer move not made after this long is taken as lost, and the sweep makes it.
COMPUTER_TURN_STALE_SECONDS = env_int("COMPUTER_TURN_STALE_SECONDS", 20)

# Web push: the server's VAPID key pair (`python manage.py make_vapid_keys`) and a contact for push services.
# Without a private key no notification is sent.
VAPID_PUBLIC_KEY = env_str("VAPID_PUBLIC_KEY")
VAPID_PRIVATE_KEY = env_str("VAPID_PRIVATE_KEY")
VAPID_SUBJECT = env_str("VAPID_SUBJECT", "mailto:admin@localhost")
# Push services answer on https; plain http is for a local push service in development and tests only.
PUSH_ALLOW_HTTP_ENDPOINTS = env_bool("PUSH_ALLOW_HTTP_ENDPOINTS", default=DEBUG)
# The push services a subscription's endpoint may name (each host and the hosts under it): the workers POST to the
# endpoint, so a client must not choose where. These are the browsers' own services (Chrome and the other Chromium
# browsers, Firefox, Edge, Safari); debug adds the local push services and example hosts of development and tests.
WEB_PUSH_ENDPOINT_HOSTS = env_list(
    "WEB_PUSH_ENDPOINT_HOSTS",
    ["fcm.googleapis.com", "updates.push.services.mozilla.com", "notify.windows.com", "web.push.apple.com"]
    + (["localhost", "127.0.0.1", "example.org"] if DEBUG else []),
)
# A player's devices with push on; subscribing another drops the one subscribed longest ago.
PUSH_SUBSCRIPTIONS_PER_USER = env_int("PUSH_SUBSCRIPTIONS_PER_USER", 10)

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    # One line per task is noise where computer players make hundreds of moves.
    "loggers": {"celery.app.trace": {"level": env_str("TASK_LOG_LEVEL", "WARNING")}},
}

# Live tables (GET /api/matches/{id}/stream): a comment line this often keeps proxies from closing an idle
# stream; without REDIS_URL (or while Redis is away) a stream reads its match's seq this often; the client's
# reconnection delay, sent as the stream's `retry:`.
STREAM_HEARTBEAT_SECONDS = env_int("STREAM_HEARTBEAT_SECONDS", 15)
STREAM_POLL_SECONDS = env_int("STREAM_POLL_SECONDS", 1)
# How soon an open stream ends once its token is revoked, its account banned or its seat taken away (seconds).
STREAM_RECHECK_SECONDS = env_int("STREAM_RECHECK_SECONDS", 5)
STREAM_RETRY_MILLISECONDS = env_int("STREAM_RETRY_MILLISECONDS", 2000)
# Live streams one player may hold open at once (their devices and tabs); past that, the app polls.
STREAM_MAX_PER_USER = env_int("STREAM_MAX_PER_USER", 8)
