"""The commands: stuck_matches."""
