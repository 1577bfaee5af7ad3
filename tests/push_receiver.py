"""A local push service for tests: takes what pywebpush sends over HTTP, and decrypts it with a device's keys."""

from __future__ import annotations

import base64
import json
import os
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import http_ece
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec


def b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


@dataclass
class Device:
    """A browser's side of a subscription: a real P-256 key pair and auth secret, as a browser makes them."""

    endpoint: str
    private_key: ec.EllipticCurvePrivateKey = field(default_factory=lambda: ec.generate_private_key(ec.SECP256R1()))
    auth_secret: bytes = field(default_factory=lambda: os.urandom(16))

    def subscription(self) -> dict[str, Any]:
        """The subscription as `PushSubscription.toJSON()` gives it."""
        public = self.private_key.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
        )
        return {
            "endpoint": self.endpoint,
            "expirationTime": None,
            "keys": {"p256dh": b64url(public), "auth": b64url(self.auth_secret)},
        }

    def decrypt(self, body: bytes) -> dict[str, Any]:
        """The message, decrypted as the browser would (RFC 8291, aes128gcm)."""
        plain = http_ece.decrypt(body, private_key=self.private_key, auth_secret=self.auth_secret, version="aes128gcm")
        return dict(json.loads(plain))


@dataclass
class Delivery:
    """One message the push service received."""

    path: str
    headers: dict[str, str]
    body: bytes


class PushService:
    """An HTTP server on 127.0.0.1 that keeps every message; paths in `answers` get that status (e.g. 410)."""

    def __init__(self) -> None:
        self.received: list[Delivery] = []
        self.answers: dict[str, int] = {}
        service = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = self.rfile.read(length)
                service.received.append(Delivery(self.path, {k.lower(): v for k, v in self.headers.items()}, body))
                self.send_response(service.answers.get(self.path, 201))
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}{path}"

    def device(self, path: str) -> Device:
        return Device(self.url(path))

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
