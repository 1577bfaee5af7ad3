"""End-to-end fixtures: Chromium from Debian's packages driven by Playwright, at a phone's size."""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from playwright.sync_api import expect

FAILED = pytest.StashKey[bool]()
"""Set on a test whose call failed, so that its phones show what they showed (see `_phone`)."""

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
HEADLESS_SHELL = os.environ.get("CHROMIUM_HEADLESS_SHELL_PATH", "/usr/bin/chromium-headless-shell")
"""Chromium's headless shell (Debian's chromium-headless-shell), which Playwright itself runs headless tests in: the
same engine without the full browser's window machinery. The browser tests took 0.84 of their time in it on a
two-core machine (docs/performance.md). It has no push service, so the tests marked `full_browser` take Chromium
itself; without the shell every test does."""
SCREENSHOTS = Path(__file__).resolve().parents[2] / "build" / "e2e-screenshots"
PHONE = {
    "viewport": {"width": 360, "height": 740},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
    # Some tests inject scripts (axe), which the site's Content Security Policy would block; the policy itself is
    # checked in test_content_security_policy.py, in contexts that do not bypass it.
    "bypass_csp": True,
}

pytestmark = pytest.mark.e2e

WAIT_MS = 30_000
"""How long a page may take to show what a step waits for: the tests run in two processes on two cores, each with
its browser and server, and one of them can hold the other back for many seconds."""
# An assertion's own wait too (Playwright's is 5 s).
expect.set_options(timeout=15_000)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    reason = None
    if not Path(CHROMIUM).exists():
        reason = f"no Chromium at {CHROMIUM} (.ci/run installs Debian's package)"
    elif not (Path(settings.APP_BUILD_DIR) / "index.html").exists():
        reason = "the app is not built (make frontend)"
    for item in items:
        if reason and "e2e" in str(item.fspath):
            item.add_marker(pytest.mark.skip(reason=reason))


@pytest.fixture(scope="session")
def playwright() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    # Let Playwright's synchronous API share the thread with Django's test database access.
    os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    with sync_playwright() as started:
        yield started


def _launch(playwright: Any, path: str) -> Any:
    return playwright.chromium.launch(
        executable_path=path,
        args=["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    )


@pytest.fixture(scope="session")
def full_browser(playwright: Any) -> Iterator[Any]:
    """Chromium itself, for what only the full browser has (a push service)."""
    chromium = _launch(playwright, CHROMIUM)
    yield chromium
    chromium.close()


@pytest.fixture(scope="session")
def browser(playwright: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    """The headless shell where it is installed (see `HEADLESS_SHELL`), else Chromium itself."""
    if not Path(HEADLESS_SHELL).exists():
        yield request.getfixturevalue("full_browser")
        return
    shell = _launch(playwright, HEADLESS_SHELL)
    yield shell
    shell.close()


def new_phone(browser: Any, **options: Any) -> Any:
    """A new phone-sized browser context (PHONE, with these options over it) whose pages wait up to WAIT_MS."""
    context = browser.new_context(**{**PHONE, **options})
    context.set_default_timeout(WAIT_MS)
    return context


FAST_PLAY = """
const key = "tricktable.settings";
const kept = JSON.parse(localStorage.getItem(key) || "{}");
if (!kept.speed) localStorage.setItem(key, JSON.stringify({ ...kept, speed: "fast" }));
"""
"""Sets the app's speed of play to fast before any of its pages runs, unless the player chose one already."""


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    if report.when == "call" and report.failed:
        item.stash[FAILED] = True
    return report


def _phone(request: pytest.FixtureRequest) -> Iterator[Any]:
    wanted = "full_browser" if request.node.get_closest_marker("full_browser") else "browser"
    context = new_phone(request.getfixturevalue(wanted))
    # A test that plays whole deals for what they show, not for their pace, waits less between others' moves; the
    # pace itself is tested where it is the point (test_table_moves.py).
    if request.node.get_closest_marker("fast_play"):
        context.add_init_script(FAST_PLAY)
    yield context
    if request.node.stash.get(FAILED, False):
        # What each page showed when the test failed: a wait that ran out says only what it waited for.
        name = re.sub(r"[^\w-]+", "-", request.node.name)
        for number, page in enumerate(context.pages):
            # A page that is gone or hung shows nothing: the failure itself is what matters.
            with contextlib.suppress(Exception):
                screenshot(page, f"failed-{name}-{request.fixturename}-{number}")
    context.close()


@pytest.fixture
def phone(request: pytest.FixtureRequest) -> Iterator[Any]:
    """A fresh phone-sized browser context (its own storage: its own guest)."""
    yield from _phone(request)


@pytest.fixture
def second_phone(request: pytest.FixtureRequest) -> Iterator[Any]:
    """Another phone, for a second guest."""
    yield from _phone(request)


def screenshot(page: Any, name: str) -> None:
    """Save what the page shows, for a reviewer to look at."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))


def in_each_theme(page: Any) -> Iterator[str]:
    """The page in the light theme, then the dark one (the app follows the phone's, its default), then light again.

    Both are looked at on the same screen, without opening it twice.
    """
    try:
        for theme in ("light", "dark"):
            page.emulate_media(color_scheme=theme)
            page.wait_for_timeout(300)
            yield theme
    finally:
        page.emulate_media(color_scheme="light")
