"""What duplicate events hear from play: each deal's end; and what play asks them: a table's decks, its deals shown."""

from __future__ import annotations

import logging

from games import events
from games.services.given_decks import provide_decks
from games.services.reveals import guard_deals
from tournaments.services.duplicate import deals_shown_at, record_deal, table_decks

log = logging.getLogger(__name__)


def listen_duplicate() -> None:
    """Record each deal of a duplicate table as it ends; give its match the event's decks; keep unshown deals hidden."""
    events.subscribe(events.DealEnded, on_deal_ended)
    provide_decks(table_decks)
    guard_deals(deals_shown_at)


def on_deal_ended(ended: events.DealEnded) -> None:
    """Record the deal; a failure is logged, never passed to the move's caller (the sweep records it later)."""
    try:
        record_deal(ended)
    except Exception:
        log.exception("deal %s of match %s could not be recorded for its event", ended.number, ended.match)
