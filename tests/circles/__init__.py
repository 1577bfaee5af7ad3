"""Tests of the circles app: its API on a real database, its services, its races and its admin."""
