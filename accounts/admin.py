"""Admin pages for accounts."""

from django.contrib import admin
from django.contrib.admin.utils import unquote
from django.contrib.auth.admin import UserAdmin
from django.http import HttpRequest, HttpResponse

from accounts import tokens
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

    def user_change_password(self, request: HttpRequest, id: str, form_url: str = "") -> HttpResponse:
        """Change a password from the admin; once changed, every device of the account is signed out."""
        response = super().user_change_password(request, id, form_url)
        if request.method == "POST" and response.status_code == 302:
            # The form saved (a failed form answers 200): a stolen key must stop working with the old password.
            tokens.revoke_all(User.objects.get(pk=unquote(id)))
        return response


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
