"""The Procfile's processes: their command lines here, filled in as a process manager would, and their end."""

from __future__ import annotations

import os
import re
import shlex
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PYTHON_PROGRAMS = ("gunicorn", "celery")
"""Programs the Procfile names as installed on the PATH: run as this interpreter's modules instead."""


def expand(command: str, values: dict[str, str]) -> str:
    """A shell's `$NAME` and `${NAME:-default}` filled in from `values`."""
    return re.sub(
        r"\$\{(\w+)(?::-([^}]*))?\}|\$(\w+)",
        lambda found: values.get(found[1] or found[3]) or found[2] or "",
        command,
    )


def procfile_line(name: str) -> str:
    """The command of the Procfile's process of that name."""
    line = next(line for line in (ROOT / "Procfile").read_text().splitlines() if line.startswith(f"{name}:"))
    return line.split(":", 1)[1].strip()


def command_line(command: str, values: dict[str, str]) -> list[str]:
    """A command's words: `$NAME`s from `values`, listening on this machine only, Python programs run by this one."""
    words = [word.replace("0.0.0.0:", "127.0.0.1:") for word in shlex.split(expand(command, values))]
    return [sys.executable, "-m", *words] if words[0] in PYTHON_PROGRAMS else words


def procfile_command(name: str, values: dict[str, str]) -> list[str]:
    """The Procfile's process of that name as a command line (`command_line`)."""
    return command_line(procfile_line(name), values)


def kill_group(process: subprocess.Popen[bytes], sig: int = signal.SIGTERM, wait: float = 10) -> None:
    """Signal a process and everything it started (it leads its own session); SIGKILL whatever outlives `wait`."""
    for signal_now, seconds in ((sig, wait), (signal.SIGKILL, 5)):
        try:
            os.killpg(process.pid, signal_now)
            process.wait(seconds)
            return
        except ProcessLookupError:
            return
        except subprocess.TimeoutExpired:
            continue
