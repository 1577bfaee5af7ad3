"""Tests of the tournaments app: pairings, standings, services, API and whole events."""
