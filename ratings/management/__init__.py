"""The ratings app's management commands."""
