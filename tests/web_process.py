"""The Procfile's web process, started for a test on a free port of this machine and always stopped after."""

from __future__ import annotations

import http.client
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from bench.procfile import kill_group, procfile_command, procfile_line

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    """A TCP port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _healthy(port: int) -> bool:
    """Whether a worker answers the health check (the arbiter listens before its workers have started)."""
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
        connection.request("GET", "/api/health")
        return connection.getresponse().status == 200
    except OSError:
        return False


@contextmanager
def web_process(env: dict[str, str], startup_seconds: float = 20) -> Iterator[int]:
    """The Procfile's web process answering on a free port (yielded), killed with all its workers on the way out."""
    port = free_port()
    command = procfile_command("web", {**env, "PORT": str(port)})
    server = subprocess.Popen(command, cwd=ROOT, env=env, start_new_session=True)
    try:
        deadline = time.monotonic() + startup_seconds
        while not _healthy(port):
            if server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the web process did not start: {command}")
            time.sleep(0.1)
        yield port
    finally:
        # The whole process group: gunicorn's arbiter and every worker it forked.
        kill_group(server, wait=5)


def release(env: dict[str, str]) -> None:
    """The Procfile's release step (migrations, collectstatic, the levels' ratings), run by a shell."""
    # `python` is this interpreter, whatever the PATH had first.
    path = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    result = subprocess.run(
        ["sh", "-c", procfile_line("release")],
        cwd=ROOT,
        env={**env, "PATH": path},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
