"""The guarded protocol, request by request: deadlines per request, a bounded pipeline, a client that must read, a
head of bounded size, and a log that says each kind of client's fault once a second, never with a traceback.

Each test serves a small app of its own (answers at once, after a pause, or a big body) with
:class:`~ladders.web.server.GuardedServer` in a thread of this process, on loopback, with the deadlines and caps
shortened (``server_config(protocol=...)``), and reads the server's log from uvicorn's logger. Every read is bounded
in bytes and time.
"""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

pytest.importorskip("uvicorn", reason="the web extra is not installed (CI installs it: see .ci/run)")
from starlette.applications import Starlette  # noqa: E402
from starlette.requests import Request  # noqa: E402
from starlette.responses import PlainTextResponse, Response  # noqa: E402
from starlette.routing import Route  # noqa: E402

from ladders.web.server import GuardedProtocol, GuardedServer, server_config  # noqa: E402

BIG = 1 << 20
"""The big answer's bytes (``/big``; ``/big?kib=N``: N KiB): far more than a connection's buffers hold."""


async def _quick(request: Request) -> Response:
    return PlainTextResponse("ok")


async def _pause(request: Request) -> Response:
    await asyncio.sleep(float(request.query_params["seconds"]))
    return PlainTextResponse("slept")


async def _big(request: Request) -> Response:
    size = int(request.query_params.get("kib", BIG >> 10)) << 10
    return Response(b"x" * size, media_type="application/octet-stream")


APP = Starlette(routes=[Route("/quick", _quick), Route("/pause", _pause), Route("/big", _big)])


class _Served:
    def __init__(self, port: int, server: GuardedServer, log: list[logging.LogRecord]) -> None:
        self.port, self.server, self.log = port, server, log

    def lines(self, text: str = "") -> list[str]:
        """The log's lines (holding *text*)."""
        return [record.getMessage() for record in self.log if text in record.getMessage()]

    def connect(self) -> socket.socket:
        return socket.create_connection(("127.0.0.1", self.port), timeout=10)


class _Collect(logging.Handler):
    def __init__(self, into: list[logging.LogRecord]) -> None:
        super().__init__(logging.DEBUG)
        self.into = into

    def emit(self, record: logging.LogRecord) -> None:
        self.into.append(record)


@contextmanager
def serving(stop_seconds: float = 3.0, loop: str = "auto", **settings: Any) -> Iterator[_Served]:
    """:data:`APP` served by a :class:`GuardedProtocol` with *settings* (``head_seconds=0.5``...) in a thread, on
    *loop* (``auto``: uvloop, as ``ladders serve`` runs; ``asyncio``: asyncio's own)."""
    protocol = type("Tuned", (GuardedProtocol,), settings)
    listening = socket.socket()
    listening.bind(("127.0.0.1", 0))
    config = server_config(APP, protocol=protocol, log_config=None, lifespan="off", loop=loop,
                           timeout_graceful_shutdown=stop_seconds)
    server = GuardedServer(config, on_stop=lambda: None)
    log: list[logging.LogRecord] = []
    handler = _Collect(log)
    logging.getLogger("uvicorn.error").addHandler(handler)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listening]}, daemon=True)
    thread.start()
    try:
        began = time.monotonic()
        while not server.started and time.monotonic() - began < 10:
            time.sleep(0.01)
        assert server.started, "the server did not start within 10 s"
        yield _Served(listening.getsockname()[1], server, log)
    finally:
        server.should_exit = True
        thread.join(timeout=15)
        logging.getLogger("uvicorn.error").removeHandler(handler)
        listening.close()
    assert not thread.is_alive(), "the server did not stop within 15 s"
    assert not any(record.exc_info for record in log), [record.getMessage() for record in log if record.exc_info]


def get(path: str, *, last: bool = False) -> bytes:
    """A request's bytes; the *last* of its connection asks the server to close it after the answer."""
    return f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{'Connection: close' if last else ''}\r\n\r\n".encode()


def read_until_closed(sock: socket.socket, seconds: float, limit: int = 1 << 22) -> bytes:
    """What *sock* receives until the server closes it, *seconds* pass, or *limit* bytes came."""
    data = b""
    until = time.monotonic() + seconds
    while len(data) < limit and (left := until - time.monotonic()) > 0:
        sock.settimeout(left)
        try:
            chunk = sock.recv(1 << 16)
        except (TimeoutError, ConnectionResetError):
            break
        if not chunk:
            break
        data += chunk
    return data


def tcp_open(sock: socket.socket) -> bool:
    return sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 8)[0] == 1  # TCP_ESTABLISHED


def test_a_pipelined_request_that_arrived_whole_is_never_answered_408() -> None:
    with serving(head_seconds=0.5) as served, served.connect() as sock:
        sock.sendall(get("/quick") + get("/pause?seconds=1.5", last=True))  # its answer takes three head deadlines
        replies = read_until_closed(sock, 4.0)
    assert replies.count(b"HTTP/1.1 200 OK") == 2 and b"slept" in replies, replies[:300]
    assert b"408" not in replies and not served.lines("408")


def test_the_next_head_has_its_own_deadline_from_the_last_answer() -> None:
    with serving(head_seconds=0.5) as served, served.connect() as sock:
        sock.sendall(get("/pause?seconds=1") + b"GET /qui")  # the next head begins, and never ends
        began = time.monotonic()
        replies = read_until_closed(sock, 5.0)
        took = time.monotonic() - began
    first, _, second = replies.partition(b"slept")
    assert first.startswith(b"HTTP/1.1 200 OK") and second.startswith(b"HTTP/1.1 408"), replies[:300]
    assert b'"error": "too_slow"' in second and b"content-security-policy:" in second
    assert 1.4 <= took < 4.0, took  # the answer's second, then the head's half second from then, not from its start
    assert served.lines("answered 408")


def test_a_pipeline_is_cut_at_its_cap_after_the_answers_to_the_requests_it_took() -> None:
    with serving(pipeline_limit=4) as served, served.connect() as sock:
        sock.sendall(get("/quick") * 40)
        replies = read_until_closed(sock, 5.0)
        closed = not tcp_open(sock)
    assert replies.count(b"HTTP/1.1 200 OK") == 5 and closed, replies.count(b"HTTP/1.1 200 OK")
    assert served.lines("sent over 4 requests ahead of its answers")


LOOPS = pytest.mark.parametrize("loop", ["auto", "asyncio"])
"""uvloop (what ``ladders serve`` runs on) and asyncio's own loop: their transports close differently."""


@LOOPS
def test_a_client_that_reads_nothing_is_reset_within_the_write_deadline(loop: str) -> None:
    with serving(write_seconds=0.5, loop=loop) as served, served.connect() as sock:
        sock.sendall(get("/big") * 3)
        began = time.monotonic()
        while tcp_open(sock) and time.monotonic() - began < 5:
            time.sleep(0.02)
        took = time.monotonic() - began
        got = read_until_closed(sock, 5.0)
    assert 0.4 <= took < 2.5, took
    assert len(got) < BIG, len(got)  # a reset, not a close: the answers' bytes left unsent are dropped
    assert served.lines("left its answers unread for 0.5 s: connection reset")


@LOOPS
def test_a_client_that_reads_slowly_but_steadily_gets_its_whole_answer(loop: str) -> None:
    with serving(write_seconds=0.5, loop=loop) as served, served.connect() as sock:
        sock.sendall(get("/big?kib=512"))
        data = b""
        began = time.monotonic()
        while len(data.partition(b"\r\n\r\n")[2]) < 512 << 10:
            assert time.monotonic() - began < 20, f"{len(data):,} bytes in 20 s"
            time.sleep(0.15)  # 64 KiB at a time: the answer waits far longer than the deadline, but it moves
            sock.settimeout(5)
            data += sock.recv(1 << 16)
    assert data.startswith(b"HTTP/1.1 200 OK") and len(data.partition(b"\r\n\r\n")[2]) == 512 << 10
    assert time.monotonic() - began > 1.0 and not served.lines("unread")


def test_a_head_over_its_size_is_answered_431_with_the_app_s_headers() -> None:
    with serving(head_bytes=4096) as served, served.connect() as sock:
        sock.sendall(b"GET /quick HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: " + b"y" * 10_000 + b"\r\n\r\n")
        reply = read_until_closed(sock, 5.0)
    assert reply.startswith(b"HTTP/1.1 431"), reply[:200]
    assert b'"error": "head_too_large"' in reply and b"x-content-type-options: nosniff" in reply
    assert served.lines("head was over 4,096 bytes")


def test_a_head_that_never_ends_is_cut_off_at_its_size_not_its_deadline() -> None:
    with serving(head_bytes=4096) as served, served.connect() as sock:
        sock.sendall(b"GET /quick HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ")
        sent = 0
        try:
            for _ in range(100):  # a header line that never ends, in reads of its own
                time.sleep(0.01)
                sock.sendall(b"y" * 1000)
                sent += 1000
        except OSError:  # the server has closed
            pass
        reply = read_until_closed(sock, 5.0)
    assert reply.startswith(b"HTTP/1.1 431") and b'"error": "head_too_large"' in reply, reply[:200]
    assert sent < 20_000, sent


def test_a_websocket_upgrade_is_answered_as_plain_http_then_closed() -> None:
    with serving() as served, served.connect() as sock:
        upgrade = (b"GET /quick HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n"
                   b"Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n")
        sock.sendall(upgrade + get("/quick"))  # the request after it is never read
        reply = read_until_closed(sock, 5.0)
    assert reply.startswith(b"HTTP/1.1 200 OK") and reply.count(b"HTTP/1.1") == 1, reply[:300]
    assert served.lines("asked to upgrade its connection")


def test_malformed_requests_are_answered_400_and_logged_once_a_second() -> None:
    with serving() as served:
        began = time.monotonic()
        for n in range(300):
            time.sleep(0.005)  # 300 over more than a second
            with served.connect() as sock:
                sock.sendall(b"NOT HTTP %d\r\n\r\n" % n)
                reply = read_until_closed(sock, 5.0)
            assert reply.startswith(b"HTTP/1.1 400") and b'"error": "bad_request"' in reply, reply[:200]
        took = time.monotonic() - began
        lines = served.lines()
    assert lines and all("malformed request" in line for line in lines), lines[:5]
    assert 2 <= len(lines) <= took + 1, (len(lines), took)
    assert "more since the last such line)" in lines[1], lines  # the ones not said are counted


@LOOPS
def test_a_stop_resets_clients_that_do_not_read_at_once(loop: str) -> None:
    with serving(stop_seconds=10, write_seconds=30, loop=loop) as served:
        sock = served.connect()  # open until the server has stopped
        sock.sendall(get("/big") * 6)  # more than Linux's own buffers would hold (4 MB), had the server not set them
        time.sleep(0.3)  # the first answers fill the buffers: the next waits to be written
        began = time.monotonic()
    took = time.monotonic() - began  # leaving serving() stopped the server
    sock.close()
    assert took < 3.0, f"the stop waited {took:.1f} s for a client that does not read"


def test_a_stop_that_cuts_answers_off_says_so_in_one_line_not_a_traceback() -> None:
    socks = []
    with serving(stop_seconds=0.3) as served:
        for _ in range(3):
            socks.append(served.connect())
            socks[-1].sendall(get("/pause?seconds=30"))
        time.sleep(0.3)
    for sock in socks:
        sock.close()
    assert served.lines("the stop cut off answers still being written")
