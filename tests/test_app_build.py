"""The built app: small enough for a phone's first load, installable, and served by Django."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from django.conf import settings

BUILD = Path(settings.APP_BUILD_DIR)
pytestmark = pytest.mark.skipif(not (BUILD / "index.html").exists(), reason="the app is not built (make frontend)")


def test_the_app_is_installable():
    manifest = json.loads((BUILD / "manifest.webmanifest").read_text())
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == "/"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        assert (BUILD / Path(icon["src"]).name).exists()


@pytest.mark.django_db
def test_django_serves_the_shell_for_app_routes_and_the_service_worker_at_the_root(client):
    for path in (
        "/",
        "/r/ABCDEF",
        "/m/12",
        "/history",
        "/rules/doublehand",
        "/shared/Ab-_0123456789abcdefghijklmnopqrstuv",
    ):
        response = client.get(path)
        assert response.status_code == 200, path
        assert b'<div id="app">' in response.content
    worker = client.get("/sw.js")
    assert worker.status_code == 200
    assert worker["Service-Worker-Allowed"] == "/"
    assert client.get("/api/nope").status_code == 404


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/r/ABCDEF", "/sw.js"])
def test_the_shell_and_the_service_worker_come_gzipped_and_are_asked_for_again_on_every_start(client, path):
    plain = client.get(path)
    assert plain["Cache-Control"] == "no-cache"
    assert plain["Vary"] == "Accept-Encoding"
    assert "Content-Encoding" not in plain
    zipped = client.get(path, HTTP_ACCEPT_ENCODING="gzip")
    assert zipped["Content-Encoding"] == "gzip"
    assert zipped["Cache-Control"] == "no-cache"
    assert gzip.decompress(zipped.content) == plain.content
    assert len(zipped.content) < len(plain.content)


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/sw.js"])
def test_a_phone_that_has_this_builds_shell_and_service_worker_gets_304s(client, path):
    # The gzipped answer's ETag is weak; either is the same build
    for encoding in ("", "gzip"):
        first = client.get(path, HTTP_ACCEPT_ENCODING=encoding)
        again = client.get(path, HTTP_ACCEPT_ENCODING=encoding, HTTP_IF_NONE_MATCH=first["ETag"])
        assert again.status_code == 304
        assert again.content == b""
        assert again["Cache-Control"] == "no-cache"
        assert again["Vary"] == "Accept-Encoding"
    assert client.get(path, HTTP_IF_NONE_MATCH='"an-older-build"').status_code == 200


def test_favicon_ico_at_the_root_leads_to_the_apps_icon(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 302
    assert response["Location"] == "/static/app/favicon.ico"
    assert (BUILD / "favicon.ico").exists()
