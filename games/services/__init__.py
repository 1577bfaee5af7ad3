"""The service layer: every change to rooms and matches, each owning its transaction and locks."""
