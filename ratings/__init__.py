"""Ratings: results read from finished matches, OpenSkill ratings per circle and game, standings and stats."""
