"""Production settings: HTTPS behind a TLS-terminating proxy, each part an environment variable, safe by default."""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Each test reads the settings in a process of its own, on a database of its own, or asks the proxy headers only.
pytestmark = pytest.mark.any_database


def production_env(tmp_path: Path, **overrides: str) -> dict[str, str]:
    """The environment of a production process, as SECURITY.md's checklist has it."""
    # Nothing of the test run's own settings (CI sets eager tasks, which debug off refuses).
    ours = ("DJANGO_", "AXES_", "CELERY_", "DATABASE_", "REDIS_")
    inherited = {name: value for name, value in os.environ.items() if not name.startswith(ours)}
    return {
        **inherited,
        "DJANGO_SETTINGS_MODULE": "config.settings",
        "DJANGO_DEBUG": "0",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "DJANGO_ALLOWED_HOSTS": "tricktable.example",
        "DJANGO_SECURE_PROXY_SSL_HEADER": "X-Forwarded-Proto",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
        "CELERY_BROKER_URL": "redis://127.0.0.1:6379/9",
        **overrides,
    }


SHOW_SETTINGS = """
import json, django
from django.conf import settings
django.setup()
names = ["SECURE_SSL_REDIRECT", "SECURE_HSTS_SECONDS", "SECURE_HSTS_INCLUDE_SUBDOMAINS", "SECURE_HSTS_PRELOAD",
         "SESSION_COOKIE_SECURE", "CSRF_COOKIE_SECURE", "SECURE_PROXY_SSL_HEADER"]
print(json.dumps({name: getattr(settings, name, None) for name in names}))
"""


def settings_in(env: dict[str, str]) -> dict[str, object]:
    result = subprocess.run(
        [sys.executable, "-c", SHOW_SETTINGS], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    return dict(json.loads(result.stdout))


def test_the_deploy_check_finds_nothing_to_warn_about_with_production_settings(tmp_path):
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=production_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_with_debug_off_every_https_setting_defaults_to_the_safe_choice(tmp_path):
    assert settings_in(production_env(tmp_path)) == {
        "SECURE_SSL_REDIRECT": True,
        "SECURE_HSTS_SECONDS": 365 * 24 * 3600,
        "SECURE_HSTS_INCLUDE_SUBDOMAINS": True,
        "SECURE_HSTS_PRELOAD": False,
        "SESSION_COOKIE_SECURE": True,
        "CSRF_COOKIE_SECURE": True,
        "SECURE_PROXY_SSL_HEADER": ["HTTP_X_FORWARDED_PROTO", "https"],
    }


def test_each_https_setting_is_an_environment_variable(tmp_path):
    env = production_env(
        tmp_path,
        DJANGO_SECURE_SSL_REDIRECT="0",
        DJANGO_SECURE_HSTS_SECONDS="60",
        DJANGO_SECURE_HSTS_INCLUDE_SUBDOMAINS="0",
        DJANGO_SECURE_HSTS_PRELOAD="1",
        DJANGO_SESSION_COOKIE_SECURE="0",
        DJANGO_CSRF_COOKIE_SECURE="0",
        DJANGO_SECURE_PROXY_SSL_HEADER="X-Scheme",
    )
    assert settings_in(env) == {
        "SECURE_SSL_REDIRECT": False,
        "SECURE_HSTS_SECONDS": 60,
        "SECURE_HSTS_INCLUDE_SUBDOMAINS": False,
        "SECURE_HSTS_PRELOAD": True,
        "SESSION_COOKIE_SECURE": False,
        "CSRF_COOKIE_SECURE": False,
        "SECURE_PROXY_SSL_HEADER": ["HTTP_X_SCHEME", "https"],
    }


def load_settings(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """Start a process that loads the settings, as the web process and every manage.py command do."""
    code = "import django; django.setup()"
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("unsafe", [{"CELERY_BROKER_URL": ""}, {"CELERY_TASK_ALWAYS_EAGER": "1"}])
def test_with_debug_off_and_no_broker_the_settings_refuse_to_load(tmp_path, unsafe):
    # Computer players would move inside the web process, holding its workers (issue 10): refuse at start-up.
    assert load_settings(production_env(tmp_path)).returncode == 0
    refused = load_settings(production_env(tmp_path, **unsafe))
    assert refused.returncode != 0
    assert "django.core.exceptions.ImproperlyConfigured" in refused.stderr
    assert "no Celery broker is set: set CELERY_BROKER_URL" in refused.stderr


@pytest.mark.django_db
def test_behind_the_proxy_plain_http_is_redirected_and_https_is_pinned(client, settings):
    settings.SECURE_SSL_REDIRECT = True
    settings.SECURE_HSTS_SECONDS = 3600
    settings.SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    plain = client.get("/api/games")
    assert plain.status_code == 301
    assert plain["Location"].startswith("https://")
    secure = client.get("/api/games", HTTP_X_FORWARDED_PROTO="https")
    assert secure.status_code == 200
    assert secure["Strict-Transport-Security"].startswith("max-age=3600")
    # The platform's health check calls the app itself over plain HTTP
    assert client.get("/api/health").status_code == 200
