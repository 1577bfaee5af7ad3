"""Tournaments and duplicate events of a circle: entries, rounds, pairings, their matches and the standings."""
