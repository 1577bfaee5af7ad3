"""Ratings sit above circles and games: nothing below imports them, and they make no circle of imports."""

from __future__ import annotations

from tests.test_dependencies import APPS, NOT_CHECKED_FOR_CIRCLES, circles, import_graph, imports_of


def test_nothing_below_imports_ratings():
    # Play announces a match's end (`games.events.MatchEnded`); ratings listen, and are never called.
    for app in ("config", "accounts", "games", "community", "circles", "sharing", "frontend"):
        assert imports_of(app, forbidden=("ratings",)) == {}, app


def test_ratings_import_only_what_lies_below():
    assert imports_of("ratings", forbidden=("frontend", "sharing")) == {}
    graph = import_graph(["ratings"])
    assert "ratings.services.results" in graph["ratings.services.rating"]  # the check reads ratings' imports


def test_no_modules_import_one_another_in_a_circle_with_ratings():
    assert circles(import_graph(APPS, skip=NOT_CHECKED_FOR_CIRCLES)) == []
