"""The ratings API: a circle's standings and a player's own stats."""
