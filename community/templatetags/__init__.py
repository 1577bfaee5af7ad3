"""Template filters of the moderation panel."""
