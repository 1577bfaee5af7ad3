"""The community's services: chat, reports, moderation, conduct and push, each owning its transactions."""
