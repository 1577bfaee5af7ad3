"""A server-sent events reader over a real HTTP connection, in a thread: the messages it got, in order."""

from __future__ import annotations

import http.client
import json
import queue
import socket
import ssl
import threading
import time
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Message:
    """One SSE message (or a comment line: `comment` set, nothing else)."""

    id: str | None = None
    event: str | None = None
    data: str = ""
    comment: str | None = None

    def json(self) -> Any:
        return json.loads(self.data)


@dataclass
class Stream:
    """GET a stream; `status` and `headers` once answered, then each message in `messages` as it arrives."""

    port: int
    path: str
    headers: dict[str, str]
    status: int = 0
    response_headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""
    messages: queue.Queue[Message | None] = field(default_factory=queue.Queue)
    tls: ssl.SSLContext | None = None
    """Over HTTPS with this context (through the proxy), else plain HTTP."""
    timeout: float = 60
    """Seconds the answer, and then each read, may take."""

    def __post_init__(self) -> None:
        if self.tls is None:
            self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
        else:
            self.connection = http.client.HTTPSConnection(
                "127.0.0.1", self.port, timeout=self.timeout, context=self.tls
            )
        self.connection.request("GET", self.path, headers=self.headers)
        response = self.connection.getresponse()
        self.status = response.status
        self.response_headers = {name.lower(): value for name, value in response.getheaders()}
        if self.status != 200:
            self.body = response.read()
            self.connection.close()
            return
        self.thread = threading.Thread(target=self._read, args=(response,), daemon=True)
        self.thread.start()

    def _read(self, response: http.client.HTTPResponse) -> None:
        message = Message()
        try:
            for raw in response:
                line = raw.decode().rstrip("\r\n")
                if not line:
                    if message.id is not None or message.data or message.event:
                        self.messages.put(message)
                    message = Message()
                elif line.startswith(":"):
                    self.messages.put(Message(comment=line[1:].strip()))
                else:
                    name, _, value = line.partition(":")
                    value = value.removeprefix(" ")
                    if name == "data":
                        message.data = f"{message.data}\n{value}" if message.data else value
                    elif name in ("id", "event"):
                        setattr(message, name, value)
        except (OSError, ValueError, AttributeError):  # closed under the reader
            pass
        self.messages.put(None)  # the stream ended

    def events_until(self, seq: int, timeout: float = 15) -> list[dict[str, Any]]:
        """The match's events streamed until one with this seq (AssertionError if it does not come in time)."""
        events: list[dict[str, Any]] = []
        deadline = time.monotonic() + timeout
        while not events or events[-1]["seq"] < seq:
            message = self.next(deadline - time.monotonic())
            assert message is not None, f"the stream ended before seq {seq}"
            if message.comment is None:
                assert message.event == "match_event"
                event = message.json()
                assert message.id == str(event["seq"])
                events.append(event)
        return events

    def next(self, timeout: float) -> Message | None:
        try:
            return self.messages.get(timeout=max(timeout, 0.01))
        except queue.Empty:
            raise AssertionError("nothing came from the stream in time") from None

    def ended(self, timeout: float = 15) -> bool:
        """Whether the stream ends (skipping comments) with no further event."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.next(deadline - time.monotonic())
            if message is None:
                return True
            if message.comment is None:
                return False

    def close(self) -> None:
        if self.connection.sock is not None:
            self.connection.sock.shutdown(socket.SHUT_RDWR)
        self.connection.close()
