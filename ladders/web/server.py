"""Serving the app with uvicorn, guarded: caps on connections and pipelines, deadlines for a client's reading and
writing, one log line a second for a client's faults, a prompt stop.

uvicorn's own settings do not do this: under httptools it ignores
``h11_max_incomplete_event_size``, its keep-alive timer is no deadline for a
head that trickles in a byte at a time, it waits for ever on a client that
never reads its answers, and ``limit_concurrency`` answers 503 without the
app's headers. So :class:`GuardedProtocol` (uvicorn's httptools protocol, with
the changes below) and :class:`GuardedServer` (uvicorn's server, with two):

- past :data:`MAX_CONNECTIONS` open connections, the one that has waited
  longest for its client (for a request's head, or for the client to read its
  answers) is closed to make room, or else the one with the most requests
  sent ahead of their answers (browsers never pipeline): a flood of idle,
  unread or pipelining connections cannot starve the API. When there is none
  of these, the new connection is answered 503 at once, in the app's JSON and
  with its security headers, and closed;
- a request's head must arrive whole within :data:`HEAD_SECONDS` of the
  connection being ready for it (a request that came in a pipeline, whole, is
  never timed out), and hold at most :data:`HEAD_BYTES`: else 408 or 431, and
  the connection is closed;
- a client must read its answers: when the connection's buffers stay full
  (asyncio's flow control: writing paused) for :data:`WRITE_SECONDS` while the
  client takes less than :data:`SEND_BUFFER` bytes, or the last answer of a
  closing connection sits there as long, the connection is reset. Each
  connection's kernel send buffer is :data:`SEND_BUFFER` bytes, so a client
  that reads nothing is noticed after that much, not after Linux's 4 MB; and
  while its answers wait, nothing more is read from it;
- at most :data:`PIPELINE` requests wait behind the one being answered; one
  more, and nothing further is read: those are answered and the connection
  closes (a pipelining client sends the rest again on a new connection);
- a malformed request is answered 400, with the same headers and JSON (after
  the answers to the requests before it on its connection); one that asks to
  upgrade the connection (a WebSocket) is answered as plain HTTP, then the
  connection closes (the server runs with ``ws="none"``);
- every fault of a client's (a malformed request, a 408, a reader too slow, a
  connection turned away) is one log line a second at most, never a
  traceback; so is running out of file handles all the same (asyncio's loop
  stops accepting for a second), and a stop that has to cut answers off;
- on SIGINT or SIGTERM the app hears first (:meth:`GuardedServer.handle_exit`):
  it stops taking work, answers what is queued 503, and calls off running
  searches, and connections whose clients are not reading are reset, so
  uvicorn's graceful stop takes moments, not the queue's length.

Each cap and deadline is also a class attribute of :class:`GuardedProtocol`;
a subclass given to :func:`server_config` (``protocol=``) changes them, as the
tests do to shorten the deadlines.

Longer than most: :class:`GuardedProtocol` is one connection's
state machine (the head it waits for, the answers it holds, the reader it
waits on), and every cap and deadline reads and changes that one state;
split by concern, each part would reach into the others' attributes.
"""

from __future__ import annotations

import asyncio
import errno
import json
import logging
import resource
import socket
import struct
import time
from collections.abc import Callable
from typing import Any

import httptools
import uvicorn
from uvicorn.protocols.http.flow_control import FlowControl
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol, RequestResponseCycle

from .app import error_headers

__all__ = ["MAX_CONNECTIONS", "HEAD_SECONDS", "HEAD_BYTES", "WRITE_SECONDS", "SEND_BUFFER", "PIPELINE",
           "STOP_SECONDS", "GuardedProtocol", "GuardedServer", "server_config", "connection_cap"]

HEAD_SECONDS = 10.0
"""A request's head (its first line and headers) must arrive whole within this many seconds of the connection
being ready for it: from the connection's start, or from the last answer to a request before it."""

HEAD_BYTES = 64 * 1024
"""The most bytes a request's head (its first line and headers) may hold. The page's longest possible request, a
round's end with 40 rungs and 100 taken back, each of 40 letters of 3 UTF-8 bytes in %-escapes, is about 53 KB."""

WRITE_SECONDS = 10.0
"""A client must read its answers: a connection whose buffers stay full this many seconds while the client takes
less than :data:`SEND_BUFFER` bytes of them (or whose last answer, once it is closed, sits unsent as long) is
reset."""

SEND_BUFFER = 64 * 1024
"""The kernel's send buffer of each connection, in bytes (Linux keeps twice this for its own bookkeeping). A client
that reads nothing fills it, and the connection's own 64 KiB, and then meets :data:`WRITE_SECONDS`; one must take
this much in each such span to keep its connection."""

PIPELINE = 16
"""The most requests one connection may have waiting behind the one being answered (HTTP pipelining)."""

BACKLOG = 64
"""Connections the kernel queues for accepting. The event loop accepts up to this many at one wake-up, before any
can be turned away: :func:`connection_cap` leaves files for them."""

OWN_FILES = 32
"""Files the server holds besides its connections: the standard streams, the event loop's, the listening socket,
the word data (19 in all for ``ladders serve`` with its defaults)."""

STOP_SECONDS = 3
"""On a stop, uvicorn waits this long at most for answers still being written (the app has already called off its
searches, which stop within a few milliseconds, and connections whose clients do not read are reset at once)."""


def connection_cap(files: int | None = None) -> int:
    """How many connections one process keeps open at most: 1,000, or fewer when the file limit is low.

    Each connection may hold two files (its socket, and a page file being read for its answer), and beside them
    there must be room for a burst of :data:`BACKLOG` connections accepted before the first can be turned away,
    and for the :data:`OWN_FILES` the server holds itself. (Out of files, uvloop closes the connections waiting
    to be accepted, unanswered and unsaid, and a page file that cannot be opened is a 500.)

    >>> connection_cap(256), connection_cap(352), connection_cap(1024), connection_cap(1 << 20)
    (80, 128, 464, 1000)
    """
    if files is None:
        files = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    return max(16, min(1000, (files - BACKLOG - OWN_FILES) // 2))


MAX_CONNECTIONS = connection_cap()
"""Open connections one server process keeps at most (past it, one waiting for its client makes room, or the new one
is answered 503). Well under the file limit, so the server does not run out of file handles."""

_log = logging.getLogger("uvicorn.error")
_last_said: dict[str, float] = {}
_unsaid: dict[str, int] = {}


def _say_once_a_second(what: str, message: str) -> None:
    """Log *message* unless a line about *what* was logged less than a second ago (then count it for the next)."""
    now = time.monotonic()
    if now - _last_said.get(what, -2.0) < 1.0:
        _unsaid[what] = _unsaid.get(what, 0) + 1
        return
    _last_said[what] = now
    more = _unsaid.pop(what, 0)
    _log.warning(message + (f" ({more:,} more since the last such line)" if more else ""))


def _response(status: int, reason: str, code: str, message: str, extra: tuple[tuple[str, str], ...] = ()) -> bytes:
    body = json.dumps({"error": code, "message": message}).encode()
    lines = [f"HTTP/1.1 {status} {reason}", "content-type: application/json", f"content-length: {len(body)}",
             "connection: close", *(f"{name}: {value}" for name, value in (*error_headers(), *extra))]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


_STOPPED = {
    "pipeline": "ladders: a client sent over {pipeline} requests ahead of its answers: the rest are not read, and "
                "its connection closes after those answers",
    "head": "ladders: a request's head was over {head:,} bytes: answered 431 and closed",
    "malformed": "ladders: a malformed request: answered 400 (after the answers to the requests before it) and closed",
    "upgrade": "ladders: a request asked to upgrade its connection (to a WebSocket?): answered as plain HTTP, then "
               "closed",
}
"""Why the parser of a connection stopped, and the line logged (once a second at most for each)."""


class _Refused(Exception):
    """Raised inside the parser's callbacks to stop it: *why* is ``"pipeline"`` or ``"head"``."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


class _Flow(FlowControl):
    """uvicorn's flow control, but reading stays paused while answers wait for the client to read them (writing
    paused), while requests wait behind the one being answered, and for good once the parser was stopped."""

    def __init__(self, transport: asyncio.Transport, protocol: GuardedProtocol) -> None:
        super().__init__(transport)
        self.protocol = protocol

    def resume_reading(self) -> None:
        if not (self.write_paused or self.protocol.pipeline or self.protocol.refused):
            super().resume_reading()


class GuardedProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol with caps, deadlines, JSON errors with the app's headers and a quiet log."""

    max_connections = MAX_CONNECTIONS
    head_seconds = HEAD_SECONDS
    head_bytes = HEAD_BYTES
    write_seconds = WRITE_SECONDS
    send_buffer = SEND_BUFFER
    pipeline_limit = PIPELINE

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._head_timer: asyncio.TimerHandle | None = None
        self._write_timer: asyncio.TimerHandle | None = None
        self._waiting_since: float | None = None
        """When this connection began to wait for its client (a head, or reading its answers); None: it is not."""
        self._head_size = 0
        """The bytes of the head being read so far: its complete lines, or every byte of the reads it spanned."""
        self._head_open = False
        self._unsent = 0
        """The bytes waiting to be sent when the write deadline was last set."""
        self._cut = False
        self._cycles: list[RequestResponseCycle] = []
        """The requests read whose answers are not all written: the one being answered and those queued behind."""
        self.refused: str | None = None
        """Why the parser was stopped (a key of :data:`_STOPPED`): nothing more is read."""

    # The connection's life

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self.flow = _Flow(transport, self)
        try:
            transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, self.send_buffer)
        except (AttributeError, OSError):  # no socket to tune (a test's transport): the deadline still holds
            pass
        if len(self.connections) > self.max_connections and not self._make_room():
            _say_once_a_second("cap", f"ladders: {self.max_connections} connections open (the cap), all busy: "
                                      "new ones are answered 503 and closed")
            transport.write(_response(503, "Service Unavailable", "busy",
                                      "too many connections are open: try again in a moment", (("retry-after", "1"),)))
            self._close()
            return
        self._wait_for_head()

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_waiting()
        for cycle in self._cycles:  # uvicorn tells only the newest request of a pipeline: every one must know
            if not cycle.response_complete:
                cycle.disconnected = True
                cycle.message_event.set()
        self._cycles.clear()
        super().connection_lost(exc)

    def shutdown(self) -> None:
        """The server is stopping: a connection whose client is not reading is reset now; the rest as uvicorn does."""
        if self._write_timer is not None:
            self._reset()
        else:
            super().shutdown()

    def _make_room(self) -> bool:
        """Close one connection to make room for this one: the one that has waited longest for its client (for a
        head, or to read its answers); else the one with the most requests sent ahead of their answers (browsers
        never pipeline). False when there is neither."""
        others = [c for c in self.connections if isinstance(c, GuardedProtocol) and c is not self and not c._cut]
        waiting = [c for c in others if c._waiting_since is not None]
        if waiting:
            oldest = min(waiting, key=lambda c: c._waiting_since or 0.0)
            _say_once_a_second("evict", f"ladders: {self.max_connections} connections open (the cap): the ones that "
                                        "waited longest for their clients are closed to make room")
            if oldest._write_timer is not None:
                oldest._reset()  # its client is not reading: a last answer would never arrive
            else:
                oldest._stop_waiting()
                oldest.transport.write(_response(503, "Service Unavailable", "busy",
                                                 "too many connections are open: this idle one is closed",
                                                 (("retry-after", "1"),)))
                oldest._close()
            return True
        pipelining = [c for c in others if c.pipeline]
        if pipelining:
            _say_once_a_second("evict pipeline", f"ladders: {self.max_connections} connections open (the cap), none "
                                                 "idle: the ones with the most requests sent ahead of their answers "
                                                 "are reset to make room")
            max(pipelining, key=lambda c: len(c.pipeline))._reset()
            return True
        return False

    # Reading requests

    def data_received(self, data: bytes) -> None:
        if self.refused:
            return
        self._unset_keepalive_if_required()
        continued = self._head_open
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserUpgrade:  # served with ws="none": the request was answered as plain HTTP
            self._stop_reading("upgrade")
        except httptools.HttpParserError as error:
            self._stop_reading("malformed" if self.refused is None else self.refused, str(error))
        else:
            if continued and self._head_open:  # all of it went to one head, which the parser keeps till it ends
                self._count_head(len(data), raised=False)

    def on_message_begin(self) -> None:
        self._head_size = 0
        self._head_open = True
        super().on_message_begin()

    def on_url(self, url: bytes) -> None:
        self._count_head(len(url))
        super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        self._count_head(len(name) + len(value) + 4)
        super().on_header(name, value)

    def on_headers_complete(self) -> None:
        self._head_open = False
        self._stop_waiting()
        if len(self.pipeline) >= self.pipeline_limit:
            self.refused = "pipeline"
            raise _Refused("pipeline")  # stops the parser here: the bytes after this head are never looked at
        super().on_headers_complete()
        if self.cycle is not None and self.cycle not in self._cycles:
            self._cycles.append(self.cycle)

    def _count_head(self, size: int, *, raised: bool = True) -> None:
        """Count *size* more bytes of the head being read; over :data:`HEAD_BYTES`, stop the parser (from its
        callbacks, *raised*: by an exception it passes on) or stop reading."""
        self._head_size += size
        if self._head_size > self.head_bytes:
            if raised:
                self.refused = "head"
                raise _Refused("head")
            self._stop_reading("head")

    def _stop_reading(self, why: str, detail: str = "") -> None:
        """The parser has stopped (*why*: one of :data:`_STOPPED`): the requests already taken are answered, then
        the connection closes; with none in hand, the fault is answered at once."""
        self.refused = why
        self.flow.pause_reading()
        self._stop_waiting()
        _say_once_a_second(why, _STOPPED[why].format(pipeline=self.pipeline_limit, head=self.head_bytes))
        if self._in_hand():
            self.cycle.keep_alive = False  # the last request taken: its answer closes the connection
            return
        if why == "head":
            self.transport.write(_response(431, "Request Header Fields Too Large", "head_too_large",
                                           f"the request's head is over {self.head_bytes:,} bytes"))
        elif why == "malformed":
            self.transport.write(_response(400, "Bad Request", "bad_request", f"malformed HTTP request: {detail}"))
        self._close()

    def send_400_response(self, msg: str) -> None:
        self._stop_reading("malformed", msg)

    # Answering

    def on_response_complete(self) -> None:
        self._cycles = [cycle for cycle in self._cycles if not cycle.response_complete]
        super().on_response_complete()  # starts the next request of a pipeline, if any
        if self.transport.is_closing():
            if self.transport.get_write_buffer_size():
                self._wait_for_reader()
        elif not self._in_hand() and not self.flow.write_paused:
            self._wait_for_head()

    def pause_writing(self) -> None:
        super().pause_writing()
        self.flow.pause_reading()
        self._wait_for_reader()

    def resume_writing(self) -> None:
        super().resume_writing()
        self._stop_waiting()
        if self.transport.is_closing():
            self._wait_for_reader()  # the last answer's last bytes: another full deadline, since it moved
            return
        self.flow.resume_reading()
        if not self._in_hand():
            self._wait_for_head()

    def _in_hand(self) -> bool:
        """Whether a request has been read whose answer is not all written (a pipeline's last one, if several)."""
        return self.cycle is not None and not self.cycle.response_complete

    # Waiting for the client, under a deadline

    def _wait_for_head(self) -> None:
        if self.transport.is_closing():
            return
        self._stop_waiting()
        self._waiting_since = time.monotonic()
        self._head_timer = self.loop.call_later(self.head_seconds, self._head_too_slow)

    def _wait_for_reader(self) -> None:
        self._stop_waiting()
        self._waiting_since = time.monotonic()
        self._unsent = self.transport.get_write_buffer_size()
        self._write_timer = self.loop.call_later(self.write_seconds, self._reader_too_slow)

    def _stop_waiting(self) -> None:
        for timer in (self._head_timer, self._write_timer):
            if timer is not None:
                timer.cancel()
        self._head_timer = self._write_timer = None
        self._waiting_since = None

    def _head_too_slow(self) -> None:
        self._head_timer = None
        if self.transport.is_closing():
            return
        _say_once_a_second("slow head", f"ladders: a request's head took over {self.head_seconds:g} s: answered "
                                        "408 and closed")
        self.transport.write(_response(408, "Request Timeout", "too_slow",
                                       f"the request's head did not arrive within {self.head_seconds:g} seconds"))
        self._close()

    def _reader_too_slow(self) -> None:
        unsent = self.transport.get_write_buffer_size()
        if unsent <= self._unsent - self.send_buffer:  # it took that much: another deadline (still first to go)
            self._unsent = unsent
            self._write_timer = self.loop.call_later(self.write_seconds, self._reader_too_slow)
            return
        self._write_timer = None
        _say_once_a_second("reader", f"ladders: a client left its answers unread for {self.write_seconds:g} s: "
                                     "connection reset")
        self._reset()

    def _close(self) -> None:
        """Close once what is written has gone; if it has not all gone at once, the client has the write deadline
        to take it."""
        self._stop_waiting()
        self.transport.close()
        if self.transport.get_write_buffer_size():
            self._wait_for_reader()

    def _reset(self) -> None:
        """Close now, dropping what is unsent: a reset (SO_LINGER 0), so the kernel lets go of its buffers too."""
        self._stop_waiting()
        self._cut = True
        try:
            self.transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_LINGER,
                                                              struct.pack("ii", 1, 0))
        except (AttributeError, OSError):
            pass
        self.transport.abort()


def _out_of_files(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """The loop's error handler: running out of file handles is one line (asyncio's loop pauses accepting for a
    second; uvloop says nothing, which :func:`connection_cap` is there to avoid)."""
    error = context.get("exception")
    if isinstance(error, OSError) and error.errno in (errno.EMFILE, errno.ENFILE):
        _say_once_a_second("files", "ladders: out of file handles: new connections wait a second")
    else:
        loop.default_exception_handler(context)


class _NoTracebackForACutOff(logging.Filter):
    """uvicorn logs a traceback for each answer a stop cancels (its graceful stop ran out of time, or a second
    Ctrl-C): one line a second instead. Every other record, a fault of the app's own included, passes as it is."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if not isinstance(error, asyncio.CancelledError):
            return True
        _say_once_a_second("cut", "ladders: the stop cut off answers still being written")
        return False


class GuardedServer(uvicorn.Server):
    """uvicorn's server; on SIGINT or SIGTERM *on_stop* is called first, so the app calls off its work."""

    def __init__(self, config: uvicorn.Config, on_stop: Callable[[], None]) -> None:
        super().__init__(config)
        self.on_stop = on_stop

    async def startup(self, sockets: Any = None) -> None:
        asyncio.get_running_loop().set_exception_handler(_out_of_files)
        if not any(isinstance(f, _NoTracebackForACutOff) for f in _log.filters):
            _log.addFilter(_NoTracebackForACutOff())
        await super().startup(sockets)

    def handle_exit(self, sig: int, frame: Any) -> None:
        self.on_stop()
        super().handle_exit(sig, frame)


def server_config(app: Any, *, protocol: type[GuardedProtocol] = GuardedProtocol, **options: Any) -> uvicorn.Config:
    """The uvicorn settings ``ladders serve`` runs *app* with: its host, port or socket in *options*, which may
    replace any setting here too; *protocol*, :class:`GuardedProtocol` or a subclass with other caps and deadlines
    (the tests shorten them)."""
    settings = {"http": protocol, "ws": "none", "log_level": "warning", "access_log": False,
                "timeout_graceful_shutdown": STOP_SECONDS, "backlog": BACKLOG, **options}
    return uvicorn.Config(app, **settings)
