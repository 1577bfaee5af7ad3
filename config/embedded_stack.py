"""The stack `make run` starts on one machine with nothing else installed: the web server, a worker and beat.

The database is SQLite (unless DATABASE_URL says otherwise) and the broker is kombu's SQLAlchemy transport on a
SQLite file in the run folder (`.run/`): each message is a row taken in a transaction, so a worker never reads half
of one, as it could from kombu's file transport. honcho runs the processes of `Procfile.dev`, where the worker and
beat each run in a shell loop that starts them again whenever they stop: honcho has no restart policy and stops
every process as soon as one ends, so without the loop a worker that died would take the web server down with it.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
from collections.abc import Mapping
from contextlib import closing
from functools import partial
from pathlib import Path
from typing import Any

from config.vapid import key_file_environment, write_key_files

ROOT = Path(__file__).resolve().parent.parent

SQLITE_BROKER = "sqla+sqlite:///"
"""How a broker URL names a SQLite file for kombu's SQLAlchemy transport (a fourth slash makes the path absolute)."""


def broker_url(run_dir: Path) -> str:
    """The broker: a SQLite file in the run folder (a relative folder stays relative to the working directory)."""
    return f"{SQLITE_BROKER}{run_dir / 'broker.sqlite3'}"


def connect_broker(path: str) -> sqlite3.Connection:
    """A connection to the broker's SQLite file, made the way a broker shared by three processes wants it."""
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    # Wait for the file's lock rather than fail; SQLAlchemy's pool may hand the connection to another thread.
    connection = sqlite3.connect(path, timeout=30, check_same_thread=False)
    # WAL lets a process read while another writes. Without a sync at every commit, a crash of the machine (not of
    # a process) may lose the last messages: the sweep makes any computer move whose message was lost.
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute("PRAGMA synchronous=NORMAL")
    return connection


def broker_options(url: str) -> dict[str, Any]:
    """Celery's transport options for a SQLite broker URL (passed on to SQLAlchemy's `create_engine`)."""
    return {"creator": partial(connect_broker, url.removeprefix(SQLITE_BROKER))}


def prepare_broker(url: str) -> None:
    """Make the broker's tables before the processes start, and drop the messages already delivered.

    Two processes making the tables at once clash, and the loser's channel stays broken: beat would send nothing
    all evening. The transport keeps each delivered message, marked invisible, for ever.
    """
    from kombu import Connection  # imported here: the settings read this module, and need it not

    with Connection(url, transport_options=broker_options(url)) as broker:
        broker.SimpleQueue("celery").close()
    with closing(connect_broker(url.removeprefix(SQLITE_BROKER))) as connection, connection:
        connection.execute("DELETE FROM kombu_message WHERE visible = 0")


def environment(run_dir: Path, host: str, port: int, base: Mapping[str, str]) -> dict[str, str]:
    """The environment of the stack's processes: `base` with the broker, the run folder, the address to serve."""
    # Procfile.dev names python and celery as installed beside this interpreter.
    tools = str(Path(sys.executable).parent)
    return {
        **base,
        "PATH": f"{tools}{os.pathsep}{base.get('PATH', '')}",
        "TRICKTABLE_HOST": host,
        "TRICKTABLE_PORT": str(port),
        "TRICKTABLE_RUN_DIR": str(run_dir),
        "CELERY_BROKER_URL": broker_url(run_dir),
        "CELERY_TASK_ALWAYS_EAGER": "0",
        # A development key pair for web push in the run folder (`main` makes it), unless one is given.
        **({} if _has_vapid_key(base) else key_file_environment(run_dir)),
    }


def _has_vapid_key(base: Mapping[str, str]) -> bool:
    return bool(base.get("VAPID_PRIVATE_KEY") or base.get("VAPID_PRIVATE_KEY_FILE"))


def command() -> list[str]:
    """honcho, starting every process of Procfile.dev."""
    honcho = str(Path(sys.executable).parent / "honcho")
    return [honcho, "--procfile", str(ROOT / "Procfile.dev"), "start"]


def main() -> None:
    """Run the stack in the foreground until interrupted, from the project's folder (migrate the database first)."""
    parser = argparse.ArgumentParser(prog="python -m config.embedded_stack", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--run-dir", type=Path, default=Path(".run"), help="where the broker and beat keep files")
    args = parser.parse_args()
    prepare_broker(broker_url(args.run_dir))
    if not _has_vapid_key(os.environ):
        write_key_files(args.run_dir)
    argv = command()
    os.execve(argv[0], argv, environment(args.run_dir, args.host, args.port, os.environ))


if __name__ == "__main__":
    main()
