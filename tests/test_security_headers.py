"""Every page says which scripts and browser features it may use, and the app and the API's docs still load theirs."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from django.conf import settings
from django.test import Client

pytestmark = pytest.mark.django_db

APP_BUILT = (settings.APP_BUILD_DIR / "index.html").exists()


class Tags(HTMLParser):
    """The scripts and inline styles of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.scripts: list[dict[str, str | None]] = []
        self.inline_scripts = 0
        self.in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "script":
            self.scripts.append(dict(attrs))
            self.in_script = "src" not in dict(attrs)

    def handle_endtag(self, tag: str) -> None:
        self.in_script = False if tag == "script" else self.in_script

    def handle_data(self, data: str) -> None:
        if self.in_script and data.strip():
            self.inline_scripts += 1


def policy(response) -> dict[str, list[str]]:
    """The Content-Security-Policy header, directive by directive."""
    directives = (part.split() for part in response["Content-Security-Policy"].split(";") if part.strip())
    return {name: sources for name, *sources in directives}


def assert_scripts_allowed(client, response) -> None:
    """Every script of the page is a file from this server that the page's policy allows, and none is inline."""
    tags = Tags()
    tags.feed(response.content.decode())
    assert tags.scripts, "the page loads no script"
    assert tags.inline_scripts == 0
    assert policy(response)["script-src"] == ["'self'"]
    for script in tags.scripts:
        source = script["src"] or ""
        assert source.startswith("/") and not source.startswith("//"), source
        assert client.get(source).status_code == 200, source


@pytest.mark.parametrize("path", ["/", "/api/health", "/api/schema/docs/", "/admin/login/"])
def test_every_page_has_a_content_security_policy_and_a_permissions_policy(client, path):
    response = client.get(path)
    assert response.status_code in {200, 503}
    rules = policy(response)
    assert rules["default-src"] == ["'self'"]
    assert rules["object-src"] == ["'none'"]
    assert rules["frame-ancestors"] == ["'none'"]
    assert "'unsafe-inline'" not in rules["script-src"]
    assert "'unsafe-eval'" not in rules["script-src"]
    features = response["Permissions-Policy"]
    assert "camera=()" in features
    assert "geolocation=()" in features
    assert "web-share=(self)" in features


@pytest.mark.skipif(not APP_BUILT, reason="the app is not built (make frontend)")
def test_the_app_shell_loads_its_scripts_under_its_policy(client):
    assert_scripts_allowed(client, client.get("/"))


def test_the_api_docs_load_their_scripts_under_their_policy(client):
    page = client.get("/api/schema/docs/")
    assert page.status_code == 200
    assert_scripts_allowed(client, page)
    # The start-up script is a file, served as JavaScript
    script = client.get("/api/schema/docs/?script=")
    assert script["Content-Type"].startswith("application/javascript")
    assert b"SwaggerUIBundle" in script.content
    # The template's inline style is allowed by its hash alone
    styles = policy(page)["style-src"]
    assert "'unsafe-inline'" not in styles
    assert any(re.fullmatch(r"'sha256-[A-Za-z0-9+/]+=*'", source) for source in styles)


@pytest.fixture
def static_build(settings, tmp_path):
    """A build under the static prefix (as `make frontend` leaves one): the shell's copy, a script and an icon."""
    app = tmp_path / "app"
    app.mkdir()
    (app / "index.html").write_text('<!doctype html><script type="module" src="/static/app/main.js"></script>')
    (app / "main.js").write_text("console.log(1);")
    (app / "icon.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg"/>')
    settings.STATICFILES_DIRS = [tmp_path]
    return app


@pytest.mark.parametrize("path", ["/static/app/index.html", "/static/app/INDEX.HTML", "/static/app/index%2Ehtml"])
def test_the_static_copy_of_the_app_shell_is_not_served_without_the_shells_headers(static_build, path):
    # WhiteNoise answers before the middleware that give a page its policies: the copy would run without them
    response = Client().get(path)
    assert response.status_code == 404
    assert policy(response)["frame-ancestors"] == ["'none'"]
    assert response["X-Frame-Options"] == "DENY"
    assert "Access-Control-Allow-Origin" not in response


def test_the_apps_scripts_are_served_for_this_site_alone(static_build):
    client = Client()
    for path in ("/static/app/main.js", "/static/app/icon.svg"):
        response = client.get(path)
        assert response.status_code == 200, path
        assert "Access-Control-Allow-Origin" not in response


def test_no_page_of_an_installed_app_is_served_from_static_either():
    # The API docs' sidecar ships an OAuth redirect page with an inline script: under /static/ it ran without a policy
    response = Client().get("/static/drf_spectacular_sidecar/swagger-ui-dist/oauth2-redirect.html")
    assert response.status_code == 404
    assert "Content-Security-Policy" in response
    script = Client().get("/static/drf_spectacular_sidecar/swagger-ui-dist/swagger-ui-bundle.js")
    assert script.status_code == 200
