"""Admin pages for accounts."""

from typing import Any

from django.contrib import admin
from django.contrib.auth.admin import UserAdmin
from django.db.models import Q, QuerySet
from django.http import HttpRequest
from django.utils import timezone

from accounts.models import Token, User

MODERATE = "community.moderate"
"""The permission of moderator actions (the community app's; named here as a string, accounts imports no app)."""


def kind_of(user: User) -> str:
    """What the account is, in words: an administrator (never "a guest"), a moderator, a player, a guest."""
    if user.is_superuser:
        return "Administrator"
    if user.is_staff:
        return "Moderator" if user.has_perm(MODERATE) else "Staff"
    return "Guest" if user.is_guest else "Player with an account"


class KindFilter(admin.SimpleListFilter):
    """Accounts by what they are, in the words of `kind_of`."""

    title = "kind of account"
    parameter_name = "kind"

    def lookups(self, request: HttpRequest, model_admin: Any) -> list[tuple[str, str]]:
        """The kinds, as `kind_of` names them."""
        return [("guest", "Guests"), ("player", "Players with an account"), ("staff", "Moderators and staff")]

    def queryset(self, request: HttpRequest, queryset: QuerySet[User]) -> QuerySet[User]:
        """The accounts of the chosen kind (a superuser is staff, never a guest)."""
        people = queryset.filter(is_staff=False, is_superuser=False)
        if self.value() == "guest":
            return people.filter(is_guest=True)
        if self.value() == "player":
            return people.filter(is_guest=False)
        if self.value() == "staff":
            return queryset.filter(Q(is_staff=True) | Q(is_superuser=True))
        return queryset


@admin.register(User)
class TricktableUserAdmin(UserAdmin):  # type: ignore[type-arg]
    """Players by the name others see, what kind of account each is, bans, and when they came."""

    list_display = ("name", "kind", "account_username", "banned", "date_joined")
    list_filter = (KindFilter, "is_banned")
    search_fields = ("username", "display_name")
    fieldsets = (
        *UserAdmin.fieldsets,  # type: ignore[misc]
        ("Tricktable", {"fields": ("display_name", "kind", "is_banned", "banned_until", "chat_muted_until")}),
    )
    # Bans, mutes and renames are moderator actions, each with a reason in the audit log: never edited here.
    readonly_fields = ("display_name", "kind", "is_banned", "banned_until", "chat_muted_until")
    # A password changed here signs every device of the account out: `User.save` sees to it.

    @admin.display(description="Name", ordering="display_name")
    def name(self, user: User) -> str:
        """The name other players see."""
        return user.display_name or user.username

    @admin.display(description="Kind of account")
    def kind(self, user: User) -> str:
        """See `kind_of`."""
        return kind_of(user)

    @admin.display(description="Username", ordering="username")
    def account_username(self, user: User) -> str:
        """The name they sign in with; a guest has none (only an id of the system's, of no use to a reader)."""
        return "—" if user.is_guest and not (user.is_staff or user.is_superuser) else user.username

    @admin.display(description="Banned", ordering="banned_until")
    def banned(self, user: User) -> str:
        """Whether and until when, in words."""
        if not user.is_banned:
            return "—"
        return (
            "for good"
            if user.banned_until is None
            else f"until {timezone.localtime(user.banned_until):%d %b %Y, %H:%M}"
        )

    def get_fieldsets(self, request: HttpRequest, obj: Any = None) -> Any:
        """The account's fields, less a guest's system username and (unless one may change accounts) the password."""
        fieldsets = super().get_fieldsets(request, obj)
        if obj is None:
            return fieldsets
        hidden = set()
        if not request.user.has_perm("accounts.change_user"):
            hidden.add("password")
        if kind_of(obj) == "Guest":
            hidden.add("username")
        return [
            (name, {**options, "fields": [field for field in options["fields"] if field not in hidden]})
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
