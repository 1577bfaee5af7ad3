"""In a browser, under the Content Security Policy: nothing the app, the API docs or the admin use is blocked."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.e2e.conftest import new_phone, screenshot

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# Each blocked load or script is reported to the page as a securitypolicyviolation event.
WATCH_VIOLATIONS = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
});
"""


@pytest.fixture
def phone(browser: Any) -> Iterator[Any]:
    """A phone that, unlike the other tests' phones, keeps to the site's policy."""
    context = new_phone(browser, bypass_csp=False)
    yield context
    context.close()


def watched_page(context: Any) -> tuple[Any, list[str]]:
    """A page that notes every policy violation, and the browser's console errors about one."""
    page = context.new_page()
    page.add_init_script(WATCH_VIOLATIONS)
    complaints: list[str] = []
    page.on("console", lambda message: complaints.append(message.text) if message.type == "error" else None)
    return page, complaints


def violations(page: Any, complaints: list[str]) -> list[str]:
    policy_complaints = [text for text in complaints if "Content Security Policy" in text or "Permissions" in text]
    return [*page.evaluate("window.__violations"), *policy_complaints]


def test_the_app_runs_a_guest_through_home_under_the_policy(live_server, phone):
    page, complaints = watched_page(phone)
    page.goto(live_server.url + "/")
    page.locator("input[name=display_name]").fill("Asha")
    page.locator("form button[type=submit]").click()
    page.locator("a[href='/create']").wait_for()
    page.locator("a[href='/create']").click()
    page.wait_for_load_state("networkidle")
    screenshot(page, "csp-app")
    assert violations(page, complaints) == []


def test_the_api_docs_render_the_schema_under_the_policy(live_server, phone):
    page, complaints = watched_page(phone)
    page.goto(live_server.url + "/api/schema/docs/")
    page.get_by_text("Tricktable API").first.wait_for()
    page.locator(".opblock").first.wait_for()
    screenshot(page, "csp-api-docs")
    assert violations(page, complaints) == []


def test_the_admin_login_page_works_under_the_policy(live_server, phone):
    page, complaints = watched_page(phone)
    page.goto(live_server.url + "/admin/login/")
    page.locator("input[name=username]").wait_for()
    assert violations(page, complaints) == []
