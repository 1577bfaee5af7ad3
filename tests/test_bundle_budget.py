"""The first screen's JavaScript as a phone on mobile data receives it: within its budget, and nothing it does not need.

The first screen (Welcome for a new visitor, Home for one who returns) needs the entry's script, every chunk that it
imports statically, and the words of the player's language, which the entry fetches before it draws anything. All
else (the other screens, each game's module, each game's words, the other languages) is imported dynamically: fetched
when first needed. A game's table takes its module and its words and rules in the player's language, a file per
language, so that a player of one game in one language fetches no other language's words of it either. The build's
manifest (Vite's `build.manifest`) says which chunk imports which, and how.

The budget is counted in brotli, as the web process sends the scripts to every browser that takes it (all current
ones do), compressed as the release step's collectstatic compresses them (docs/performance.md).
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from django.conf import settings
from whitenoise.compress import Compressor

BUILD = Path(settings.APP_BUILD_DIR)
MANIFEST = BUILD / ".vite" / "manifest.json"
SOURCES = Path(settings.BASE_DIR) / "frontend" / "app" / "src"
# A build from before the manifest fails in CI (which always builds first) and is skipped elsewhere.
pytestmark = pytest.mark.skipif(
    not MANIFEST.exists() and not os.environ.get("TRICKTABLE_CI"),
    reason="the app is not built, or built without its manifest (make frontend)",
)

# 60 kB as Lighthouse counts them (1,000 bytes each).
BUDGET = 60_000
ENTRY = "index.html"
LANGUAGES = ("en", "hi", "nl")
# Each game's module, as the registry imports it (src/games/index.ts).
GAME_MODULES = {
    "doublehand": "src/games/doublehand/index.ts",
    "allfours": "src/games/allfours/index.ts",
    "ganjifa": "src/games/ganjifa/index.ts",
    "texas42": "src/games/texas42/index.tsx",
}

Manifest = dict[str, dict[str, object]]


def read_manifest() -> Manifest:
    manifest: Manifest = json.loads(MANIFEST.read_text())
    return manifest


def static_closure(manifest: Manifest, key: str) -> list[str]:
    """The files of a chunk and of every chunk it imports statically, each once; dynamic imports are not followed."""
    files: list[str] = []
    seen: set[str] = set()

    def visit(name: str) -> None:
        if name in seen:
            return
        seen.add(name)
        chunk = manifest[name]
        files.append(str(chunk["file"]))
        for imported in chunk.get("imports", []):  # type: ignore[attr-defined]
            visit(imported)

    visit(key)
    return files


def first_screen(manifest: Manifest, language: str) -> list[str]:
    """The scripts a player whose language is `language` fetches before the first screen is drawn."""
    files = static_closure(manifest, ENTRY)
    words = static_closure(manifest, f"src/i18n/{language}.ts")
    return files + [file for file in words if file not in files]


def stylesheets(manifest: Manifest, files: list[str]) -> list[str]:
    """The stylesheets that come with the given chunks (Vite lists each chunk's own under `css`), each once."""
    by_file = {str(chunk["file"]): chunk for chunk in manifest.values()}
    found: list[str] = []
    for file in files:
        for sheet in by_file[file].get("css", []):  # type: ignore[attr-defined]
            if sheet not in found:
                found.append(sheet)
    return found


def game_words(game: str, language: str) -> str:
    """The source of a game's words and rules in one language."""
    return f"src/games/{game}/words/{language}.ts"


def game_table(manifest: Manifest, game: str, language: str) -> list[str]:
    """The scripts a player whose language is `language` fetches for a game's table: its module and its words."""
    files = static_closure(manifest, GAME_MODULES[game])
    words = static_closure(manifest, game_words(game, language))
    return files + [file for file in words if file not in files]


def shipped_text(files: list[str]) -> str:
    return "".join((BUILD / file).read_text(encoding="utf-8") for file in files)


def brotli_size(file: str) -> int:
    return len(Compressor.compress_brotli((BUILD / file).read_bytes()))


def dynamic_file(manifest: Manifest, source: str) -> str:
    """The chunk of a module the app imports dynamically; fails if it is not one (the check would prove nothing)."""
    chunk = manifest[source]
    assert chunk.get("isDynamicEntry"), f"{source} is not imported dynamically"
    return str(chunk["file"])


def text_between_quotes(source: Path, key: str) -> str:
    """The text of a key in a dictionary of words (`"key": "text"`), read from the app's source."""
    found = re.search(rf'"{re.escape(key)}":\s*"((?:[^"\\]|\\.)*)"', source.read_text(encoding="utf-8"))
    assert found, f"{key} not in {source}"
    return found.group(1)


class TestTheWalk:
    """The walk through the manifest, on a made-up one."""

    MADE_UP: Manifest = {
        "index.html": {"file": "assets/index.js", "imports": ["_shared.js"], "dynamicImports": ["src/Table.tsx"]},
        "_shared.js": {"file": "assets/shared.js", "imports": ["index.html"]},
        "src/Table.tsx": {"file": "assets/Table.js", "imports": ["_shared.js"], "isDynamicEntry": True},
        "src/i18n/hi.ts": {"file": "assets/hi.js", "isDynamicEntry": True},
    }

    def test_it_follows_static_imports_once_each_and_not_dynamic_ones(self):
        assert static_closure(self.MADE_UP, "index.html") == ["assets/index.js", "assets/shared.js"]

    def test_the_first_screen_adds_the_players_language(self):
        assert first_screen(self.MADE_UP, "hi") == ["assets/index.js", "assets/shared.js", "assets/hi.js"]

    def test_a_games_table_adds_its_words_in_the_players_language_and_what_they_import(self):
        made_up: Manifest = {
            **self.MADE_UP,
            "src/games/ganjifa/index.ts": {"file": "assets/ganjifa.js", "imports": ["index.html"]},
            "src/games/ganjifa/words/hi.ts": {"file": "assets/ganjifa-hi.js", "imports": ["_shared.js"]},
        }
        assert game_table(made_up, "ganjifa", "hi") == [
            "assets/ganjifa.js",
            "assets/index.js",
            "assets/shared.js",
            "assets/ganjifa-hi.js",
        ]


def test_the_first_screens_javascript_is_within_its_budget_in_brotli_in_every_language():
    manifest = read_manifest()
    for language in LANGUAGES:
        sizes = {file: brotli_size(file) for file in first_screen(manifest, language)}
        assert sum(sizes.values()) <= BUDGET, f"{language}: {sum(sizes.values())} bytes > {BUDGET}: {sizes}"
        # Counted at all: the entry and the words, each compressed to something.
        assert len(sizes) >= 2 and all(size > 100 for size in sizes.values()), sizes


def test_the_first_screen_fetches_no_other_screen_no_game_and_no_other_language():
    manifest = read_manifest()
    not_first = [
        *GAME_MODULES.values(),
        *(game_words(game, language) for game in GAME_MODULES for language in LANGUAGES),
        *(
            f"src/screens/{screen}.tsx"
            for screen in (
                "Table",
                "Replay",
                "Create",
                "History",
                "Rules",
                "Settings",
                "Circles",
                "Circle",
                "CircleJoin",
                "Shared",
                "MeStats",
                "Tournament",
                "TournamentCreate",
                "tournament/YourEvents",
            )
        ),
    ]
    for language in LANGUAGES:
        first = first_screen(manifest, language)
        others = [f"src/i18n/{other}.ts" for other in LANGUAGES if other != language]
        for source in [*not_first, *others]:
            assert dynamic_file(manifest, source) not in first, f"{language}: {source} is on the first screen"


def test_the_first_screens_stylesheet_leaves_out_the_table_the_lobby_the_replay_and_each_game():
    manifest = read_manifest()
    first = stylesheets(manifest, first_screen(manifest, "en"))
    assert first, "the first screen has no stylesheet: the check would prove nothing"
    screens = ["src/screens/Table.tsx", "src/screens/Lobby.tsx", "src/screens/Replay.tsx"]
    for source in screens:
        assert manifest[source].get("css"), f"{source} brings no stylesheet of its own"
    # Not every game has a stylesheet (Doublehand draws with the shared one); those that do bring it themselves.
    for source in [*screens, *GAME_MODULES.values()]:
        own: list[str] = manifest[source].get("css", [])  # type: ignore[assignment]
        assert not set(own) & set(first), f"{source}'s stylesheet is on the first screen"


def test_no_dutch_words_and_no_ganjifa_words_reach_a_hindi_players_first_screen():
    # Read from the sources, so that the check follows the words wherever they are.
    dutch = text_between_quotes(SOURCES / "i18n" / "nl.ts", "welcome.title")
    ganjifa = text_between_quotes(SOURCES / "games" / "ganjifa" / "words" / "hi.ts", "ganjifa.tour.seats")
    hindi = text_between_quotes(SOURCES / "i18n" / "hi.ts", "welcome.title")
    shipped = shipped_text(first_screen(read_manifest(), "hi"))
    assert hindi in shipped
    assert dutch not in shipped
    assert ganjifa not in shipped


def test_a_games_module_holds_none_of_its_words_which_come_a_file_per_language():
    manifest = read_manifest()
    for game, module in GAME_MODULES.items():
        with_module = static_closure(manifest, module)
        for language in LANGUAGES:
            words = dynamic_file(manifest, game_words(game, language))
            assert words not in with_module, f"{game}: its {language} words come with its module"


def test_a_games_table_in_one_language_brings_no_other_languages_words_of_the_game():
    # A sentence of each game's own words (not its name or blurb, which every language's lists show), read from the
    # sources in every language, then looked for in what a player of each language fetches for the game's table.
    manifest = read_manifest()
    for game in GAME_MODULES:
        key = f"{game}.tour.hand"
        texts = {
            language: text_between_quotes(SOURCES / game_words(game, language).removeprefix("src/"), key)
            for language in LANGUAGES
        }
        assert len(set(texts.values())) == len(LANGUAGES), f"{key} is alike in two languages: it proves nothing"
        for language in LANGUAGES:
            shipped = shipped_text(game_table(manifest, game, language))
            assert texts[language] in shipped, f"{game} in {language}: its own words are missing"
            for other in LANGUAGES:
                if other != language:
                    assert texts[other] not in shipped, f"{game} in {language}: its {other} words come too"
