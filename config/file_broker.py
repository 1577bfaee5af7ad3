"""`make run`'s broker: kombu's file transport, with each message written whole before a worker can take it.

kombu's own file transport creates a message's file under its final name and then writes it: a worker that
lists the folder in between takes an empty file, and its JSON decoder stops the worker; a process killed in
between leaves that empty file for every later worker to stop on. Here a message is written under another
folder and renamed into the queue's, which on one file system is atomic, and a worker claims it by renaming it
into a folder of its own (not by copying it to /tmp, which may be another file system), so two workers never
take the same message. Nothing but the standard library and kombu.
"""

from __future__ import annotations

import os
import time
import uuid
from pathlib import Path
from queue import Empty
from typing import Any, ClassVar

from kombu.transport import filesystem, virtual
from kombu.utils.encoding import bytes_to_str, str_to_bytes
from kombu.utils.json import dumps, loads

URL = "filesystem://"
TRANSPORT = "config.file_broker:Transport"
"""Celery's `broker_transport`: this module's transport in place of kombu's, for the same URL."""

MESSAGES, WRITING, CLAIMED, CONTROL = "messages", "writing", "claimed", "control"
"""The broker folder's folders: the queues' messages, those being written, those a worker has taken, the bindings."""


def options(folder: Path) -> dict[str, Any]:
    """The transport options for a broker in that folder (made if missing)."""
    for name in (MESSAGES, WRITING, CLAIMED, CONTROL):
        (folder / name).mkdir(parents=True, exist_ok=True)
    return {
        "data_folder_in": str(folder / MESSAGES),
        "data_folder_out": str(folder / MESSAGES),
        "control_folder": str(folder / CONTROL),
        "writing_folder": str(folder / WRITING),
        "claimed_folder": str(folder / CLAIMED),
        # An idle worker looks for messages this often (kombu's default, 1 s, would add up to a second to a move).
        "polling_interval": 0.1,
    }


def recover(folder: Path) -> None:
    """Before any process starts: drop the messages a killed writer left half written, and put back those claimed.

    A claimed message is read and deleted at once, so one is left only by a worker killed in between: it goes
    back to its queue, as a message a worker was killed with before acknowledging it goes nowhere (the sweep
    makes any computer move that was lost).
    """
    for partial in (folder / WRITING).glob("*"):
        partial.unlink(missing_ok=True)
    for claimed in (folder / CLAIMED).glob("*.msg"):
        claimed.rename(folder / MESSAGES / claimed.name)


class Channel(filesystem.Channel):
    """kombu's file channel, putting and taking each message with one rename."""

    # The stubs name the message `message` in kombu's base channel and `payload` in its file channel (as here).
    def _put(self, queue: str, payload: Any, **kwargs: Any) -> None:  # type: ignore[override]
        # The name sorts by time of sending (a worker takes the oldest first), as kombu's does.
        name = f"{time.time_ns()}_{uuid.uuid4()}.{queue}.msg"
        partial = Path(self.transport_options["writing_folder"], name)
        partial.write_bytes(str_to_bytes(dumps(payload)))
        os.replace(partial, Path(self.data_folder_out, name))

    def _get(self, queue: str, timeout: float | None = None) -> Any:
        messages = Path(self.data_folder_in)
        claimed = Path(self.transport_options["claimed_folder"])
        wanted = f"{queue}.msg"
        for name in sorted(os.listdir(messages)):
            if name.partition(".")[2] != wanted:
                continue
            try:
                os.rename(messages / name, claimed / name)
            except FileNotFoundError:  # another worker took it first
                continue
            payload = (claimed / name).read_bytes()
            (claimed / name).unlink()
            return loads(bytes_to_str(payload))
        raise Empty()


class Transport(filesystem.Transport):
    """kombu's file transport with the channel above, and what it knows of the bindings kept per folder."""

    Channel = Channel

    _states: ClassVar[dict[str, virtual.BrokerState]] = {}
    """kombu's transport remembers the bindings it has written once per process, whatever the folder: a second
    folder (a test's) would be taken as bound already, and the messages sent to it dropped."""

    def __init__(self, client: Any, **kwargs: Any) -> None:
        super().__init__(client, **kwargs)
        folder = Path(client.transport_options.get("control_folder", "control")).resolve()
        self.state = self._states.setdefault(str(folder), virtual.BrokerState())
