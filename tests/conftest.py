"""Shared fixtures: API clients for the personas alice, bob and charlie, and rate limits out of the way."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

import pytest
from django.apps import apps as django_apps
from django.contrib.auth.models import Group
from django.contrib.contenttypes.models import ContentType
from django.core.cache import cache
from rest_framework.test import APIClient

from accounts.models import User
from config.api.throttling import ScopedThrottle
from games.engine.registry import register
from tests import profiles
from tests.pebbles import PEBBLES_GAME
from tests.schema_check import CheckedClient

# Hypothesis's `dev` profile (quick) unless HYPOTHESIS_PROFILE says `ci` (thorough): before any test module is read,
# as those that name their examples scale them by the profile (tests/profiles.py).
profiles.register()


LONGEST_FIRST = (
    # A long file collected late can leave the other process idle at the end of a pass: these took 7 s or more of one
    # process on SQLite or PostgreSQL, the longest first. The strength floors (`tests/engine/strength_floor.py`, All
    # Fours' about 105 s) run on SQLite only, the real workers' tests on PostgreSQL only.
    "tests/engine/test_allfours_strong.py",
    "tests/engine/test_doublehand_strong.py",
    "tests/engine/test_ganjifa_strong.py",
    "tests/engine/test_texas42_strong.py",
    "tests/tasks/test_workers.py",
    "tests/api/test_every_game.py",
    "tests/api/test_schemathesis.py",
    "tests/test_match_streams.py",
    "tests/engine/test_strong_players.py",
    "tests/tasks/test_embedded_stack.py",
    "tests/engine/test_appraisal.py",
    "tests/engine/test_bid_search.py",
    "tests/sharing/test_hidden_pieces.py",
    "tests/ratings/test_recompute.py",
    "tests/test_backup_restore.py",
    "tests/test_static_files.py",
    "tests/ratings/test_rating.py",
    "tests/test_proxy.py",
    "tests/test_bench_streams.py",
    "tests/test_quick_polls.py",
    "tests/ratings/test_api.py",
    "tests/tasks/test_push.py",
    "tests/test_community_migration.py",
    "tests/api/test_schema_tour.py",
    "tests/api/test_rematch_and_replay.py",
    "tests/tournaments/test_events.py",
    "tests/tournaments/test_duplicate_event.py",
    "tests/engine/test_allfours_properties.py",
    "tests/api/test_rooms.py",
    # The browser tests, which run after the rest.
    "tests/e2e/test_keyboard.py",
    "tests/e2e/test_play.py",
    "tests/e2e/test_texas42_contracts.py",
    "tests/e2e/test_newcomer.py",
    "tests/e2e/test_looks.py",
    "tests/e2e/test_practice_hints.py",
    "tests/e2e/test_tournaments.py",
    "tests/e2e/test_chat.py",
)
"""The files whose tests take longest (`--durations`), longest first: the parallel run hands each process a file at
a time in the order collected, so a long file collected last leaves the other process idle while it runs."""


def _run_order(item: pytest.Item) -> tuple[bool, int]:
    path = item.nodeid.split("::", 1)[0]
    rank = LONGEST_FIRST.index(path) if path in LONGEST_FIRST else len(LONGEST_FIRST)
    return item.get_closest_marker("e2e") is not None, rank


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The longest files first (see `LONGEST_FIRST`), and browser tests last.

    Playwright's synchronous API keeps an event loop running in the main thread from the first browser test to
    the end of the session, and tests that run async code themselves (the match streams) cannot run after it.
    """
    items.sort(key=_run_order)


# The test game is known to the engine and the server in tests only, beside the real games.
register(PEBBLES_GAME)

GENEROUS_RATES = dict.fromkeys(ScopedThrottle.THROTTLE_RATES, "100000/minute")  # every scope in settings


@dataclass
class Player:
    """A guest with a client that sends their token."""

    id: str
    """The player's public id, as the API names them."""
    name: str
    token: str
    client: APIClient

    @property
    def pk(self) -> int:
        """The player's database key, for tests that look inside."""
        from accounts.models import User

        return User.objects.values_list("pk", flat=True).get(public_id=self.id)

    def get(self, path: str, **extra: Any) -> Any:
        return self.client.get(path, **extra)

    def post(self, path: str, data: Any = None, **extra: Any) -> Any:
        return self.client.post(path, data, format="json", **extra)


@pytest.fixture(autouse=True)
def _computer_turns_played_by_the_tests(request, settings):
    # Tests play computer turns themselves (run_computer_turns); end-to-end tests leave it to the server's thread.
    settings.LOCAL_COMPUTER_PLAYER = request.node.get_closest_marker("e2e") is not None


@pytest.fixture(autouse=True)
def _quick_password_hashes(settings):
    # Production's hasher is slow on purpose; tests that log in hundreds of times (Schemathesis's runs of
    # /api/login and /api/me/credentials) spent seconds on it. No test is about the hash itself.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def _hidden_levels_allowed(settings):
    # Tests play quick matches against the `random` level, which rooms offer no player (and the live server too).
    settings.ALLOW_HIDDEN_LEVELS = True


@pytest.fixture(autouse=True)
def _fresh_cache_and_generous_rates(monkeypatch):
    cache.clear()
    monkeypatch.setattr(ScopedThrottle, "THROTTLE_RATES", GENEROUS_RATES)
    yield
    cache.clear()


def moderators_group() -> Group:
    """The Moderators group that a migration makes, made again if a test that empties every table ran before.

    A transactional test flushes the database when it ends: Django then makes content types and permissions
    again, but not what data migrations made. In a parallel run any test may follow one in its process.
    The games app's migration names the models that moved to the community app under their old label: what it
    makes for them again is dropped, as the community's migration relabelled it, and that one grants the rest.
    """
    migration = importlib.import_module("games.migrations.0008_moderators")
    moved = importlib.import_module("community.migrations.0001_initial")
    migration.create_moderators(django_apps, None)
    ContentType.objects.filter(app_label="games", model__in=moved.MOVED).delete()
    moved.grant_moderators(django_apps, None)
    importlib.import_module("circles.migrations.0002_moderators").grant_moderators(django_apps, None)
    return Group.objects.get(name=migration.GROUP)


@pytest.fixture
def client() -> CheckedClient:
    """A test client (DRF's) whose every answer from the API is checked against the schema."""
    return CheckedClient()


def make_player(name: str) -> Player:
    response = CheckedClient().post("/api/guests", {"display_name": name}, format="json")
    assert response.status_code == 201, response.content
    body = response.json()
    client = CheckedClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {body['token']}")
    return Player(id=body["id"], name=name, token=body["token"], client=client)


@pytest.fixture
def alice(db) -> Player:
    return make_player("Alice")


@pytest.fixture
def bob(db) -> Player:
    return make_player("Bob")


@pytest.fixture
def charlie(db) -> Player:
    return make_player("Charlie")


@pytest.fixture
def mona(db) -> User:
    """A moderator: staff, in the Moderators group that the migration made, and nothing more."""
    user = User.objects.create_user(username="mona", password="a-long-moderator-password", is_staff=True)
    user.is_guest = False
    user.save(update_fields=["is_guest"])
    user.groups.add(moderators_group())
    return user
