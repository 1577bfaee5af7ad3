"""Admin pages for accounts."""

from typing import Any

from django.contrib import admin
from django.contrib.auth.admin import UserAdmin
from django.http import HttpRequest

from accounts.models import Token, User


@admin.register(User)
class TricktableUserAdmin(UserAdmin):  # type: ignore[type-arg]
    """Users with their display name, guest and ban flags."""

    list_display = ("username", "display_name", "is_guest", "is_banned", "banned_until", "is_staff", "date_joined")
    list_filter = ("is_guest", "is_banned", "is_staff")
    search_fields = ("username", "display_name")
    fieldsets = (
        *UserAdmin.fieldsets,  # type: ignore[misc]
        ("Tricktable", {"fields": ("display_name", "is_guest", "is_banned", "banned_until", "chat_muted_until")}),
    )
    # Bans, mutes and renames are moderator actions, each with a reason in the audit log: never edited here.
    readonly_fields = ("display_name", "is_banned", "banned_until", "chat_muted_until")
    # A password changed here signs every device of the account out: `User.save` sees to it.

    def get_fieldsets(self, request: HttpRequest, obj: Any = None) -> Any:
        """The account's fields; its password (and the button to set one) only for those who may change accounts."""
        fieldsets = super().get_fieldsets(request, obj)
        if obj is None or request.user.has_perm("accounts.change_user"):
            return fieldsets
        return [
            (name, {**options, "fields": [field for field in options["fields"] if field != "password"]})
            for name, options in fieldsets
        ]


@admin.register(Token)
class TokenAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    """Signed-in devices; deleting one signs that device out (only digests are stored, so no key shows)."""

    list_display = ("user", "created")
    search_fields = ("user__username", "user__display_name")
    raw_id_fields = ("user",)
    readonly_fields = ("user", "created")

    def has_add_permission(self, request: HttpRequest) -> bool:
        """Tokens come from logins, never from the admin."""
        return False
