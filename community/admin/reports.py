"""Admin pages for players' reports (a moderator resolves them) and the audit log (read-only for everyone)."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import Q, QuerySet
from django.http import HttpRequest

from accounts.models import User
from community.admin.forms import ResolveReportForm
from community.admin.moderating import ModeratedAdmin
from community.admin.plain import WhenColumn, plain
from community.models import ModerationAction, Report


def moderators() -> QuerySet[User]:
    """Staff who may moderate now (by group, by their own permission, or as superusers) and all who ever did, by name.

    The permission is named by its codename only: ModerationAction's `moderate` is the only one of that name.
    """
    may = Q(is_superuser=True) | Q(groups__permissions__codename="moderate") | Q(user_permissions__codename="moderate")
    acted = Q(pk__in=ModerationAction.objects.values("moderator"))
    return User.objects.filter((Q(is_staff=True) & may) | acted).distinct().order_by("display_name", "username")


class ModeratorFilter(admin.SimpleListFilter):
    """The audit log by moderator: only moderators are offered, never the players."""

    title = "moderator"
    parameter_name = "moderator"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        """Each moderator by name."""
        return [(str(user.pk), str(user)) for user in moderators()]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        """The entries of the chosen moderator (an address naming no one lists nothing)."""
        value = self.value()
        if value is None:
            return queryset
        return queryset.filter(moderator_id=int(value)) if value.isdigit() else queryset.none()


@admin.register(Report)
class ReportAdmin(WhenColumn, ModeratedAdmin):
    """Reports, open ones first to hand; each resolved with a reason."""

    # What matters first, as a phone shows only the first columns without scrolling.
    list_display = ("reason", "reported", "reporter", "status", "when", "resolved_by")
    list_display_links = ("reason",)
    exclude = ("snapshot",)
    readonly_fields = ("what_was_reported",)
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

    @admin.display(description="What was reported, as it was then")
    def what_was_reported(self, report: Report) -> str:
        """The snapshot in words: the name, the message's text, the match and its move."""
        return plain(report.snapshot)

    def panel(self, request: HttpRequest, obj: Report) -> dict[str, Any]:
        """What moderators did about the report."""
        return {"moderation": obj.actions.select_related("moderator", "target")}


@admin.register(ModerationAction)
class ModerationActionAdmin(WhenColumn, admin.ModelAdmin):  # type: ignore[type-arg]
    """The audit log: who did what, to whom, when and why. Nobody adds, changes or deletes an entry here."""

    list_display = ("kind", "target", "moderator", "when", "reason", "room", "match")
    list_display_links = ("kind",)
    list_filter = ("kind", ModeratorFilter)
    exclude = ("details",)
    readonly_fields = ("what_changed",)
    search_fields = ("moderator__username", "target__username", "target__display_name", "reason", "=room__code")
    list_select_related = ("moderator", "target", "room", "match")
    date_hierarchy = "created_at"

    @admin.display(description="What changed")
    def what_changed(self, entry: ModerationAction) -> str:
        """The entry's details in words: the old and new name, until when, the message's text."""
        return plain(entry.details)

    def has_add_permission(self, request: HttpRequest) -> bool:
        """Entries are written by the moderator actions only."""
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """The log is append-only, for superusers too."""
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """The log is append-only, for superusers too."""
        return False
