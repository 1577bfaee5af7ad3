"""Shared matches: links that open a match's replay without an account, and the players' consent to show hands."""
