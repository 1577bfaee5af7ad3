"""Duplicate events: tables that play the event's decks in order, their deals compared (being built)."""

from __future__ import annotations

from tournaments.models import Round


def open_tables(round_: Round) -> None:
    """Seat the entrants at tables whose rooms deal the event's decks; called when a duplicate event starts."""
    raise NotImplementedError("duplicate tables are being built")
