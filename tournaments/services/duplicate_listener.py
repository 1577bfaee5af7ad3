"""What duplicate events hear from play: each deal's end; and what play asks them: a table's decks, its deals shown."""

from __future__ import annotations

from games import events
from games.services.given_decks import provide_decks
from games.services.reveals import guard_deals
from tournaments.services.duplicate import deals_shown_at, record_deal, table_decks


def listen_duplicate() -> None:
    """Record each deal of a duplicate table as it ends; give its match the event's decks; keep unshown deals hidden."""
    events.subscribe(events.DealEnded, record_deal)
    provide_decks(table_decks)
    guard_deals(deals_shown_at)
