"""What a turn's notification says the player is asked for, in each language."""

from __future__ import annotations

import pytest

from community.notices import LANGUAGES, Ask, Kind, asked, text


@pytest.mark.parametrize(
    ("types", "leading", "expected"),
    [
        ({"bid", "pass"}, True, Ask.BID),
        ({"declare_trump"}, True, Ask.TRUMP),
        ({"name_trump"}, False, Ask.TRUMP),
        ({"beg", "stand"}, True, Ask.DECIDE),
        ({"play"}, True, Ask.LEAD),
        ({"play"}, False, Ask.PLAY),
        ({"play", "reveal_trump"}, False, Ask.PLAY),
    ],
)
def test_a_turn_is_named_by_what_its_legal_actions_ask(types, leading, expected):
    assert asked(types, leading=leading) == expected


def test_every_ask_reads_in_every_language():
    titles = {
        language: {text(language, Kind.YOUR_TURN, ask=ask, game="G", room="R")[0] for ask in Ask}
        for language in LANGUAGES
    }
    for language, seen in titles.items():
        assert len(seen) == len(Ask), f"{language}: two asks read alike"
    assert text("en", Kind.YOUR_TURN, ask=Ask.LEAD, game="Doublehand", room="ABC234")[0] == "Your turn: your lead"
    assert text("nl", Kind.YOUR_TURN, ask=Ask.LEAD, game="Doublehand", room="ABC234")[0] == "Jouw beurt: jij komt uit"
