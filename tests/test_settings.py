"""Settings read from the environment."""

from __future__ import annotations

import pytest

from config.env import env_bool, env_int, env_list, env_str


def test_env_helpers_read_typed_values(monkeypatch, tmp_path):
    monkeypatch.setenv("TT_FLAG", "Yes")
    monkeypatch.setenv("TT_NUMBER", "42")
    monkeypatch.setenv("TT_LIST", "a, b,,c")
    secret = tmp_path / "secret"
    secret.write_text("s3cret\n")
    monkeypatch.setenv("TT_KEY_FILE", str(secret))
    assert env_bool("TT_FLAG") is True
    assert env_bool("TT_MISSING", default=True) is True
    assert env_int("TT_NUMBER", 0) == 42
    assert env_list("TT_LIST", []) == ["a", "b", "c"]
    assert env_str("TT_KEY") == "s3cret"


def test_a_bad_number_is_an_error_not_a_silent_default(monkeypatch):
    monkeypatch.setenv("TT_NUMBER", "many")
    with pytest.raises(ValueError, match="invalid literal"):
        env_int("TT_NUMBER", 1)
