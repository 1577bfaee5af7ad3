"""The JSON body parser: strict JSON in UTF-8, anything looser answered as a 400 (or a 415 for another charset).

DRF's parser decodes a body in whatever charset its Content-Type names (UTF-16, say) and lets a repeated key
quietly replace the first. Two readers of one body (a proxy that checks it, then this server) could then see two
different requests, so both are refused here.
"""

from __future__ import annotations

import codecs
import re
from typing import Any

from django.utils.http import parse_header_parameters
from rest_framework.exceptions import ParseError, UnsupportedMediaType
from rest_framework.parsers import JSONParser
from rest_framework.utils import json

# JSON may spell a lone UTF-16 surrogate ("\ud800"); Python reads it into a str that no UTF-8 can carry,
# so it would fail later, wherever the text is encoded (a database, a password hash, a response).
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def holds_lone_surrogate(data: Any) -> bool:
    """Whether any string in parsed JSON, object key or value, holds a lone UTF-16 surrogate."""
    pending = [data]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            if _LONE_SURROGATE.search(item):
                return True
        elif isinstance(item, dict):
            pending.extend(item)
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return False


class DuplicateKey(ValueError):
    """A JSON object names one key twice."""


def _object_without_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object's members as a dict, refusing a key given twice (plain `json` keeps the last in silence)."""
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise DuplicateKey(f"the key {key!r} is given twice in one object")
        data[key] = value
    return data


def is_utf8(encoding: str | None) -> bool:
    """Whether a charset name (None: not given) is UTF-8, the one charset JSON bodies are read in."""
    if encoding is None:
        return True
    try:
        return codecs.lookup(encoding).name == "utf-8"
    except LookupError:
        return False


class SafeJSONParser(JSONParser):
    """JSON bodies in UTF-8; one nested too deeply, with a repeated key, or with text not Unicode is malformed."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        """Parse the body, refusing another charset (415) and a repeated key, deep nesting or a lone surrogate (400)."""
        # From the header itself: Django reads a charset it does not know as no charset at all.
        encoding = parse_header_parameters(media_type or "")[1].get("charset")
        if not is_utf8(encoding):
            raise UnsupportedMediaType(media_type or "", detail=f"JSON bodies are read in UTF-8 only, not {encoding}")
        raw = stream.read() if stream is not None else b""
        try:
            data = json.loads(raw.decode("utf-8"), object_pairs_hook=_object_without_repeats)
        except RecursionError:
            raise ParseError("JSON parse error - the body is nested too deeply") from None
        except (UnicodeDecodeError, ValueError) as error:
            raise ParseError(f"JSON parse error - {error}") from None
        if holds_lone_surrogate(data):
            raise ParseError("JSON parse error - a string holds a lone UTF-16 surrogate, which is not Unicode text")
        return data
