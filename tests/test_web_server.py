"""The Procfile's web server: slow clients cannot hold it, and odd request framing gets a clear answer.

Each test runs the real server (gunicorn as the Procfile starts it) on a free port, on an empty SQLite file: the
requests here never reach the database.
"""

from __future__ import annotations

import http.client
import json
import os
import socket
import time
from collections.abc import Iterator

import pytest

from tests.web_process import web_process

# The slow clients outnumber every thread the server could run for them.
SLOW_CLIENTS = 40


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[int]:
    database = tmp_path_factory.mktemp("web") / "empty.sqlite3"
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{database}",
        "DJANGO_DEBUG": "1",
        "WEB_CONCURRENCY": "2",
        "LOG_LEVEL": "WARNING",
    }
    with web_process(env) as port:
        yield port


def health_seconds(port: int) -> float:
    started = time.perf_counter()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    connection.request("GET", "/api/health")
    response = connection.getresponse()
    assert response.status == 200
    assert json.loads(response.read()) == {"status": "ok"}
    connection.close()
    return time.perf_counter() - started


def raw_request(port: int, data: bytes, timeout: float = 5) -> tuple[int, dict[str, str], bytes]:
    """Send bytes as they are; the status, headers and body of the answer (the server closes the connection)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(data)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    status_line, *header_lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, value in (line.split(":", 1) for line in header_lines)}
    if headers.get("transfer-encoding") == "chunked":
        body = _dechunk(body)
    return int(status_line.split()[1]), headers, body


def _dechunk(body: bytes) -> bytes:
    out = b""
    while True:
        size, _, rest = body.partition(b"\r\n")
        length = int(size, 16)
        if length == 0:
            return out
        out, body = out + rest[:length], rest[length + 2 :]


def post_head(path: str, extra: str) -> bytes:
    return f"POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n{extra}".encode()


def test_clients_that_send_half_a_body_and_stall_do_not_stop_the_health_check(server):
    stalled = []
    try:
        for _ in range(SLOW_CLIENTS):
            connection = socket.create_connection(("127.0.0.1", server), timeout=5)
            connection.sendall(post_head("/api/guests", "Content-Length: 200\r\n\r\n") + b'{"display_name": ')
            stalled.append(connection)
        time.sleep(0.5)
        assert max(health_seconds(server) for _ in range(5)) < 1.0
    finally:
        for connection in stalled:
            connection.close()


def test_clients_that_stall_in_their_headers_do_not_stop_the_health_check(server):
    stalled = []
    try:
        for _ in range(SLOW_CLIENTS):
            connection = socket.create_connection(("127.0.0.1", server), timeout=5)
            connection.sendall(b"POST /api/guests HTTP/1.1\r\nHost: localhost\r\nContent-Ty")
            stalled.append(connection)
        time.sleep(0.5)
        assert max(health_seconds(server) for _ in range(5)) < 1.0
    finally:
        for connection in stalled:
            connection.close()


def test_a_chunked_body_is_refused_with_411_rather_than_read_as_empty(server):
    body = b'{"display_name": "Asha"}'
    chunked = b"%x\r\n%s\r\n0\r\n\r\n" % (len(body), body)
    status, headers, answer = raw_request(
        server, post_head("/api/guests", "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n") + chunked
    )
    assert status == 411
    assert headers["content-type"] == "application/json"
    assert json.loads(answer)["code"] == "length_required"


def test_a_body_over_the_limit_is_refused_before_it_is_sent(server):
    head = post_head("/api/guests", "Content-Length: 1000000000\r\nConnection: close\r\n\r\n")
    started = time.perf_counter()
    status, _, answer = raw_request(server, head)
    assert status == 413
    assert json.loads(answer)["code"] == "body_too_large"
    assert time.perf_counter() - started < 2


def test_a_long_url_is_answered_by_django_in_json(server):
    # gunicorn's own limit is raised as far as it goes (8190 bytes), so Django answers URLs up to there
    status, _, answer = raw_request(
        server, f"GET /api/rooms/{'x' * 8000} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".encode()
    )
    assert status == 401
    assert json.loads(answer)["code"] == "not_authenticated"
