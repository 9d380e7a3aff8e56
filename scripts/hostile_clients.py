"""Hostile clients against ``ladders serve`` on loopback, and the figures they leave.

Three parts, each against a fresh server (one process, its file limit 352, so its connection cap is 128):

- **readers**: ``--readers`` slow readers each open a connection, send ``--depth`` pipelined requests for the
  biggest of the page's files and never read a byte; a reader whose connection the server closes opens another a
  second later, until the run ends. Meanwhile one normal client (the canary) asks ``--canaries`` times, evenly
  over ``--seconds``, each time on a new connection: the page or a ladder. Printed: how many canaries were answered
  200 and their p50/p99/slowest, how many slow connections were opened, how many the server closed while they
  read nothing and how long after they opened (the slowest), how many were still open at the end, and the
  server's tracebacks.
- **malformed**: ``--malformed`` requests that are not HTTP, each on its own connection; printed: the server's
  log lines.
- **flood**: ``--flood`` dear puzzles at once (12 steps, common words, the swap metric, a new seed each) on the
  puzzle lane (one thread, 32 waiting); printed: how many were answered 200, 422 ``search_limit`` and 503
  ``busy``.

::

    python scripts/hostile_clients.py                       # all three, full size (about a minute)
    python scripts/hostile_clients.py --part readers --write-seconds 2 --seconds 10
    python scripts/hostile_clients.py --tree /tmp/old --files 256   # an older server, at the same cap

``--write-seconds`` sets the server's write deadline (``GuardedProtocol.write_seconds``; a name older servers
do not read); ``--tree`` runs the server from another copy of the package (its ``ladders`` directory's parent);
``--files`` sets the servers' file limit.
Loopback only; every loop is bounded in count and time. The tests (``tests/web/test_server_*.py``) import this
file and run smaller parts of it.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import http.client
import os
import resource
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType

__all__ = ["Served", "ReaderFigures", "slow_readers", "malformed", "flood", "biggest_file", "tcp_open", "main"]

FILES = 352
"""The server's file limit in these runs: its connection cap is half that (``ladders.web.server.connection_cap``)."""

CANARY_PATHS = ("/api/ladder?start=cold&end=warm&common=0", "/")
CANARY_SECONDS = 10.0
"""The longest a canary waits for its answer (a canary not answered by then counts as not answered)."""

RECONNECT_SECONDS = 1.0
TICK = 0.05
ESTABLISHED = 1
"""``tcpi_state`` of an open TCP connection (Linux's ``TCP_ESTABLISHED``)."""

DEAR = "/api/puzzle?steps=12&common=1&metric=damerau&seed={seed}"

_SERVE = ("import sys\n"
          "from ladders.web import server\n"
          "if sys.argv[1] != 'default':\n"
          "    server.GuardedProtocol.write_seconds = float(sys.argv[1])\n"
          "from ladders.cli import main\n"
          "sys.exit(main(['serve', '--port', '0', *sys.argv[2:]]))\n")


class Served:
    """``ladders serve --port 0`` in a child process with a file limit of *files* (and, given, a write deadline of
    *write_seconds*), from *tree* (a directory holding a ``ladders`` package) or this checkout. Its standard error
    goes to a file, never a pipe: a pipe nobody reads until the end would stop a server that logs much. As a
    context manager it is stopped (SIGINT) on leaving if :meth:`stop` was not called."""

    def __init__(self, *options: str, files: int = FILES, write_seconds: float | None = None,
                 tree: Path | None = None) -> None:
        def limit() -> None:
            resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))

        env = {**os.environ, "PYTHONPATH": str(tree)} if tree is not None else None
        self.log = tempfile.TemporaryFile("w+")
        self.process = subprocess.Popen(
            [sys.executable, "-c", _SERVE, "default" if write_seconds is None else str(write_seconds), *options],
            stdout=subprocess.PIPE, stderr=self.log, text=True, preexec_fn=limit, env=env, cwd=tree)
        self.errors: str | None = None
        self.status: int | None = None
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line.startswith("ladders: serving on http://127.0.0.1:"):
            self.process.kill()
            raise RuntimeError(f"the server did not start: {line!r} {self.stop()[-2000:]}")
        self.url = line.split()[3].rstrip("/")
        self.port = int(self.url.rsplit(":", 1)[1])

    def stop(self, timeout: float = 30) -> str:
        """Ctrl-C (SIGINT), then wait: what the server wrote to standard error (its exit status in ``status``)."""
        if self.errors is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.communicate(timeout=timeout)
                killed = ""
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.communicate()
                killed = f"\n(not stopped within {timeout:g} s: killed)"
            self.status = self.process.returncode
            self.log.seek(0)
            self.errors = self.log.read() + killed
            self.log.close()
        return self.errors

    def __enter__(self) -> Served:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.stop()


def biggest_file() -> str:
    """The path of the biggest file the app serves (the one slow readers ask for)."""
    from ladders.web.app import _FILES, STATIC  # the app's own table of its files
    served = sorted((path, STATIC / name) for path, (name, _) in _FILES.items() if (STATIC / name).is_file())
    return max(served, key=lambda item: item[1].stat().st_size)[0]


def tcp_open(sock: socket.socket) -> bool:
    """Whether *sock*'s connection is still established as far as this end knows, without reading from it."""
    try:
        return sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 8)[0] == ESTABLISHED
    except OSError:
        return False


def held_by_server(port: int) -> set[int]:
    """The client ports of the loopback connections to the server listening on *port* that it has not let go of:
    held (an open socket of its own: Linux's ``/proc/net/tcp`` gives it an inode), or still waiting to be accepted
    (established, no inode yet). One it has closed is gone, or closing (its answers unsent behind it)."""
    kept = set()
    with open("/proc/net/tcp") as table:
        next(table)
        for line in table:
            fields = line.split()
            if int(fields[1].rsplit(":", 1)[1], 16) == port and (fields[9] != "0" or fields[3] == "01"):
                kept.add(int(fields[2].rsplit(":", 1)[1], 16))
    kept.discard(0)  # the listening socket
    return kept


@dataclass(frozen=True, slots=True)
class ReaderFigures:
    """What one run of slow readers left: the canaries' answers and the fate of the slow connections."""

    canaries: tuple[tuple[int | str, float], ...]
    """Each canary's status (200; another with the start of its body; or, not answered, how it failed:
    ``TimeoutError``, ``ConnectionResetError``...) and seconds."""
    opened: int
    """Slow connections opened."""
    let_go: tuple[float, ...]
    """For each slow connection the server let go of (closed its socket: a reset, or a close its reader never
    sees, reading nothing), seconds from its opening; the others were still held after the run and the wait."""
    still_open: tuple[bool, ...]
    """For each slow connection still open as far as its reader knew after the run and the wait: whether reading it
    then ended in the server's close or reset (True) or not within the bound (False)."""

    @property
    def answered(self) -> int:
        return sum(status == 200 for status, _ in self.canaries)

    def quantile(self, q: float) -> float:
        """The canaries' latency at quantile *q* (0.99: p99), answered or not."""
        seconds = sorted(took for _, took in self.canaries)
        return seconds[min(len(seconds) - 1, int(q * len(seconds)))] if seconds else float("nan")


@dataclass(slots=True)
class _Slow:
    sock: socket.socket | None
    opened: float
    port: int = 0
    let_go: float | None = None
    """When the server let go of it (or turned it away)."""
    closed: float | None = None
    """When its reader saw it end."""
    again: float = field(default=0.0)


def slow_readers(port: int, *, readers: int, canaries: int, seconds: float, depth: int = 150,
                 wait: float = 12.0) -> ReaderFigures:
    """Run *readers* slow readers and *canaries* evenly spaced canaries for *seconds*; then wait up to *wait*
    seconds for the server to let go of the slow connections left, and read the rest (bounded) to see how they end.

    Each reader sends *depth* pipelined requests and reads nothing; it sends one more each second (so it hears of a
    connection the server closed, by the reset the server's end then sends), and a second after its connection
    ends it opens another, until the run ends. When the server lets go of each is read from ``/proc/net/tcp``.
    """
    request = f"GET {biggest_file()} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode()
    answers: list[tuple[int | str, float]] = []
    began = time.monotonic()
    canary = threading.Thread(target=_canaries, args=(port, canaries, seconds, began, answers), daemon=True)
    canary.start()
    slow = [_connect(port, request * depth) for _ in range(readers)]
    every = list(slow)
    push = began
    while (now := time.monotonic()) < began + seconds:
        _watch(port, every, now, request if now >= push else b"")
        push = now + 1.0 if now >= push else push
        for at, reader in enumerate(slow):
            if reader.closed is not None and now >= reader.again and len(every) < readers * 100:
                slow[at] = _connect(port, request * depth)
                every.append(slow[at])
        time.sleep(TICK)
    canary.join(timeout=CANARY_SECONDS + 10)
    until = time.monotonic() + wait
    while any(reader.let_go is None for reader in every) and (now := time.monotonic()) < until:
        _watch(port, every, now, b"")
        time.sleep(TICK)
    left = [reader for reader in every if reader.closed is None and reader.sock is not None]
    ended = _read_to_the_end([reader.sock for reader in left if reader.sock is not None], limit=10.0)
    for reader in every:
        _let_go(reader)
    return ReaderFigures(canaries=tuple(answers), opened=len(every),
                         let_go=tuple(r.let_go - r.opened for r in every if r.let_go is not None),
                         still_open=tuple(ended))


def _watch(port: int, readers: list[_Slow], now: float, push: bytes) -> None:
    """Note which of *readers* the server has let go of and which have seen their connection end; send *push*."""
    held = held_by_server(port)
    for reader in readers:
        if reader.let_go is None and (reader.sock is None or reader.port not in held):
            reader.let_go = now
        if reader.closed is None and reader.sock is not None and push:
            try:
                reader.sock.send(push)
            except BlockingIOError:  # the server reads nothing more: its buffers are full
                pass
            except OSError:
                pass  # reset: seen below
        if reader.closed is None and not (reader.sock is not None and tcp_open(reader.sock)):
            reader.closed, reader.again = now, now + RECONNECT_SECONDS
            _let_go(reader)


def _connect(port: int, pipeline: bytes) -> _Slow:
    opened = time.monotonic()
    try:
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        sock.sendall(pipeline)
    except OSError:  # turned away at once
        return _Slow(None, opened)
    sock.setblocking(False)
    return _Slow(sock, opened, port=sock.getsockname()[1])


def _let_go(reader: _Slow) -> None:
    if reader.sock is not None:
        reader.sock.close()
        reader.sock = None


def _canaries(port: int, count: int, seconds: float, began: float, answers: list[tuple[int | str, float]]) -> None:
    """Ask *count* canaries evenly over *seconds*, each in its own thread (one that waits does not hold up the
    next), and wait for them all (bounded: each gives up after :data:`CANARY_SECONDS`)."""
    asking = []
    for n in range(count):
        time.sleep(max(0.0, began + n * seconds / count - time.monotonic()))
        asking.append(threading.Thread(target=_canary, args=(port, CANARY_PATHS[n % len(CANARY_PATHS)], answers)))
        asking[-1].start()
    for thread in asking:
        thread.join(timeout=CANARY_SECONDS + 5)


def _canary(port: int, path: str, answers: list[tuple[int | str, float]]) -> None:
    asked = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=CANARY_SECONDS)
    try:
        connection.request("GET", path)
        reply = connection.getresponse()
        body = reply.read()
        shown = reply.status if reply.status == 200 else f"{reply.status} {body[:100].decode(errors='replace')}"
        answers.append((shown, time.monotonic() - asked))
    except (OSError, http.client.HTTPException) as error:
        answers.append((type(error).__name__, time.monotonic() - asked))
    finally:
        connection.close()


def _read_to_the_end(socks: list[socket.socket], limit: float) -> list[bool]:
    """Read every one of *socks* (non-blocking) until the server ends it or *limit* seconds pass: which ended."""
    ended = [False] * len(socks)
    until = time.monotonic() + limit
    while not all(ended) and time.monotonic() < until:
        for at, sock in enumerate(socks):
            try:
                while not ended[at]:
                    ended[at] = sock.recv(1 << 16) == b""
            except BlockingIOError:
                pass
            except OSError:  # reset
                ended[at] = True
        time.sleep(TICK)
    return ended


def malformed(port: int, count: int, *, threads: int = 8) -> Counter[str]:
    """Send *count* requests that are not HTTP, each on its own connection: how each was answered (its status
    line's code, or how the connection ended)."""
    def one(n: int) -> str:
        with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
            sock.sendall(b"NOT HTTP %d\r\n\r\n" % n)
            try:
                head = sock.recv(64)
            except OSError as error:
                return type(error).__name__
        return head.split(b" ", 2)[1].decode() if head.startswith(b"HTTP/1.1 ") else "closed"

    with concurrent.futures.ThreadPoolExecutor(threads) as pool:
        return Counter(pool.map(one, range(count)))


def flood(port: int, count: int) -> Counter[str]:
    """Ask *count* dear puzzles at once: how they were answered (status and error code)."""
    def one(seed: int) -> str:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        try:
            connection.request("GET", DEAR.format(seed=seed))
            reply = connection.getresponse()
            body = reply.read()
        except (OSError, http.client.HTTPException) as error:
            return type(error).__name__
        finally:
            connection.close()
        code = b'"error":"' in body and body.split(b'"error":"', 1)[1].split(b'"', 1)[0].decode()
        return f"{reply.status} {code}" if code else str(reply.status)

    with concurrent.futures.ThreadPoolExecutor(count) as pool:
        return Counter(pool.map(one, range(count)))


def tracebacks(errors: str) -> int:
    """How many tracebacks a server's standard error holds."""
    return errors.count("Traceback (most recent call last)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--part", choices=("readers", "malformed", "flood"), action="append")
    parser.add_argument("--readers", type=int, default=200)
    parser.add_argument("--depth", type=int, default=150, help="requests each slow reader pipelines (default 150)")
    parser.add_argument("--canaries", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--write-seconds", type=float, help="the server's write deadline (default: its own)")
    parser.add_argument("--malformed", type=int, default=5000)
    parser.add_argument("--flood", type=int, default=64)
    parser.add_argument("--tree", type=Path, help="run the server from this copy of the package")
    parser.add_argument("--log", type=Path, help="write the servers' standard error into this file")
    parser.add_argument("--files", type=int, default=FILES,
                        help=f"the servers' file limit (default {FILES}: a cap of 128 connections; an older server "
                             "kept half its files, so 256 gave it that cap)")
    args = parser.parse_args(argv)
    parts = args.part or ["readers", "malformed", "flood"]
    print(f"server from {args.tree or 'this checkout'}, file limit {args.files}; {os.cpu_count()} cores, "
          f"load average {os.getloadavg()[0]:.1f}", flush=True)
    if "readers" in parts:
        with Served(files=args.files, write_seconds=args.write_seconds, tree=args.tree) as served:
            run = slow_readers(served.port, readers=args.readers, canaries=args.canaries, seconds=args.seconds,
                               depth=args.depth, wait=(args.write_seconds or 10.0) + 2)
            errors = served.stop()
        _keep(args.log, "readers", errors)
        latencies = sorted(took for _, took in run.canaries)
        print(f"slow readers: {args.readers} readers x {args.depth} pipelined GET {biggest_file()}, "
              f"{args.canaries} canaries over {args.seconds:g} s")
        print(f"  canaries answered 200: {run.answered} of {args.canaries} "
              f"{dict(Counter(status for status, _ in run.canaries))}; "
              f"p50 {statistics.median(latencies) * 1000:.0f} ms, p99 {run.quantile(0.99) * 1000:.0f} ms, "
              f"slowest {latencies[-1] * 1000:.0f} ms")
        let_go = sorted(run.let_go)
        print(f"  slow connections opened: {run.opened}; let go by the server: {len(let_go)}"
              + (f" (p50 {statistics.median(let_go):.1f} s after opening, slowest {let_go[-1]:.1f} s)"
                 if let_go else "")
              + f"; still held {args.write_seconds or 10:g} + 2 s after the run: {run.opened - len(let_go)}")
        print(f"  still open to their readers then: {len(run.still_open)} (ended by the server once read: "
              f"{sum(run.still_open)})")
        print(f"  server: {tracebacks(errors)} tracebacks, {len(errors.splitlines())} log lines, "
              f"exit status {served.status}")
    if "malformed" in parts:
        with Served(files=args.files, tree=args.tree) as served:
            began = time.monotonic()
            answered = malformed(served.port, args.malformed)
            took = time.monotonic() - began
            errors = served.stop()
        _keep(args.log, "malformed", errors)
        print(f"malformed: {args.malformed} requests in {took:.1f} s, answered {dict(answered)}; "
              f"server log lines: {len(errors.splitlines())}, tracebacks: {tracebacks(errors)}")
    if "flood" in parts:
        with Served(files=args.files, tree=args.tree) as served:
            answered = flood(served.port, args.flood)
            errors = served.stop()
        _keep(args.log, "flood", errors)
        print(f"flood: {args.flood} dear puzzles at once, answered {dict(sorted(answered.items()))}; "
              f"tracebacks: {tracebacks(errors)}")
    return 0


def _keep(path: Path | None, part: str, errors: str) -> None:
    if path is not None:
        with path.open("a") as log:
            log.write(f"--- {part}\n{errors}")


if __name__ == "__main__":
    sys.exit(main())
