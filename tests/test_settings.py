"""Settings read from the environment."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from config import file_broker
from config.embedded_stack import broker_folder
from config.env import env_bool, env_int, env_list, env_str


def test_env_helpers_read_typed_values(monkeypatch, tmp_path):
    monkeypatch.setenv("TT_FLAG", "Yes")
    monkeypatch.setenv("TT_NUMBER", "42")
    monkeypatch.setenv("TT_LIST", "a, b,,c")
    secret = tmp_path / "secret"
    secret.write_text("s3cret\n")
    monkeypatch.setenv("TT_KEY_FILE", str(secret))
    assert env_bool("TT_FLAG") is True
    assert env_bool("TT_MISSING", default=True) is True
    assert env_int("TT_NUMBER", 0) == 42
    assert env_list("TT_LIST", []) == ["a", "b", "c"]
    assert env_str("TT_KEY") == "s3cret"


def test_a_bad_number_is_an_error_not_a_silent_default(monkeypatch):
    monkeypatch.setenv("TT_NUMBER", "many")
    with pytest.raises(ValueError, match="invalid literal"):
        env_int("TT_NUMBER", 1)


# Sends one message through the app's broker and takes it back, as the web server and a worker do.
SEND_AND_RECEIVE = """
from kombu import Exchange, Queue
from config.celery import app
with app.connection_for_write() as connection:
    assert type(connection.transport).__module__ == "config.file_broker", type(connection.transport)
    queue = connection.SimpleQueue(Queue("probe", Exchange("probe"), "probe"))
    queue.put({"match": 1, "seq": 2})
    message = queue.get(timeout=10)
    assert message.payload == {"match": 1, "seq": 2}, message.payload
    message.ack()
"""


def test_the_broker_of_make_run_keeps_its_messages_in_files_under_run(tmp_path):
    # Given the broker `make run` uses, started from a fresh working directory
    root = Path(__file__).resolve().parents[1]
    env = {
        **os.environ,
        "PYTHONPATH": str(root),
        "CELERY_BROKER_URL": file_broker.URL,
        "CELERY_BROKER_FOLDER": str(broker_folder(Path(".run"))),
        "CELERY_TASK_ALWAYS_EAGER": "0",
    }
    # When a message goes through it
    subprocess.run([sys.executable, "-c", SEND_AND_RECEIVE], cwd=tmp_path, env=env, check=True, timeout=60)
    # Then it went through the file broker's folders under .run/, and nothing was left beside them
    broker = tmp_path / ".run" / "broker"
    assert sorted(path.name for path in broker.iterdir()) == ["claimed", "control", "messages", "writing"]
    assert (broker / "control" / "probe.exchange").exists()
    assert [path.name for path in tmp_path.iterdir()] == [".run"]


DATABASE_SETTINGS = """
import importlib
import json
import os
import django
from django.conf import settings
if os.environ.get("ENTRY"):
    importlib.import_module(os.environ["ENTRY"])  # the web process's entry point, as gunicorn loads it
django.setup()
print(json.dumps({"max_age": settings.DATABASES["default"]["CONN_MAX_AGE"],
                  "pool": settings.DATABASES["default"].get("OPTIONS", {}).get("pool")}))
"""


@pytest.mark.any_database  # each reads the settings in a process of its own, on a database URL of its own
@pytest.mark.parametrize(
    ("extra", "expected"),
    [
        ({"DATABASE_CONN_MAX_AGE": "60"}, {"max_age": 60, "pool": None}),
        ({"DATABASE_POOL": "1"}, {"max_age": 0, "pool": {"min_size": 1, "max_size": 4, "timeout": 5}}),
        (
            {"DATABASE_POOL": "1", "DATABASE_POOL_SIZE": "12", "DATABASE_POOL_TIMEOUT": "3"},
            {"max_age": 0, "pool": {"min_size": 1, "max_size": 12, "timeout": 3}},
        ),
        ({"ENTRY": "config.asgi"}, {"max_age": 0, "pool": {"min_size": 1, "max_size": 4, "timeout": 5}}),
        ({"ENTRY": "config.asgi", "DATABASE_POOL": "0"}, {"max_age": 0, "pool": None}),
    ],
)
def test_postgresql_connections_are_kept_open_per_thread_or_in_a_pool(extra, expected):
    env = {key: value for key, value in os.environ.items() if not key.startswith(("DATABASE_", "DJANGO_"))}
    env.update(
        DATABASE_URL="postgres://postgres@127.0.0.1:5432/test", DJANGO_SETTINGS_MODULE="config.settings", **extra
    )
    root = Path(__file__).resolve().parents[1]
    found = subprocess.run(
        [sys.executable, "-c", DATABASE_SETTINGS], cwd=root, env=env, check=True, timeout=60, capture_output=True
    )
    assert json.loads(found.stdout) == expected
