"""The community app: chat, reports, moderation and push notices, around the games (which never import it)."""
