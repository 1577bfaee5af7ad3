"""The player's admin page as moderators see it: conduct, matches, reports, chat and earlier moderation."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from accounts.admin import TricktableUserAdmin
from accounts.models import User
from community.admin.forms import BanForm, MuteForm, RenameForm, UnbanForm
from community.admin.moderating import ModeratedAdmin
from community.models import ModerationAction, Report
from community.services.conduct import conduct_of, seated_matches

SHOWN = 50
"""The most matches, reports or messages of a player listed on their page (newest first)."""


class PlayerAdmin(ModeratedAdmin, TricktableUserAdmin):
    """A player, with what moderators need to judge them and the actions they may take."""

    change_form_template = "admin/games/player_change_form.html"
    moderator_forms = {"mute": MuteForm, "rename": RenameForm, "ban": BanForm, "unban": UnbanForm}

    def moderator_tools(self, request: HttpRequest, obj: Any) -> list[tuple[str, str]]:
        """No actions on one's own account, nor (but for superusers) on staff."""
        if obj is None or obj.pk == request.user.pk:
            return []
        if (obj.is_staff or obj.is_superuser) and not request.user.is_superuser:
            return []
        return super().moderator_tools(request, obj)

    def panel(self, request: HttpRequest, obj: User) -> dict[str, Any]:
        """Their conduct, matches, reports for and by them, chat messages and earlier moderation."""
        return {
            "conduct": conduct_of(obj),
            "player_matches": seated_matches(obj)[:SHOWN],
            "reports_received": Report.objects.filter(reported=obj)
            .select_related("reporter")
            .order_by("-created_at")[:SHOWN],
            "reports_made": Report.objects.filter(reporter=obj)
            .select_related("reported")
            .order_by("-created_at")[:SHOWN],
            "chat": obj.chat_messages.select_related("room").order_by("-created_at")[:SHOWN],
            "moderation": ModerationAction.objects.filter(target=obj).select_related("moderator"),
        }


admin.site.unregister(User)
admin.site.register(User, PlayerAdmin)
