"""The table chat's quick phrases: ids only; the app says each in the reader's language."""

from __future__ import annotations

CHAT_PHRASES = (
    "hello",
    "good_luck",
    "well_played",
    "good_game",
    "thanks",
    "sorry",
    "oops",
    "hurry_please",
    "one_more_game",
    "bye",
)
"""Every quick phrase a player may send, by id, in the order the app offers them."""
