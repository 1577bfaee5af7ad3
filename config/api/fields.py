"""Serializer fields that take JSON types as they are: no strings for numbers, no numbers for text."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers


class StrictIntegerField(serializers.IntegerField):
    """A whole number given as a JSON number (not a string, a fraction or a boolean)."""

    def to_internal_value(self, data: Any) -> int:
        """Refuse anything but a JSON integer."""
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return int(super().to_internal_value(data))


class StrictCharField(serializers.CharField):
    """Text given as a JSON string (not a number or a boolean)."""

    def to_internal_value(self, data: Any) -> str:
        """Refuse anything but a JSON string."""
        if not isinstance(data, str):
            self.fail("invalid")
        # The schema's maxLength counts the text as sent: DRF's own check counts it once its ends are trimmed.
        if self.max_length is not None and len(data) > self.max_length:
            self.fail("max_length", max_length=self.max_length)
        return str(super().to_internal_value(data))


class StrictBooleanField(serializers.BooleanField):
    """A yes or no given as a JSON boolean (not a string or a number)."""

    def to_internal_value(self, data: Any) -> bool:
        """Refuse anything but a JSON boolean."""
        if not isinstance(data, bool):
            self.fail("invalid")
        return data
