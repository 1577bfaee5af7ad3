"""The stack `make run` starts on one machine with nothing else installed: the web server, a worker and beat.

The database is SQLite (unless DATABASE_URL says otherwise) and the broker is a folder of files in the run folder
(`.run/broker/`, config/file_broker.py), which needs nothing installed and keeps the queued messages across a
restart. honcho runs the processes of `Procfile.dev`, where the worker and beat each run in a shell loop that
starts them again whenever they stop: honcho has no restart policy and stops every process as soon as one ends,
so without the loop a worker that died would take the web server down with it.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping
from pathlib import Path

from kombu import Connection

from config import file_broker
from config.vapid import key_file_environment, write_key_files

ROOT = Path(__file__).resolve().parent.parent


def broker_folder(run_dir: Path) -> Path:
    """The broker's folder in the run folder (a relative folder stays relative to the working directory)."""
    return run_dir / "broker"


def prepare_broker(folder: Path) -> None:
    """Before the processes start: recover what a killed process left, and bind the queue the tasks go to.

    Two processes binding it at once could each read the binding's file while the other rewrites it.
    """
    file_broker.recover(folder)
    options = file_broker.options(folder)
    with Connection(file_broker.URL, transport=file_broker.TRANSPORT, transport_options=options) as broker:
        broker.SimpleQueue("celery").close()


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
        "CELERY_BROKER_URL": file_broker.URL,
        "CELERY_BROKER_FOLDER": str(broker_folder(run_dir)),
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
    prepare_broker(broker_folder(args.run_dir))
    if not _has_vapid_key(os.environ):
        write_key_files(args.run_dir)
    argv = command()
    os.execve(argv[0], argv, environment(args.run_dir, args.host, args.port, os.environ))


if __name__ == "__main__":
    main()
