"""The deployment the docs describe: deploy/nginx/tricktable.conf with TLS in front of the Procfile's web process.

nginx (Debian's package) runs unprivileged, as a foreground process with its pid, logs and temporary files in a
temporary directory, on a certificate made for the test; the web process runs with production settings on the
test's database. Skipped where nginx is not installed, except in CI (`.ci/run` installs it, and sets TRICKTABLE_CI).
"""

from __future__ import annotations

import datetime
import gzip
import http.client
import ipaddress
import json
import os
import re
import secrets
import shutil
import socket
import ssl
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.cookies import SimpleCookie
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from django.conf import global_settings
from django.contrib import admin

from accounts.models import User
from bench.procfile import kill_group
from tests.api.helpers import started_match
from tests.conftest import Player
from tests.sse_client import Stream
from tests.test_match_streams import database_url, first_move
from tests.web_process import free_port, release, web_process

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "deploy" / "nginx" / "tricktable.conf"
# Debian puts it in /usr/sbin, which an unprivileged user's PATH leaves out.
NGINX = shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin")
MIME_TYPES = Path("/etc/nginx/mime.types")
SERVER_NAME = "tricktable.example"

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        (NGINX is None or not MIME_TYPES.exists()) and not os.environ.get("TRICKTABLE_CI"),
        reason="nginx is not installed (apt-get install nginx-light)",
    ),
    # What the proxy forwards, redirects and adds to answers does not depend on the database behind the web process.
    pytest.mark.any_database,
]


@dataclass
class Proxy:
    """nginx in front of the web process: its two ports, the certificate clients trust, the web process's port."""

    http_port: int
    https_port: int
    tls: ssl.SSLContext
    web_port: int

    def https(self, method: str, path: str, source: str = "127.0.0.1", **headers: str) -> http.client.HTTPResponse:
        """A request over TLS from this local address, its certificate checked against the test's own."""
        connection = http.client.HTTPSConnection(
            "127.0.0.1", self.https_port, timeout=10, context=self.tls, source_address=(source, 0)
        )
        body = headers.pop("body", None)
        connection.request(method, path, body=body, headers={"Host": SERVER_NAME, **headers})
        return connection.getresponse()


def render(template: str, values: dict[str, str]) -> str:
    """The template with each of its `${NAME}`s filled in, as `envsubst '${SERVER_NAME} ${UPSTREAM}'` would."""
    for name, value in values.items():
        assert f"${{{name}}}" in template, name
        template = template.replace(f"${{{name}}}", value)
    return template


def replaced(text: str, old: str, new: str) -> str:
    """`text` with `old` replaced, which must be there (so that a change of the template cannot go unnoticed)."""
    assert old in text, old
    return text.replace(old, new)


def site_config(web_port: int, http_port: int, https_port: int, certificate: Path, key: Path) -> str:
    """The shipped config as an operator renders it, then moved to this machine's free ports and the test's files."""
    site = render(TEMPLATE.read_text(), {"SERVER_NAME": SERVER_NAME, "UPSTREAM": f"127.0.0.1:{web_port}"})
    site = replaced(site, "listen 80;", f"listen 127.0.0.1:{http_port};")
    site = replaced(site, "listen 443 ssl http2;", f"listen 127.0.0.1:{https_port} ssl http2;")
    site = replaced(site, "listen [::]:80;\n", "")
    site = replaced(site, "listen [::]:443 ssl http2;\n", "")
    site = replaced(site, f"/etc/letsencrypt/live/{SERVER_NAME}/fullchain.pem", str(certificate))
    return replaced(site, f"/etc/letsencrypt/live/{SERVER_NAME}/privkey.pem", str(key))


def main_config(directory: Path) -> str:
    """What Debian's /etc/nginx/nginx.conf provides around a site, with every file nginx writes in `directory`."""
    temp = "\n".join(
        f"    {kind}_temp_path {directory / kind};" for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    )
    return f"""daemon off;
worker_processes 1;
pid {directory / "nginx.pid"};
error_log {directory / "error.log"} warn;
events {{ worker_connections 256; }}
http {{
    include {MIME_TYPES};
    default_type application/octet-stream;
    access_log {directory / "access.log"};
{temp}
    include {directory / "tricktable.conf"};
}}
"""


def self_signed(certificate: Path, key: Path) -> None:
    """A certificate for the server name and 127.0.0.1, valid for a day, and its key."""
    private = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, SERVER_NAME)])
    now = datetime.datetime.now(datetime.UTC)
    names = [x509.DNSName(SERVER_NAME), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]
    built = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(private.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName(names), critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(private, hashes.SHA256())
    )
    certificate.write_bytes(built.public_bytes(serialization.Encoding.PEM))
    key.write_bytes(
        private.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
    )


def listening(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
        return True
    except OSError:
        return False


def web_env(**extra: str) -> dict[str, str]:
    """Production settings for the web process behind the proxy, on the test's database."""
    ours = ("DJANGO_", "DATABASE_", "REDIS_", "CELERY_", "THROTTLE_", "NUM_PROXIES", "FORWARDED_ALLOW_IPS")
    env = {name: value for name, value in os.environ.items() if not name.startswith(ours)}
    env.update(
        DJANGO_DEBUG="0",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
        # 127.0.0.1 for the health check web_process asks the web process itself
        DJANGO_ALLOWED_HOSTS=f"{SERVER_NAME},127.0.0.1",
        DJANGO_SECURE_PROXY_SSL_HEADER="X-Forwarded-Proto",
        NUM_PROXIES="1",
        FORWARDED_ALLOW_IPS="127.0.0.1",
        DATABASE_URL=database_url(),
        # Never reached: the test makes the moves itself; debug off only asks that a broker be named.
        CELERY_BROKER_URL="redis://127.0.0.1:6379/9",
        WEB_CONCURRENCY="1",
        LOG_LEVEL="WARNING",
        **extra,
    )
    return env


@contextmanager
def nginx(directory: Path) -> Iterator[subprocess.Popen[bytes]]:
    """Run nginx in the foreground on `directory`'s nginx.conf, unprivileged (as nobody when the test runs as root)."""
    assert NGINX is not None, "nginx is not installed"
    drop: dict[str, Any] = {}
    if os.geteuid() == 0:
        drop = {"user": "nobody", "group": "nogroup"}
        for path in [directory, *directory.iterdir()]:
            shutil.chown(path, "nobody", "nogroup")
    command = [NGINX, "-p", str(directory), "-e", str(directory / "error.log"), "-c", str(directory / "nginx.conf")]
    server = subprocess.Popen(command, start_new_session=True, **drop)
    try:
        yield server
    finally:
        kill_group(server, wait=5)


def started(server: subprocess.Popen[bytes], directory: Path, port: int, seconds: float = 10) -> None:
    """Wait until nginx listens (AssertionError with its error log if it stops or does not listen in time)."""
    deadline = time.monotonic() + seconds
    while not listening(port):
        log = directory / "error.log"
        up = server.poll() is None and time.monotonic() < deadline
        assert up, log.read_text() if log.exists() else "nginx did not start"
        time.sleep(0.05)


@pytest.fixture(scope="module")
def proxy(django_db_setup, django_db_blocker) -> Iterator[Proxy]:
    """The shipped config in nginx in front of the Procfile's web process (one for the module's tests)."""
    # No Redis: a stream reads its match's seq every second; a heartbeat only every 30 s, so that only an event
    # written at once could reach the client within the test's wait, and a buffer of 4 KiB would hold it.
    # Not pytest's tmp_path: nginx, as nobody, must reach it, and /tmp/pytest-of-root is root's alone.
    directory = Path(tempfile.mkdtemp(prefix="deploy-nginx-"))
    env = web_env(
        STREAM_POLL_SECONDS="1",
        STREAM_HEARTBEAT_SECONDS="30",
        THROTTLE_GUESTS="2/hour",
        DJANGO_STATIC_ROOT=str(directory / "static"),
    )
    try:
        # With debug off the web process serves the files the release step collected, as in production.
        release(env)
        with django_db_blocker.unblock(), web_process(env) as web_port:
            certificate, key = directory / "tricktable.crt", directory / "tricktable.key"
            self_signed(certificate, key)
            http_port, https_port = free_port(), free_port()
            (directory / "tricktable.conf").write_text(site_config(web_port, http_port, https_port, certificate, key))
            (directory / "nginx.conf").write_text(main_config(directory))
            with nginx(directory) as server:
                started(server, directory, https_port)
                yield Proxy(http_port, https_port, ssl.create_default_context(cafile=str(certificate)), web_port)
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def json_of(response: http.client.HTTPResponse) -> Any:
    return json.loads(response.read())


def test_plain_http_is_redirected_to_https_on_the_servers_name(proxy):
    connection = http.client.HTTPConnection("127.0.0.1", proxy.http_port, timeout=10)
    connection.request("GET", "/api/games?x=1", headers={"Host": "elsewhere.example"})
    response = connection.getresponse()
    assert response.status == 301
    assert response.getheader("Location") == f"https://{SERVER_NAME}/api/games?x=1"


def test_https_answers_come_from_the_app_with_hsts_once(proxy):
    response = proxy.https("GET", "/api/games")
    # Django saw HTTPS (X-Forwarded-Proto): no redirect of its own, and its HSTS
    assert response.status == 200, response.read()
    assert isinstance(json_of(response), list)
    assert response.headers.get_all("Strict-Transport-Security") == ["max-age=31536000; includeSubDomains"]
    assert response.getheader("Server") == "nginx"


def test_a_move_reaches_a_stream_through_the_proxy_at_once(proxy, alice: Player, settings):
    settings.REDIS_URL = ""  # as the web process has it
    match_id = started_match(alice)
    stream = Stream(
        proxy.https_port,
        f"/api/matches/{match_id}/stream",
        {"Host": SERVER_NAME, "Authorization": f"Token {alice.token}"},
        tls=proxy.tls,
        # A proxy that buffers holds back even the answer's headers: fail in seconds, not at nginx's read timeout
        timeout=5,
    )
    assert stream.status == 200, stream.body
    assert stream.response_headers["content-type"].startswith("text/event-stream")
    assert "content-encoding" not in stream.response_headers
    try:
        # The stream's first line, a few bytes, comes through at once rather than when a buffer fills
        assert stream.next(3).comment == "open"
        moved_at = time.monotonic()
        seq = first_move(alice, match_id)
        # The stream reads the seq every second: the event comes within two, well before the 30 s heartbeat
        events = stream.events_until(seq, timeout=2.5)
        assert events[-1]["seq"] == seq
        assert time.monotonic() - moved_at < 2.5
    finally:
        stream.close()


def test_static_files_come_compressed(proxy):
    path = "admin/css/base.css"
    original = (Path(admin.__file__).parent / "static" / path).read_bytes()
    response = proxy.https("GET", f"/static/{path}", **{"Accept-Encoding": "gzip"})
    assert response.status == 200
    assert response.getheader("Content-Encoding") == "gzip"
    assert gzip.decompress(response.read()) == original
    # A client that cannot take gzip gets the file as it is
    plain = proxy.https("GET", f"/static/{path}")
    assert plain.getheader("Content-Encoding") is None
    assert plain.read() == original


def test_rate_limits_count_the_address_the_client_connects_from(proxy):
    # THROTTLE_GUESTS is 2/hour. Each local address (127.0.0.0/8 is all this machine) is another client.
    def new_guest(source: str, **headers: str) -> int:
        body = json.dumps({"display_name": "Asha"})
        response = proxy.https(
            "POST", "/api/guests", source, body=body, **{"Content-Type": "application/json"}, **headers
        )
        response.read()
        return response.status

    assert [new_guest("127.0.0.2") for _ in range(3)] == [201, 201, 429]
    # Another client behind the same proxy is counted apart
    assert new_guest("127.0.0.3") == 201
    # A client naming another address itself is still counted by its own
    assert new_guest("127.0.0.2", **{"X-Forwarded-For": "203.0.113.9"}) == 429
    # And one that reaches the web process past the proxy cannot choose its address either
    direct = []
    for n in range(3):
        connection = http.client.HTTPConnection(
            "127.0.0.1", proxy.web_port, timeout=10, source_address=("127.0.0.4", 0)
        )
        headers = {"Host": SERVER_NAME, "Content-Type": "application/json", "X-Forwarded-Proto": "https"}
        connection.request(
            "POST", "/api/guests", json.dumps({"display_name": "Eve"}), {**headers, "X-Forwarded-For": f"192.0.2.{n}"}
        )
        direct.append(connection.getresponse().status)
    assert direct == [201, 201, 429]


def test_staff_sign_in_to_the_admin_through_the_proxy(proxy, settings):
    # The web process reads production's settings in a process of its own: the password is hashed as it hashes them.
    settings.PASSWORD_HASHERS = global_settings.PASSWORD_HASHERS
    # Django checks a form's Origin against the request's own scheme and host: both come from the proxy's headers
    User.objects.create_superuser("mona", password="correct horse battery staple", is_guest=False)
    form = proxy.https("GET", "/admin/login/")
    page = form.read().decode()
    assert form.status == 200
    cookie = SimpleCookie()
    for header in form.headers.get_all("Set-Cookie") or []:
        cookie.load(header)
    assert cookie["csrftoken"]["secure"]
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page)
    assert token is not None
    fields = {"csrfmiddlewaretoken": token[1], "username": "mona", "password": "correct horse battery staple"}
    signed_in = proxy.https(
        "POST",
        "/admin/login/?next=/admin/",
        body=urlencode(fields),
        **{
            "Content-Type": "application/x-www-form-urlencoded",
            "Origin": f"https://{SERVER_NAME}",
            "Cookie": f"csrftoken={cookie['csrftoken'].value}",
        },
    )
    assert signed_in.status == 302, signed_in.read()
    assert signed_in.getheader("Location") == "/admin/"
    session = SimpleCookie()
    for header in signed_in.headers.get_all("Set-Cookie") or []:
        session.load(header)
    assert session["sessionid"]["secure"]
