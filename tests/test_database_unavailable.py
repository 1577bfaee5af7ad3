"""A database that cannot be reached is a 503 `database_unavailable` with Retry-After, never a 500 traceback."""

from __future__ import annotations

import pytest
from django.db import InterfaceError, OperationalError
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db

UNKNOWN_MATCH = "/api/matches/c0uQDwVwk42nXTO4"


def client_of(token: str) -> APIClient:
    """A client that gets the server's error answer instead of the exception (as a real client would)."""
    client = APIClient(raise_request_exception=False)
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    return client


def refuse(*args: object, **kwargs: object) -> None:
    raise OperationalError("connection to server at 127.0.0.1, port 5432 failed: Connection refused")


def assert_retry_soon(response) -> None:
    assert response.status_code == 503
    body = response.json()
    assert body["code"] == "database_unavailable"
    assert body["message"]
    assert int(response["Retry-After"]) > 0


def test_a_read_while_the_database_is_away_is_told_to_retry(alice, monkeypatch):
    # Given PostgreSQL restarting under a view's query
    monkeypatch.setattr("games.services.matches.find_match", refuse)
    # When Alice reads a match, then she is told to try again shortly
    assert_retry_soon(client_of(alice.token).get(UNKNOWN_MATCH))


def test_a_move_whose_transaction_cannot_begin_is_told_to_retry(alice, monkeypatch):
    # The move's transaction opens before DRF's handler is in charge: Django's own error page answers it.
    monkeypatch.setattr("games.services.matches.move_transaction", refuse)
    move = {"action": {"type": "pass"}, "expected_seq": 1}
    assert_retry_soon(client_of(alice.token).post(f"{UNKNOWN_MATCH}/actions", move, format="json"))


def test_a_closed_connection_is_a_503_too(alice, monkeypatch):
    def closed(*args: object, **kwargs: object) -> None:
        raise InterfaceError("connection already closed")

    monkeypatch.setattr("games.services.matches.find_match", closed)
    assert_retry_soon(client_of(alice.token).get(UNKNOWN_MATCH))


def test_any_other_server_error_stays_a_500(alice, monkeypatch):
    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr("games.services.matches.find_match", broken)
    response = client_of(alice.token).get(UNKNOWN_MATCH)
    assert response.status_code == 500
    assert response.json()["code"] == "server_error"
    assert "Retry-After" not in response
