"""Admin pages for players' reports (a moderator resolves them) and the audit log (read-only for everyone)."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from community.admin.forms import ResolveReportForm
from community.admin.moderating import ModeratedAdmin
from community.models import ModerationAction, Report


@admin.register(Report)
class ReportAdmin(ModeratedAdmin):
    """Reports, open ones first to hand; each resolved with a reason."""

    list_display = ("created_at", "reason", "reported", "reporter", "status", "resolved_by", "resolved_at")
    list_filter = ("status", "reason")
    search_fields = ("reported__username", "reported__display_name", "reporter__username", "reporter__display_name")
    list_select_related = ("reported", "reporter", "resolved_by")
    raw_id_fields = ("reporter", "reported", "room", "match", "message", "resolved_by")
    moderator_forms = {"resolve": ResolveReportForm}

    def has_add_permission(self, request: HttpRequest) -> bool:
        """Players make reports, from the table."""
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """A report is resolved through its moderator action, never edited."""
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """Reports stay, with the audit entries that point at them."""
        return False

    def panel(self, request: HttpRequest, obj: Report) -> dict[str, Any]:
        """What moderators did about the report."""
        return {"moderation": obj.actions.select_related("moderator", "target")}


@admin.register(ModerationAction)
class ModerationActionAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    """The audit log: who did what, to whom, when and why. Nobody adds, changes or deletes an entry here."""

    list_display = ("created_at", "moderator", "kind", "target", "room", "match", "reason")
    list_filter = ("kind", "moderator")
    search_fields = ("moderator__username", "target__username", "target__display_name", "reason", "=room__code")
    list_select_related = ("moderator", "target", "room", "match")
    date_hierarchy = "created_at"

    def has_add_permission(self, request: HttpRequest) -> bool:
        """Entries are written by the moderator actions only."""
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """The log is append-only, for superusers too."""
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """The log is append-only, for superusers too."""
        return False
