"""Admin pages for the table chat: messages (a moderator may delete one) and the word filter (changes audited)."""

from __future__ import annotations

from typing import Any

from django.contrib import admin
from django.http import HttpRequest

from accounts.models import User
from community.admin.forms import BlockedWordForm, DeleteMessageForm, UnblockWordForm
from community.admin.moderating import ModeratedAdmin
from community.admin.plain import WhenColumn, phrase_words
from community.models import BlockedWord, ChatMessage
from community.services import moderation


@admin.register(ChatMessage)
class ChatMessageAdmin(WhenColumn, ModeratedAdmin):
    """Every chat message, deleted ones included (marked); read-only but for the audited delete."""

    list_display = ("message", "author", "room_code", "when", "deleted_at", "deleted_by")
    list_display_links = ("message",)
    list_filter = ("deleted_at",)
    search_fields = ("=room__code", "author__username", "author__display_name", "text")
    list_select_related = ("room", "author", "deleted_by")
    raw_id_fields = ("room", "author", "deleted_by")
    moderator_forms = {"delete": DeleteMessageForm}

    @admin.display(description="Room", ordering="room__code")
    def room_code(self, message: ChatMessage) -> str:
        """The room's share code, as players know it."""
        return message.room.code

    @admin.display(description="Message")
    def message(self, message: ChatMessage) -> str:
        """The text, or which quick phrase (each reader saw it in their own language)."""
        return message.text or f"[quick phrase: {phrase_words(message.phrase)}]"

    def has_add_permission(self, request: HttpRequest) -> bool:
        """Messages are sent at the table, not here."""
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """Messages are never edited; deleting one is a moderator action."""
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """Messages stay for the audit: a moderator's delete hides them."""
        return False


@admin.register(BlockedWord)
class BlockedWordAdmin(ModeratedAdmin):
    """The chat's word filter: a word added or removed with a reason, in the audit log."""

    list_display = ("word", "added_by", "created_at")
    search_fields = ("word",)
    form = BlockedWordForm
    fields = ("word", "reason")
    moderator_forms = {"remove": UnblockWordForm}

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """A word is added or removed, never edited."""
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        """Removing a word is a moderator action with a reason (its button on the word's page)."""
        return False

    def get_fields(self, request: HttpRequest, obj: Any = None) -> Any:
        """The word and the reason when adding; what was added, by whom and when afterwards."""
        return ("word", "reason") if obj is None else ("word", "added_by", "created_at")

    def save_model(self, request: HttpRequest, obj: BlockedWord, form: Any, change: bool) -> None:
        """Add the word through the moderation service, which writes the audit entry."""
        moderator = request.user
        assert isinstance(moderator, User)
        added = moderation.block_word(moderator, form.cleaned_data["word"], form.cleaned_data["reason"])
        obj.pk, obj.word, obj.added_by, obj.created_at = added.pk, added.word, added.added_by, added.created_at
        obj._state.adding = False
