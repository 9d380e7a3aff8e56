"""The ASGI app: the JSON API's routes, the page, security headers, and errors as JSON with a 4xx status."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from anyio import CapacityLimiter, to_thread
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..draw.ladders import shortest_ladders_picture
from ..errors import NoLadderError, describe
from ..words.embedded import LexiconLike, resolve_lexicon
from ..words.lexicon import Lexicon
from ..words.society import is_shown_word
from . import answers, params
from .first import first_ladder

__all__ = ["create_app", "SecurityHeaders", "SEARCH_THREADS", "CONTENT_SECURITY_POLICY", "PICTURE_POLICY", "STATUS_OF"]

STATIC = Path(__file__).parent / "static"

CONTENT_SECURITY_POLICY = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
                           "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
"""Every response's policy: scripts and styles from this server's files only (no inline script), no plug-ins."""

PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'"
"""The SVG picture's policy: its own inline styles, nothing else (no script at all)."""

SEARCH_THREADS = 2
"""Requests searched at once in one server process; the rest wait their turn, first come first served.

Searches are pure Python, so under the GIL more threads only take turns in
5 ms slices, and a cheap request can wait behind many slices of dear ones.
One load run (benchmarks/web_load.py, one process, a busy machine) gave p99
83 ms with 2 threads against 105 to 113 ms with 1, 4 or anyio's default 40;
the difference is within that machine's noise. ``ladders serve --workers N``
runs N processes to use N cores.
"""

STATUS_OF = {"unknown_word": 404, "search_limit": 422, "bad_input": 400, "no_ladder": 400, "error": 400,
             "missing_extra": 400, "word_file": 400}
"""The HTTP status of each error code of :func:`ladders.errors.describe`."""

_FILES = {"/": ("index.html", "text/html; charset=utf-8"), "/app.js": ("app.js", "text/javascript; charset=utf-8"),
          "/style.css": ("style.css", "text/css; charset=utf-8"),
          # the daily ladder's page (issue 18): its own files, beside the main page's
          "/daily": ("daily.html", "text/html; charset=utf-8"), "/daily.js": ("daily.js", "text/javascript; charset=utf-8"),
          "/stats.js": ("stats.js", "text/javascript; charset=utf-8"), "/game.css": ("game.css", "text/css; charset=utf-8")}


def create_app(lexicon: LexiconLike = None, *, warm: bool = True) -> Starlette:
    """The app over *lexicon* (default: the embedded dictionary). Host it with any ASGI server.

    With *warm* (the default), the server's start-up builds what every request
    shares (:func:`ladders.web.answers.warm_up`: about a second on the embedded
    dictionary), so no first request pays for it.
    """
    words = resolve_lexicon(lexicon)

    searches = CapacityLimiter(SEARCH_THREADS)

    def api(answer: Callable[[Mapping[str, str], Lexicon], Any]) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            query = dict(request.query_params)
            try:  # the checks and the search run in a worker thread: the event loop never waits on a search
                result = await to_thread.run_sync(answer, query, words, limiter=searches)
            except Exception as error:  # every failure is JSON and a 4xx: describe() says which
                _, code, message, details = describe(error)
                return JSONResponse({"error": code, "message": message, **details}, status_code=STATUS_OF[code])
            if isinstance(result, Response):
                return result
            return JSONResponse(result)
        return endpoint

    routes = [
        Route("/api/ladder", api(_ladder)),
        Route("/api/common", api(_common)),
        Route("/api/check", api(_check)),
        Route("/api/puzzle", api(_puzzle)),
        Route("/api/define", api(_define)),
        Route("/api/draw", api(_draw)),
        Route("/api/play/move", api(_move)),
        Route("/api/play/hint", api(_hint)),
        Route("/api/play/result", api(_result)),
        Route("/api/daily", api(_daily)),
    ] + [Route(path, _static(name, kind)) for path, (name, kind) in _FILES.items()]
    app = Starlette(routes=routes, middleware=[Middleware(SecurityHeaders)], lifespan=_warm_up if warm else None)
    app.state.lexicon = words
    return app


_HEADERS = [(b"x-content-type-options", b"nosniff"), (b"referrer-policy", b"no-referrer")]


class SecurityHeaders:
    """Pure ASGI middleware: every HTTP response gets the policy (unless it set its own) and two more headers.

    It only edits the ``http.response.start`` message, so a request costs a few
    microseconds here (Starlette's ``BaseHTTPMiddleware`` runs each response
    through an extra task and stream).
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [(name, value) for name, value in message.get("headers", ())
                           if name not in (b"x-content-type-options", b"referrer-policy")]
                if not any(name == b"content-security-policy" for name, _ in headers):
                    headers.append((b"content-security-policy", CONTENT_SECURITY_POLICY.encode()))
                message = {**message, "headers": headers + _HEADERS}
            await send(message)

        await self.app(scope, receive, send_with_headers)


@asynccontextmanager
async def _warm_up(app: Starlette) -> AsyncIterator[None]:
    """Before the first request: build what every later request shares (see :func:`ladders.web.answers.warm_up`)."""
    await run_in_threadpool(answers.warm_up, app.state.lexicon)
    yield


def _static(name: str, kind: str) -> Callable[[Request], Awaitable[Response]]:
    async def endpoint(request: Request) -> Response:
        return FileResponse(STATIC / name, media_type=kind)
    return endpoint


def _ladder(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    start, end, metric = params.word(query, "start"), params.word(query, "end"), params.metric(query)
    max_depth = params.number(query, "max_depth", low=1, high=params.MAX_DEPTH)
    return answers.ladder_answer(start, end, metric, max_depth, lexicon,
                                 with_common=params.flag({"common": query.get("common", "1")}, "common"))


def _common(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    start, end, metric = params.word(query, "start"), params.word(query, "end"), params.metric(query)
    try:
        first, _ = first_ladder(start, end, metric, None, lexicon, **answers.LIMITS)
    except NoLadderError:  # no ladder is an answer (/api/ladder says why), so no commoner one either
        return {"start": start, "end": end, "common": None}
    return answers.common_answer(first, metric, lexicon)


def _check(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    return answers.check_answer(params.words(query, "words"), params.metric(query), lexicon)


def _puzzle(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    steps = params.number(query, "steps", low=1, high=params.MAX_STEPS, required=True)
    assert steps is not None
    return answers.puzzle_answer(steps, params.flag(query, "common"), params.seed(query), params.metric(query), lexicon)


def _define(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    return answers.define_answer(params.word(query, "word"), lexicon)


def _draw(query: Mapping[str, str], lexicon: Lexicon) -> Response:
    start, end, metric = params.word(query, "start"), params.word(query, "end"), params.metric(query)
    mask = _unshown(start, end, lexicon) if params.flag(query, "mask") else None
    svg = shortest_ladders_picture(start, end, metric, lexicon=lexicon, mask=mask,
                                   max_expansions=answers.MAX_EXPANSIONS, timeout=answers.TIMEOUT)
    # The picture styles itself (an inline <style>); it runs no script and loads nothing.
    return Response(svg, media_type="image/svg+xml", headers={"Content-Security-Policy": PICTURE_POLICY})


def _unshown(start: str, end: str, lexicon: Lexicon) -> Callable[[str], bool]:
    """The picture's mask: a word a puzzle may not show (rare ones aside), but never the round's own ends."""
    return lambda word: word not in (start, end) and not is_shown_word(word, lexicon, common=False)


def _rungs(query: Mapping[str, str]) -> list[str]:
    return params.words(query, "rungs") if query.get("rungs", "").strip() else []


def _move(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    start, end, metric = params.word(query, "start"), params.word(query, "end"), params.metric(query)
    return answers.move_answer(start, end, _rungs(query), params.word(query, "word"), metric, lexicon,
                               detours=params.flag(query, "detours"))


def _hint(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    start, end, metric = params.word(query, "start"), params.word(query, "end"), params.metric(query)
    return answers.hint_answer(start, end, _rungs(query), metric, lexicon,
                               params.number(query, "level", low=1, high=3))


def _result(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    start, end, metric = params.word(query, "start"), params.word(query, "end"), params.metric(query)
    hints = params.number(query, "hints", low=0, high=999) or 0
    return answers.result_answer(start, end, _rungs(query), hints, metric, lexicon,
                                 number=params.number(query, "number", low=1, high=99_999),
                                 gave_up=params.flag(query, "gave_up"))


def _daily(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    return answers.daily_answer(query.get("date"))
