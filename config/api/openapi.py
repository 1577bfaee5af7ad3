"""The schema class of every view: drf-spectacular's, with the body a DELETE route names described too."""

from __future__ import annotations

from typing import Any

from drf_spectacular.openapi import AutoSchema


class BodiedDeleteSchema(AutoSchema):
    """drf-spectacular's schema, which also describes the body a DELETE route names with `extend_schema(request=...)`.

    drf-spectacular leaves every DELETE body out of the schema, so a route that needs one (forgetting a push
    subscription names its endpoint) would be shown to clients, and to Schemathesis, as taking none.
    """

    def get_request_serializer(self) -> Any:
        """The body a view names; none for a DELETE that names none (no guess from a view's serializer)."""
        return None if self.method == "DELETE" else super().get_request_serializer()

    def _get_request_body(self, direction: str = "request") -> dict[str, Any] | None:
        if self.method != "DELETE" or self.get_request_serializer() is None:
            return super()._get_request_body(direction)  # type: ignore[no-any-return, no-untyped-call]
        # drf-spectacular describes bodies of POST, PUT and PATCH only; a DELETE's is read the way a POST's is.
        self.method = "POST"
        try:
            return super()._get_request_body(direction)  # type: ignore[no-any-return, no-untyped-call]
        finally:
            self.method = "DELETE"
