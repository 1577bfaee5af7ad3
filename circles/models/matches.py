"""Which rooms were made for a circle, and the seats offered to its members in them.

The games app knows nothing of circles: the link lives here, a row per room made by "new match in this circle".
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from circles.models.circles import Circle
from config.public_ids import PUBLIC_ID_LENGTH, RandomPublicId, new_public_id
from games.models import Room


class CircleRoom(models.Model):
    """A room made for a circle: its matches are the circle's matches."""

    room = models.OneToOneField(Room, on_delete=models.CASCADE, related_name="circle_link")
    circle = models.ForeignKey(Circle, on_delete=models.CASCADE, related_name="rooms")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["circle", "-created_at"])]

    def __str__(self) -> str:
        return f"{self.room} of {self.circle}"


class SeatOfferAnswer(models.TextChoices):
    """Where an offer of a seat stands."""

    PENDING = "pending", "Not answered yet"
    ACCEPTED = "accepted", "Accepted"
    DECLINED = "declined", "Declined"


class SeatOffer(models.Model):
    """A seat in a circle's room offered to one member, who accepts or declines it."""

    public_id = models.CharField(
        max_length=PUBLIC_ID_LENGTH, default=new_public_id, db_default=RandomPublicId(), editable=False
    )
    circle = models.ForeignKey(Circle, on_delete=models.CASCADE, related_name="seat_offers")
    room = models.ForeignKey(Room, on_delete=models.CASCADE, related_name="+")
    seat = models.PositiveSmallIntegerField()
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="seat_offers")
    offered_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    answer = models.CharField(max_length=10, choices=SeatOfferAnswer.choices, default=SeatOfferAnswer.PENDING)
    created_at = models.DateTimeField(auto_now_add=True)
    answered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["user", "answer", "-created_at"])]
        constraints = [
            models.UniqueConstraint(fields=["public_id"], name="unique_seat_offer_public_id"),
            models.UniqueConstraint(fields=["room", "seat"], name="one_offer_per_seat"),
            models.UniqueConstraint(fields=["room", "user"], name="one_offer_per_room_and_user"),
        ]

    def __str__(self) -> str:
        return f"seat {self.seat} of {self.room.code} offered to {self.user}"
