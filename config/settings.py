"""Django settings, all read from the environment; SQLite and eager tasks by default."""

from __future__ import annotations

from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from config.env import env_bool, env_int, env_list, env_str

BASE_DIR = Path(__file__).resolve().parent.parent

DEBUG = env_bool("DJANGO_DEBUG", default=True)
SECRET_KEY = env_str("DJANGO_SECRET_KEY") or ("insecure-development-key" if DEBUG else "")
if not SECRET_KEY:
    raise RuntimeError("DJANGO_SECRET_KEY must be set when DJANGO_DEBUG is off")
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "accounts",
    "games",
    "frontend",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

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
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Writers take the lock when their transaction begins, and wait for it rather than fail at once.
    # WAL lets the web server read while a worker writes (and the other way round).
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        transaction_mode="IMMEDIATE", timeout=20, init_command="PRAGMA journal_mode=WAL;"
    )
    # Tests use a file too, so that a live server and the test share it through real locks.
    DATABASES["default"]["TEST"] = {"NAME": str(BASE_DIR / ".test-db.sqlite3")}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
AUTH_USER_MODEL = "accounts.User"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
# The app's build (frontend/static/app/) is found in place while developing and testing.
WHITENOISE_USE_FINDERS = True
APP_BUILD_DIR = BASE_DIR / "frontend" / "static" / "app"

REST_FRAMEWORK = {
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["config.api.parsers.SafeJSONParser"],
    # Bodies are plain ASCII (\u escapes), so that no text can fail to encode: even a lone surrogate echoed back.
    "UNICODE_JSON": False,
    # The response's format is JSON, never chosen by a ?format= parameter.
    "URL_FORMAT_OVERRIDE": None,
    # Rate limits count the connecting address unless this many proxies set X-Forwarded-For.
    "NUM_PROXIES": env_int("NUM_PROXIES", 0),
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "config.api.errors.api_exception_handler",
    "DEFAULT_THROTTLE_RATES": {
        "guests": env_str("THROTTLE_GUESTS", "30/hour"),
        "rooms": env_str("THROTTLE_ROOMS", "30/hour"),
        "join": env_str("THROTTLE_JOIN", "120/hour"),
        "actions": env_str("THROTTLE_ACTIONS", "120/minute"),
        "login": env_str("THROTTLE_LOGIN", "20/hour"),
    },
    "UNAUTHENTICATED_USER": None,
}
# Wrong room codes allowed per client and window before look-ups are refused (stops code guessing).
WRONG_CODE_LIMIT = env_int("WRONG_CODE_LIMIT", 10)
WRONG_CODE_WINDOW_SECONDS = env_int("WRONG_CODE_WINDOW_SECONDS", 900)

SPECTACULAR_SETTINGS = {
    "TITLE": "Tricktable API",
    "DESCRIPTION": "Turn-based trick-taking games: guests, rooms, matches and their event log.",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "COMPONENT_SPLIT_REQUEST": True,
}

# A shared cache (for rate limits) in Redis when REDIS_URL is set, else in process memory.
REDIS_URL = env_str("REDIS_URL")
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL}
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
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_TIMEZONE = TIME_ZONE
_broker_folder = env_str("CELERY_BROKER_FOLDER")
if CELERY_BROKER_URL.startswith("filesystem://") and _broker_folder:
    # The exchange tables go beside the messages; kombu's default is a `control/` folder in the working directory.
    _control_folder = f"{_broker_folder.rstrip('/')}-control"
    for _folder in (_broker_folder, _control_folder):
        Path(_folder).mkdir(parents=True, exist_ok=True)
    CELERY_BROKER_TRANSPORT_OPTIONS = {
        "data_folder_in": _broker_folder,
        "data_folder_out": _broker_folder,
        "control_folder": _control_folder,
    }
TURN_SWEEP_SECONDS = float(env_str("TURN_SWEEP_SECONDS", "5"))
CELERY_BEAT_SCHEDULE = {
    "sweep-turns": {"task": "games.tasks.sweep_turns", "schedule": TURN_SWEEP_SECONDS},
}
# A computer player waits this long before moving, so that play feels natural.
COMPUTER_TURN_PAUSE_SECONDS = float(env_str("COMPUTER_TURN_PAUSE_SECONDS", "1"))
# A computer move not made after this long is taken as lost, and the sweep makes it.
COMPUTER_TURN_STALE_SECONDS = env_int("COMPUTER_TURN_STALE_SECONDS", 20)

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    # One line per task is noise where computer players make hundreds of moves.
    "loggers": {"celery.app.trace": {"level": env_str("TASK_LOG_LEVEL", "WARNING")}},
}
