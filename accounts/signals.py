"""What accounts tell the apps above them, which accounts may not import: every device of an account signed out."""

from django.dispatch import Signal

devices_signed_out = Signal()
"""Sent with `user` when every key of an account is revoked (a new password, or a log-out everywhere), inside the
transaction that revokes them: whatever a device registered with a stolen key goes with it (community's push
subscriptions)."""
