"""The page behind a share link: the tags chat apps preview, nothing hidden in them, and the way on to the app."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from django.test import Client
from django.urls import resolve

from games.engine import GAMES
from games.models import Match
from games.names import game_name
from games.services.matches import load_state
from tests.api.helpers import started_match
from tests.kits import HIDDEN
from tests.sharing.helpers import play_a_little, play_to_the_end, share
from tests.test_admin_pages import inline_code

pytestmark = pytest.mark.django_db

EVERY_GAME = sorted(GAMES)


class Head(HTMLParser):
    """The page's title and its meta tags, by name or property."""

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.meta: dict[str, str] = {}
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Note a meta tag's content, and the start of the title."""
        named = dict(attrs)
        if tag == "meta":
            key = named.get("property") or named.get("name") or named.get("http-equiv")
            if key:
                self.meta[key] = named.get("content") or ""
        self._in_title = tag == "title"

    def handle_endtag(self, tag: str) -> None:
        """The title ends."""
        self._in_title = False

    def handle_data(self, data: str) -> None:
        """Keep the title's text."""
        if self._in_title:
            self.title += data


def page(token: str) -> tuple[int, str, Head]:
    """The share page as a chat app's crawler reads it: no account, no cookies."""
    response = Client().get(f"/s/{token}")
    html = response.content.decode()
    head = Head()
    head.feed(html)
    return response.status_code, html, head


def pieces_in(html: str, game: str) -> list[str]:
    """Every piece of the game's deck named anywhere in the page, as a word of its own."""
    deck = GAMES[game]._deck_set
    return sorted(piece for piece in deck if re.search(rf"(?<![\w:-]){re.escape(piece)}(?![\w:-])", html))


def test_a_finished_matchs_page_has_the_preview_tags_and_sends_the_browser_to_the_app(alice, bob):
    match_id = started_match(alice, bob, game="allfours", options={"target": 1}, bot_level="random")
    final = play_to_the_end(match_id, {0: alice, 1: bob})
    token = share(alice, match_id)["token"]
    status, html, head = page(token)
    assert status == 200
    assert head.title.startswith("All Fours: Alice, Bob, Computer, Computer")
    assert head.meta["og:title"] == "All Fours: Alice, Bob, Computer, Computer"
    description = head.meta["og:description"]
    assert description.startswith("All Fours with Alice, Bob, Computer and Computer. Final score: ")
    # All Fours' teams are seats 0 and 2, 1 and 3.
    scores = final["scores"]
    assert f"Final score: Alice & Computer {scores[0]}, Bob & Computer {scores[1]}." in description
    assert "Won by" in description
    assert head.meta["og:url"] == f"http://testserver/s/{token}"
    assert head.meta["refresh"] == f"0; url=/shared/{token}"
    assert head.meta["robots"] == "noindex"
    assert f'href="/shared/{token}"' in html
    # Nothing the Content Security Policy would block, and no piece of the game at all.
    assert inline_code(html) == []
    assert pieces_in(html, "allfours") == []


@pytest.mark.parametrize("game", EVERY_GAME)
def test_a_live_matchs_page_names_no_piece(game, alice):
    options = {"target": 30} if game == "pebbles" else {}
    match_id = started_match(alice, game=game, allow_spectators=True, bot_level="random", options=options)
    play_a_little(match_id, {0: alice}, 3)
    token = share(alice, match_id)["token"]
    status, html, head = page(token)
    assert status == 200
    assert head.meta["og:title"].startswith(f"{game_name(game)}: Alice")
    assert "Being played now" in head.meta["og:description"]
    hidden = HIDDEN[game](load_state(Match.objects.get(public_id=match_id)), None)
    assert hidden  # there is something to hide mid-deal
    assert [piece for piece in pieces_in(html, game) if piece in hidden] == []
    assert pieces_in(html, game) == []


def test_a_live_match_that_spectators_may_not_watch_shows_no_score(alice):
    match_id = started_match(alice, game="allfours", bot_level="random")
    token = share(alice, match_id)["token"]
    _, _, head = page(token)
    assert head.meta["og:description"].endswith("Being played now: it can be watched once it is over.")
    assert "Score" not in head.meta["og:description"]


def test_the_page_of_a_match_a_moderator_stopped_says_so(alice):
    match_id = started_match(alice, game="allfours", bot_level="random")
    token = share(alice, match_id)["token"]
    Match.objects.filter(public_id=match_id).update(status="finished", aborted=True, winner=None)
    _, _, head = page(token)
    assert "Stopped by a moderator." in head.meta["og:description"]


def test_a_revoked_or_unknown_links_page_says_so_and_shows_nothing_of_the_match(alice):
    match_id = started_match(alice, game="allfours", bot_level="random")
    token = share(alice, match_id)["token"]
    assert alice.client.delete(f"/api/shares/{token}").status_code == 204
    status, html, head = page(token)
    assert status == 410
    assert "revoked" in html
    assert "Alice" not in html and "og:title" not in head.meta and "refresh" not in head.meta
    status, html, head = page("A" * 36)
    assert status == 404
    assert "og:title" not in head.meta
    assert page("not-a-token")[0] == 404


def test_the_page_is_never_cached(alice):
    token = share(alice, started_match(alice))["token"]
    response = Client().get(f"/s/{token}")
    assert "no-store" in response["Cache-Control"]


def test_the_share_page_and_the_apps_shared_route_go_where_they_should(alice):
    token = share(alice, started_match(alice))["token"]
    # /s/TOKEN is the preview page, ahead of the app's catch-all; /shared/TOKEN is the app's own page.
    assert resolve(f"/s/{token}").url_name == "share-page"
    assert resolve(f"/shared/{token}").url_name == "app-route"
    assert Client().get(f"/shared/{token}").status_code in (200, 503)  # 503: the app is not built here
