"""Pure pairing of an event's rounds: entrant ids in, tables (ids in side order) and byes out; no Django."""

from tournaments.pairing.tables import Pairing

__all__ = ["Pairing"]
