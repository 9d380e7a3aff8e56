"""``ladders serve --workers N``: N server processes on one port, each with its own listening socket.

uvicorn's own ``--workers`` shares one listening socket among its processes,
and the kernel then hands a burst of new connections mostly to one of them
(measured: 14 of 16 keep-alive connections on one worker of two), so the second
core idles. Here each worker binds the port itself with ``SO_REUSEPORT``, and
the kernel spreads connections evenly over the listening sockets. The parent
reserves the port first (so ``--port 0`` has one number for all), starts the
workers (fresh interpreters: ``spawn``), prints the address once every worker
listens, and on Ctrl-C or SIGTERM stops them all.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import signal
import socket
from typing import Any

from .options import UsageError

__all__ = ["serve_workers"]

STARTUP_SECONDS = 300.0
"""How long a worker may take to load its word list and start listening."""


def serve_workers(host: str, port: int, workers: int, lexicon_options: dict[str, Any], shown_host: str,
                  hosts: tuple[str, ...] | None = None) -> None:
    """Serve the app from *workers* processes on *host*:*port* (0: a free port) until interrupted."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        with socket.socket(family) as probe:  # a plain bind fails when anyone listens there, sharing or not
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # a stopped server's closing sockets don't
            probe.bind((host, port))
            port = probe.getsockname()[1]
        reserve = _reuse_port_socket(family, host, port)  # holds the number; never listens, so gets no connections
    except OSError as error:
        raise UsageError(f"could not listen on {host}:{port} ({error.strerror or error})") from None
    context = multiprocessing.get_context("spawn")
    ready: multiprocessing.Queue[int] = context.Queue()
    processes = [context.Process(target=_worker, args=(host, port, lexicon_options, ready, hosts), name=f"ladders-{n}")
                 for n in range(workers)]
    previous = {sig: signal.signal(sig, _interrupt) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        for process in processes:
            process.start()
        _wait_until_listening(processes, ready)
        print(f"ladders: serving on http://{shown_host}:{port}/ with {workers} workers (Ctrl-C stops)", flush=True)
        for process in processes:
            process.join()
    except KeyboardInterrupt:
        pass
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        for process in processes:
            if process.is_alive() and process.pid is not None:
                os.kill(process.pid, signal.SIGINT)  # uvicorn's graceful stop
        for process in processes:
            process.join(timeout=30)
            if process.is_alive():
                process.kill()
                process.join()
        reserve.close()


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _reuse_port_socket(family: socket.AddressFamily, host: str, port: int) -> socket.socket:
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)  # TCP: asyncio then sets TCP_NODELAY
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind((host, port))
    return sock


def _wait_until_listening(processes: list[Any], ready: multiprocessing.Queue[int]) -> None:
    """Return when every worker has said it listens; a worker that dies first is an error."""
    waiting = {process.pid for process in processes}
    waited = 0.0
    while waiting:
        try:
            waiting.discard(ready.get(timeout=0.5))
            continue
        except queue.Empty:
            waited += 0.5
        if any(not process.is_alive() for process in processes) or waited > STARTUP_SECONDS:
            raise UsageError("a server process failed to start (see the messages above)")


def _worker(host: str, port: int, lexicon_options: dict[str, Any], ready: multiprocessing.Queue[int],
            hosts: tuple[str, ...] | None) -> None:
    """One worker: its own SO_REUSEPORT socket on the shared port, its own app and word list."""
    import argparse

    from ..web.app import create_app
    from ..web.server import GuardedServer, server_config
    from .options import served_lexicons

    try:
        sock = _reuse_port_socket(socket.AF_INET6 if ":" in host else socket.AF_INET, host, port)
        default = lexicon_options.pop("default_language", None)
        words, languages = served_lexicons(argparse.Namespace(**lexicon_options))
        app = create_app(words, hosts=hosts, languages=languages, default_language=default)
        server = GuardedServer(server_config(app), on_stop=app.state.stop)
        startup = server.startup

        async def started(sockets: list[socket.socket] | None = None) -> None:
            await startup(sockets)
            ready.put(os.getpid())  # listening now: the parent announces the address when all are

        server.startup = started  # type: ignore[method-assign]
        server.run(sockets=[sock])
    except KeyboardInterrupt:  # Ctrl-C reaches every process of the terminal's group: a quiet stop
        pass
