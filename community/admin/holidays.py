"""Admin pages for players' holidays: who is away, from when until when, so a moderator can tell a stalled table's why.

Nothing is edited here: a player takes, ends or cancels a holiday in the app, and the clocks follow (see
`games.services.holidays`).
"""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.db.models import Q, QuerySet
from django.http import HttpRequest
from django.utils import timezone

from community.admin.plain import NOTHING, ReadOnlyAdmin, when
from games.models import Holiday


class StateFilter(admin.SimpleListFilter):
    """Holidays planned, running now, or over."""

    title = "state"
    parameter_name = "state"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        """The three states, in the order a holiday goes through them."""
        return [("planned", "planned"), ("running", "running"), ("over", "over")]

    def queryset(self, request: HttpRequest, queryset: QuerySet[Any]) -> QuerySet[Any]:
        """The holidays in the chosen state now."""
        now = timezone.now()
        over = Q(ended_at__isnull=False) | Q(ends_at__lte=now)
        if self.value() == "over":
            return queryset.filter(over)
        if self.value() == "running":
            return queryset.exclude(over).filter(starts_at__lte=now)
        if self.value() == "planned":
            return queryset.exclude(over).filter(starts_at__gt=now)
        return queryset


def holiday_state(holiday: Holiday) -> str:
    """Planned, running or over, now; over early if the player ended or cancelled it."""
    now = timezone.now()
    if holiday.ended_at is not None and holiday.ended_at < holiday.ends_at:
        return "ended early" if holiday.begun_at is not None else "cancelled"
    if holiday.ended_at is not None or holiday.ends_at <= now:
        return "over"
    return "running" if holiday.starts_at <= now else "planned"


@admin.register(Holiday)
class HolidayAdmin(ReadOnlyAdmin):
    """Holidays by player, newest first, read only: deleting one would leave its matches' clocks paused."""

    list_display = ("user", "state", "starts", "ends", "ended")
    list_filter = (StateFilter,)
    search_fields = ("user__display_name", "user__username", "=user__public_id")
    list_select_related = ("user",)
    ordering = ("-starts_at",)
    fields = ("public_id", "user", "state", "starts", "ends", "begun", "ended", "made")
    readonly_fields = fields

    @admin.display(description="State")
    def state(self, holiday: Holiday) -> str:
        """Planned, running, over, ended early or cancelled."""
        return holiday_state(holiday)

    @admin.display(description="From", ordering="starts_at")
    def starts(self, holiday: Holiday) -> str:
        """When it starts."""
        return when(holiday.starts_at)

    @admin.display(description="Until", ordering="ends_at")
    def ends(self, holiday: Holiday) -> str:
        """When it is booked to end."""
        return when(holiday.ends_at)

    @admin.display(description="Clocks paused at")
    def begun(self, holiday: Holiday) -> str:
        """When its matches' clocks were paused; nothing before it began."""
        return when(holiday.begun_at)

    @admin.display(description="Ended at")
    def ended(self, holiday: Holiday) -> str:
        """When it ended, if it has; nothing while it is planned or running."""
        return when(holiday.ended_at) if holiday.ended_at is not None else NOTHING

    @admin.display(description="Booked at")
    def made(self, holiday: Holiday) -> str:
        """When the player booked it."""
        return when(holiday.created_at)
