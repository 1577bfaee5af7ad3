"""The app's files as the Procfile's web process serves them after the release step: compressed and long cached.

A phone on mobile data loads the app's scripts and styles once per build: the release step's collectstatic writes
brotli and gzip files beside them, the web process serves those itself (many deployments have no proxy that
compresses), and Vite's hashed names are kept for good. What keeps its name (the service worker, the shell, the
manifest) is asked for again soon, so that a new build reaches the phone.
"""

from __future__ import annotations

import gzip
import http.client
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import brotli
import pytest
from django.conf import settings

from tests.test_deploy_settings import production_env
from tests.web_process import release, web_process

BUILD = Path(settings.APP_BUILD_DIR)
pytestmark = [
    pytest.mark.skipif(
        not (BUILD / "index.html").exists() and not os.environ.get("TRICKTABLE_CI"),
        reason="the app is not built (make frontend)",
    ),
    # How files are compressed and cached does not depend on the database the release step migrates.
    pytest.mark.any_database,
]

YEAR = 365 * 24 * 3600
HOST = "tricktable.example"


@dataclass
class Served:
    """The release step's STATIC_ROOT and the web process serving it with production settings."""

    static_root: Path
    port: int

    def get(self, path: str, accept_encoding: str | None = None) -> tuple[http.client.HTTPResponse, bytes]:
        """The answer over HTTPS as the proxy hands it on (X-Forwarded-Proto), and its body as sent."""
        headers = {"Host": HOST, "X-Forwarded-Proto": "https"}
        if accept_encoding is not None:
            headers["Accept-Encoding"] = accept_encoding
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        connection.request("GET", path, headers=headers)
        response = connection.getresponse()
        return response, response.read()


@pytest.fixture(scope="module")
def served(tmp_path_factory) -> Iterator[Served]:
    directory = tmp_path_factory.mktemp("release")
    env = production_env(
        directory,
        DJANGO_STATIC_ROOT=str(directory / "static"),
        # 127.0.0.1 for the health check web_process asks the web process itself
        DJANGO_ALLOWED_HOSTS=f"{HOST},127.0.0.1",
        WEB_CONCURRENCY="1",
        LOG_LEVEL="WARNING",
    )
    release(env)
    with web_process(env) as port:
        yield Served(directory / "static", port)


def shell_assets() -> list[str]:
    """The scripts and styles the app's shell loads first: Vite's hashed names under /static/app/assets/."""
    found = re.findall(r'(?:src|href)="(/static/app/assets/[^"]+)"', (BUILD / "index.html").read_text())
    assert any(path.endswith(".js") for path in found)
    assert any(path.endswith(".css") for path in found)
    return found


def built(path: str) -> bytes:
    return (BUILD / path.removeprefix("/static/app/")).read_bytes()


def assert_kept_a_year(response: http.client.HTTPResponse) -> None:
    # WhiteNoise's "forever" is ten years; a year at least, and never asked for again
    max_age, *rest = (part.strip() for part in response.getheader("Cache-Control", "").split(","))
    assert int(max_age.removeprefix("max-age=")) >= YEAR
    assert set(rest) == {"public", "immutable"}


def assert_asked_for_again_soon(response: http.client.HTTPResponse) -> None:
    cache_control = response.getheader("Cache-Control", "")
    assert "immutable" not in cache_control
    assert cache_control == "no-cache" or int(cache_control.split(",")[0].removeprefix("max-age=")) <= 60


def test_the_release_step_writes_brotli_and_gzip_beside_each_of_the_apps_text_files(served):
    app = served.static_root / "app"
    text_files = [path for path in app.rglob("*") if path.suffix in {".js", ".css", ".svg", ".webmanifest", ".html"}]
    assert {"sw.js", "manifest.webmanifest", "index.html"} <= {path.name for path in text_files}
    for path in text_files:
        assert brotli.decompress(path.with_name(path.name + ".br").read_bytes()) == path.read_bytes(), path
        assert gzip.decompress(path.with_name(path.name + ".gz").read_bytes()) == path.read_bytes(), path


def test_a_phone_that_takes_brotli_gets_the_shells_scripts_and_styles_in_brotli_kept_a_year(served):
    for path in shell_assets():
        response, body = served.get(path, "gzip, deflate, br")
        assert response.status == 200, path
        assert response.getheader("Content-Encoding") == "br", path
        assert response.getheader("Vary") == "Accept-Encoding", path
        assert brotli.decompress(body) == built(path)
        assert len(body) < len(built(path)) / 2
        assert_kept_a_year(response)


def test_a_phone_that_takes_only_gzip_gets_them_in_gzip_kept_a_year(served):
    for path in shell_assets():
        response, body = served.get(path, "gzip")
        assert response.status == 200, path
        assert response.getheader("Content-Encoding") == "gzip", path
        assert response.getheader("Vary") == "Accept-Encoding", path
        assert gzip.decompress(body) == built(path)
        assert_kept_a_year(response)


def test_a_client_that_takes_no_compression_gets_the_files_as_built(served):
    for path in shell_assets():
        response, body = served.get(path)
        assert response.getheader("Content-Encoding") is None
        assert body == built(path)
        assert_kept_a_year(response)


def test_the_service_worker_and_the_shell_are_asked_for_again_on_every_start(served):
    # A service worker kept long would keep a phone on an old build; the shell names the new build's files
    worker, script = served.get("/sw.js", "gzip, deflate, br")
    assert worker.status == 200
    assert worker.getheader("Cache-Control") == "no-cache"
    assert worker.getheader("Service-Worker-Allowed") == "/"
    assert worker.getheader("Content-Encoding") == "gzip"
    assert gzip.decompress(script) == built("sw.js")
    shell, page = served.get("/", "gzip, deflate, br")
    assert shell.status == 200
    assert shell.getheader("Cache-Control") == "no-cache"
    assert shell.getheader("Content-Encoding") == "gzip"
    assert gzip.decompress(page) == built("index.html")


@pytest.mark.parametrize(
    "path",
    ["/static/app/sw.js", "/static/app/manifest.webmanifest", "/static/app/icon.svg", "/static/app/icon-192.png"],
)
def test_files_whose_names_stay_the_same_across_builds_are_kept_a_minute_at_most(served, path):
    response, _ = served.get(path, "br")
    assert response.status == 200
    assert_asked_for_again_soon(response)


def test_the_admins_files_keep_short_caching_too(served):
    response, _ = served.get("/static/admin/css/base.css", "br")
    assert response.status == 200
    assert response.getheader("Content-Encoding") == "br"
    assert_asked_for_again_soon(response)


def test_a_browser_that_looks_for_favicon_ico_at_the_root_is_sent_to_the_apps_icon(served):
    # Pages that name no icon (the admin's, say) make browsers ask for /favicon.ico
    response, _ = served.get("/favicon.ico")
    assert response.status == 302
    location = response.getheader("Location")
    assert location == "/static/app/favicon.ico"
    icon, body = served.get(location)
    assert icon.status == 200
    assert icon.getheader("Content-Type") in {"image/x-icon", "image/vnd.microsoft.icon"}
    # An icon file's header: reserved 0, type 1 (icon)
    assert body[:4] == b"\0\0\1\0"
    assert body == built(location)


def test_the_shell_names_an_svg_icon_and_an_ico_one_and_both_are_served(served):
    shell = (BUILD / "index.html").read_text()
    link = r'<link rel="icon" href="(/static/app/[^"]+)"[^>]*?(type="image/svg\+xml"|sizes="32x32")'
    icons = dict(re.findall(link, shell))
    assert set(icons.values()) == {'type="image/svg+xml"', 'sizes="32x32"'}
    for path in icons:
        response, body = served.get(path, "gzip, deflate, br")
        assert response.status == 200, path
        assert response.getheader("Content-Type", "").startswith("image/"), path
        encoding = response.getheader("Content-Encoding")
        assert (brotli.decompress(body) if encoding == "br" else body) == built(path), path
