"""Serving the app with uvicorn, guarded: a cap on open connections, a deadline for a request's head, a prompt stop.

uvicorn's own settings do not do this: under httptools it ignores
``h11_max_incomplete_event_size``, its keep-alive timer is no deadline for a
head that trickles in a byte at a time, and ``limit_concurrency`` answers 503
without the app's headers. So :class:`GuardedProtocol` (uvicorn's httptools
protocol, with three changes) and :class:`GuardedServer` (uvicorn's server,
with one):

- past :data:`MAX_CONNECTIONS` open connections, the one that has waited
  longest for a request's head is closed to make room (a flood of idle
  connections cannot starve the API); when none is idle, the new connection
  is answered 503 at once, in the app's JSON and with its security headers,
  and closed. A request whose head is not complete within
  :data:`HEAD_SECONDS` is answered 408 and closed. Each is logged, once a
  second at most;
- uvicorn's own 400 for a malformed request carries the same headers and JSON;
- when the process runs out of file handles all the same (a burst of
  connections arrives faster than the closed ones are let go), the loop stops
  accepting for a second and says so in one line, not a traceback;
- on SIGINT or SIGTERM the app hears first (:meth:`GuardedServer.handle_exit`):
  it stops taking work, answers what is queued 503, and calls off running
  searches, so uvicorn's graceful stop takes moments, not the queue's length.
"""

from __future__ import annotations

import asyncio
import errno
import json
import logging
import resource
import time
from collections.abc import Callable
from typing import Any

import uvicorn
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from .app import error_headers

__all__ = ["MAX_CONNECTIONS", "HEAD_SECONDS", "STOP_SECONDS", "GuardedProtocol", "GuardedServer", "server_config",
           "connection_cap"]

HEAD_SECONDS = 10.0
"""A request's head (its first line and headers) must arrive whole within this many seconds of the connection
being ready for it."""

BACKLOG = 64
"""Connections the kernel queues for accepting. asyncio's loop accepts up to this many at one wake-up, before any
can be turned away, so it is kept well under the files :func:`connection_cap` leaves free."""

STOP_SECONDS = 3
"""On a stop, uvicorn waits this long at most for answers still being written (the app has already called off its
searches, which stop within a few milliseconds)."""


def connection_cap(files: int | None = None) -> int:
    """How many connections one process keeps open at most: 1,000, or half the file limit when that is lower.

    Half, because the event loop may accept a burst of connections (asyncio's: up to 100 at once) before the
    first of them can be turned away, and every one holds a file meanwhile.

    >>> connection_cap(256), connection_cap(1024), connection_cap(1 << 20)
    (128, 512, 1000)
    """
    if files is None:
        files = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    return max(16, min(1000, files // 2))


MAX_CONNECTIONS = connection_cap()
"""Open connections one server process keeps at most; the next is answered 503 and closed. Well under the file
limit, so the server never runs out of file handles (the word data and the logs need some too)."""

_log = logging.getLogger("uvicorn.error")
_last_said: dict[str, float] = {}


def _say_once_a_second(what: str, message: str) -> None:
    now = time.monotonic()
    if now - _last_said.get(what, -2.0) >= 1.0:
        _last_said[what] = now
        _log.warning(message)


def _response(status: int, reason: str, code: str, message: str, extra: tuple[tuple[str, str], ...] = ()) -> bytes:
    body = json.dumps({"error": code, "message": message}).encode()
    lines = [f"HTTP/1.1 {status} {reason}", "content-type: application/json", f"content-length: {len(body)}",
             "connection: close", *(f"{name}: {value}" for name, value in (*error_headers(), *extra))]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


class GuardedProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol with a connection cap, a head deadline and JSON errors with the app's headers."""

    max_connections = MAX_CONNECTIONS
    head_seconds = HEAD_SECONDS

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._head_timer: Any = None
        self._waiting_since = 0.0

    def connection_made(self, transport: Any) -> None:
        super().connection_made(transport)
        if len(self.connections) > self.max_connections:
            idle = [c for c in self.connections if isinstance(c, GuardedProtocol) and c is not self
                    and c._head_timer is not None and not c.transport.is_closing()]
            if idle:
                oldest = min(idle, key=lambda c: c._waiting_since)
                _say_once_a_second("evict", f"ladders: {self.max_connections} connections open (the cap): the idlest "
                                            "ones are closed to make room")
                oldest._stop_waiting()
                oldest.transport.write(_response(503, "Service Unavailable", "busy",
                                                 "too many connections are open: this idle one is closed",
                                                 (("retry-after", "1"),)))
                oldest.transport.close()
            else:
                _say_once_a_second("cap", f"ladders: {self.max_connections} connections open (the cap), all busy: "
                                          "new ones are answered 503 and closed")
                transport.write(_response(503, "Service Unavailable", "busy",
                                          "too many connections are open: try again in a moment",
                                          (("retry-after", "1"),)))
                transport.close()
                return
        self._wait_for_head()

    def _wait_for_head(self) -> None:
        self._stop_waiting()
        self._waiting_since = time.monotonic()
        self._head_timer = self.loop.call_later(self.head_seconds, self._head_too_slow)

    def _stop_waiting(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _head_too_slow(self) -> None:
        self._head_timer = None
        if self.transport.is_closing():
            return
        _say_once_a_second("head", f"ladders: a request's head took over {self.head_seconds:g} s: connection closed")
        self.transport.write(_response(408, "Request Timeout", "too_slow",
                                       f"the request's head did not arrive within {self.head_seconds:g} seconds"))
        self.transport.close()

    def on_headers_complete(self) -> None:
        self._stop_waiting()
        super().on_headers_complete()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._wait_for_head()  # a kept-alive connection waits for its next head under the same deadline

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_waiting()
        super().connection_lost(exc)

    def send_400_response(self, msg: str) -> None:
        self._stop_waiting()
        self.transport.write(_response(400, "Bad Request", "bad_request", f"malformed HTTP request: {msg}"))
        self.transport.close()


def _out_of_files(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """The loop's error handler: running out of file handles is one line (asyncio pauses accepting for a second)."""
    error = context.get("exception")
    if isinstance(error, OSError) and error.errno in (errno.EMFILE, errno.ENFILE):
        _say_once_a_second("files", "ladders: out of file handles: new connections wait a second")
    else:
        loop.default_exception_handler(context)


class GuardedServer(uvicorn.Server):
    """uvicorn's server; on SIGINT or SIGTERM *on_stop* is called first, so the app calls off its work."""

    def __init__(self, config: uvicorn.Config, on_stop: Callable[[], None]) -> None:
        super().__init__(config)
        self.on_stop = on_stop

    async def startup(self, sockets: Any = None) -> None:
        asyncio.get_running_loop().set_exception_handler(_out_of_files)
        await super().startup(sockets)

    def handle_exit(self, sig: int, frame: Any) -> None:
        self.on_stop()
        super().handle_exit(sig, frame)


def server_config(app: Any, **options: Any) -> uvicorn.Config:
    """The uvicorn settings ``ladders serve`` runs *app* with (its host, port or socket in *options*)."""
    return uvicorn.Config(app, http=GuardedProtocol, log_level="warning", access_log=False,
                          timeout_graceful_shutdown=STOP_SECONDS, backlog=BACKLOG, **options)
