"""Persistent models of the tournaments app: an event, its entries, its rounds, their tables and results."""

from tournaments.models.entries import Entry
from tournaments.models.events import DuplicateScoring, Format, Stage, TableFill, Tournament
from tournaments.models.rounds import DealResult, Outcome, Round, Table, TableSeat

__all__ = [
    "DealResult",
    "DuplicateScoring",
    "Entry",
    "Format",
    "Outcome",
    "Round",
    "Stage",
    "Table",
    "TableFill",
    "TableSeat",
    "Tournament",
]
