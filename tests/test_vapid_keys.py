"""The VAPID key pair: made by `manage.py make_vapid_keys` (printed, or into files) and by `make run`."""

from __future__ import annotations

import base64
import stat
from io import StringIO
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from django.core.management import call_command
from py_vapid import Vapid02

from config.embedded_stack import environment
from config.vapid import PRIVATE_FILE, PUBLIC_FILE, write_key_files


def decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def public_of(private: str) -> bytes:
    key = Vapid02.from_string(private).public_key
    return key.public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)


def test_the_command_prints_a_matching_pair_that_pywebpush_can_sign_with():
    out = StringIO()
    call_command("make_vapid_keys", stdout=out)
    values = dict(line.split("=", 1) for line in out.getvalue().split())
    assert decode(values["VAPID_PUBLIC_KEY"]) == public_of(values["VAPID_PRIVATE_KEY"])
    assert len(decode(values["VAPID_PUBLIC_KEY"])) == 65


def test_the_command_writes_files_once_the_private_one_readable_by_its_owner_only(tmp_path: Path):
    call_command("make_vapid_keys", folder=tmp_path, stdout=StringIO())
    private = (tmp_path / PRIVATE_FILE).read_text().strip()
    assert stat.S_IMODE((tmp_path / PRIVATE_FILE).stat().st_mode) == 0o600
    assert decode((tmp_path / PUBLIC_FILE).read_text().strip()) == public_of(private)
    # Run again, it keeps the pair (subscriptions depend on it); --replace makes a new one.
    call_command("make_vapid_keys", folder=tmp_path, stdout=StringIO())
    assert (tmp_path / PRIVATE_FILE).read_text().strip() == private
    call_command("make_vapid_keys", folder=tmp_path, replace=True, stdout=StringIO())
    assert (tmp_path / PRIVATE_FILE).read_text().strip() != private


def test_make_run_uses_the_pair_in_its_run_folder_unless_one_is_given(tmp_path: Path):
    write_key_files(tmp_path)
    env = environment(tmp_path, "127.0.0.1", 8000, {})
    assert env["VAPID_PRIVATE_KEY_FILE"] == str(tmp_path / PRIVATE_FILE)
    assert env["VAPID_PUBLIC_KEY_FILE"] == str(tmp_path / PUBLIC_FILE)
    given = environment(tmp_path, "127.0.0.1", 8000, {"VAPID_PRIVATE_KEY": "x", "VAPID_PUBLIC_KEY": "y"})
    assert "VAPID_PRIVATE_KEY_FILE" not in given
