"""recompute_ratings and rate_computer_levels."""
