"""The web front end: ``ladders serve``'s ASGI app (Starlette), a JSON API and one page, with play mode.

``create_app()`` (in :mod:`ladders.web.app`) builds the app, so any ASGI
server or proxy can host it: ``uvicorn --factory ladders.web.app:create_app``.
The modules: ``params`` (checking query parameters before any search),
``answers`` (the JSON answers, plain functions over a word list), ``app``
(routes, headers, errors) and ``static/`` (the page, its CSS and JavaScript).
Needs the ``web`` extra; nothing here is imported by ``import ladders`` or by
solving.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = ["create_app"]

if TYPE_CHECKING:
    from .app import create_app
else:
    def __getattr__(name: str) -> Any:
        if name == "create_app":  # imported on first use: Starlette loads only then
            from .app import create_app
            return create_app
        raise AttributeError(f"module 'ladders.web' has no attribute {name!r}")
