"""Computer players shared by every game; each game lists its own levels in `Game.bots`."""
