"""The community's API views: table chat, mutes, reports, push subscriptions and settings."""
