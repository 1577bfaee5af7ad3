"""The API's interactive page (Swagger UI) under the site's Content Security Policy.

Its start-up script is served as a file (`?script`), never inline; the one inline <style> of its template is
allowed by its hash, and Swagger UI's icons are data: images.
"""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Callable
from typing import Any

from csp.decorators import csp_update
from django.http import HttpRequest, HttpResponseBase
from django.template.loader import get_template
from drf_spectacular.views import SpectacularSwaggerSplitView


def inline_style_hashes(template_name: str) -> list[str]:
    """CSP sources that allow exactly the inline <style> blocks of a template (whose styles hold no variables)."""
    source = get_template(template_name).template.source  # type: ignore[attr-defined]
    blocks = re.findall(r"<style>(.*?)</style>", source, flags=re.DOTALL)
    return [f"'sha256-{base64.b64encode(hashlib.sha256(block.encode()).digest()).decode()}'" for block in blocks]


def docs_view(**initkwargs: Any) -> Callable[[HttpRequest], HttpResponseBase]:
    """The interactive page's view, its policy widened only as far as its template needs."""
    view = SpectacularSwaggerSplitView.as_view(**initkwargs)
    styles = inline_style_hashes(SpectacularSwaggerSplitView.template_name)
    return csp_update({"style-src": styles, "img-src": ["data:"]})(view)
