"""The JSON body parser: DRF's, with nesting too deep for Python's parser answered as a 400."""

from __future__ import annotations

from typing import Any

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser


class SafeJSONParser(JSONParser):
    """JSON bodies; a body nested too deeply to read is malformed JSON, not a server error."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        """Parse the body, turning a RecursionError into a ParseError."""
        try:
            return super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError("JSON parse error - the body is nested too deeply") from None
