"""The web front end: ``ladders serve``'s ASGI app (Starlette), a JSON API and one page, with play mode.

``create_app()`` (in :mod:`ladders.web.app`) builds the app, so any ASGI
server or proxy can host it: ``uvicorn --factory ladders.web.app:create_app``.
The modules: ``params`` (checking query parameters before any search),
``solver_answers`` and ``game_answers`` (the JSON answers, plain functions
over a word list: the solver's, and the game's built on them), ``app``
(routes, headers, errors), ``server`` (uvicorn, guarded) and ``static/``
(the page, its CSS and JavaScript).
Needs the ``web`` extra; nothing here is imported by ``import ladders`` or by
solving.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_names

_HOMES = {"create_app": "app"}
"""Where each name lives: ``ladders.web.create_app`` imports its module (and Starlette) on first use."""

__all__ = list(_HOMES)


if not TYPE_CHECKING:  # hidden from type checkers, which read the re-export below
    __getattr__, __dir__ = lazy_names(__name__, _HOMES)


if TYPE_CHECKING:  # the same name, re-exported (`as`) for type checkers and editors
    from .app import create_app as create_app
