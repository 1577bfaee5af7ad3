"""The garbage collector in a long-lived server process: what startup made is set aside, so full passes stay short."""

import gc


def freeze_startup_objects() -> None:
    """Import every view, then move all objects alive now out of the collector's sight for good.

    A full collection walks every tracked object: in a web process that is mostly the modules, settings and
    URL patterns loaded at startup, which live as long as the process. Walking them took up to 190 ms, a pause
    that every request in the process waited out; frozen, they are never walked again (docs/performance.md).
    """
    from django.urls import get_resolver

    get_resolver().url_patterns  # noqa: B018  (imports every view and what it imports now, before the freeze)
    gc.collect()
    gc.freeze()
