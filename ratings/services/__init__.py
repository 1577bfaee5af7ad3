"""The ratings services: results, rating, recomputing, computer levels, standings and stats."""
