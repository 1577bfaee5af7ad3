"""Persistent models of the games app (rooms, matches and the event log come with the API)."""
