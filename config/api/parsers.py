"""The JSON body parser: DRF's, with nesting too deep to read and text that is not Unicode answered as a 400."""

from __future__ import annotations

import re
from typing import Any

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

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


class SafeJSONParser(JSONParser):
    """JSON bodies; a body nested too deeply to read, or with text that is not Unicode, is malformed JSON."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        """Parse the body, turning a RecursionError or a lone surrogate into a ParseError."""
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError("JSON parse error - the body is nested too deeply") from None
        if holds_lone_surrogate(data):
            raise ParseError("JSON parse error - a string holds a lone UTF-16 surrogate, which is not Unicode text")
        return data
