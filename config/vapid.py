"""The server's VAPID key pair for web push: made here, kept as two files whose paths the settings read."""

from __future__ import annotations

from pathlib import Path

from cryptography.hazmat.primitives import serialization
from py_vapid import Vapid02, b64urlencode

PUBLIC_FILE = "vapid_public_key.txt"
PRIVATE_FILE = "vapid_private_key.txt"


def new_key_pair() -> tuple[str, str]:
    """A fresh P-256 key pair, base64url without padding: the public key as browsers take it, the private raw."""
    vapid = Vapid02()
    vapid.generate_keys()
    public = vapid.public_key.public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
    private = vapid.private_key.private_numbers().private_value.to_bytes(32, "big")
    return b64urlencode(public), b64urlencode(private)


def write_key_files(folder: Path, replace: bool = False) -> tuple[Path, Path]:
    """Write a new key pair into the folder (the private key readable by its owner only), unless one is there."""
    folder.mkdir(parents=True, exist_ok=True)
    public_path, private_path = folder / PUBLIC_FILE, folder / PRIVATE_FILE
    if replace or not (public_path.exists() and private_path.exists()):
        public, private = new_key_pair()
        private_path.touch(mode=0o600)
        private_path.chmod(0o600)
        private_path.write_text(private + "\n")
        public_path.write_text(public + "\n")
    return public_path, private_path


def key_file_environment(folder: Path) -> dict[str, str]:
    """The variables that make the settings read the key pair in the folder."""
    return {
        "VAPID_PUBLIC_KEY_FILE": str(folder / PUBLIC_FILE),
        "VAPID_PRIVATE_KEY_FILE": str(folder / PRIVATE_FILE),
    }
