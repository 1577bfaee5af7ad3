"""Schemathesis against the served schema: each operation, then chains along its links, answer no 5xx, as documented."""

# Documented means the status, content type, headers and body the schema gives. Paths name Alice's real room and
# match some of the time; the chains follow the schema's links to matches they start. SCHEMATHESIS_EXAMPLES,
# SCHEMATHESIS_SCENARIOS and SCHEMATHESIS_STEPS ask for a deeper run.

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import schemathesis
import yaml
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st
from schemathesis.checks import not_a_server_error
from schemathesis.generation import GenerationMode
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from accounts import tokens
from accounts.models import User
from config.wsgi import application
from games.services.matches import run_computer_turns
from tests.api.helpers import create_room, started_match
from tests.conftest import Player
from tests.profiles import examples

EXAMPLES = int(os.environ.get("SCHEMATHESIS_EXAMPLES", examples(12)))
STEPS = int(os.environ.get("SCHEMATHESIS_STEPS", "12"))
SCENARIOS = int(os.environ.get("SCHEMATHESIS_SCENARIOS", examples(20)))
ROUNDS = 4
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]
# Reproducible in CI: the same examples every run, no example database, no time limit per example on a slow runner.
REPRODUCIBLE = settings(derandomize=True, database=None, deadline=None, suppress_health_check=list(HealthCheck))
MATCH_ROUTES = "/api/matches/{match_id}"
STREAM = "/api/matches/{match_id}/stream"
PLAYED_AFTER = {"POST /api/rooms/{code}/start", "POST /api/matches/{match_id}/actions", "POST /api/rooms/{code}/watch"}
COMMITTED = Path(__file__).resolve().parents[2] / "config" / "openapi.yaml"

pytestmark = pytest.mark.django_db


@dataclass
class World:
    """Alice, her waiting room and her started match, which the generated requests use some of the time."""

    alice: User
    room_code: str
    match_id: str
    answered: list[tuple[str, int, str | None]] = field(default_factory=list)

    def headers(self) -> dict[str, str]:
        # A fresh token each time: a generated logout (everywhere, even) must not lock the rest of the run out.
        return {"Authorization": f"Token {tokens.issue(self.alice)}"}


@contextmanager
def connection_kept_open() -> Iterator[None]:
    """Call the WSGI app without the end of the request closing the test's connection (and its transaction)."""
    # Django's test client does the same around each request; Schemathesis calls the WSGI app itself.
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


@pytest.fixture
def world(alice: Player, settings: Any) -> World:
    # Random room codes count as wrong guesses; the limit would soon turn every room route into a 429.
    settings.WRONG_CODE_LIMIT = settings.WRONG_CODE_ADDRESS_LIMIT = 10**9
    match_id = started_match(alice)
    return World(User.objects.get(pk=alice.pk), create_room(alice)["code"], match_id)


@cache
def served_schema() -> Any:
    """The schema as /api/schema/ serves it, its operations called in process through the WSGI app; read once."""
    with connection_kept_open():
        return schemathesis.openapi.from_wsgi("/api/schema/", application)


@pytest.fixture
def api_schema(world: World) -> Any:
    return served_schema()


def operations() -> list[tuple[str, str]]:
    """(method, path) of every operation in the committed schema, which test_schema.py keeps equal to the served one."""
    paths = yaml.safe_load(COMMITTED.read_text())["paths"]
    # The stream is answered by the ASGI process only (the WSGI app's 503); tests/test_match_streams.py tries it.
    return [(method, path) for path, methods in paths.items() for method in methods if path != STREAM]


# Schemathesis's own pytest integration (`from_fixture`) sets `Node._nodeid`, which pytest 9.2 no longer has:
# each operation is a plain Hypothesis test over Schemathesis's strategies instead.
@pytest.mark.parametrize(("method", "path"), operations(), ids=[f"{m.upper()} {p}" for m, p in operations()])
def test_every_operation_answers_as_the_schema_says(method: str, path: str, api_schema: Any, world: World) -> None:
    operation = api_schema[path][method]
    cases = st.one_of([operation.as_strategy(mode) for mode in GenerationMode])

    @settings(REPRODUCIBLE, max_examples=EXAMPLES)
    @given(case=cases, data=st.data())
    def probe(case: Any, data: st.DataObject) -> None:
        for name, real in (("code", world.room_code), ("match_id", world.match_id)):
            if name in (case.path_parameters or {}) and data.draw(st.booleans(), label=f"real {name}"):
                case.path_parameters[name] = real
        with connection_kept_open():
            case.call_and_validate(headers=world.headers(), checks=CHECKS)

    probe()


def test_chains_of_operations_follow_the_links_to_real_matches(api_schema: Any, world: World) -> None:
    # The rooms' and matches' routes only, where the links are: the others have their turn in the test above.
    linked = api_schema.include(path_regex="^/api/(rooms|matches)").exclude(operation_id="matches_stream")

    class Workflow(linked.as_state_machine()):  # type: ignore[misc]
        def before_call(self, case: Any) -> None:
            if case.operation.label == "POST /api/rooms" and isinstance(case.body, dict):
                # A random game name is only ever refused, and a room left with empty seats cannot start; the
                # stateless test already sends those.
                case.body.update(game="doublehand", options={}, turn_seconds=3600, fill_with_bots=True)
                case.body.pop("bot_level", None)

        def call(self, case: Any, **kwargs: Any) -> Any:
            with connection_kept_open():
                return case.call(**kwargs)

        def get_call_kwargs(self, case: Any) -> dict[str, Any]:
            return {"headers": world.headers()}

        def after_call(self, response: Any, case: Any) -> None:
            super().after_call(response, case)
            if case.operation.label in PLAYED_AFTER and response.status_code in (200, 201):
                # The worker's part: computer players move, so the chain's next request finds the person to act.
                run_computer_turns(response.json()["match_id" if "match_id" in response.json() else "id"])
            match_id = (case.path_parameters or {}).get("match_id")
            world.answered.append((case.operation.path, response.status_code, match_id))

        def validate_response(self, response: Any, case: Any, additional_checks: Any = None, **kwargs: Any) -> None:
            case.validate_response(response, checks=CHECKS, transport_kwargs=kwargs or None)

    def reached() -> list[str]:
        # Matches the chains started themselves: the fixture's match is never linked to.
        return [
            path
            for path, status, match_id in world.answered
            if path.startswith(MATCH_ROUTES) and status < 300 and match_id != world.match_id
        ]

    # A round of scenarios can end before any chain walks from a started room into its match: then another round
    # runs, a few at most, each from a seed of its own (with one seed, every round would take the same steps).
    for round_seed in range(ROUNDS):
        seed(round_seed)(Workflow)
        Workflow.run(settings=settings(REPRODUCIBLE, max_examples=SCENARIOS, stateful_step_count=STEPS))
        if reached():
            break
    assert reached(), f"no chain reached a match: {sorted(set(world.answered))}"
