"""The forms of the moderator actions: each asks for a reason (and what else the action needs) and takes it."""

from __future__ import annotations

from datetime import timedelta
from typing import Any, ClassVar

from django import forms
from django.utils import timezone

from accounts.models import User
from community.models import BlockedWord, ChatMessage, Report, ReportStatus
from community.services import moderation
from community.services.moderation import OUTCOMES, REASON_MAX
from games.models import Match, MatchStatus, Room, RoomStatus
from games.services.access import table_seats

MUTE_LENGTHS = {"1h": timedelta(hours=1), "1d": timedelta(days=1), "7d": timedelta(days=7), "30d": timedelta(days=30)}
BAN_LENGTHS: dict[str, timedelta | None] = {
    "1d": timedelta(days=1),
    "7d": timedelta(days=7),
    "30d": timedelta(days=30),
    "good": None,
}
_LENGTH_LABELS = {"1h": "One hour", "1d": "One day", "7d": "One week", "30d": "Thirty days", "good": "For good"}


class ActionForm(forms.Form):
    """A moderator action on one object: its title, whether it applies to the object now, and doing it."""

    title: ClassVar[str]
    done: ClassVar[str]
    """What the message after it says was done."""

    reason = forms.CharField(
        max_length=REASON_MAX,
        widget=forms.Textarea(attrs={"rows": 3, "cols": 60}),
        help_text="Why: the audit log keeps it, with your name and the time.",
    )

    def __init__(self, target: Any, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.target = target

    @classmethod
    def applies(cls, target: Any) -> bool:
        """Whether the action makes sense for the object as it is now (its button shows only then)."""
        return True

    def act(self, moderator: User) -> object:
        """Take the action through the moderation service (which checks the moderator and writes the audit)."""
        raise NotImplementedError


def _choices(lengths: dict[str, Any]) -> list[tuple[str, str]]:
    return [(key, _LENGTH_LABELS[key]) for key in lengths]


class ResolveReportForm(ActionForm):
    """Close a report: dismissed, the player warned, or action taken."""

    title = "Resolve the report"
    done = "The report is resolved."
    outcome = forms.ChoiceField(choices=[(status.value, status.label) for status in OUTCOMES])

    @classmethod
    def applies(cls, target: Report) -> bool:
        """Only an open report."""
        return target.status == ReportStatus.OPEN

    def act(self, moderator: User) -> object:
        """See the moderation service's function of the same action."""
        return moderation.resolve_report(
            moderator, self.target, self.cleaned_data["outcome"], self.cleaned_data["reason"]
        )


class DeleteMessageForm(ActionForm):
    """Hide a chat message from everyone."""

    title = "Delete the message"
    done = "The message is deleted."

    @classmethod
    def applies(cls, target: ChatMessage) -> bool:
        """Only a message not deleted yet."""
        return target.deleted_at is None

    def act(self, moderator: User) -> object:
        """See the moderation service's function of the same action."""
        return moderation.delete_message(moderator, self.target, self.cleaned_data["reason"])


class UnblockWordForm(ActionForm):
    """Take a word out of the chat's filter."""

    title = "Remove the word from the filter"
    done = "The word is no longer filtered."

    def act(self, moderator: User) -> object:
        """See the moderation service's function of the same action."""
        return moderation.unblock_word(moderator, self.target, self.cleaned_data["reason"])


class MuteForm(ActionForm):
    """Keep a player out of the chat for a time."""

    title = "Mute in chat"
    done = "The player is muted in chat."
    length = forms.ChoiceField(choices=_choices(MUTE_LENGTHS), initial="1d")

    def act(self, moderator: User) -> object:
        """See the moderation service's function of the same action."""
        until = timezone.now() + MUTE_LENGTHS[self.cleaned_data["length"]]
        return moderation.mute_chat(moderator, self.target, until, self.cleaned_data["reason"])


class RenameForm(ActionForm):
    """Replace an offensive display name."""

    title = "Rename"
    done = "The player is renamed."
    display_name = forms.CharField(max_length=User._meta.get_field("display_name").max_length or 40)

    def act(self, moderator: User) -> object:
        """See the moderation service's function of the same action."""
        return moderation.rename(moderator, self.target, self.cleaned_data["display_name"], self.cleaned_data["reason"])


class BanForm(ActionForm):
    """Ban a player for a time or for good."""

    title = "Ban"
    done = "The player is banned."
    length = forms.ChoiceField(choices=_choices(BAN_LENGTHS), initial="7d")

    def act(self, moderator: User) -> object:
        """See the moderation service's function of the same action."""
        length = BAN_LENGTHS[self.cleaned_data["length"]]
        until = None if length is None else timezone.now() + length
        return moderation.ban(moderator, self.target, until, self.cleaned_data["reason"])


class UnbanForm(ActionForm):
    """Lift a ban before it ends."""

    title = "Lift the ban"
    done = "The ban is lifted."

    @classmethod
    def applies(cls, target: User) -> bool:
        """Only a banned player."""
        return target.is_banned

    def act(self, moderator: User) -> object:
        """See the moderation service's function of the same action."""
        return moderation.unban(moderator, self.target, self.cleaned_data["reason"])


class AbortMatchForm(ActionForm):
    """End a running match with no winner."""

    title = "Abort the match"
    done = "The match is aborted."

    @classmethod
    def applies(cls, target: Match) -> bool:
        """Only a running match."""
        return target.status == MatchStatus.IN_PROGRESS

    def act(self, moderator: User) -> object:
        """See the moderation service's function of the same action."""
        return moderation.abort_match(moderator, self.target, self.cleaned_data["reason"])


class ReplaceSeatForm(ActionForm):
    """Give a person's seat to a computer player for the rest of the match."""

    title = "Give a seat to a computer player"
    done = "The seat is now a computer player's."
    seat = forms.TypedChoiceField(coerce=int)

    def __init__(self, target: Match, *args: Any, **kwargs: Any) -> None:
        super().__init__(target, *args, **kwargs)
        people = [seat for seat in table_seats(target.room) if seat.user_id is not None]
        self.fields["seat"].choices = [(seat.index, f"Seat {seat.index}: {seat.user}") for seat in people]  # type: ignore[attr-defined]

    @classmethod
    def applies(cls, target: Match) -> bool:
        """Only a running match."""
        return target.status == MatchStatus.IN_PROGRESS

    def act(self, moderator: User) -> object:
        """See the moderation service's function of the same action."""
        return moderation.replace_seat(moderator, self.target, self.cleaned_data["seat"], self.cleaned_data["reason"])


class CloseRoomForm(ActionForm):
    """Close a room (and abort a match running in it)."""

    title = "Close the room"
    done = "The room is closed."

    @classmethod
    def applies(cls, target: Room) -> bool:
        """Only a room not closed yet."""
        return target.status != RoomStatus.CLOSED

    def act(self, moderator: User) -> object:
        """See the moderation service's function of the same action."""
        return moderation.close_room(moderator, self.target, self.cleaned_data["reason"])


class BlockedWordForm(forms.ModelForm):  # type: ignore[type-arg]
    """A word for the chat's filter, with the reason for adding it (kept in the audit log)."""

    reason = forms.CharField(max_length=REASON_MAX, widget=forms.Textarea(attrs={"rows": 3, "cols": 60}))

    class Meta:
        model = BlockedWord
        fields = ("word",)

    def clean_word(self) -> str:
        """One word, in lower case, not filtered already."""
        word = " ".join(str(self.cleaned_data["word"]).lower().split())
        if not word or " " in word:
            raise forms.ValidationError("The filter takes one word at a time.")
        if BlockedWord.objects.filter(word=word).exists():
            raise forms.ValidationError("This word is already filtered.")
        return word
