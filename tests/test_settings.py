"""Settings read from the environment."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

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


# Declares one queue on the file broker, as a worker does at start-up (it writes the exchange's table).
DECLARE_A_QUEUE = """
from kombu import Exchange, Queue
from config.celery import app
with app.connection_for_write() as connection:
    Queue("probe", Exchange("probe"), "probe")(connection.default_channel).declare()
"""


def test_the_file_broker_keeps_its_exchange_tables_beside_its_messages(tmp_path):
    # Given the broker `make run` uses, started from a fresh working directory
    root = Path(__file__).resolve().parents[1]
    env = {
        **os.environ,
        "PYTHONPATH": str(root),
        "CELERY_BROKER_URL": "filesystem://",
        "CELERY_BROKER_FOLDER": ".run/broker",
        "CELERY_TASK_ALWAYS_EAGER": "0",
    }
    # When a queue is declared
    subprocess.run([sys.executable, "-c", DECLARE_A_QUEUE], cwd=tmp_path, env=env, check=True, timeout=60)
    # Then its exchange's table is under .run/, and no control/ folder appears in the working directory
    assert (tmp_path / ".run" / "broker-control" / "probe.exchange").is_file()
    assert not (tmp_path / "control").exists()
