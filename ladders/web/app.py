"""The ASGI app: the JSON API's routes, the page, security headers, and errors as JSON with a 4xx status.

Every API request runs under one allowance (:data:`REQUEST_SECONDS`,
:data:`REQUEST_EXPANSIONS`: :class:`~ladders.search.problem.Allowance`)
that all its searches draw on, in a worker thread of its lane (:data:`LANES`; its clock starts when a thread
takes it up, and one that waited its whole allowance in the queue is answered 503):
the game's routes and definitions, the searches, and puzzles each have their
own threads and their own bounded queue, so a flood of dear requests never
holds up the game, and a full queue answers 503 at once. A request whose
client hangs up is called off; so is everything when the server stops
(``app.state.stop()``, which :class:`~ladders.web.server.GuardedServer` calls
on SIGINT or SIGTERM). ``HEAD`` is answered without the work.

Longer than most: the routes, the lanes they run in and the errors they answer with are one table of what the
API does, read in one place; each handler is a few lines that ask :mod:`ladders.web.solver_answers` or
:mod:`ladders.web.game_answers`, and the two middlewares (the host check, the security headers) wrap them all.
"""

from __future__ import annotations

import gc
import logging
import re
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from anyio import CapacityLimiter, create_task_group, to_thread
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..draw.ladders import shortest_ladders_picture
from ..play.rules import player_reason
from ..errors import LadderError, NotOpenYetError, SearchCancelledError, describe
from ..search.problem import Allowance, allowance
from ..words.embedded import LexiconLike, resolve_lexicon
from ..words.lexicon import Lexicon
from ..words.languages import LANGUAGES
from ..words.society import is_shown_word
from . import game_answers, params, solver_answers

__all__ = ["create_app", "SecurityHeaders", "SEARCH_THREADS", "CONTENT_SECURITY_POLICY", "PICTURE_POLICY", "STATUS_OF",
           "Lane", "LANES", "LANE_OF", "PLAYER_ROUTES", "REQUEST_SECONDS", "REQUEST_EXPANSIONS", "error_headers",
           "LOCAL_HOSTS", "public_text"]

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
             "missing_extra": 400, "word_file": 400, "not_open_yet": 403, "unavailable": 503, "busy": 503,
             "bad_host": 400}
"""The HTTP status of each error code of :func:`ladders.errors.describe` (and the server's own: ``busy``,
``bad_host``)."""

REQUEST_SECONDS = solver_answers.TIMEOUT
"""All the searches of one API request together stop after this many seconds (a ``search_limit`` answer)."""

REQUEST_EXPANSIONS = solver_answers.MAX_EXPANSIONS
"""All the searches of one API request together stop after expanding this many words."""

LOCAL_HOSTS = ("localhost", "127.0.0.1", "[::1]", "::1")
"""Host names a request to a server on this machine may use, besides the address it is bound to."""


@dataclass
class Lane:
    """Routes that share worker threads and a queue: at most *threads* requests at once, *queue* more waiting."""

    name: str
    threads: int
    queue: int
    limiter: CapacityLimiter = field(init=False)
    inside: int = field(default=0, init=False)
    """Requests running or waiting in this lane now (only the event loop's thread changes it)."""

    def __post_init__(self) -> None:
        self.limiter = CapacityLimiter(self.threads)

    @property
    def full(self) -> bool:
        return self.inside >= self.threads + self.queue


LANES = {"game": (2, 64), "search": (SEARCH_THREADS, 64), "puzzle": (1, 32)}
"""Each lane's threads and queue bound, for one server process. Queues hold more than the clients a page's players
bring at once (16 in the load tests); past them, a prompt 503 with Retry-After."""

LANE_OF = {"/api/ladder": "search", "/api/common": "search", "/api/check": "search", "/api/draw": "search",
           "/api/puzzle": "puzzle", "/api/define": "game", "/api/daily": "game", "/api/play/move": "game",
           "/api/play/hint": "game", "/api/play/result": "game", "/api/play/start": "game", "/api/play/rules": "game"}
"""The lane of each API route, by what its work costs: the game's own routes never wait behind searches or puzzles."""

PLAYER_ROUTES = ("/api/daily", "/api/play/move", "/api/play/hint", "/api/play/result", "/api/play/start",
                 "/api/play/rules")
"""The game's routes: their errors are said in a player's words (:func:`ladders.play.rules.player_reason`), where
the solver's routes keep their precise wording (a metric's name, the word graph's groups, a character's name)."""

_SCRIPT, _STYLE = "text/javascript; charset=utf-8", "text/css; charset=utf-8"
_FILES = {"/": ("index.html", "text/html; charset=utf-8"), "/style.css": ("style.css", _STYLE),
          # the game screen (issue 40): one page for the daily ladder, an archive day and practice
          "/daily": ("game.html", "text/html; charset=utf-8"), "/play": ("game.html", "text/html; charset=utf-8"),
          "/game.css": ("game.css", _STYLE), "/theme.js": ("theme.js", _SCRIPT),
          # the pages' scripts, ES modules with no build step: asking the server, tiles and keyboard, a round, the
          # records, the game screen's parts, and the solver page
          **{f"/{name}.js": (f"{name}.js", _SCRIPT) for name in ("client", "tiles", "round", "stats", "dialogs",
                                                                 "archive", "statistics", "practice", "result",
                                                                 "game", "solver", "challenge", "friend")},
          # the icon (issue 30): an SVG, and at the name browsers ask for unprompted, so none gets a 404
          "/favicon.svg": ("favicon.svg", "image/svg+xml"), "/favicon.ico": ("favicon.svg", "image/svg+xml")}


def create_app(lexicon: LexiconLike = None, *, warm: bool = True, hosts: Iterable[str] | None = None,
               languages: Mapping[str, Lexicon] | None = None, default_language: str | None = None) -> Starlette:
    """The app over *lexicon* (default: the embedded dictionary). Host it with any ASGI server.

    *languages* maps language codes to more word lists (``ladders serve --language fr,de`` passes
    :func:`~ladders.words.languages.lexicon_for` of each, loaded before the server starts): a request names one
    with ``lang=fr``; without ``lang`` it is answered in the default language, and the daily game always in English.
    The default is the visitor's, not the server's: English (*lexicon*'s language) unless *default_language* names
    another the server has (``ladders serve --default-language fr``, for a site that serves one language).
    ``/api/languages`` lists them for the page's picker, with that default.

    With *warm* (the default), the server's start-up builds what every request
    shares (:func:`ladders.web.solver_answers.warm_up`: about two seconds on the
    embedded dictionary), so no first request pays for it. With *hosts*, a
    request whose ``Host`` header names another host is answered 400
    (``ladders serve`` passes its address and :data:`LOCAL_HOSTS`).
    """
    words = resolve_lexicon(lexicon)
    served = {words.language or "en": words, **(languages or {})}
    default = _default_of(served, default_language)
    public = public_text(served)

    lanes = {name: Lane(name, threads, queue) for name, (threads, queue) in LANES.items()}
    running: set[Allowance] = set()
    stopping = False

    def stop() -> None:
        """The server is stopping: take no more work, call off what is queued or running."""
        nonlocal stopping
        stopping = True
        for spent in list(running):
            spent.cancel("the server is stopping")

    def api(answer: Callable[[Mapping[str, str], Lexicon], Any]) -> Callable[[Request], Awaitable[Response]]:
        async def endpoint(request: Request) -> Response:
            lane = lanes[LANE_OF[request.url.path]]
            if request.method == "HEAD":  # the headers a GET would have, without the work
                return Response(media_type="application/json")
            if stopping:
                return _error("unavailable", "the server is stopping: try again in a moment", retry=5)
            if lane.full:
                return _error("busy", f"the server is busy ({lane.name} requests): try again in a moment", retry=1)
            query = dict(request.query_params)
            try:  # the daily puzzle is one for everyone: English, whatever the request says
                chosen = words if request.url.path == "/api/daily" else _word_list(request, query, served, default)
            except ValueError as error:
                return _reply(request, [error], public)
            spent = Allowance(REQUEST_SECONDS, REQUEST_EXPANSIONS)
            running.add(spent)
            lane.inside += 1
            outcome: list[Any] = []
            try:
                async with create_task_group() as group:
                    async def work() -> None:
                        try:  # the checks and the search run in a worker thread: the event loop never waits
                            outcome.append(await to_thread.run_sync(_within, spent, answer, query, chosen,
                                                                    limiter=lane.limiter))
                        except Exception as error:  # noqa: BLE001 - every failure is answered below
                            outcome.append(error)
                        group.cancel_scope.cancel()

                    async def call_off_when_gone() -> None:  # cancelled with the group if the client stays
                        while (await request.receive())["type"] != "http.disconnect":
                            pass
                        spent.cancel("the client hung up")  # a running search stops at its next word
                        group.cancel_scope.cancel()  # a queued one leaves the queue now

                    group.start_soon(call_off_when_gone)
                    group.start_soon(work)
            finally:
                lane.inside -= 1
                running.discard(spent)
            return _reply(request, outcome, public, player=request.url.path in PLAYER_ROUTES)
        return endpoint

    async def languages_route(request: Request) -> Response:  # no search: answered on the event loop
        return JSONResponse(solver_answers.languages_answer(served, default))

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
        Route("/api/play/start", api(_start)),
        Route("/api/play/rules", api(_rules)),
        Route("/api/daily", api(_daily)),
        Route("/api/languages", languages_route),
    ] + [Route(path, _static(name, kind)) for path, (name, kind) in _FILES.items()]
    middleware = [Middleware(SecurityHeaders)]
    if hosts is not None:
        middleware.append(Middleware(HostCheck, hosts=hosts))  # inside SecurityHeaders: its 400 has them too
    app = Starlette(routes=routes, middleware=middleware, lifespan=_warm_up if warm else None)
    app.state.lexicon = words
    app.state.languages = served
    app.state.stop = stop
    app.state.lanes = lanes
    return app


def _reply(request: Request, outcome: list[Any], public: Callable[[str], str] = str, *,
           player: bool = False) -> Response:
    """The response to a request whose work is over: its answer as JSON, a client's error as JSON with its status
    (in a player's words on the game's routes, *player*; no path of the server's in it, *public*), or a fault of the
    server's own (500, logged)."""
    if not outcome:  # the client left while the request waited: nobody reads this
        return Response(status_code=499)
    result = outcome[0]
    if isinstance(result, Exception) and not isinstance(result, CLIENT_ERRORS):
        return _fault(request, result)
    if isinstance(result, Exception):  # a client's error is JSON: describe() says which code and status
        _, code, message, details = describe(result)
        if isinstance(result, SearchCancelledError):
            return _error(code, message, retry=5)
        if player:
            message, details = _in_player_words(result, message, details)
        return JSONResponse({"error": code, "message": public(message), **details}, status_code=STATUS_OF[code])
    if isinstance(result, Response):
        return result
    return JSONResponse(result)


_PATH = re.compile(r"(?<![\w/.~])(?:~|[A-Za-z]:)?[/\\][^\s/\\()'\",;]+(?:[/\\][^\s/\\()'\",;]*)*")
"""An absolute file path (POSIX or Windows): what a message shown to the public never holds."""


def public_text(served: Mapping[str, Lexicon]) -> Callable[[str], str]:
    """How a message reaches a visitor: a word list named by its language, never by its file (an English visitor's
    *wine* is "not in the French word list", not "not in the word list (/usr/share/dict/french)"), and any other
    file path the message holds said as "a file on the server".

    >>> from ladders.words.lexicon import Lexicon
    >>> french = Lexicon.of_folded(["vin"], source="/usr/share/dict/french", language="fr")
    >>> public_text({"fr": french})("'wine' is not in the word list (/usr/share/dict/french)")
    "'wine' is not in the French word list"
    """
    named = []
    for lexicon in served.values():
        source = str(lexicon.source or "")
        if "/" in source or "\\" in source:
            language = LANGUAGES.get(lexicon.language or "")
            label = f"the {language.name} word list" if language is not None else "this site's word list"
            named.append((f"the word list ({source})", label))
            named.append((source, label))

    def public(message: str) -> str:
        for found, label in named:
            message = message.replace(found, label)
        return _PATH.sub("a file on the server", message)
    return public


def _default_of(served: Mapping[str, Lexicon], default_language: str | None) -> str:
    """The language a visitor who chose none gets: *default_language*, else the first served (the main list's)."""
    default = default_language or next(iter(served))
    if default not in served:
        raise ValueError(f"the default language {default!r} is not one this server has ({', '.join(served)})")
    return default


def _word_list(request: Request, query: Mapping[str, str], served: Mapping[str, Lexicon], default: str) -> Lexicon:
    """The word list a request asks for (``lang``), else the default language's; ``ValueError`` for one this server
    lacks (on a game route, in a player's words: which language, not how to start a server)."""
    try:
        return params.language(query, served) or served[default]
    except ValueError:
        if request.url.path not in PLAYER_ROUTES:
            raise
        raise ValueError(_no_language(query.get("lang", ""), served)) from None


def _no_language(code: str, served: Mapping[str, Lexicon]) -> str:
    """A language a game route was asked for and this server lacks, in a player's words."""
    have = ", ".join(LANGUAGES[name].name if name in LANGUAGES else name for name in served)
    known = LANGUAGES.get(code)
    if known is None:
        return f"this site has no word list for {code[:10]!r} (it has {have})"
    return f"this site has no {known.name} word list (it has {have})"


def _in_player_words(error: Exception, message: str, details: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """A client's error on a game route, as a player reads it: no metric, group, parameter or character names.
    Details a player's page may use are kept (the suggestions for an unknown word, the day a puzzle opens)."""
    kept: dict[str, Any] = {name: value for name, value in details.items()
                            if name in ("word", "suggestions", "number", "date")}
    if isinstance(error, params.WordProblem):
        return error.player, kept
    if isinstance(error, LadderError) and not isinstance(error, NotOpenYetError):
        return player_reason(error), kept
    return message, kept


def _within(spent: Allowance, answer: Callable[[Mapping[str, str], Lexicon], Any], query: Mapping[str, str],
            words: Lexicon) -> Any:
    """Run *answer* in this worker thread under the request's allowance (called off already: raise at once).

    The allowance's clock starts again here, as the request leaves its lane's queue, so waiting spends none of it;
    a request that waited longer than its whole allowance is answered 503 ``busy`` instead of being started."""
    if spent.cancelled is None and spent.seconds is not None and spent.deadline is not None:
        now = time.monotonic()
        if now > spent.deadline:
            return _error("busy", f"the server is busy (this request waited over {spent.seconds:g} s for its turn): "
                                  "try again in a moment", retry=1)
        spent.deadline = now + spent.seconds
    spent.check()
    with allowance(None, None, spent):
        found = answer(query, words)
    return solver_answers.with_spellings(found, words) if words.accents == "fold" and isinstance(found, dict) else found


CLIENT_ERRORS = (LadderError, ValueError, TypeError, ImportError)
"""What a request's own input can cause (bad parameters, unknown words, no ladder, a search over its bounds, a
missing extra): answered 4xx with its code. Anything else is the server's fault (:func:`_fault`)."""

_log = logging.getLogger("uvicorn.error")


def _fault(request: Request, error: Exception) -> JSONResponse:
    """A fault of the server's own: logged with its traceback and an id; the client gets a 500, the id and no detail."""
    fault = uuid.uuid4().hex[:12]
    _log.error("ladders: error %s on %s", fault, request.url.path, exc_info=error)
    return JSONResponse({"error": "server_error", "message": f"the server failed on this request (error {fault}); "
                                                           "it has been logged", "id": fault}, status_code=500)


def _error(code: str, message: str, *, retry: int | None = None) -> JSONResponse:
    headers = {"retry-after": str(retry)} if retry is not None else None
    return JSONResponse({"error": code, "message": message}, status_code=STATUS_OF[code], headers=headers)


def error_headers() -> list[tuple[str, str]]:
    """The security headers every response carries, as text pairs, for responses the server writes itself."""
    return [("content-security-policy", CONTENT_SECURITY_POLICY),
            *((name.decode(), value.decode()) for name, value in _HEADERS)]


class HostCheck:
    """Pure ASGI middleware: a request whose ``Host`` is not one of *hosts* (any port) is answered 400.

    It keeps a page served on this machine from being reached through another
    name (DNS rebinding) and redirects from pointing anywhere else.
    """

    def __init__(self, app: ASGIApp, hosts: Iterable[str]) -> None:
        self.app = app
        self.hosts = frozenset(host.lower() for host in hosts)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            given = next((value.decode("latin-1") for name, value in scope["headers"] if name == b"host"), "")
            if _host_name(given) not in self.hosts:
                shown = given[:60].encode("ascii", "backslashreplace").decode()
                response = _error("bad_host", f"this server does not answer to the host {shown!r}")
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)


def _host_name(header: str) -> str:
    """The host of a ``Host`` header, port left out, lower case: ``[::1]:8000`` -> ``[::1]``.

    >>> _host_name("LocalHost:8000"), _host_name("[::1]:80"), _host_name("127.0.0.1")
    ('localhost', '[::1]', '127.0.0.1')
    """
    header = header.strip().lower()
    if header.startswith("["):
        return header[:header.find("]") + 1] if "]" in header else header
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


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
    """Before the first request: build what every later request shares (see
    :func:`ladders.web.solver_answers.warm_up`)."""
    for lexicon in app.state.languages.values():
        await run_in_threadpool(solver_answers.warm_up, lexicon)
    # What the warm-up built lives as long as the server: frozen out of the collector's generations, a full
    # collection no longer walks it (about 300 MB of rows, groups and pools) in the middle of a request.
    gc.freeze()
    yield


def _static(name: str, kind: str) -> Callable[[Request], Awaitable[Response]]:
    async def endpoint(request: Request) -> Response:
        return FileResponse(STATIC / name, media_type=kind)
    return endpoint


def _ladder(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    start, end, metric = params.word(query, "start"), params.word(query, "end"), params.metric(query)
    max_depth = params.number(query, "max_depth", low=1, high=params.MAX_DEPTH)
    return solver_answers.ladder_answer(start, end, metric, max_depth, lexicon,
                                        with_common=params.flag({"common": query.get("common", "1")}, "common"))


def _common(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    start, end, metric = params.word(query, "start"), params.word(query, "end"), params.metric(query)
    return solver_answers.common_answer(start, end, metric, lexicon)


def _check(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    return solver_answers.check_answer(params.words(query, "words"), params.metric(query), lexicon)


def _puzzle(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    steps = params.number(query, "steps", low=1, high=params.MAX_STEPS, required=True)
    assert steps is not None
    length = params.number(query, "length", low=1, high=params.MAX_WORD_LENGTH)  # the practice screen's choices
    rating = query.get("rating", "").strip() or None  # checked by the puzzle draw (one of RATINGS)
    return game_answers.puzzle_answer(steps, params.flag(query, "common"), params.seed(query), params.metric(query),
                                      lexicon, length=length, rating=rating)


def _define(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    return solver_answers.define_answer(params.word(query, "word"), lexicon)


def _draw(query: Mapping[str, str], lexicon: Lexicon) -> Response:
    start, end, metric = params.word(query, "start"), params.word(query, "end"), params.metric(query)
    mask = _unshown(start, end, lexicon) if params.flag(query, "mask") else None
    svg = shortest_ladders_picture(start, end, metric, lexicon=lexicon, mask=mask,
                                   max_expansions=solver_answers.MAX_EXPANSIONS, timeout=solver_answers.TIMEOUT)
    if params.flag(query, "dark"):  # the pages' dark palette (the game screen's and the solver's)
        svg = solver_answers.dark_picture(svg)
    # The picture styles itself (an inline <style>); it runs no script and loads nothing.
    return Response(svg, media_type="image/svg+xml", headers={"Content-Security-Policy": PICTURE_POLICY})


def _unshown(start: str, end: str, lexicon: Lexicon) -> Callable[[str], bool]:
    """The picture's mask: a word a puzzle may not show (rare ones aside), but never the round's own ends."""
    return lambda word: word not in (start, end) and not is_shown_word(word, lexicon, common=False)


def _rungs(query: Mapping[str, str]) -> list[str]:
    return params.words(query, "rungs") if query.get("rungs", "").strip() else []


def _move(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    start, end, metric = params.word(query, "start"), params.word(query, "end"), params.metric(query)
    return game_answers.move_answer(start, end, _rungs(query), params.word(query, "word"), metric, lexicon,
                                    detours=params.flag(query, "detours"), hard=params.flag(query, "hard"))


def _hint(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    start, end, metric = params.word(query, "start"), params.word(query, "end"), params.metric(query)
    return game_answers.hint_answer(start, end, _rungs(query), metric, lexicon,
                                    params.number(query, "level", low=1, high=3), hard=params.flag(query, "hard"))


def _result(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    start, end, metric = params.word(query, "start"), params.word(query, "end"), params.metric(query)
    hints = params.number(query, "hints", low=0, high=999) or 0
    return game_answers.result_answer(start, end, _rungs(query), hints, metric, lexicon,
                                      number=params.number(query, "number", low=1, high=99_999),
                                      gave_up=params.flag(query, "gave_up"), today=params.date(query, "today"),
                                      undone=params.undone(query))


def _start(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    if "challenge" in query:  # a friend's challenge: its code holds the pair (and the daily puzzle's number)
        return game_answers.challenge_answer(query["challenge"], lexicon, params.date(query, "today"))
    start, end, metric = params.word(query, "start"), params.word(query, "end"), params.metric(query)
    return game_answers.start_answer(start, end, metric, lexicon)


def _rules(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    return game_answers.rules_answer()


def _daily(query: Mapping[str, str], lexicon: Lexicon) -> dict[str, Any]:
    return game_answers.daily_answer(query.get("date"), params.date(query, "today"))
