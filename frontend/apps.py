"""The frontend app."""

from django.apps import AppConfig


class FrontendConfig(AppConfig):
    """Configuration of the frontend app."""

    name = "frontend"
