"""``ladders serve``: the web page and JSON API on this machine (the ``web`` extra: Starlette and uvicorn).

A stop asked for (Ctrl-C, SIGINT or SIGTERM) is the normal end of a server: it exits 0, quietly, in one process or
with ``--workers``, whether it came while the word list loaded or while serving.
"""

from __future__ import annotations

import argparse
import errno
import socket
import sys
from collections.abc import Iterable

from .options import EXIT_FOUND, EXIT_IN_USE, Exit, Parser, UsageError, add_lexicon_options, served_lexicons
from .output import complain

__all__ = ["serve_command"]


def serve_command(argv: list[str]) -> int:
    """``ladders serve``: serve the page and the API until stopped (Ctrl-C, SIGINT or SIGTERM: exit status 0)."""
    parser = Parser(
        prog="ladders serve",
        description="Serve the word-ladder page and its JSON API (GET /api/ladder, /api/check, /api/puzzle, "
                    "/api/define, /api/draw) until Ctrl-C.",
        epilog="examples:\n  ladders serve\n  ladders serve --port 8080 --size 50\n  ladders serve --language fr,de\n"
               "  ladders serve --language fr --default-language fr     # a French site\n\n"
               "Binds to 127.0.0.1 (this machine only) unless --host says otherwise. Needs: pip install 'ladders[web]'",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine)")
    parser.add_argument("--port", type=_port, default=8000, help="port to listen on (default 8000; 0: any free port)")
    parser.add_argument("--allow-host", action="append", default=[], metavar="NAME",
                        help="another host name requests may use (the Host header), besides the bound address, "
                             "localhost, 127.0.0.1 and [::1]; repeat for more")
    parser.add_argument("--workers", type=_workers, default=1,
                        help="server processes (default 1); each holds its own word list and answers on the same "
                             "port: 2 on a 2-core machine answers about twice as many requests at once")
    parser.add_argument("--default-language", metavar="CODE",
                        help="the language a visitor gets who has not chosen one (default en: English, whatever "
                             "--language lists first); for a site that serves one language, with --language CODE")
    add_lexicon_options(parser)
    args = parser.parse_args(argv)
    try:
        return _serve(args)
    except KeyboardInterrupt:  # a stop asked for (the command line turns SIGTERM into this too): a normal end
        return EXIT_FOUND


def _serve(args: argparse.Namespace) -> int:
    """Serve as *args* say, until stopped; a stop raises ``KeyboardInterrupt`` (in one process, uvicorn raises the
    signal again once it has stopped)."""
    try:
        from ..web.app import LOCAL_HOSTS, create_app
        from ..web.server import GuardedServer, server_config
    except ImportError as error:
        raise ImportError(f"ladders serve needs the web extra ({error.name or error} is missing): "
                          "pip install 'ladders[web]'") from None
    _check_port(args.host, args.port)  # before the word list loads: a taken port is said at once, in one line
    words, languages = served_lexicons(args)  # read here first: a bad word file is an error before any worker starts
    default = _default_language(args, words.language or "en", languages)
    host = f"[{args.host}]" if ":" in args.host else args.host
    hosts = (host, *LOCAL_HOSTS, *args.allow_host)
    if not _is_loopback(args.host):
        print(f"ladders: warning: --host {args.host} serves other machines too; this server is made for one machine "
              "(loopback, the default)", file=sys.stderr, flush=True)
    if args.workers > 1:  # each worker reads the word list itself (another interpreter)
        from .workers import serve_workers
        serve_workers(args.host, args.port, args.workers,
                      {"words": args.words, "language": args.language, "size": args.size,
                       "accents": args.accents, "default_language": default}, host, hosts)
        return EXIT_FOUND
    app = create_app(words, hosts=hosts, languages=languages, default_language=default)
    server = GuardedServer(server_config(app, host=args.host, port=args.port), on_stop=app.state.stop)
    _announce_when_bound(server, host)
    server.run()  # SIGINT or SIGTERM: the app calls off its work, then uvicorn stops
    if not server.started:
        raise UsageError(f"could not listen on {args.host}:{args.port} (in use, or not an address of this machine?)")
    return EXIT_FOUND


def _default_language(args: argparse.Namespace, first: str, languages: Iterable[str]) -> str | None:
    """``--default-language``: one of the languages served (*first*, the main list's, or one of *languages*)."""
    code: str | None = args.default_language
    if code is None:
        return None
    served = [first, *languages]
    if code not in served:
        raise UsageError(f"--default-language {code} is not a language this server has ({', '.join(served)}): "
                         f"add --language {code}")
    return code


def _check_port(host: str, port: int) -> None:
    """Fail at once, in one line, when *port* cannot be had: taken (status :data:`EXIT_IN_USE`), or no address."""
    if port == 0:
        return
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # a stopped server's closing sockets don't count
        try:
            probe.bind((host, port))
        except OSError as error:
            if error.errno == errno.EADDRINUSE:
                complain(f"port {port} is in use; try --port {port + 1 if port < 65535 else 8000}")
                raise Exit(EXIT_IN_USE) from None
            raise UsageError(f"could not listen on {host}:{port} ({error.strerror or error})") from None


def _is_loopback(host: str) -> bool:
    """Whether *host* is an address of this machine only (127.0.0.0/8, ::1, localhost).

    >>> [_is_loopback(h) for h in ("127.0.0.1", "127.1.2.3", "::1", "localhost", "0.0.0.0", "192.168.1.5")]
    [True, True, True, True, False, False]
    """
    import ipaddress
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _workers(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 64:
        raise argparse.ArgumentTypeError(f"workers is a number from 1 to 64, not {text!r}")
    return int(text)


def _announce_when_bound(server: object, host: str) -> None:
    """Print the URL once the server listens (with ``--port 0``, on the port the operating system chose)."""
    import uvicorn
    assert isinstance(server, uvicorn.Server)
    startup = server.startup

    async def announce(sockets: object = None) -> None:
        await startup(sockets)  # type: ignore[arg-type]
        for listener in server.servers:
            for sock in listener.sockets:
                print(f"ladders: serving on http://{host}:{sock.getsockname()[1]}/ (Ctrl-C stops)", flush=True)
                return
    server.startup = announce  # type: ignore[method-assign]


def _port(text: str) -> int:
    if not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"a port is a number from 0 to 65535, not {text!r}")
    return int(text)
