"""Schemathesis against the served schema: each operation, then chains along its links, answer as the schema says."""

# As the schema says: no 5xx; the status, content type, headers and body it documents; a request it allows is taken
# (2xx, 3xx, 401, 403, 404 or 409) and one it does not allow is refused (4xx), unless the server refuses it for a
# reason no schema states (the tables below: a new one found there is fixed on one side or the other, or listed
# with its reason). Each operation gets Schemathesis's coverage cases (each value at
# and past its bounds, each parameter left out or of another type, unlisted methods and content types) and random
# ones; paths name Alice's real room and match some of the time. The API's rate limits are raised for the run, so
# that the answers are the operations' own: no more than 5% may be 429s. SCHEMATHESIS_EXAMPLES,
# SCHEMATHESIS_SCENARIOS and SCHEMATHESIS_STEPS ask for a deeper run.

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st
from rest_framework.settings import api_settings
from schemathesis.checks import not_a_server_error
from schemathesis.core.failures import Failure, FailureGroup
from schemathesis.core.parameters import ParameterLocation
from schemathesis.generation import GenerationMode
from schemathesis.generation.drivers import CoverageGenerator
from schemathesis.generation.feedback import FeedbackSources
from schemathesis.generation.overrides import Override
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    missing_required_header,
    negative_data_rejection,
    positive_data_acceptance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
    unsupported_method,
)

from accounts import tokens
from accounts.models import User
from config.api.throttling import ScopedThrottle
from config.wsgi import application
from games.services.matches import run_computer_turns
from tests.api.helpers import create_room, started_match
from tests.conftest import Player
from tests.profiles import examples
from tests.schema_check import committed_document

# Random requests an operation, after its coverage cases: a hundred took 150 s of CI (most of a core for its
# SQLite pass), and the coverage cases are what find the bounds. Ask for more with SCHEMATHESIS_EXAMPLES.
EXAMPLES = int(os.environ.get("SCHEMATHESIS_EXAMPLES", examples(50)))
STEPS = int(os.environ.get("SCHEMATHESIS_STEPS", "12"))
# Not scaled down by the quick profile: with a fifth of the scenarios, four rounds sometimes end before any chain
# walks from a started room into its match (a full run failed so).
SCENARIOS = int(os.environ.get("SCHEMATHESIS_SCENARIOS", "20"))
# Rounds end at the first that reaches a match, so more cost time only when one does not: in full runs four rounds
# of twenty scenarios all missed twice in five runs (never in runs of this file alone).
ROUNDS = 10
MOST_THROTTLED = 0.05
"""The share of an operation's answers that may be 429s: with the limits raised, the rest must be its own answers."""
RAISED_RATE = "1000000/minute"
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]
REFUSED_FOR_MEANING = {
    # What a display name shows: no control characters, something visible, its length as it shows (in graphemes),
    # no look-alike of a tablemate's.
    "POST /api/guests": {"name_unprintable", "name_invisible", "name_length"},
    "PATCH /api/me": {"name_unprintable", "name_invisible", "name_length", "name_looks_like_another"},
    # The game's own rules: which actions it has, what they carry, whose turn it is.
    "POST /api/matches/{match_id}/actions": {"malformed", "illegal_action"},
    # ... and a choice made ahead is an action of the game, with what the player holds.
    "PUT /api/matches/{match_id}/ahead": {"malformed", "illegal_action", "unknown_fields", "not_in_hand"},
    # The password's strength, and whether the account already has one.
    # Django's username rules (letters of any script), and none starting "guest-".
    "POST /api/me/credentials": {"weak_password", "current_password_required", "bad_username"},
    # The games and their computer players' levels are the catalogue's (GET /api/games), which a server extends.
    # ... and a time bank's start and increment are at most its cap.
    "POST /api/rooms": {"unknown_game", "bad_bot_level", "hidden_bot_level", "bad_option", "bad_bank"},
    "POST /api/rooms/{code}/bots": {"bad_bot_level", "hidden_bot_level", "bad_seat"},
    "DELETE /api/rooms/{code}/bots/{seat}": {"bad_seat"},
    "POST /api/rooms/{code}/join": {"bad_seat"},
    "POST /api/rooms/{code}/move": {"bad_seat"},
    # One of text or phrase; text on one line, showing something, past the word filter; a phrase of the list.
    "POST /api/rooms/{code}/chat": {"text_or_phrase", "bad_message", "empty_message", "bad_word", "unknown_phrase"},
    # Oneself.
    "PUT /api/me/mutes/{user_id}": {"cannot_mute_self"},
    # A circle's name follows a display name's rules (something visible, no control characters, its length as it
    # shows); a new match's game, options and seats are the catalogue's and the circle's; a guest's name as above.
    "POST /api/circles": {"bad_circle_name"},
    "PATCH /api/circles/{circle_id}": {"bad_circle_name"},
    "POST /api/circles/{circle_id}/matches": {"unknown_game", "bad_option", "bad_turn_seconds", "bad_seats"},
    "POST /api/circles/{circle_id}/reports": {"bad_note"},
    "POST /api/circle-invitations/{code}/join": {"name_unprintable", "name_invisible", "name_length"},
    # An event's name as a circle's; its game, options, turn time and level as a room's; partnerships at games with
    # teams; a Swiss event's rounds; a duplicate event's decks.
    "POST /api/circles/{circle_id}/tournaments": {
        "bad_tournament_name",
        "unknown_game",
        "bad_option",
        "bad_turn_seconds",
        "bad_bot_level",
        "bad_format",
        "bad_rounds",
        "bad_decks",
    },
    "PATCH /api/tournaments/{tournament_id}": {
        "bad_tournament_name",
        "unknown_game",
        "bad_option",
        "bad_turn_seconds",
        "bad_bot_level",
        "bad_format",
        "bad_rounds",
        "bad_decks",
    },
    # A partnership event's entry names a partner, who is a member; others' entries name no partner.
    "POST /api/tournaments/{tournament_id}/entries": {"bad_partner", "partner_needed", "not_a_member"},
    # A holiday's days against those left this year; its start against the time now.
    "POST /api/me/holidays": {"too_many_days", "start_in_past", "start_too_far"},
}
"""Per operation, the codes of the 400s the server gives a request the schema allows, for what no schema says.

A push subscription's keys and time zone and the notification settings' time zone are checked too (a 400 `invalid`
naming the field): see FIELDS_FOR_MEANING.
"""
FIELDS_FOR_MEANING = {
    # A display name with a NUL in it (DRF refuses those before the name's own rules see it).
    "POST /api/guests": {"display_name"},
    "PATCH /api/me": {"display_name"},
    # Keys that decode to the right number of bytes, an endpoint at a known push service, an IANA time zone.
    "POST /api/me/push-subscriptions": {"keys", "endpoint", "time_zone", "language"},
    "PUT /api/me/notification-settings": {"time_zone", "quiet_start", "quiet_end"},
}
"""Per operation, the fields whose 400 `invalid` says what no schema says (only those fields named)."""
NOT_YET_DESCRIBED = {
    # Chat message ids, in `after` and `message`, and a report's reason are described once the ids they sit beside
    # are opaque strings: until then a negative one is a 400 the schema does not foresee.
    "GET /api/rooms/{code}/chat": {"bad_after"},
    "PUT /api/me/mutes/{user_id}": {"bad_message_id"},
    "POST /api/reports": {"bad_reason"},
}
"""Per operation, refusals the schema could state but does not yet."""
# Reproducible in CI: the same examples every run, no example database, no time limit per example on a slow runner.
REPRODUCIBLE = settings(derandomize=True, database=None, deadline=None, suppress_health_check=list(HealthCheck))
MATCH_ROUTES = "/api/matches/{match_id}"
STREAM = "/api/matches/{match_id}/stream"
PLAYED_AFTER = {"POST /api/rooms/{code}/start", "POST /api/matches/{match_id}/actions", "POST /api/rooms/{code}/watch"}

pytestmark = pytest.mark.django_db


@dataclass
class World:
    """Alice, her waiting room and her started match, which the generated requests use some of the time."""

    alice: User
    room_code: str
    match_id: str
    answered: list[tuple[str, int, str | None]] = field(default_factory=list)
    real: bool = True
    """Whether the next case's path names the real room and match (else its own random ones)."""

    def headers(self) -> dict[str, str]:
        # A fresh token each time: a generated logout (everywhere, even) must not lock the rest of the run out.
        return {"Authorization": f"Token {tokens.issue(self.alice)}"}

    def aim(self, case: Any) -> None:
        """Make the case's path name Alice's room and match, if it names one and `real` says so."""
        for name, value in (("code", self.room_code), ("match_id", self.match_id)):
            if self.real and name in (case.path_parameters or {}):
                case.path_parameters[name] = value


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
def raised_rate_limits(settings: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every rate limit of the API raised far past what a run sends: each scope's rate, wrong codes, failed logins."""
    rates = dict.fromkeys(settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"], RAISED_RATE)
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "DEFAULT_THROTTLE_RATES": rates}
    # DRF's throttles copy the rates when their module is imported: they read the overridden setting again.
    monkeypatch.setattr(ScopedThrottle, "THROTTLE_RATES", api_settings.DEFAULT_THROTTLE_RATES)
    # Random room codes count as wrong guesses, random passwords as failed logins (per address, whatever the name).
    settings.WRONG_CODE_LIMIT = settings.WRONG_CODE_ADDRESS_LIMIT = 10**9
    settings.AXES_FAILURE_LIMIT = settings.LOGIN_ADDRESS_FAILURE_LIMIT = 10**9


@pytest.fixture
def world(alice: Player, raised_rate_limits: None) -> World:
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
    paths = committed_document()["paths"]
    # The stream is answered by the ASGI process only (the WSGI app's 503); tests/test_match_streams.py tries it.
    return [(method, path) for path, methods in paths.items() for method in methods if path != STREAM]


def schema_valid_data_accepted(ctx: Any, response: Any, case: Any) -> bool | None:
    """Schemathesis's positive_data_acceptance, but for the refusals listed above."""
    if response.status_code == 400 and refused_for_meaning(case.operation.label, response):
        return None
    return positive_data_acceptance(ctx, response, case)


def refused_for_meaning(operation: str, response: Any) -> bool:
    """Whether a 400 is one the schema does not say: REFUSED_FOR_MEANING, FIELDS_FOR_MEANING or NOT_YET_DESCRIBED."""
    code = error_code(response)
    if code in REFUSED_FOR_MEANING.get(operation, set()) | NOT_YET_DESCRIBED.get(operation, set()):
        return True
    fields = response.json().get("fields") if code == "invalid" else None
    return isinstance(fields, dict) and set(fields) <= FIELDS_FOR_MEANING.get(operation, set())


OPERATION_CHECKS = [
    *CHECKS,
    schema_valid_data_accepted,
    negative_data_rejection,
    missing_required_header,
    unsupported_method,
]


def error_code(response: Any) -> str | None:
    """The `code` of an error's body, if it has one."""
    try:
        body = response.json()
    except ValueError:
        return None
    return body.get("code") if isinstance(body, dict) else None


@dataclass
class Tally:
    """An operation's answers by status, and each distinct way they disagreed with the schema, with an example."""

    statuses: Counter[int] = field(default_factory=Counter)
    failures: dict[tuple[str, int, str | None], str] = field(default_factory=dict)

    def call(self, case: Any, world: World) -> None:
        """Send the case, as Alice, and check the answer."""
        if case.meta is None or not case.meta.is_negative_at(ParameterLocation.PATH):
            world.aim(case)
        with connection_kept_open():
            response = case.call(headers=world.headers())
        self.statuses[response.status_code] += 1
        try:
            case.validate_response(response, checks=OPERATION_CHECKS)
        except (Failure, FailureGroup) as found:
            failures = found.exceptions if isinstance(found, FailureGroup) else (found,)
            for failure in failures:
                key = (failure.title, response.status_code, error_code(response))
                self.failures.setdefault(key, f"{failure}\n{case.as_curl_command()}")

    def report(self) -> str:
        return "\n\n".join(self.failures.values())


def coverage_cases(operation: Any) -> list[Any]:
    """Schemathesis's coverage phase for the operation: all of it under the `ci` profile, some spread over it else."""
    generator = CoverageGenerator(
        operation=operation,
        generation_modes=list(GenerationMode),
        generation_config=operation.schema.config.generation_for(operation=operation, phase="coverage"),
        auth_storage=None,
        override=Override(),
        feedback=FeedbackSources(),
    )
    cases = list(generator)
    wanted = examples(len(cases)) if cases else 0
    return [cases[index * len(cases) // wanted] for index in range(wanted)]


# Schemathesis's own pytest integration (`from_fixture`) sets `Node._nodeid`, which pytest 9.2 no longer has:
# each operation gets the cases of the coverage phase, then a plain Hypothesis test over Schemathesis's strategies.
@pytest.mark.parametrize(("method", "path"), operations(), ids=[f"{m.upper()} {p}" for m, p in operations()])
def test_every_operation_answers_as_the_schema_says(method: str, path: str, api_schema: Any, world: World) -> None:
    operation = api_schema[path][method]
    tally = Tally()
    for case in coverage_cases(operation):
        tally.call(case, world)

    @settings(REPRODUCIBLE, max_examples=EXAMPLES)
    @given(case=st.one_of([operation.as_strategy(mode) for mode in GenerationMode]), data=st.data())
    def probe(case: Any, data: st.DataObject) -> None:
        world.real = data.draw(st.booleans(), label="real room and match")
        tally.call(case, world)

    probe()
    assert not tally.failures, tally.report()
    answers = sum(tally.statuses.values())
    assert tally.statuses[429] <= MOST_THROTTLED * answers, f"{tally.statuses[429]} of {answers} answers were 429"


def test_chains_of_operations_follow_the_links_to_real_matches(api_schema: Any, world: World) -> None:
    # The rooms' and matches' routes only, where the links are: the others have their turn in the test above.
    linked = api_schema.include(path_regex="^/api/(rooms|matches)").exclude(operation_id="matches_stream")

    class Workflow(linked.as_state_machine()):  # type: ignore[misc]
        def before_call(self, case: Any) -> None:
            negative = case.meta is not None and case.meta.is_negative_at(ParameterLocation.BODY)
            if case.operation.label == "POST /api/rooms" and isinstance(case.body, dict) and not negative:
                # A random game name is only ever refused, and a room left with empty seats cannot start; the
                # stateless test already sends those. A body meant to be refused is left so, as the checks expect.
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
            case.validate_response(response, checks=OPERATION_CHECKS, transport_kwargs=kwargs or None)

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
    throttled = sum(status == 429 for _, status, _ in world.answered)
    assert throttled <= MOST_THROTTLED * len(world.answered), f"{throttled} of {len(world.answered)} answers were 429"


def test_the_run_raises_every_rate_limit_through_the_settings(alice: Player, raised_rate_limits: None) -> None:
    assert set(ScopedThrottle.THROTTLE_RATES.values()) == {RAISED_RATE}
    # A burst of new rooms past the production rate (30 an hour) is answered, not throttled
    for _ in range(40):
        assert alice.post("/api/rooms", {"game": "doublehand", "turn_seconds": 3600}).status_code == 201
