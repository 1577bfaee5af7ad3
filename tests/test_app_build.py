"""The built app: small enough for a phone's first load, installable, and served by Django."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from django.conf import settings

BUILD = Path(settings.APP_BUILD_DIR)
pytestmark = pytest.mark.skipif(not (BUILD / "index.html").exists(), reason="the app is not built (make frontend)")

FIRST_LOAD_LIMIT = 100 * 1024


def test_the_first_load_is_under_100_kb_of_gzipped_javascript():
    scripts = list((BUILD / "assets").glob("*.js"))
    assert scripts
    total = sum(len(gzip.compress(path.read_bytes(), compresslevel=9)) for path in scripts)
    assert total < FIRST_LOAD_LIMIT, f"{total} bytes"


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
    for path in ("/", "/r/ABCDEF", "/m/12", "/history", "/rules/doublehand"):
        response = client.get(path)
        assert response.status_code == 200, path
        assert b'<div id="app">' in response.content
    worker = client.get("/sw.js")
    assert worker.status_code == 200
    assert worker["Service-Worker-Allowed"] == "/"
    assert client.get("/api/nope").status_code == 404
