"""Every admin page renders under the Content Security Policy: no inline style or script, which it would block."""

from __future__ import annotations

from datetime import timedelta
from html.parser import HTMLParser

import pytest
from axes.models import AccessFailureLog
from django.contrib import admin
from django.contrib.auth.admin import UserAdmin
from django.test import Client, RequestFactory
from django.urls import reverse
from django.utils import timezone

from accounts.models import User
from community.services import moderation
from tests.api.helpers import started_match
from tests.conftest import make_player, moderators_group

pytestmark = pytest.mark.django_db

PASSWORD = "a long superuser password"


class InlineCode(HTMLParser):
    """Collects what a `script-src 'self'; style-src 'self'` policy blocks: inline styles, scripts and handlers."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []
        self._script: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Note a <style>, a style= or on...= attribute, and the start of a script without src."""
        names = {name for name, _ in attrs}
        if tag == "style":
            self.found.append("<style>")
        self.found += [f"<{tag} {name}=...>" for name in sorted(names) if name == "style" or name.startswith("on")]
        # A JSON data block is not run, so the policy lets it be.
        if tag == "script" and "src" not in names and dict(attrs).get("type") != "application/json":
            self._script = ""

    def handle_data(self, data: str) -> None:
        """Keep the text of an inline script."""
        if self._script is not None:
            self._script += data

    def handle_endtag(self, tag: str) -> None:
        """Note an inline script that has code."""
        if tag == "script" and self._script is not None:
            if self._script.strip():
                self.found.append(f"<script>{self._script.strip()[:60]}</script>")
            self._script = None


def inline_code(html: str) -> list[str]:
    parser = InlineCode()
    parser.feed(html)
    return parser.found


def test_the_scanner_finds_each_kind_of_inline_code():
    page = '<div style="color:red" onclick="x()"><style>p{}</style><script>go()</script><script src="/a.js"></script>'
    assert inline_code(page) == [
        "<div onclick=...>",
        "<div style=...>",
        "<style>",
        "<script>go()</script>",
    ]
    assert inline_code('<script type="application/json">{"a": 1}</script><p>style="not an attribute"</p>') == []


@pytest.fixture
def root() -> Client:
    """A superuser's browser, signed in through the login form, with some of everything the admin lists."""
    superuser = User.objects.create_superuser("root", password=PASSWORD, is_guest=False)
    moderators_group()  # the group's pages too
    alice, bob = make_player("Alice"), make_player("Bob")
    match_id = started_match(alice, bob)
    room = alice.get(f"/api/matches/{match_id}").json()["room"]
    said = bob.post(f"/api/rooms/{room}/chat", {"text": "good luck"})
    assert said.status_code == 201
    assert alice.post("/api/reports", {"reported": bob.id, "reason": "abusive_chat", "message": said.json()["id"]})
    assert alice.post(f"/api/matches/{match_id}/share").status_code == 201
    assert bob.post(f"/api/matches/{match_id}/share-consent", {"consent": True}).status_code == 200
    moderation.block_word(superuser, "badword", "a slur")
    circle = alice.post("/api/circles", {"name": "Sharma family"}).json()["id"]
    code = alice.post(f"/api/circles/{circle}/invitations", {"expires_in_hours": 24}).json()["code"]
    assert bob.post(f"/api/circle-invitations/{code}/join", {}).status_code == 200
    event = {"name": "Cup", "game": "ganjifa", "turn_seconds": 3600, "format": "swiss", "rounds": 2}
    made = alice.post(f"/api/circles/{circle}/tournaments", {**event, "starts_at": "2030-01-01T00:00:00Z"})
    assert bob.post(f"/api/tournaments/{made.json()['id']}/entries").status_code == 201
    moderation.mute_chat(superuser, User.objects.get(pk=bob.pk), timezone.now() + timedelta(hours=1), "abuse")
    assert bob.post("/api/me/holidays", {"days": 2}).status_code == 201
    browser = Client()
    # A successful and a failed login (the success forgives its own username's failures), for the lockout's pages
    assert browser.post("/admin/login/", {"username": "root", "password": PASSWORD}).status_code == 302
    assert Client().post("/admin/login/", {"username": "nobody", "password": "wrong"}).status_code == 200
    # The failure log is off in the settings; its pages are still in the admin.
    AccessFailureLog.objects.create(username="nobody", ip_address="203.0.113.7", user_agent="", path_info="/")
    return browser


def admin_pages() -> list[str]:
    """The admin's pages: its index, and every registered model's list, add, change and moderator action pages."""
    pages = ["/admin/", "/admin/password_change/"]
    request = RequestFactory().get("/admin/")
    request.user = User.objects.get(username="root")
    for model, model_admin in admin.site._registry.items():
        name = f"admin:{model._meta.app_label}_{model._meta.model_name}"
        pages.append(reverse(f"{name}_changelist"))
        if model_admin.has_add_permission(request):
            pages.append(reverse(f"{name}_add"))
        obj = model._default_manager.order_by("pk").first()
        assert obj is not None, f"no {model._meta.label} to show: add one to the fixture"
        pages.append(reverse(f"{name}_change", args=[obj.pk]))
        for action in getattr(model_admin, "moderator_forms", {}):
            pages.append(reverse(f"{name}_moderate", args=[obj.pk, action]))
        if isinstance(model_admin, UserAdmin):
            # Django names this page after its own user model, whichever model it is.
            pages.append(reverse("admin:auth_user_password_change", args=[obj.pk]))
    return pages


def test_no_admin_page_has_inline_style_or_script(root):
    pages = admin_pages()
    assert len(pages) > 30
    found = {}
    for page in pages:
        response = root.get(page)
        assert response.status_code == 200, page
        assert "'self'" in response["Content-Security-Policy"]
        if inline := inline_code(response.content.decode()):
            found[page] = inline
    assert found == {}


def test_moderators_see_who_is_on_holiday_and_change_nothing(root):
    from games.models import Holiday

    holiday = Holiday.objects.get()
    listed = root.get("/admin/games/holiday/?state=running")
    assert listed.status_code == 200
    page = listed.content.decode()
    assert "Bob" in page and "running" in page
    assert "Bob" not in root.get("/admin/games/holiday/?state=planned").content.decode()
    change = root.get(f"/admin/games/holiday/{holiday.pk}/change/")
    assert change.status_code == 200 and holiday.public_id in change.content.decode()
    # Read only: nothing to save, add or delete, even for a superuser.
    assert root.post(f"/admin/games/holiday/{holiday.pk}/change/", {}).status_code == 403
    assert root.get("/admin/games/holiday/add/").status_code == 403
    assert root.post(f"/admin/games/holiday/{holiday.pk}/delete/", {"post": "yes"}).status_code == 403
    assert Holiday.objects.filter(pk=holiday.pk, ended_at=None).exists()
