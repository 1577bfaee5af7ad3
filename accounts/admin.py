"""Admin pages for accounts."""

from django.contrib import admin
from django.contrib.auth.admin import UserAdmin

from accounts.models import User


@admin.register(User)
class TricktableUserAdmin(UserAdmin):  # type: ignore[type-arg]
    """Users with their display name, guest and ban flags."""

    list_display = ("username", "display_name", "is_guest", "is_banned", "is_staff", "date_joined")
    list_filter = ("is_guest", "is_banned", "is_staff")
    search_fields = ("username", "display_name")
    fieldsets = (*UserAdmin.fieldsets, ("Tricktable", {"fields": ("display_name", "is_guest", "is_banned")}))  # type: ignore[misc]
